import * as z from 'zod/mini';
import { defineEntity } from '../db/entity';
import { ID_PATTERN } from '../db/ids';
import * as stored from '../db/stored';

/**
 * Positions of SCIM's unfiltered user list (docs/decisions/scim-count.md): SCIM pages by offset
 * (`startIndex`), DynamoDB by key. `ORG#<slug>#SCIM_USER_POSITION / <position, 10 digits>` →
 * `{ id }`: the user at that 1-based position of the organization's users in id order, written
 * by the page that ended there, so the next page (startIndex = position + 1, what Okta and Entra
 * ID send) starts at that user's key instead of walking the users before it.
 *
 * A position never changes its user once that user is older than STABLE_AFTER_MS: user items are
 * never deleted, and ids are creation-time ULIDs, so a user created later sorts after it (unless
 * a clock were a minute behind). Pages ending on a younger user record nothing. An entry expires
 * after a week (TTL): an identity provider's import pages through in minutes.
 */
export const STABLE_AFTER_MS = 60_000;
const TTL_MS = 7 * 24 * 3600 * 1000;
const pad = (position: number) => String(position).padStart(10, '0');

/**
 * The position entry, declared once (shared/db/entity.ts): the position (10 digits) is its sort
 * key only; `expires_at` gives the table's TTL attribute (`expiresWith`). Entries written before
 * the declaration have the TTL attribute without `expires_at`: they read the same (it is optional).
 */
export const SCIM_USER_POSITIONS = defineEntity({
  name: 'scim_user_position',
  schema: z.object({ position: z.optional(z.string().check(z.regex(/^\d{10}$/))), id: stored.string, expires_at: stored.optionalString }),
  primary: { index: null, composites: [], sort: ['position'] },
  indexes: {},
  keyOnly: ['position'],
  expiresWith: 'expires_at',
});

/**
 * #41: positions among the users SCIM LISTS (users deleted through SCIM left out, as
 * `totalResults` leaves them out): `ORG#<slug>#SCIM_USER_VISIBLE#<epoch> / <position>` → `{ id }`.
 * Such a position also moves when a user in front of it is hidden (SCIM DELETE) or shown again,
 * so it is recorded under the epoch it is right for: the organization's `hidden_moves`
 * (user-count-store.ts), which grows by one at every such change and is read with the totals. A
 * page looks only in the current epoch's partition: a position recorded before any change is
 * never used. SCIM_USER_POSITIONS (positions among every user item) is what the release before
 * #41 reads and writes; this one neither reads nor writes it.
 */
export const SCIM_VISIBLE_POSITIONS = defineEntity({
  name: 'scim_visible_position',
  schema: z.object({ epoch: z.optional(z.string().check(z.regex(/^\d{1,15}$/))), position: z.optional(z.string().check(z.regex(/^\d{10}$/))), id: stored.string, expires_at: stored.optionalString }),
  primary: { index: null, composites: ['epoch'], sort: ['position'] },
  indexes: {},
  keyOnly: ['epoch', 'position'],
  expiresWith: 'expires_at',
});

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Whether the user at a position can be recorded there: its id (a ULID, shared/db/ids.ts) was made more than STABLE_AFTER_MS ago. */
export function isStable(id: string, now = Date.now()): boolean {
  if (!ID_PATTERN.test(id)) return false;
  let made = 0;
  for (const char of id.slice(0, 10)) made = made * 32 + CROCKFORD.indexOf(char);
  return made <= now - STABLE_AFTER_MS;
}

export interface Position {
  position: number;
  id: string;
}

/** The position recorded in `epoch` closest to `position` from below (itself included), or null: one Query. */
export async function positionAtOrBefore(slug: string, epoch: number, position: number): Promise<Position | null> {
  const query = SCIM_VISIBLE_POSITIONS.primary.query(slug, { epoch: String(epoch) }, { op: '<=', value: pad(position) });
  const [found] = await SCIM_VISIBLE_POSITIONS.queryWithLayout({ ...query, descending: true }, { limit: 1 });
  // The position is the sort key only (keyOnly): read from the item's key.
  return found ? { position: Number(found.key.sk), id: found.record.id } : null;
}

/** Records that the user `id` is at `position` of the listed users in `epoch`: one PutItem (the same user whoever writes it). */
export async function recordPosition(slug: string, epoch: number, position: number, id: string, now = Date.now()): Promise<void> {
  const record = { epoch: String(epoch), position: pad(position), id, expires_at: new Date(now + TTL_MS).toISOString() };
  await SCIM_VISIBLE_POSITIONS.put(slug, record).send();
}
