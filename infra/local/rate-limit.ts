/**
 * The local stand-in for API Gateway's stage throttling (api.md §7): one token bucket per
 * gateway, shared by every route and caller, like a stage's default method throttling; and for
 * the WAF's per-credential and per-address rate rules in front of it (createKeyedRateLimiter).
 * `ratePerSecond` tokens are added each second up to `burst`; a request takes one token or
 * is refused with the whole seconds until one is available (Retry-After, at least 1).
 */
export interface RateLimitOptions {
  /** Steady-state requests per second (> 0). */
  ratePerSecond: number;
  /** Bucket size: requests allowed at once (>= 1). Defaults to the rate, at least 1. */
  burst?: number;
}

/** Admitted: what is left (whole requests) and the whole seconds until the bucket is full again. */
export type RateDecision = { allowed: true; remaining: number; resetSeconds: number } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(now?: number): RateDecision;
  /** True when the bucket is full at `now`: forgetting it changes nothing. */
  idle(now?: number): boolean;
}

export function createRateLimiter(options: RateLimitOptions, clock: () => number = Date.now): RateLimiter {
  const { ratePerSecond } = options;
  if (!(ratePerSecond > 0) || !Number.isFinite(ratePerSecond)) throw new Error('rate limit: ratePerSecond must be a positive number');
  const burst = options.burst ?? Math.max(1, Math.ceil(ratePerSecond));
  if (!(burst >= 1) || !Number.isFinite(burst)) throw new Error('rate limit: burst must be a number >= 1');

  let tokens = burst;
  let last = clock();
  const refill = (now: number) => {
    tokens = Math.min(burst, tokens + (Math.max(0, now - last) / 1000) * ratePerSecond);
    last = Math.max(last, now);
  };
  return {
    take(now = clock()) {
      refill(now);
      if (tokens >= 1) {
        tokens -= 1;
        return { allowed: true, remaining: Math.floor(tokens), resetSeconds: Math.ceil((burst - tokens) / ratePerSecond) };
      }
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / ratePerSecond)) };
    },
    idle(now = clock()) {
      refill(now);
      return tokens >= burst;
    },
  };
}

/** How many buckets a keyed limiter holds before it forgets the full ones (garbage tokens cost no memory for long). */
const KEYED_SWEEP_AT = 10_000;

/**
 * One token bucket per key (an `Authorization` value, a client address), created on first use:
 * one key running dry leaves every other key's bucket as it was.
 */
export function createKeyedRateLimiter(options: RateLimitOptions, clock: () => number = Date.now) {
  createRateLimiter(options, clock); // validates the options once, up front
  const buckets = new Map<string, RateLimiter>();
  return {
    take(key: string, now = clock()): RateDecision {
      let bucket = buckets.get(key);
      if (!bucket) {
        if (buckets.size >= KEYED_SWEEP_AT) for (const [k, b] of buckets) if (b.idle(now)) buckets.delete(k);
        bucket = createRateLimiter(options, clock);
        buckets.set(key, bucket);
      }
      return bucket.take(now);
    },
    /** Buckets currently held (tests). */
    size: () => buckets.size,
  };
}

export type KeyedRateLimiter = ReturnType<typeof createKeyedRateLimiter>;

/**
 * The local stand-in for the WAF's rate-based rules (infra/cdk/web-acl.ts): a limit of
 * `perFiveMinutes` requests per 5-minute window becomes a bucket of that size refilled at
 * `perFiveMinutes / 300` per second (the same long-run rate, and at most that many at once).
 */
export const perWindow = (perFiveMinutes: number): RateLimitOptions => ({ ratePerSecond: perFiveMinutes / 300, burst: perFiveMinutes });

/** What the WAF keys on: the `Authorization` value as sent, or, without one, the client address. */
export interface FairnessOptions {
  /** Requests per 5 minutes one `Authorization` value may make (the WAF's `perCredentialRateLimit`). */
  perCredential?: number;
  /** Requests per 5 minutes one client address may make without `Authorization` (`perAddressRateLimit`). */
  perAddress?: number;
  /** Requests per 5 minutes one client address may make in all, credentials or not (`perAddressTotalRateLimit`). */
  perAddressTotal?: number;
}

function wholeNumberSetting(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number >= 1 (requests per 5 minutes), not "${value}"`);
  return n;
}

/**
 * `LOCAL_RATE_LIMIT_PER_CREDENTIAL`, `LOCAL_RATE_LIMIT_PER_ADDRESS`, `LOCAL_RATE_LIMIT_PER_ADDRESS_TOTAL`
 * (requests per 5 minutes, like the deployment settings); unset: no such limit.
 */
export function fairnessFromEnvironment(env: NodeJS.ProcessEnv = process.env): FairnessOptions {
  return {
    perCredential: wholeNumberSetting(env, 'LOCAL_RATE_LIMIT_PER_CREDENTIAL'),
    perAddress: wholeNumberSetting(env, 'LOCAL_RATE_LIMIT_PER_ADDRESS'),
    perAddressTotal: wholeNumberSetting(env, 'LOCAL_RATE_LIMIT_PER_ADDRESS_TOTAL'),
  };
}

/**
 * IETF draft-ietf-httpapi-ratelimit-headers (-09) fields for named policies: `RateLimit-Policy`
 * (quota `q` per window `w` seconds: for a bucket, its size and the seconds it takes to refill)
 * and `RateLimit` (what remains `r`, and the seconds `t` until it is all back), one list member
 * per policy.
 */
export function rateLimitHeaders(
  policies: Array<{ policy: string; options: RateLimitOptions; decision: RateDecision }>,
): Record<string, string> {
  const policy: string[] = [];
  const state: string[] = [];
  for (const { policy: name, options, decision } of policies) {
    const burst = options.burst ?? Math.max(1, Math.ceil(options.ratePerSecond));
    const [remaining, reset] = decision.allowed ? [decision.remaining, decision.resetSeconds] : [0, decision.retryAfterSeconds];
    policy.push(`"${name}";q=${burst};w=${Math.ceil(burst / options.ratePerSecond)}`);
    state.push(`"${name}";r=${remaining};t=${reset}`);
  }
  return policy.length ? { 'RateLimit-Policy': policy.join(', '), RateLimit: state.join(', ') } : {};
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
