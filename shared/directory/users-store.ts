import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { defineEntity } from '../db/entity';
import * as stored from '../db/stored';
import { transaction, where, type Change, type Condition, type Part, type ValueOf } from '../db/operations';
import { CustomFieldValue, UserRole, UserStatus } from './enums';
import type { User } from './schemas';
import { COUNTED_HIDDEN, COUNTED_STATUS, hiddenDelta, isHiddenFromScim, statusDelta, userCountsPart, type UserCounts } from './user-count-store';

/**
 * Users: `ORG#<slug>#USER / <id>`. Email uniqueness (case-insensitive) is a second item,
 * `ORG#<slug>#USER_EMAIL / <lower-cased email>` → `{ user_id, …SIGN_IN_FIELDS }`, written in the
 * same transaction with `attribute_not_exists`, so two concurrent creates of one email cannot
 * both succeed. The user keeps the email as it was given; only the lock is lower-cased.
 *
 * The lock also carries what a login needs (SIGN_IN_FIELDS: the password hash, status, role and
 * force flag, credential version), so a login starts with one strongly consistent GetItem.
 * Every write that changes one of those fields writes it to both items in one transaction.
 *
 * `credential_version` (an integer, absent = 0) is what makes ending a user's credentials a
 * property of the data rather than of timing: every change that must end the user's sessions
 * (password set or changed, role change, deactivation, a new demand to change the password)
 * increments it on both items in its transaction; a login copies the version it read into the
 * session; the authorizer reads the session and the user item together (one strongly
 * consistent BatchGetItem) and accepts only equal versions. A login that read the lock before
 * the change therefore issues a session that is dead on arrival, however the two interleave.
 *
 * `api_key_version` (absent = 0) does the same for the api-keys made on the user's authority
 * (issue #33, finding 4): a password reset by an administrator and a new demand to change the
 * password increment it (on the user item only: logins do not read it); an api-key records its
 * creator's version when it is made, and the authorizer (which reads the creator's item with
 * the key) accepts only equal versions. A voluntary change of one's own password leaves it
 * alone (docs/decisions/security-round-3.md).
 *
 * Access patterns (the indexes of USERS below; filters of the user list are key lookups or index
 * queries, never in-memory filtering of a partition):
 * - byId:      primary key
 * - byEmail:   the email lock (GetItem) → byId; getSignInByEmail: the lock alone
 * - all:       Query `ORG#<slug>#USER`, oldest first
 * - byStatus:  gsi1 `ORG#<slug>#USER_STATUS#<status>` / `<id>`
 * - byRole:    gsi2 `ORG#<slug>#USER_ROLE#<role>` / `<id>`
 * - byArea:    gsi3 `ORG#<slug>#USER_AREA#<area id>` / `<id>` (only users with an area)
 *
 * Combined filters (listUsersPage, ./user-lists-store.ts): the most selective access pattern carries the key
 * condition and the other filters become a DynamoDB FilterExpression on that Query. Without
 * statistics the order is fixed: email (at most one user) > area (a slice of the company) >
 * role (admins are few, but "collaborator" is almost everyone) > status (almost everyone is
 * active). A FilterExpression is applied after `Limit`, so a filtered page is filled with at
 * most MAX_FILL_QUERIES Queries (shared/db/filtered-page.ts) of at most `page_size` items each: the work stays
 * proportional to the page, and a page may hold fewer results than `page_size` while `next`
 * is still set.
 */
/** What is stored (without its keys): the user plus secrets that never leave the data layer. */
const StoredUser = z.object({
  id: stored.string,
  email: stored.string,
  first_name: stored.string,
  last_name: stored.string,
  role: UserRole,
  status: UserStatus,
  area_id: stored.optionalString,
  headquarter_id: stored.optionalString,
  position_id: stored.optionalString,
  custom_fields: z._default(z.record(stored.string, CustomFieldValue), () => ({})),
  force_change_password: z._default(stored.boolean, false),
  created_at: stored.string,
  updated_at: stored.string,
  password_hash: stored.optionalString,
  /** Incremented by every change that ends the user's sessions (see above); absent = 0. */
  credential_version: stored.optionalNumber,
  /** Incremented by every change that ends the api-keys made on the user's authority; absent = 0. */
  api_key_version: stored.optionalNumber,
  // The bookkeeping of the user's counts (user-count-store.ts): in the user count, the status
  // tally it is in, in SCIM's hidden tally. Never shown (toUser leaves them out).
  counted: stored.optionalBoolean,
  counted_status: z.optional(UserStatus),
  counted_hidden: stored.optionalBoolean,
  // What SCIM keeps of a user (shared/scim/users.ts): deleted through SCIM, its externalId,
  // employeeNumber and userName as sent, and the other attributes of the IdP's mapping (a map).
  // Shown by SCIM only (toUser leaves them out).
  scim_deleted: stored.optionalBoolean,
  external_id: stored.optionalString,
  employee_number: stored.optionalString,
  user_name: stored.optionalString,
  scim: z.optional(z.record(stored.string, z.unknown())),
});
export type UserRecord = z.output<typeof StoredUser>;

/** The user entity, declared once (shared/db/entity.ts): keys, index attributes and the public read derive from it. */
export const USERS = defineEntity({
  name: 'user',
  schema: StoredUser,
  primary: { index: null, composites: [], sort: ['id'] },
  indexes: {
    byStatus: { index: 'gsi1', composites: ['status'], sort: ['id'] },
    byRole: { index: 'gsi2', composites: ['role'], sort: ['id'] },
    byArea: { index: 'gsi3', composites: ['area_id'], sort: ['id'] },
  },
});

export const userKey = (slug: string, id: string) => USERS.key(slug, { id });

/**
 * The email lock, declared once: `ORG#<slug>#USER_EMAIL / <lower-cased email>` (a text sort key:
 * an email is not an id, up to 254 characters). The email is its key only; the lock stores the
 * user it belongs to and the sign-in fields (absent on locks written before they were copied).
 */
const StoredEmailLock = z.object({
  email: stored.optionalString,
  user_id: stored.string,
  password_hash: stored.optionalString,
  status: z.optional(UserStatus),
  role: z.optional(UserRole),
  force_change_password: stored.optionalBoolean,
  credential_version: stored.optionalNumber,
});
export const EMAIL_LOCKS = defineEntity({
  name: 'user_email',
  schema: StoredEmailLock,
  primary: { index: null, composites: [], sort: ['email'], text: 'lower' },
  indexes: {},
  keyOnly: ['email'],
});

export const emailLockKey = (slug: string, email: string) => EMAIL_LOCKS.key(slug, { email });

/** The user's fields copied onto the email lock for login; kept equal by every write. */
export const SIGN_IN_FIELDS = ['password_hash', 'status', 'role', 'force_change_password', 'credential_version'] as const;
type SignInField = (typeof SIGN_IN_FIELDS)[number];
export type SignIn = Pick<UserRecord, 'id' | SignInField>;

/** The email lock of a user as it stands (on create, and when the email moves). */
function emailLockOf(record: UserRecord): z.output<typeof StoredEmailLock> {
  const lock: z.output<typeof StoredEmailLock> = { email: record.email, user_id: record.id };
  for (const field of SIGN_IN_FIELDS) if (record[field] !== undefined) Object.assign(lock, { [field]: record[field] });
  return lock;
}

/** The email lock item of a user as it stands (on create, and when the email moves). */
export const emailLockItem = (slug: string, record: UserRecord): Record<string, unknown> => EMAIL_LOCKS.item(slug, emailLockOf(record));

/** What a login needs, from the email lock alone; null for an unknown email. */
export async function getSignInByEmail(slug: string, email: string): Promise<SignIn | null> {
  const lock = await getEmailLock(slug, email);
  if (!lock) return null;
  // A lock written before it carried the sign-in fields: read them from the user item.
  if (lock.status === undefined || lock.role === undefined) return getUserRecord(slug, lock.user_id);
  return {
    id: lock.user_id,
    password_hash: lock.password_hash,
    status: lock.status,
    role: lock.role,
    force_change_password: Boolean(lock.force_change_password),
    credential_version: lock.credential_version ?? 0,
  };
}

/** A user's credential version as stored (absent on users no change has touched yet). */
export const credentialVersionOf = (item: { credential_version?: unknown } | null | undefined): number => Number(item?.credential_version ?? 0);
/** The version api-keys made on the user's authority must carry (absent = 0, the layout before issue #33). */
export const apiKeyVersionOf = (item: { api_key_version?: unknown } | null | undefined): number => Number(item?.api_key_version ?? 0);

/** One write of a transaction (an item of TransactItems). */
export type TransactPart = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** The index attributes of a user item (USERS derives them; an update reindexes what it changes). */
export const userIndexAttributes = (slug: string, user: UserRecord): Record<string, string> => USERS.indexAttributes(slug, user);

/** The public view of a user: its stored record read through the schema, then the public fields only, so a hash can never slip out. */
export function toUser(record: object): User {
  const { password_hash, credential_version, api_key_version, counted, counted_status, counted_hidden, scim_deleted, external_id, employee_number, user_name, scim, ...user } = USERS.parse({ ...record });
  return user;
}

export const getUserRecord = (slug: string, id: string): Promise<UserRecord | null> => USERS.get(slug, { id }, { consistent: true });

/** The email lock (strongly consistent), or null for an email no user has. */
const getEmailLock = (slug: string, email: string) => EMAIL_LOCKS.get(slug, { email }, { consistent: true });

export async function getUserIdByEmail(slug: string, email: string): Promise<string | null> {
  return (await getEmailLock(slug, email))?.user_id ?? null;
}


/**
 * A caller's named parts that go with a user's write (a SCIM externalId lock, an administrator
 * guard), after the store's own: the caller reads their failures by name (failedPart, operations.ts).
 */
export type CallerParts = Record<string, Part>;

/** The store's own parts, then the caller's (whose names must be others). */
function withCallerParts<P extends Record<string, Part>>(own: P, callers: CallerParts): P {
  const clash = Object.keys(callers).find((name) => name in own);
  if (clash) throw new Error(`a caller's part named ${clash}, as a part of the users store`);
  return { ...own, ...callers };
}

/** Inserts a user, claims its email and counts it (user count and status tally), in one transaction; false when the email is taken. */
export async function putNewUser(slug: string, record: UserRecord, callers: CallerParts = {}): Promise<boolean> {
  const write = transaction(
    withCallerParts(
      {
        lock: EMAIL_LOCKS.create(slug, emailLockOf(record)),
        // Counted in the organization's user count and its status's tally in this same transaction (user-count-store.ts).
        user: USERS.create(slug, { ...record, counted: true, counted_status: record.status }),
        counts: userCountsPart(slug, record.id, { users: 1, ...statusDelta(undefined, record.status) }),
      },
      // Items that go with the user (a SCIM externalId lock); their failures are the caller's to read.
      callers,
    ),
  );
  try {
    await write.go();
    return true;
  } catch (error) {
    if (write.failed(error, 'lock')) return false;
    throw error;
  }
}

/** What changes on a user item; the index attributes follow from it (see userIndexAttributes). */
/** The attributes a change sets, declared ones only. */
export type UserSet = NonNullable<Change<UserRecord>['set']>;
/** The attributes a change may remove: the optional ones. */
export type RemovableUserAttribute = { [K in keyof UserRecord]-?: undefined extends UserRecord[K] ? K : never }[keyof UserRecord];

export interface UserChange {
  /** Plain attributes to set (never keys or index attributes). */
  set: UserSet;
  /** Optional attributes to remove (a reference cleared with null). */
  remove: RemovableUserAttribute[];
  /** When the email changes: its value as read. The lock moves in the same transaction. */
  emailChange?: { from: string; to: string };
  /** Ends every credential issued for the user so far: increments `credential_version` on both items. */
  bumpCredentialVersion?: boolean;
  /** Ends every api-key made on the user's authority so far: increments `api_key_version` (user item). */
  bumpApiKeyVersion?: boolean;
  /** Only if the user's `updated_at` is still this one (an `If-Match` read earlier): else `stale`. */
  expectUpdatedAt?: string;
}

const countedStatusOf = (record: UserRecord) => record[COUNTED_STATUS];

/** Whether a change can move the user in or out of SCIM's hidden tally (user-count-store.ts, COUNTED_HIDDEN). */
const touchesHidden = (change: UserChange) => 'status' in change.set || 'scim_deleted' in change.set || change.remove.includes('scim_deleted');
const countedHiddenOf = (record: UserRecord): boolean => record[COUNTED_HIDDEN] === true;

/**
 * A change that sets `status` also sets COUNTED_STATUS to it when it differs (the user's status
 * tally follows, user-count-store.ts), and one that sets `status` or `scim_deleted` sets or
 * removes COUNTED_HIDDEN when whether SCIM sees the user changes: the change with those
 * attributes added, and the tally part of its transaction (undefined: nothing moves).
 */
function withStatusTally(slug: string, current: UserRecord, change: UserChange): { change: UserChange; tally?: TransactPart } {
  if (!touchesHidden(change)) return { change };
  let delta: Partial<UserCounts> = {};
  let next = change;
  const to = change.set.status;
  if (to !== undefined) {
    const from = countedStatusOf(current);
    if (from !== to) {
      next = { ...next, set: { ...next.set, [COUNTED_STATUS]: to } };
      delta = statusDelta(from, to);
    }
  }
  const hiddenFrom = countedHiddenOf(current);
  const hiddenTo = isHiddenFromScim(applied(current, change));
  if (hiddenFrom !== hiddenTo) {
    next = hiddenTo ? { ...next, set: { ...next.set, [COUNTED_HIDDEN]: true } } : { ...next, remove: [...next.remove, COUNTED_HIDDEN] };
    delta = { ...delta, ...hiddenDelta(hiddenFrom, hiddenTo) };
  }
  return Object.keys(delta).length ? { change: next, tally: userCountsPart(slug, current.id, delta) } : { change: next };
}

/** `stale`: the user changed between the read and this write (retry with a fresh read). */
export type UserWriteOutcome = 'updated' | 'not_found' | 'email_taken' | 'stale';

/** The record as the change leaves it, computed from the record the change was based on. */
function applied(current: UserRecord, change: UserChange): UserRecord {
  const next: UserRecord = { ...current, ...change.set };
  for (const field of change.remove) delete next[field];
  if (change.bumpCredentialVersion) next.credential_version = credentialVersionOf(current) + 1;
  if (change.bumpApiKeyVersion) next.api_key_version = apiKeyVersionOf(current) + 1;
  return next;
}

/**
 * The update of the user item. `unchanged`: sign-in fields as read, required to still hold
 * (when the email lock is rewritten whole from them, they must not be stale).
 */
function userUpdate(slug: string, current: UserRecord, change: UserChange, unchanged?: SignIn) {
  const w = where<UserRecord>();
  /** The attribute is still as read (absent: still absent). */
  const still = <K extends keyof UserRecord & string>(attribute: K, value: ValueOf<UserRecord, K> | undefined): Condition<UserRecord> =>
    value === undefined ? w.attributeNotExists(attribute) : w.eq(attribute, value);
  const conditions: Condition<UserRecord>[] = [];
  if (change.expectUpdatedAt !== undefined) conditions.push(w.eq('updated_at', change.expectUpdatedAt));
  // A write of the status is conditional on the status read (and, when it moves the user's status
  // tally, on the COUNTED_STATUS read): a concurrent change is `stale` and decided again, so a
  // write that found the status it sets moves nothing, and the tallies move exactly once per change.
  // Whether SCIM sees the user is decided on the status, `scim_deleted` and COUNTED_HIDDEN read:
  // all three required to still hold, so the hidden tally moves exactly once per change.
  if ('status' in change.set || touchesHidden(change)) conditions.push(w.eq('status', current.status));
  if (COUNTED_STATUS in change.set) conditions.push(still(COUNTED_STATUS, countedStatusOf(current)));
  if (touchesHidden(change)) conditions.push(still('scim_deleted', current.scim_deleted), countedHiddenOf(current) ? w.eq(COUNTED_HIDDEN, true) : w.attributeNotExists(COUNTED_HIDDEN));
  if (change.emailChange) conditions.push(w.eq('email', change.emailChange.from));
  for (const field of unchanged ? SIGN_IN_FIELDS : []) {
    // A force flag read as false may be absent (the schema's default): either holds.
    if (field === 'force_change_password' && unchanged![field] === false) conditions.push(w.or(w.attributeNotExists(field), w.eq(field, false)));
    else conditions.push(still(field, unchanged![field]));
  }
  const add = { ...(change.bumpCredentialVersion ? { credential_version: 1 } : {}), ...(change.bumpApiKeyVersion ? { api_key_version: 1 } : {}) };
  return USERS.patch(
    slug,
    { id: current.id },
    { set: change.set, remove: change.remove, add },
    { after: applied(current, change), ...(conditions.length ? { where: (w) => w.and(...conditions) } : {}) },
  );
}

/**
 * Transaction part: copies changed sign-in fields onto the email lock, if it is still this
 * user's; `bump` increments its credential version with the user item's (ADD on both items of
 * one transaction keeps them equal under any concurrency).
 */
function signInUpdatePart(slug: string, email: string, id: string, fields: Partial<Pick<UserRecord, SignInField>>, bump = false) {
  return EMAIL_LOCKS.patch(slug, { email }, { set: fields, add: bump ? { credential_version: 1 } : {} }, { where: (w) => w.eq('user_id', id) });
}

/**
 * Applies a change, made on the record `current` as read, in one write, and returns the user as
 * written (no read after the write). An email change is one transaction: the old lock is deleted
 * (only if it still points at this user), the new one is claimed (only if free), and the user
 * is updated (only if its email is still the one read), so uniqueness holds under any race.
 * `cleanup` (deleting the sessions a version bump ended, revoking api-keys) is written in that
 * same transaction.
 */
export async function updateUser(
  slug: string,
  current: UserRecord,
  requested: UserChange,
  cleanup: TransactPart[] = [],
  callers: CallerParts = {},
): Promise<{ outcome: 'updated'; user: UserRecord } | { outcome: Exclude<UserWriteOutcome, 'updated'> }> {
  const id = current.id;
  const { change, tally } = withStatusTally(slug, current, requested);
  const moves = Boolean(change.emailChange && change.emailChange.from.toLowerCase() !== change.emailChange.to.toLowerCase());
  const next = applied(current, change);
  const signInChanges: Partial<Pick<UserRecord, SignInField>> = {};
  for (const field of SIGN_IN_FIELDS) if (field in change.set) Object.assign(signInChanges, { [field]: change.set[field] });
  const bump = Boolean(change.bumpCredentialVersion);
  const bumpKeys = Boolean(change.bumpApiKeyVersion);
  // A moving lock is rewritten whole from the fields as read: the update requires them unchanged.
  const update = userUpdate(slug, current, change, moves ? current : undefined);
  const outcome = (o: Exclude<UserWriteOutcome, 'updated'>) => ({ outcome: o });
  // Whether the transaction carries the sign-in lock's update (no move).
  const signInPart = Object.keys(signInChanges).length > 0 || bump;
  const alone = Object.values(callers).every((part) => !part || (Array.isArray(part) && part.length === 0));
  if (!moves && !tally && cleanup.length === 0 && alone && !bump && !bumpKeys && !signInPart) {
    const written = await update.returning();
    if (written.applied) return { outcome: 'updated', user: written.item ?? next };
    return outcome(written.current ? 'stale' : 'not_found');
  }
  const write = transaction(
    withCallerParts(
      {
        oldLock: moves && EMAIL_LOCKS.delete(slug, { email: change.emailChange!.from }, { where: (w) => w.eq('user_id', id) }),
        newLock: moves && EMAIL_LOCKS.create(slug, emailLockOf(next)),
        user: update,
        lock: !moves && signInPart && signInUpdatePart(slug, current.email, id, signInChanges, bump),
        tally,
        cleanup,
      },
      callers,
    ),
  );
  try {
    // A transaction returns no item: the answer is the change applied to the record it was
    // based on (fields others changed meanwhile may show their earlier value).
    await write.go();
    return { outcome: 'updated', user: next };
  } catch (error) {
    if (!write.reasons(error)) throw error;
    if (write.failed(error, 'newLock')) return outcome('email_taken');
    if (write.failed(error, 'user')) return outcome((await getUserRecord(slug, id)) ? 'stale' : 'not_found');
    // The old lock (moves) or the lock to update is no longer this user's: the email moved meanwhile.
    // (A failure of a caller's part is the caller's to read, by its name.)
    if (write.failed(error, 'oldLock') || write.failed(error, 'lock')) return outcome('stale');
    throw error;
  }
}

/**
 * Replaces the password hash and the force flag and increments the credential version (every
 * session issued so far ends, however it interleaves with this write); `endApiKeys` also
 * increments the api-key version (every api-key made on the user's authority ends); `cleanup`
 * (deleting the sessions found, revoking the keys) goes in the same transaction.
 */
export async function setPasswordHash(
  slug: string,
  user: Pick<UserRecord, 'id' | 'email'>,
  hash: string,
  forceChange: boolean,
  now: string,
  expectedHash?: string,
  cleanup: TransactPart[] = [],
  endApiKeys = false,
): Promise<'updated' | 'not_found' | 'stale'> {
  const write = transaction(
    {
      user: USERS.patch(
        slug,
        { id: user.id },
        { set: { password_hash: hash, force_change_password: forceChange, updated_at: now }, add: { credential_version: 1, ...(endApiKeys ? { api_key_version: 1 } : {}) } },
        // change-password: only if the hash is still the one the current password was checked against.
        expectedHash === undefined ? {} : { where: (w) => w.eq('password_hash', expectedHash) },
      ),
      lock: signInUpdatePart(slug, user.email, user.id, { password_hash: hash, force_change_password: forceChange }, true),
      cleanup,
    },
    { returnOld: ['user'] },
  );
  try {
    await write.go();
    return 'updated';
  } catch (error) {
    // The lock is no longer at the email read: the email moved meanwhile (read again).
    if (write.failed(error, 'lock') && !write.failed(error, 'user')) return 'stale';
    if (!write.failed(error, 'user')) throw error;
    return write.current(error, 'user') ? 'stale' : 'not_found';
  }
}

/**
 * Sets and removes single custom field values (map paths), so concurrent writes of different
 * keys merge instead of overwriting each other. Returns the user's full custom_fields after
 * the write, or null when there is no such user.
 */
export async function updateUserCustomFields(
  slug: string,
  id: string,
  set: Record<string, unknown>,
  remove: string[],
  now: string,
): Promise<Record<string, unknown> | null> {
  // Every user is created with a custom_fields map (putNewUser), so the map paths exist.
  const written = await USERS.patch(
    slug,
    { id },
    { set: { updated_at: now }, setPaths: Object.entries(set).map(([key, value]) => [['custom_fields', key], value] as const), remove: remove.map((key) => ['custom_fields', key] as const) },
  ).returning();
  return written.applied ? (written.item?.custom_fields ?? {}) : null;
}

/**
 * Many users by id (learning assignments and reports), by BatchGetItem (shared/db/batch-get.ts).
 * Strongly consistent, so
 * a user created a moment ago is found. Unknown ids are simply absent from the map.
 */
export async function getUserRecords(slug: string, ids: readonly string[]): Promise<Map<string, UserRecord>> {
  const users = await USERS.getMany(slug, [...new Set(ids)].map((id) => ({ id })), { consistent: true });
  return new Map(users.map((user) => [user.id, user]));
}
