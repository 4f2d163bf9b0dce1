import { assertPasswordStrength, hashPassword } from '../auth/passwords';
import { newId } from '../db/ids';
import { again, contention, done, redecide, type Decision } from '../db/retry';
import { credentialsToEndWithChange } from '../auth/sessions-store';
import { getUserRecord, putNewUser, toUser, updateUser as writeUserChange, type CallerParts, type RemovableUserAttribute, type UserRecord, type UserSet } from '../directory/users-store';
import type { User } from '../directory/schemas';
import { ApiError } from '../errors/api-error';
import type { UserChangesT } from './schemas';
import { assertReferencesExist, STRUCTURE } from '../organization/structure';
import { userNotFound } from './lookup';

export interface NewUserInput {
  email: string;
  first_name: string;
  last_name: string;
  role?: User['role'];
  area_id?: string;
  headquarter_id?: string;
  position_id?: string;
  password?: string;
  force_change_password?: boolean;
}

const emailTaken = () => new ApiError('email_taken', 'Another user of the organization has this email.');

function assertReferences(slug: string, refs: { area_id?: string | null; headquarter_id?: string | null; position_id?: string | null }) {
  return assertReferencesExist(slug, [
    ['area_id', STRUCTURE.areas, refs.area_id ?? undefined],
    ['headquarter_id', STRUCTURE.headquarters, refs.headquarter_id ?? undefined],
    ['position_id', STRUCTURE.positions, refs.position_id ?? undefined],
  ]);
}

/**
 * Creates an active user. The email is unique per organization, case-insensitively, enforced
 * by the same transaction that inserts the user (409 `email_taken`). Without a password the
 * user exists (for enrollments, time off…) but cannot log in until an administrator sets one.
 */
/**
 * What an area above users (SCIM) adds to a create or an update: attributes of its own on the
 * user item, items written in the same transaction, and (update) a check of the record read.
 */
export interface WriteExtras {
  set?: UserSet;
  remove?: RemovableUserAttribute[];
  /** Transaction parts that go with the write, from the record read (update) or the new one (create), by name (their failures read by it: failedPart). */
  parts?: (record: UserRecord) => CallerParts;
  /** Runs on the record read before the write (e.g. an If-Match check); throws to refuse. */
  check?: (current: UserRecord) => void;
  /** The write happens only if `updated_at` is still the one read (If-Match races: retried, then checked again). */
  conditional?: boolean;
}

export async function createUser(slug: string, input: NewUserInput, now = new Date(), extras: WriteExtras = {}): Promise<User> {
  if (input.password !== undefined) assertPasswordStrength(input.password);
  await assertReferences(slug, input);
  const at = now.toISOString();
  const record: UserRecord = {
    id: newId(now.getTime()),
    email: input.email,
    first_name: input.first_name,
    last_name: input.last_name,
    role: input.role ?? 'collaborator',
    status: 'active',
    custom_fields: {},
    force_change_password: input.force_change_password ?? false,
    created_at: at,
    updated_at: at,
  };
  for (const ref of ['area_id', 'headquarter_id', 'position_id'] as const) if (input[ref]) record[ref] = input[ref];
  if (input.password !== undefined) record.password_hash = await hashPassword(input.password);
  Object.assign(record, extras.set);
  if (!(await putNewUser(slug, record, extras.parts?.(record)))) throw emailTaken();
  const { password_hash: _secret, ...user } = record;
  return user;
}

const PLAIN_FIELDS = ['email', 'first_name', 'last_name', 'role', 'status', 'force_change_password'] as const;
const REFERENCES = ['area_id', 'headquarter_id', 'position_id'] as const;

/**
 * update_user (and its deprecated PUT alias): changes only the fields sent; `null` clears a
 * reference. Index attributes follow status, role and area in the same write. The user's
 * sessions end when the change alters what a session was issued for: a new role (a session
 * carries its role), a deactivation, or a new demand to change the password; the change
 * increments the user's credential version in its own write, which ends them by construction
 * (users.ts). A change of role or status also revokes the api-keys the user created: a key
 * never outlives its creator's administrator power (docs/decisions/security.md, "Credentials end with the change that ends them (auth core)").
 */
export async function updateUser(slug: string, id: string, changes: UserChangesT, now = new Date(), extras: WriteExtras = {}): Promise<User> {
  await assertReferences(slug, changes);
  return redecide(
    () => getUserRecord(slug, id),
    async (current): Promise<Decision<never, User>> => {
      if (!current) throw userNotFound();
      extras.check?.(current);
      const set: UserSet = { ...extras.set };
      const remove: RemovableUserAttribute[] = [...(extras.remove ?? []).filter((field) => field in current)];
      for (const field of PLAIN_FIELDS) if (changes[field] !== undefined) Object.assign(set, { [field]: changes[field] });
      for (const ref of REFERENCES) {
        if (changes[ref] === null) remove.push(ref);
        else if (changes[ref] !== undefined) set[ref] = changes[ref];
      }
      if (Object.keys(set).length === 0 && remove.length === 0) return done(toUser(current));
      set.updated_at = now.toISOString();
      const emailChange = changes.email !== undefined && changes.email !== current.email ? { from: current.email, to: changes.email } : undefined;

      const roleChanges = changes.role !== undefined && changes.role !== current.role;
      const statusChanges = changes.status !== undefined && changes.status !== current.status;
      // A new demand to change the password is a reset: it also ends the api-keys made on the
      // user's authority, by version (issue #33, finding 4), and revokes those found.
      const forcesChange = changes.force_change_password === true && !current.force_change_password;
      const endsSessions = roleChanges || (changes.status === 'inactive' && current.status !== 'inactive') || forcesChange;
      const revokeApiKeys = roleChanges || statusChanges || forcesChange;
      // The change, the version bump that ends the sessions, and their cleanup are one transaction.
      const cleanup =
        endsSessions || roleChanges || statusChanges
          ? await credentialsToEndWithChange(slug, id, { revokeApiKeys, now: set.updated_at as string })
          : [];
      const extraParts = extras.parts?.(current) ?? {};
      const result = await writeUserChange(
        slug,
        current,
        {
          set,
          remove,
          emailChange,
          bumpCredentialVersion: endsSessions,
          bumpApiKeyVersion: forcesChange,
          ...(extras.conditional ? { expectUpdatedAt: current.updated_at } : {}),
        },
        cleanup,
        extraParts,
      );
      if (result.outcome === 'updated') return done(toUser(result.user));
      if (result.outcome === 'email_taken') throw emailTaken();
      if (result.outcome === 'not_found') throw userNotFound();
      return again();
    },
    { giveUp: () => contention('The user kept changing while this update was applied; retry.') },
  );
}
