/**
 * A time limit for a test that is legitimately long (#45, "Tests that fail under load, not under
 * bugs"). The suite shares 2 cores with other work; at a load average of 16–26 a test runs 10–15
 * times slower than on an idle machine (docs/decisions/suite-time.md, "2026-11-28 — tests under
 * load: readiness waits, cheaper passwords, no server-side keep-alive close"). vitest's 30 s
 * (vitest.config.ts) fits a test of up to ~2 s alone; one that must do more (a loop that has to
 * run past a limit, a matrix checked state by state, a race repeated until it is seen) passes
 * `busyTimeout(seconds it takes alone)` and says why next to it. A hung test still fails: the
 * limit is 20 times its idle time, not unbounded.
 */
export const BUSY_FACTOR = 20;

export const busyTimeout = (secondsAlone: number): number => Math.max(30, Math.ceil(secondsAlone * BUSY_FACTOR)) * 1000;
