import { createHash, randomUUID } from 'node:crypto';
import type { APIGatewayProxyResult } from 'aws-lambda';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  releaseIdempotencyKey,
  type IdempotencyScope,
  type StoredResponse,
} from './idempotency-store';
import { log } from '../observability/log';
import { ApiError, type ErrorDetail } from '../errors/api-error';
import { dependencyFailure } from '../db/dependency';
import { retrying } from '../db/retry';

/**
 * Safe retries (api.md §1): `Idempotency-Key` on the routes marked `idempotent`, applied once,
 * in the handler shell, after authentication and validation (which are never stored) and
 * around the domain call. See docs/decisions/idempotency-and-throttling.md, "`Idempotency-Key` (api.md §1)".
 */

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Added to a replayed response (the stored one is otherwise sent as it was). */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** 1..255 printable ASCII characters (space to tilde). */
const KEY_PATTERN = /^[\x20-\x7E]{1,255}$/;

/**
 * How long an attempt holds a key: the time the invocation may still run (the function's
 * timeout, from the Lambda context) plus a margin. A retry during that time is 409
 * `idempotency_in_progress`; after it, the attempt is known to be over (it crashed or timed
 * out without storing an answer) and the key may be claimed again.
 */
export const DEFAULT_LOCK_MS = 30_000;
export const LOCK_MARGIN_MS = 5_000;

export function lockDurationMs(remainingMs: number | undefined): number {
  const remaining = typeof remainingMs === 'number' && Number.isFinite(remainingMs) && remainingMs > 0 ? remainingMs : DEFAULT_LOCK_MS;
  return remaining + LOCK_MARGIN_MS;
}

/** The key sent with the request, or undefined; a malformed one is reported as a header issue. */
export function readIdempotencyKey(headers: Record<string, string>, issues: ErrorDetail[]): string | undefined {
  const value = headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (value === undefined) return undefined;
  if (!KEY_PATTERN.test(value)) {
    issues.push({ in: 'header', path: IDEMPOTENCY_KEY_HEADER, issue: 'must be 1 to 255 printable ASCII characters' });
    return undefined;
  }
  return value;
}

/** JSON with object keys sorted at every level: the same values always give the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What "the same request" means for a key: method, path (trailing slash ignored, as routing
 * ignores it) and the body's JSON values. The body is compared as parsed JSON in canonical
 * form, so a client that re-serializes on retry (other key order, other whitespace) is still
 * the same request, while any different value is not.
 */
export function requestFingerprint(method: string, path: string, body: unknown): string {
  const normalizedPath = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const canonicalBody = body === undefined || body === null ? '' : canonicalJson(body);
  return createHash('sha256').update(`${method.toUpperCase()}\n${normalizedPath}\n${canonicalBody}`).digest('hex');
}

/** What a replay answers in place of a secret shown once (#33 §10). */
export const MASKED_SECRET = '(hidden: a secret is shown only in the first answer; an Idempotency-Key replay does not repeat it)';

/** The body with `secretField` masked (a JSON object with that string field), else as it is. */
function maskSecret(body: string, secretField: string | undefined): string {
  if (!secretField || !body) return body;
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    if (!parsed || typeof parsed !== 'object' || typeof parsed[secretField] !== 'string') return body;
    return JSON.stringify({ ...parsed, [secretField]: MASKED_SECRET });
  } catch {
    return body;
  }
}

function toStored(response: APIGatewayProxyResult, secretField?: string): StoredResponse {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers ?? {})) headers[name] = String(value);
  return { status: response.statusCode, headers, body: maskSecret(response.body ?? '', secretField) };
}

function replay(stored: StoredResponse): APIGatewayProxyResult {
  return { statusCode: stored.status, headers: { ...stored.headers, [REPLAYED_HEADER]: 'true' }, body: stored.body };
}

/**
 * Answers of this process whose work is done but which could not be stored (the database went
 * out of reach between the work and the record, #33 §14): by scope, the attempt, the request's
 * fingerprint and the answer. The next request with that key here stores it first and replays
 * it, instead of running the work again once the lock expires (a second area, a second
 * request). Another instance cannot know it: there the lock expires and the work runs again
 * (docs/decisions/reliability.md). Bounded like endedAttempts.
 */
const MAX_ENDED_ATTEMPTS = 1_000;
const scopeKey = (scope: IdempotencyScope) => `${scope.slug}\n${scope.credentialId}\n${scope.key}`;
const unsavedAnswers = new Map<string, { attemptId: string; fingerprint: string; response: StoredResponse }>();

async function store(scope: IdempotencyScope, attemptId: string, fingerprint: string, response: APIGatewayProxyResult, secretField?: string): Promise<void> {
  const stored = toStored(response, secretField);
  try {
    const kept = await retrying(
      () => completeIdempotencyKey(scope, attemptId, stored),
      (error) => dependencyFailure(error) !== null,
      (error) => error as Error,
    );
    if (!kept) log.warn('idempotency record taken over before completion', { org: scope.slug });
  } catch (error) {
    // The work is done: its answer goes out, and this process keeps it for the key's retry.
    unsavedAnswers.set(scopeKey(scope), { attemptId, fingerprint, response: stored });
    if (unsavedAnswers.size > MAX_ENDED_ATTEMPTS) unsavedAnswers.delete(unsavedAnswers.keys().next().value!);
    log.error('idempotency record not stored', { org: scope.slug, error: String(error) });
  }
}

/**
 * Attempts of this process that ended without an answer to keep (a 5xx) but whose in-progress
 * marker could not be deleted, because the database was out of reach at that moment (#33 §14):
 * by item key, the attempt id. The next claim of that key here takes the marker over at once
 * (`claimIdempotencyKey`'s `endedAttemptIds`) instead of answering 409 until the lock expires;
 * elsewhere (another Lambda instance) the lock expires by itself, and the 409 says when
 * (`Retry-After`). Bounded: the oldest entries go first.
 */
const endedAttempts = new Map<string, string[]>();

/** An attempt of this process is over without an answer: a later claim of its key here may take its marker over. */
function ended(scope: IdempotencyScope, attemptId: string): void {
  // The last two: a claim that took over an ended marker may itself lose its answer.
  endedAttempts.set(scopeKey(scope), [...(endedAttempts.get(scopeKey(scope)) ?? []), attemptId].slice(-2));
  if (endedAttempts.size > MAX_ENDED_ATTEMPTS) endedAttempts.delete(endedAttempts.keys().next().value!);
}

async function letGo(scope: IdempotencyScope, attemptId: string): Promise<void> {
  try {
    // A blip of the database is retried under the data layer's policy (about 1.5 s at most).
    await retrying(
      () => releaseIdempotencyKey(scope, attemptId),
      (error) => dependencyFailure(error) !== null,
      (error) => error as Error,
    );
  } catch (error) {
    // Not released: this process remembers the attempt is over; elsewhere the lock expires.
    ended(scope, attemptId);
    log.error('idempotency record not released', { org: scope.slug, error: String(error) });
  }
}

/** Whole seconds until an in-progress marker's lock expires (at least 1): the `Retry-After` of its 409. */
const lockRetryAfter = (lockExpiresAt: number, now = Date.now()) => String(Math.max(1, Math.ceil((lockExpiresAt - now) / 1000)));

/**
 * Runs one attempt under a key:
 * - no live record: claim it (in-progress marker), run, then store the response (2xx, 4xx)
 *   or delete the marker (5xx: nothing to replay, a retry runs again);
 * - a record of another request (other method, path or body): 422 `idempotency_key_reused`;
 * - an attempt still in progress: 409 `idempotency_in_progress`;
 * - a stored response: that response again, with `Idempotent-Replayed: true`; nothing runs.
 * `errorResponse` turns an ApiError thrown by `run` into the response the caller will see, so
 * an error answer can be stored exactly; the error is then rethrown for the shell to answer it.
 */
export async function withIdempotency(
  scope: IdempotencyScope,
  fingerprint: string,
  lockMs: number,
  run: () => Promise<APIGatewayProxyResult>,
  errorResponse: (error: ApiError) => APIGatewayProxyResult,
  /** The response field holding a secret shown once: stored masked (route.secretInResponse). */
  secretField?: string,
): Promise<APIGatewayProxyResult> {
  const unsaved = unsavedAnswers.get(scopeKey(scope));
  if (unsaved) {
    // Stored now (or the database is still away: 503, and it stays here for the next retry).
    await completeIdempotencyKey(scope, unsaved.attemptId, unsaved.response);
    unsavedAnswers.delete(scopeKey(scope));
    if (unsaved.fingerprint !== fingerprint) {
      throw new ApiError('idempotency_key_reused', 'This Idempotency-Key was already used with a different request; use a new key.');
    }
    return replay(unsaved.response);
  }
  const endedHere = endedAttempts.get(scopeKey(scope));
  const attemptId = randomUUID();
  const claim = await claimIdempotencyKey(scope, fingerprint, { lockMs, attemptId, ...(endedHere ? { endedAttemptIds: endedHere } : {}) }).catch((error: unknown) => {
    // The claim's answer was lost (the database went away meanwhile): it may have been written.
    // This attempt is over either way, so a retry here takes its marker over instead of a 409
    // until the lock expires (the chaos test's outage met this).
    if (dependencyFailure(error) !== null) ended(scope, attemptId);
    throw error;
  });
  if (claim.claimed && endedHere) endedAttempts.delete(scopeKey(scope));
  if (!claim.claimed) {
    const { existing } = claim;
    if (existing.requestHash !== fingerprint) {
      throw new ApiError('idempotency_key_reused', 'This Idempotency-Key was already used with a different request; use a new key.');
    }
    if (existing.state === 'in_progress') {
      throw new ApiError('idempotency_in_progress', 'A request with this Idempotency-Key is still being processed; retry shortly.', undefined, {
        'Retry-After': lockRetryAfter(existing.lockExpiresAt),
      });
    }
    return replay(existing.response);
  }

  let response: APIGatewayProxyResult;
  try {
    response = await run();
  } catch (error) {
    // Only a refusal by the API (an ApiError below 500) is an answer worth keeping; a 503 (the
    // database down or contended) lets the key go, so the same key runs again on retry.
    if (error instanceof ApiError && error.status < 500) await store(scope, claim.attemptId, fingerprint, errorResponse(error));
    else await letGo(scope, claim.attemptId);
    throw error;
  }
  if (response.statusCode >= 500) await letGo(scope, claim.attemptId);
  else await store(scope, claim.attemptId, fingerprint, response, secretField);
  return response;
}
