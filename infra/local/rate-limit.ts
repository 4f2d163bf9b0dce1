/**
 * The local stand-in for API Gateway's stage throttling (api.md §7): one token bucket per
 * gateway, shared by every route and caller, like a stage's default method throttling.
 * `ratePerSecond` tokens are added each second up to `burst`; a request takes one token or
 * is refused with the whole seconds until one is available (Retry-After, at least 1).
 */
export interface RateLimitOptions {
  /** Steady-state requests per second (> 0). */
  ratePerSecond: number;
  /** Bucket size: requests allowed at once (>= 1). Defaults to the rate, at least 1. */
  burst?: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(now?: number): RateDecision;
}

export function createRateLimiter(options: RateLimitOptions, clock: () => number = Date.now): RateLimiter {
  const { ratePerSecond } = options;
  if (!(ratePerSecond > 0) || !Number.isFinite(ratePerSecond)) throw new Error('rate limit: ratePerSecond must be a positive number');
  const burst = options.burst ?? Math.max(1, Math.ceil(ratePerSecond));
  if (!(burst >= 1) || !Number.isFinite(burst)) throw new Error('rate limit: burst must be a number >= 1');

  let tokens = burst;
  let last = clock();
  return {
    take(now = clock()) {
      tokens = Math.min(burst, tokens + (Math.max(0, now - last) / 1000) * ratePerSecond);
      last = Math.max(last, now);
      if (tokens >= 1) {
        tokens -= 1;
        return { allowed: true };
      }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / ratePerSecond)) };
    },
  };
}

/**
 * `LOCAL_RATE_LIMIT` (requests per second) and `LOCAL_RATE_BURST` from the environment:
 * undefined (no limit, the default) when the rate is unset or empty.
 */
export function rateLimitFromEnvironment(env: NodeJS.ProcessEnv = process.env): RateLimitOptions | undefined {
  const rate = env.LOCAL_RATE_LIMIT?.trim();
  const burst = env.LOCAL_RATE_BURST?.trim();
  if (!rate) {
    if (burst) throw new Error('LOCAL_RATE_BURST needs LOCAL_RATE_LIMIT');
    return undefined;
  }
  const ratePerSecond = Number(rate);
  if (!Number.isFinite(ratePerSecond) || ratePerSecond <= 0) throw new Error(`LOCAL_RATE_LIMIT must be a positive number, not "${rate}"`);
  if (!burst) return { ratePerSecond };
  const burstSize = Number(burst);
  if (!Number.isInteger(burstSize) || burstSize < 1) throw new Error(`LOCAL_RATE_BURST must be a whole number >= 1, not "${burst}"`);
  return { ratePerSecond, burst: burstSize };
}
