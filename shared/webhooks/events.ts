import { createHash } from 'node:crypto';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { crockford } from '../db/ids';
import { requestIdOfItem } from '../db/origin';
import { toUser } from '../directory/users-store';
import { toGroup } from '../groups/groups';
import { GROUPS, MEMBERSHIPS } from '../groups/groups-store';
import { enrollmentView, toEnrollment } from '../learning/enrollments-store';
import { toTimeOffRequest } from '../timeoff/requests-store';
import { toMarkRecord } from '../attendance/marks-store';
import { toMark } from '../attendance/marks';
import { toWebhook, toWebhookRecord } from './subscriptions-store';

/**
 * Events are derived from the table's own change stream (DynamoDB Streams, NEW_AND_OLD_IMAGES):
 * a record exists only for a write that committed, so an event exists iff its change committed,
 * with no outbox item and no extra write on any request (docs/decisions/webhooks.md, "Events come from the table's stream, not an outbox").
 *
 * This module is pure: one stream record (+ the organization's zone for attendance marks) → the
 * events it reports. Ids are derived from the record's eventID, so a record read twice (a Lambda
 * retry, a re-read shard) gives the same `webhook-id` and receivers deduplicate.
 */

/** The part of a stream record derivation reads (the Lambda event's and the Streams API's records both fit). */
export interface ChangeRecord {
  eventID?: string;
  eventName?: 'INSERT' | 'MODIFY' | 'REMOVE' | string;
  /** TTL deletions are done by the service (`dynamodb.amazonaws.com`): never an event. */
  userIdentity?: { type?: string; principalId?: string } | null;
  dynamodb?: {
    Keys?: Record<string, unknown>;
    OldImage?: Record<string, unknown>;
    NewImage?: Record<string, unknown>;
    /** Seconds (Lambda event) or a Date (Streams API). */
    ApproximateCreationDateTime?: number | Date;
  };
}

/** One event to fan out: its id, type, the exact JSON body sent, and who may get it. */
export interface DerivedEvent {
  slug: string;
  id: string;
  type: string;
  /** `{"type","timestamp","data"}`, serialised once: the bytes signed and sent, and kept in the log. */
  body: string;
  /** Only this subscription (webhook.test, a redelivery). */
  target?: string;
  /** Never this subscription (webhook.disabled is not sent to the disabled subscription). */
  exclude?: string;
  /**
   * The API request whose write this event reports (`_rq` of the new image, shared/db/origin.ts);
   * absent for a change no request made (a worker's, a migration's), a delete, or an item written
   * before request ids were recorded.
   */
  requestId?: string;
}

type Item = Record<string, unknown>;

const ORG_OF_KEY = /^ORG#([^#]+)#/;

/** The organization a record belongs to (every key starts with `ORG#<slug>#`), or null. */
export function slugOfRecord(record: ChangeRecord): string | null {
  const pk = imageOf(record.dynamodb?.Keys)?.pk ?? newImage(record)?.pk ?? oldImage(record)?.pk;
  const match = typeof pk === 'string' ? ORG_OF_KEY.exec(pk) : null;
  return match ? match[1]! : null;
}

function imageOf(image: Record<string, unknown> | undefined): Item | undefined {
  return image ? unmarshall(image as Record<string, AttributeValue>) : undefined;
}
const newImage = (record: ChangeRecord) => imageOf(record.dynamodb?.NewImage);
const oldImage = (record: ChangeRecord) => imageOf(record.dynamodb?.OldImage);

/**
 * The API request a record's change was made by: `_rq` of its new image (INSERT, MODIFY). A
 * REMOVE has none (a delete carries no attribute; the old image names the request before it).
 */
export const requestIdOfRecord = (record: ChangeRecord): string | null => requestIdOfItem(newImage(record));

/** `msg_` + 26 Crockford base32 characters of sha256(`<eventID>:<type>`): stable across re-reads. */
export const eventIdOf = (recordId: string, type: string): string =>
  `msg_${crockford(createHash('sha256').update(`${recordId}:${type}`).digest().subarray(0, 26))}`;

/** The event body, keys in the documented order. */
export const eventBody = (type: string, timestamp: string, data: unknown): string => JSON.stringify({ type, timestamp, data });

/**
 * When the change happened: the instant the write itself recorded (updated_at, completed_at,
 * created_at: millisecond precision, the same value the API shows), else the stream record's
 * approximate time (seconds at best; DynamoDB Local rounds further).
 */
function timestampOf(record: ChangeRecord, written?: unknown): string {
  if (typeof written === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(written) && !Number.isNaN(Date.parse(written))) return new Date(written).toISOString();
  const at = record.dynamodb?.ApproximateCreationDateTime;
  if (at instanceof Date) return at.toISOString();
  if (typeof at === 'number') return new Date(at * 1000).toISOString();
  return new Date().toISOString();
}

/** JSON with sorted keys: two views compare equal whatever order their fields were built in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );
}

/** Whether the record is an attendance mark (the only derivation that needs the organization's zone). */
export const needsZone = (record: ChangeRecord): boolean => record.eventName === 'INSERT' && newImage(record)?.entity === 'attendance_mark';

const TIMEOFF_TRANSITIONS: Record<string, string> = {
  approved: 'timeoff.request.approved',
  rejected: 'timeoff.request.rejected',
  cancelled: 'timeoff.request.cancelled',
};

/**
 * The events one stream record reports (usually none or one). `zone` is the organization's
 * time zone (attendance marks show `at` in it, as the API does).
 */
/**
 * The entities each kind of stream record can derive events from: the `entity` of the new image
 * (INSERT, MODIFY) or of the old one (REMOVE). deriveEvents looks at nothing else, and the
 * deployed dispatcher's event filter is built from this list (infra/cdk/webhooks-stack.ts), so
 * Lambda drops every other write (counters, locks, idempotency records, sessions, delivery
 * attempts, a subscription created) before any invocation.
 */
export const DISPATCHED_CHANGES = {
  INSERT: ['user', 'enrollment', 'timeoff_request', 'attendance_mark', 'webhook_send', 'group', 'group_member'],
  MODIFY: ['user', 'enrollment', 'timeoff_request', 'webhook', 'group'],
  REMOVE: ['timeoff_request', 'group', 'group_member'],
} as const satisfies Record<'INSERT' | 'MODIFY' | 'REMOVE', readonly string[]>;

export function deriveEvents(record: ChangeRecord, zone?: string): DerivedEvent[] {
  const slug = slugOfRecord(record);
  if (!slug || !record.eventID) return [];
  const before = oldImage(record);
  const after = newImage(record);
  const entity = (after ?? before)?.entity;
  const sources: readonly string[] | undefined = DISPATCHED_CHANGES[record.eventName as keyof typeof DISPATCHED_CHANGES];
  if (typeof entity !== 'string' || !sources?.includes(entity)) return [];
  const requestId = requestIdOfRecord(record);
  const one = (type: string, data: unknown, extra: Partial<DerivedEvent> = {}, written?: unknown): DerivedEvent[] => [
    { slug, id: eventIdOf(record.eventID!, type), type, body: eventBody(type, timestampOf(record, written), data), ...(requestId ? { requestId } : {}), ...extra },
  ];

  switch (record.eventName) {
    case 'INSERT': {
      if (!after) return [];
      switch (entity) {
        case 'user':
          return one('user.created', toUser(after), {}, after.updated_at);
        case 'enrollment':
          return one('enrollment.created', enrollmentView(toEnrollment(after)), {}, after.enrolled_at);
        case 'timeoff_request':
          return one('timeoff.request.created', toTimeOffRequest(after), {}, after.updated_at);
        case 'attendance_mark':
          if (!zone) throw new Error('the organization zone is needed for an attendance mark event');
          return one('attendance.mark.created', toMark(toMarkRecord(after), zone), {}, after.created_at);
        case 'webhook_send':
          return webhookSend(slug, after, requestId);
        case 'group':
          return one('group.created', toGroup(GROUPS.parse(after)), {}, after.created_at);
        case 'group_member':
          return one('group.member_added', membershipView(after), {}, after.added_at);
        default:
          return [];
      }
    }
    case 'MODIFY': {
      if (!after || !before) return [];
      switch (entity) {
        case 'user': {
          if (before.status === 'active' && after.status === 'inactive') return one('user.deactivated', toUser(after), {}, after.updated_at);
          // A change outside the API view (a password, the credential version) is no event; nor is
          // a write that only touched updated_at.
          const { updated_at: _a, ...was } = toUser(before);
          const { updated_at: _b, ...is } = toUser(after);
          return canonical(was) === canonical(is) ? [] : one('user.updated', toUser(after), {}, after.updated_at);
        }
        case 'enrollment':
          return before.status !== 'completed' && after.status === 'completed' ? one('enrollment.completed', enrollmentView(toEnrollment(after)), {}, after.completed_at) : [];
        case 'timeoff_request': {
          const type = before.status !== after.status ? TIMEOFF_TRANSITIONS[after.status as string] : undefined;
          return type ? one(type, toTimeOffRequest(after), {}, after.updated_at) : [];
        }
        case 'webhook':
          return before.status === 'enabled' && after.status === 'disabled' && after.disabled_reason === 'failing'
            ? one('webhook.disabled', toWebhook(toWebhookRecord(after)), { exclude: after.id as string }, after.updated_at)
            : [];
        // A membership change also writes the group (its count and version): only a new name or external_id is an update (docs/decisions/groups.md).
        case 'group':
          return before.name === after.name && before.external_id === after.external_id ? [] : one('group.updated', toGroup(GROUPS.parse(after)), {}, after.updated_at);
        default:
          return [];
      }
    }
    case 'REMOVE': {
      if (!before || record.userIdentity?.type === 'Service') return [];
      if (entity === 'group') return one('group.deleted', toGroup(GROUPS.parse(before)));
      if (entity === 'group_member') return one('group.member_removed', membershipView(before));
      return entity === 'timeoff_request' ? one('timeoff.request.deleted', toTimeOffRequest(before)) : [];
    }
    default:
      return [];
  }
}

/** A membership as its events show it (GroupMembership). */
function membershipView(item: Item) {
  const { group_id, user_id, added_at } = MEMBERSHIPS.parse(item);
  return { group_id, user_id, added_at };
}

/** A send request (webhook.test, redeliver): its stored event, to its one subscription, under its own id. */
function webhookSend(slug: string, item: Item, requestId: string | null): DerivedEvent[] {
  if (typeof item.event !== 'string' || typeof item.webhook_id !== 'string' || typeof item.event_id !== 'string') return [];
  let type: unknown;
  try {
    type = (JSON.parse(item.event) as { type?: unknown }).type;
  } catch {
    return [];
  }
  if (typeof type !== 'string') return [];
  return [{ slug, id: item.event_id, type, body: item.event, target: item.webhook_id, ...(requestId ? { requestId } : {}) }];
}
