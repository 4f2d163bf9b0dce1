import * as z from 'zod/mini';
import { defineEntity } from '../db/entity';
import * as stored from '../db/stored';
import type { Where } from '../db/operations';
import { EMAIL_LOCKS, type TransactPart } from '../directory/users-store';

/**
 * SCIM `userName`s that are not the user's email (#41; docs/decisions/scim.md, "userName and the login email"):
 * `ORG#<slug>#SCIM_USER_NAME / <lower-cased userName>` → `{ user_id }`, beside the user's
 * `user_name` attribute. A user without `user_name` has its email as userName, held by the email
 * lock. userNames and emails share one namespace, case-insensitively: claiming a userName checks
 * the email lock of that text is absent or the user's own, and a SCIM write that claims an email
 * checks the userName lock of that text the same way, both in the write's transaction, so two
 * users can never show one userName, whatever the order of concurrent writes.
 */
export const USER_NAME_LOCKS = defineEntity({
  name: 'scim_user_name',
  schema: z.object({ user_name: stored.optionalString, user_id: stored.string }),
  primary: { index: null, composites: [], sort: ['user_name'], text: 'lower' },
  indexes: {},
  keyOnly: ['user_name'],
});

export const userNameLockKey = (slug: string, userName: string) => USER_NAME_LOCKS.key(slug, { user_name: userName });

export async function getUserIdByUserName(slug: string, userName: string): Promise<string | null> {
  const lock = await USER_NAME_LOCKS.get(slug, { user_name: userName }, { consistent: true });
  return lock ? lock.user_id : null;
}

const same = (a: string | undefined, b: string | undefined) => a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();

/** A lock of `key` that is absent or the user's own: a ConditionCheck. */
/** A lock is free or this user's (its item absent, or its `user_id` the user). */
const freeOrOwn = (w: Where<{ user_id: string }>, userId: string) => w.or(w.notExists(), w.eq('user_id', userId));

export interface NameChange {
  /** The user's explicit userName (`user_name`) before and after (undefined: the email is the userName). */
  from?: string;
  to?: string;
  /** The user's email before (undefined on a create) and after. */
  emailFrom?: string;
  emailTo: string;
}

/**
 * The transaction parts that keep userNames unique for a change of a user's explicit userName
 * and email: the userName lock moved (released only if still the user's, claimed only if free),
 * a claimed userName's email lock checked (free or the user's own), and a claimed email's userName
 * lock checked (free or the user's own). A lock this same transaction writes is never checked
 * again (one item, one operation per transaction). Each part comes with what its failure means.
 */
export function userNameParts(slug: string, userId: string, change: NameChange): Array<{ part: TransactPart; taken?: 'userName' | 'email' }> {
  const parts: Array<{ part: TransactPart; taken?: 'userName' | 'email' }> = [];
  const { from, to, emailFrom, emailTo } = change;
  const moves = !same(from, to);
  if (moves && from !== undefined) {
    parts.push({ part: USER_NAME_LOCKS.delete(slug, { user_name: from }, { where: (w) => freeOrOwn(w, userId) }).part });
  }
  if (moves && to !== undefined) {
    parts.push({ part: USER_NAME_LOCKS.create(slug, { user_name: to, user_id: userId }).part, taken: 'userName' });
    // The email lock of the userName's text: free, or this user's (then it is its own email, which the users store moves itself).
    if (!same(to, emailFrom) && !same(to, emailTo)) parts.push({ part: EMAIL_LOCKS.check(slug, { email: to }, (w) => freeOrOwn(w, userId)).part, taken: 'userName' });
  }
  // A new email must be no other user's explicit userName (a userName lock this transaction does not write).
  if (!same(emailTo, emailFrom) && !same(emailTo, from) && !same(emailTo, to)) {
    parts.push({ part: USER_NAME_LOCKS.check(slug, { user_name: emailTo }, (w) => freeOrOwn(w, userId)).part, taken: 'email' });
  }
  return parts;
}
