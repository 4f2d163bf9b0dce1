import type * as z from 'zod/mini';
import { User } from '../directory/schemas';
import { Enrollment } from '../learning/schemas';
import { TimeOffRequest } from '../timeoff/schemas';
import { Mark } from '../attendance/schemas';
import { Group, GroupMembership } from '../groups/schemas';
import { WEBHOOK_EVENT_TYPE_NAMES, Webhook, WebhookTestData, type WebhookEventType } from './schemas';

/**
 * What each event type reports and the schema of its `data` (the resource as the API returns it):
 * read by the OpenAPI `webhooks` section and the tests, never by the subscription routes (this
 * module loads the other areas' schemas).
 */
const EVENT_TYPES = {
  'user.created': { description: 'A user was created.', data: User },
  'user.updated': { description: 'A user changed (any field of the User resource), other than a deactivation.', data: User },
  'user.deactivated': { description: 'A user went from active to inactive.', data: User },
  'enrollment.created': { description: 'A user was enrolled in a course or track (one event per enrollment of an assign).', data: Enrollment },
  'enrollment.completed': { description: 'An enrollment was completed.', data: Enrollment },
  'timeoff.request.created': { description: 'A time-off request was made (pending).', data: TimeOffRequest },
  'timeoff.request.approved': { description: 'A time-off request was approved.', data: TimeOffRequest },
  'timeoff.request.rejected': { description: 'A time-off request was rejected.', data: TimeOffRequest },
  'timeoff.request.cancelled': { description: 'A time-off request was cancelled.', data: TimeOffRequest },
  'timeoff.request.deleted': { description: 'A time-off request was deleted (data: the request as it was).', data: TimeOffRequest },
  'attendance.mark.created': { description: 'An attendance mark was recorded.', data: Mark },
  'webhook.test': { description: 'Sent by `POST /org/{slug}/webhooks/{webhook_id}/test/` to that subscription only.', data: WebhookTestData },
  'webhook.disabled': { description: "A subscription was disabled after failing for 5 days; sent to the organization's other subscriptions.", data: Webhook },
  'group.created': { description: 'A group was created.', data: Group },
  'group.updated': { description: 'A group was renamed or its `external_id` changed (a membership change is `group.member_added` / `group.member_removed`).', data: Group },
  'group.deleted': { description: 'A group was deleted (data: the group as it was); each of its memberships is also reported removed.', data: Group },
  'group.member_added': { description: 'A user joined a group.', data: GroupMembership },
  'group.member_removed': { description: 'A user left a group (removed, or the group was deleted).', data: GroupMembership },
} as const satisfies Record<WebhookEventType, { description: string; data: z.ZodMiniType }>;

/** Every event type, in the published order, with its description and `data` schema. */
export const WEBHOOK_EVENT_TYPES = WEBHOOK_EVENT_TYPE_NAMES.map((type) => ({ type, ...EVENT_TYPES[type] }));
