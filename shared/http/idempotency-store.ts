import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import * as z from 'zod/mini';
import { defineEntity } from '../db/entity';
import * as stored from '../db/stored';

/**
 * Idempotency records (api.md §1, docs/decisions/idempotency-and-throttling.md, "`Idempotency-Key` (api.md §1)"):
 * `ORG#<slug>#IDEMPOTENCY#<credential id>#<sha256 of the Idempotency-Key>` / `IDEMPOTENCY`.
 * The key itself is never stored, only its hash; scoping by organization and credential is in
 * the partition key, so one credential's key can never be found by another.
 *
 * Access pattern: byKey (primary key) only (IDEMPOTENCY below). One item per key, in two states:
 * - `in_progress`: claimed by an attempt (`attempt_id`) until `lock_expires_at` (epoch ms);
 * - `complete`: the response to replay, sealed in `response` (see sealResponse) with its
 *   `response_status` in clear for diagnostics.
 * `ttl` (epoch seconds, 24 h after the claim) lets DynamoDB delete it; TTL deletion is lazy,
 * so every read and condition also treats an item past its `ttl` as absent.
 */

export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;

export interface IdempotencyScope {
  slug: string;
  credentialId: string;
  /** The Idempotency-Key header as sent. */
  key: string;
}

export interface StoredResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type IdempotencyRecord =
  | { state: 'in_progress'; requestHash: string; attemptId: string; lockExpiresAt: number; expiresAt: number }
  | { state: 'complete'; requestHash: string; response: StoredResponse; expiresAt: number };

export type ClaimOutcome = { claimed: true; attemptId: string } | { claimed: false; existing: IdempotencyRecord };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** What both states store. The credential and the key's hash are the key only. */
const Stored = {
  credential_id: stored.optionalString,
  key_hash: stored.optionalString,
  request_hash: stored.string,
  created_at: stored.string,
  /** Epoch seconds, 24 h after the claim: the record's expiry, and DynamoDB deletes the item after it. */
  ttl: stored.number,
};

/** The idempotency record, declared once (shared/db/entity.ts): one item per key, in one of two states. */
export const IDEMPOTENCY = defineEntity({
  name: 'idempotency',
  schema: z.discriminatedUnion('state', [
    z.object({ ...Stored, state: z.literal('in_progress'), attempt_id: stored.string, lock_expires_at: stored.number }),
    z.object({ ...Stored, state: z.literal('complete'), response_status: stored.number, response: z.instanceof(Uint8Array), completed_at: stored.string }),
  ]),
  primary: { index: null, composites: ['credential_id', 'key_hash'], sort: { literal: 'IDEMPOTENCY' } },
  indexes: {},
  keyOnly: ['credential_id', 'key_hash'],
});

const keyOf = (scope: IdempotencyScope) => ({ credential_id: scope.credentialId, key_hash: sha256(scope.key) });
export const idempotencyItemKey = (scope: IdempotencyScope) => IDEMPOTENCY.key(scope.slug, keyOf(scope));

/**
 * A stored response may hold a secret shown once (the create api-key response carries the new
 * key, which is otherwise only kept as a hash). So it is gzipped and sealed with AES-256-GCM
 * under a key derived (HKDF) from the Idempotency-Key itself, which is stored only as a hash:
 * only a caller presenting the key can read the replay; the table alone does not reveal it.
 * Layout: 12-byte IV | 16-byte tag | ciphertext.
 */
function responseKey(scope: IdempotencyScope): Buffer {
  return Buffer.from(hkdfSync('sha256', scope.key, `${scope.slug}#${scope.credentialId}`, 'idempotency-response-v1', 32));
}

function sealResponse(scope: IdempotencyScope, response: StoredResponse): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', responseKey(scope), iv);
  const sealed = Buffer.concat([cipher.update(gzipSync(JSON.stringify(response))), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]);
}

/** What a sealed response holds (read through its schema, not cast). */
const SealedResponse = z.object({ status: z.number(), headers: z.record(z.string(), z.string()), body: z.string() });

function openResponse(scope: IdempotencyScope, sealed: Uint8Array): StoredResponse {
  const bytes = Buffer.from(sealed);
  const decipher = createDecipheriv('aes-256-gcm', responseKey(scope), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
  return SealedResponse.parse(JSON.parse(gunzipSync(plain).toString('utf8')));
}

function toRecord(scope: IdempotencyScope, stored: ReturnType<typeof IDEMPOTENCY.parse>): IdempotencyRecord {
  const common = { requestHash: stored.request_hash, expiresAt: stored.ttl };
  if (stored.state === 'complete') return { state: 'complete', ...common, response: openResponse(scope, stored.response) };
  return { state: 'in_progress', ...common, attemptId: stored.attempt_id, lockExpiresAt: stored.lock_expires_at };
}

/**
 * Claims a key for one attempt: a conditional Put of the in-progress marker that succeeds
 * when there is no live record, or when the previous attempt's lock has expired (it crashed
 * or timed out without answering). Otherwise the existing record is returned, from the same
 * call (ReturnValuesOnConditionCheckFailure), for the caller to replay or refuse.
 */
export async function claimIdempotencyKey(
  scope: IdempotencyScope,
  requestHash: string,
  /**
   * `endedAttemptIds`: attempts known to be over whose marker may be taken over at once
   * (idempotency.ts); `attemptId`: this claim's id, when the caller must know it even if the
   * claim's answer is lost.
   */
  options: { lockMs: number; now?: number; endedAttemptIds?: readonly string[]; attemptId?: string },
  attempt = 1,
): Promise<ClaimOutcome> {
  const now = options.now ?? Date.now();
  const attemptId = options.attemptId ?? randomUUID();
  const ended = options.endedAttemptIds ?? [];
  const claim = await IDEMPOTENCY.put(
    scope.slug,
    {
      ...keyOf(scope),
      state: 'in_progress',
      request_hash: requestHash,
      attempt_id: attemptId,
      lock_expires_at: now + options.lockMs,
      created_at: new Date(now).toISOString(),
      ttl: Math.floor(now / 1000) + IDEMPOTENCY_TTL_SECONDS,
    },
    {
      where: (w) =>
        w.or(
          w.notExists(),
          w.lt('ttl', Math.floor(now / 1000)),
          w.and(w.eq('state', 'in_progress'), w.lt('lock_expires_at', now)),
          ...ended.map((id) => w.and(w.eq('state', 'in_progress'), w.eq('attempt_id', id), w.eq('request_hash', requestHash))),
        ),
    },
  ).returning();
  if (claim.applied) return { claimed: true, attemptId };
  const existing = claim.current ? toRecord(scope, claim.current) : await getIdempotencyRecord(scope);
  // Deleted between the check and the read (a failed attempt let go): claim again.
  if (!existing && attempt < 3) return claimIdempotencyKey(scope, requestHash, options, attempt + 1);
  if (!existing) throw new Error('idempotency: the record of the key kept vanishing between its claim and its read');
  return { claimed: false, existing };
}

/**
 * Stores the response of the attempt that holds the claim. Conditional on still holding it:
 * false when the lock expired and another attempt took the key over meanwhile.
 */
export async function completeIdempotencyKey(scope: IdempotencyScope, attemptId: string, response: StoredResponse): Promise<boolean> {
  return IDEMPOTENCY.patch(
    scope.slug,
    keyOf(scope),
    {
      set: { state: 'complete', response_status: response.status, response: new Uint8Array(sealResponse(scope, response)), completed_at: new Date().toISOString() },
      remove: ['lock_expires_at', 'attempt_id'],
    },
    { where: (w) => w.eq('attempt_id', attemptId) },
  ).go();
}

/** Lets go of a claim without storing anything (the attempt failed with a 5xx): a retry runs again. */
export async function releaseIdempotencyKey(scope: IdempotencyScope, attemptId: string): Promise<void> {
  await IDEMPOTENCY.delete(scope.slug, keyOf(scope), { where: (w) => w.eq('attempt_id', attemptId) }).go();
}

/** The live record of a key, or null (none, or past its 24 h). */
export async function getIdempotencyRecord(scope: IdempotencyScope, now = Date.now()): Promise<IdempotencyRecord | null> {
  const stored = await IDEMPOTENCY.get(scope.slug, keyOf(scope), { consistent: true });
  if (!stored || stored.ttl < Math.floor(now / 1000)) return null;
  return toRecord(scope, stored);
}
