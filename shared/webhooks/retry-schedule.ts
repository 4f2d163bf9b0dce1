/**
 * When a failed delivery is tried again: Standard Webhooks' own schedule, the delay before
 * attempt n+1 after attempt n failed (attempt 1 is immediate). The eight attempts span ≈ 27.6 h,
 * above the 24 h the issue asks for; after the 8th failure the delivery is dead.
 */
export const RETRY_DELAYS_SECONDS = [0, 5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600] as const;

/** Attempts in all (the first one included). */
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length;

/** ±10 %: receivers that failed together (an outage) are not all retried in the same second. */
export const JITTER = 0.1;

/**
 * The delay (seconds, fractional) before the attempt after `failedAttempt` (1-based), or null
 * when that was the last one. `scale` compresses the schedule (WEBHOOK_RETRY_SCALE, tests);
 * `random` is injectable so the jitter bounds can be tested.
 */
export function retryDelaySeconds(failedAttempt: number, scale = 1, random: () => number = Math.random): number | null {
  if (failedAttempt >= MAX_ATTEMPTS) return null;
  const base = RETRY_DELAYS_SECONDS[failedAttempt]!;
  const jitter = 1 + JITTER * (2 * random() - 1);
  return base * jitter * scale;
}
