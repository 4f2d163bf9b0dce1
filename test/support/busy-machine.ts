/**
 * A time limit for a test that is legitimately long (#45, "Tests that fail under load, not under
 * bugs"). The suite shares 2 cores with other work; at a load average of 16–26 a test runs 10–15
 * times slower than on an idle machine (docs/decisions/suite-time.md, "2026-11-28 — tests under
 * load: readiness waits, cheaper passwords, no server-side keep-alive close"). vitest's 30 s
 * (vitest.config.ts) fits a test of up to ~1.5 s alone; one that must do more (a loop that has to
 * run past a limit, a matrix checked state by state, a race repeated until it is seen) passes
 * `busyTimeout(seconds it takes alone)` and says why next to it. A hung test still fails: the
 * limit is 20 times its idle time, not unbounded.
 */
export const BUSY_FACTOR = 20;

/**
 * The limit of a test of the `database` project (vitest.config.ts): its requests wait in the
 * queue of the run's one DynamoDB Local, which the two workers saturate for a minute or two at a
 * time: a Put+Get probe beside a full run took 300–700 ms at the median and up to 5.3 s while the
 * rehearsals and upgrade tests ran (docs/decisions/suite-time.md, "2026-11-28 — a test's limit
 * under a saturated DynamoDB Local"). No `busyTimeout` of such a test is below it.
 */
export const DATABASE_TEST_TIMEOUT_MS = 60_000;

export const busyTimeout = (secondsAlone: number): number => Math.max(DATABASE_TEST_TIMEOUT_MS / 1000, Math.ceil(secondsAlone * BUSY_FACTOR)) * 1000;
