import { queryInput } from '../db/key-query';
import { queryAll } from '../db/query-page';
import { failedPart } from '../db/operations';
import { USERS, type TransactPart } from '../directory/users-store';
import { ApiError } from '../errors/api-error';
import { CATALOGS } from '../organization/catalog-store';

/**
 * Invariants SCIM writes keep with a condition in the write itself, not with a read before it
 * (#41; docs/decisions/scim.md, "PATCH paths name attributes of the schema; administrators; no member of a deleted group (2026-11-28, #41)"):
 *
 * - a user joins an area (group, department) only in a transaction that also bumps the area's
 *   `version` on the condition that the area exists; a group delete is conditional on the
 *   version it read before looking for members. Whichever commits first, the other fails: no
 *   member of a deleted group.
 * - an active administrator is deactivated only in a transaction that checks another user is
 *   still an active administrator (their own item, read in the transaction). Two concurrent
 *   deactivations of the last two cannot both commit.
 */

/** The transaction part that makes a user's move into `areaId` conditional on the area existing. */
export function memberOfAreaPart(slug: string, areaId: string): TransactPart {
  return CATALOGS.area.patch(slug, { id: areaId }, { add: { version: 1 } }).part;
}

/** The part that holds while `otherId` is an active administrator. */
export function activeAdminPart(slug: string, otherId: string): TransactPart {
  return USERS.check(slug, { id: otherId }, (w) => w.and(w.eq('role', 'admin'), w.eq('status', 'active'))).part;
}

/** The active administrators other than `exceptId`, from the users-by-role index (the condition above decides). */
export async function otherActiveAdmins(slug: string, exceptId: string): Promise<string[]> {
  const admins = { ...USERS.indexes.byRole.query(slug, { role: 'admin' }), filters: [{ attribute: 'status', op: '=', value: 'active' }] } as const;
  const ids = await queryAll(queryInput(admins), (item) => USERS.parse(item).id);
  return ids.filter((id) => id !== exceptId);
}

export const lastActiveAdmin = () =>
  new ApiError('last_active_admin', 'This user is the organization\'s last active administrator: make another administrator (users API) before deactivating or deleting them.');

/** The name of the guard's part in the write's transaction (failedPart reads it). */
export const ADMIN_GUARD = 'adminGuard';

/**
 * Runs `write` with a guard that another administrator stays active, trying each candidate the
 * index lists in turn (one that stopped being an active administrator meanwhile fails its
 * condition: the next is tried); none left is 409 `last_active_admin`. `write` gets the guard
 * part (or none when the target is not an active administrator) and must name it ADMIN_GUARD.
 */
export async function keepingAnActiveAdmin<T>(
  slug: string,
  target: { id: string; role: string; status: string },
  deactivates: boolean,
  write: (guard: TransactPart | undefined) => Promise<T>,
): Promise<T> {
  if (!deactivates || target.role !== 'admin' || target.status !== 'active') return write(undefined);
  for (const other of await otherActiveAdmins(slug, target.id)) {
    try {
      return await write(activeAdminPart(slug, other));
    } catch (error) {
      if (!failedPart(error, ADMIN_GUARD)) throw error;
    }
  }
  throw lastActiveAdmin();
}
