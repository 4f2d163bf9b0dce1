import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { entityKey } from '../db/prefixes';
import { ID_PATTERN } from '../db/ids';
import { TABLE } from '../db/table';

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
const TTL_SECONDS = 7 * 24 * 3600;
const pad = (position: number) => String(position).padStart(10, '0');
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

/** The recorded position closest to `position` from below (itself included), or null: one Query. */
export async function positionAtOrBefore(slug: string, position: number): Promise<Position | null> {
  const { Items } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk <= :sk',
      ExpressionAttributeValues: { ':pk': entityKey(slug, 'scimUserPosition'), ':sk': pad(position) },
      ScanIndexForward: false,
      Limit: 1,
    }),
  );
  const item = Items?.[0];
  return item ? { position: Number(item.sk), id: String(item.id) } : null;
}

/** Records that the user `id` is at `position`: one PutItem (the same user whoever writes it). */
export async function recordPosition(slug: string, position: number, id: string, now = Date.now()): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { pk: entityKey(slug, 'scimUserPosition'), sk: pad(position), entity: 'scim_user_position', id, [TABLE.ttlAttribute]: Math.floor(now / 1000) + TTL_SECONDS },
    }),
  );
}
