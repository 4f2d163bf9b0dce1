import * as z from 'zod/mini';
import { defineEntity } from '../db/entity';
import * as stored from '../db/stored';
import type { TransactPart } from '../directory/users-store';

/**
 * SCIM `externalId` uniqueness per organization, like the email lock: `ORG#<slug>#USER_EXTERNAL_ID
 * / <externalId>` → `{ user_id }`, claimed with `attribute_not_exists` in the transaction that
 * writes the user, released (only if still this user's) in the one that changes it. externalId
 * is case-exact (RFC 7643 §3.1), so the key keeps it as given (a text sort key: not an id). A
 * filter `externalId eq "…"` is one GetItem of the lock, never a walk of the users.
 */
export const EXTERNAL_ID_LOCKS = defineEntity({
  name: 'user_external_id',
  // The externalId is the sort key only: the lock stores the user it belongs to.
  schema: z.object({ external_id: stored.optionalString, user_id: stored.string }),
  primary: { index: null, composites: [], sort: ['external_id'], text: 'exact' },
  indexes: {},
  keyOnly: ['external_id'],
});

export const externalIdLockKey = (slug: string, externalId: string) => EXTERNAL_ID_LOCKS.key(slug, { external_id: externalId });

export async function getUserIdByExternalId(slug: string, externalId: string): Promise<string | null> {
  const lock = await EXTERNAL_ID_LOCKS.get(slug, { external_id: externalId }, { consistent: true });
  return lock ? lock.user_id : null;
}

/** Transaction parts moving a user's externalId lock from `from` to `to` (either may be absent); the claim is last. */
export function externalIdLockParts(slug: string, userId: string, from: string | undefined, to: string | undefined): TransactPart[] {
  if (from === to) return [];
  const parts: TransactPart[] = [];
  if (from !== undefined) {
    parts.push(EXTERNAL_ID_LOCKS.delete(slug, { external_id: from }, { where: (w) => w.or(w.notExists(), w.eq('user_id', userId)) }).part);
  }
  if (to !== undefined) {
    parts.push(EXTERNAL_ID_LOCKS.create(slug, { external_id: to, user_id: userId }).part);
  }
  return parts;
}
