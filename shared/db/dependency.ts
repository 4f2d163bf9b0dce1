import { cancellationReasons, isTransactionConflict } from './transact';

/**
 * What kind of "not now" a DynamoDB failure is, once the SDK's own retries are spent (#33 §14,
 * §15). None of them says anything about the request: the same request can succeed later, so
 * the API answers 503 with `Retry-After`, never 500.
 * - `throttled`: DynamoDB refused the rate (throttling, provisioned throughput, request limit);
 * - `unavailable`: DynamoDB answered a 5xx (internal error, service unavailable);
 * - `unreachable`: no answer at all (connection refused or reset, timeout, DNS);
 * - `contention`: a transaction lost to another one writing the same items on every try.
 */
export type DependencyFailure = 'throttled' | 'unavailable' | 'unreachable' | 'contention';

const THROTTLED = new Set([
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'TooManyRequestsException',
]);
const UNAVAILABLE = new Set(['InternalServerError', 'InternalFailure', 'ServiceUnavailable', 'ServiceUnavailableException']);
const UNREACHABLE_NAMES = new Set(['TimeoutError', 'NetworkingError', 'RequestTimeout', 'RequestTimeoutException']);
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNABORTED',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);

interface ErrorLike {
  name?: string;
  code?: string;
  $fault?: string;
  $metadata?: { httpStatusCode?: number };
  cause?: unknown;
  errors?: unknown[];
}

function classifyOne(error: ErrorLike): DependencyFailure | null {
  if (isTransactionConflict(error)) return 'contention';
  const name = error.name ?? '';
  if (THROTTLED.has(name)) return 'throttled';
  // A transaction cancelled because one of its items was throttled (nothing was written).
  const reasons = cancellationReasons(error)?.map((r) => r.code) ?? [];
  if (!reasons.includes('ConditionalCheckFailed') && reasons.some((c) => c === 'ThrottlingError' || c === 'ProvisionedThroughputExceeded')) {
    return 'throttled';
  }
  if (UNAVAILABLE.has(name) || error.$fault === 'server' || (error.$metadata?.httpStatusCode ?? 0) >= 500) return 'unavailable';
  if (UNREACHABLE_NAMES.has(name) || (error.code !== undefined && UNREACHABLE_CODES.has(error.code))) return 'unreachable';
  return null;
}

/**
 * The dependency failure an error is, or null for anything else (a bug, a refusal). Looks
 * through `cause` and an AggregateError's `errors` (Node's connect tries every address of a
 * host and reports them together), a few levels deep.
 */
export function dependencyFailure(error: unknown, depth = 0): DependencyFailure | null {
  if (!error || typeof error !== 'object' || depth > 4) return null;
  const e = error as ErrorLike;
  const own = classifyOne(e);
  if (own) return own;
  for (const inner of [e.cause, ...(Array.isArray(e.errors) ? e.errors : [])]) {
    const found = dependencyFailure(inner, depth + 1);
    if (found) return found;
  }
  return null;
}
