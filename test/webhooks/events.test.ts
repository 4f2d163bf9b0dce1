// unit: needs no DynamoDB Local (vitest.config.ts)
import { marshall } from '@aws-sdk/util-dynamodb';
import { describe, expect, it } from 'vitest';
import { deriveEvents, eventIdOf, slugOfRecord, type ChangeRecord } from '../../shared/webhooks/events';
import { toUser } from '../../shared/directory/users-store';
import { enrollmentView, toEnrollment } from '../../shared/learning/enrollments-store';
import { toTimeOffRequest } from '../../shared/timeoff/requests-store';
import { newUserRecord } from '../../infra/local/orgs';
import { WEBHOOK_EVENT_TYPES } from '../../shared/webhooks/event-types';
import { deliveriesOf } from '../../shared/webhooks/dispatch';
import { toWebhookRecord } from '../../shared/webhooks/subscriptions-store';

/**
 * Derivation of events from stream records is pure (shared/webhooks/events.ts): every event
 * type from the change that reports it, and the changes that report nothing; and which subscriptions
 * the dispatcher gives an event to (deliveriesOf, pure too).
 */
const SLUG = 'acme';
const at = '2026-03-04T05:06:07.890Z';
let seq = 0;

function record(eventName: 'INSERT' | 'MODIFY' | 'REMOVE', pk: string, old?: object, now?: object, extra: Partial<ChangeRecord> = {}): ChangeRecord {
  seq++;
  const image = (v: object | undefined) => (v ? marshall({ pk, sk: `sk-${seq}`, ...v }, { removeUndefinedValues: true }) : undefined);
  return {
    eventID: `event-${seq}`,
    eventName,
    dynamodb: { Keys: marshall({ pk, sk: `sk-${seq}` }), OldImage: image(old), NewImage: image(now), ApproximateCreationDateTime: 1_772_600_000 },
    ...extra,
  };
}

const parse = (body: string) => JSON.parse(body) as { type: string; timestamp: string; data: any };
const types = (r: ChangeRecord, zone?: string) => deriveEvents(r, zone).map((e) => e.type);

const user = { entity: 'user', ...newUserRecord({ updated_at: at }), password_hash: 'secret-hash', credential_version: 2 };
const enrollment = {
  entity: 'enrollment',
  id: 'E1',
  user_id: 'U1',
  content_type: 'course',
  content_id: 'C1',
  enrolled_at: at,
  status: 'not_started',
  progress: 0,
  gsi1pk: 'ORG#acme#ENROLLMENT_BY_DATE',
};
const request = {
  entity: 'timeoff_request',
  id: 'R1',
  user_id: 'U1',
  type: 'vacation',
  start_date: '2026-03-10',
  end_date: '2026-03-11',
  days: 2,
  status: 'pending',
  created_at: at,
  updated_at: at,
};
const mark = { entity: 'attendance_mark', id: 'M1', user_id: 'U1', at: '2026-03-04T13:00:00.000Z', kind: 'in', source: 'kiosk', created_at: at, created_by: 'U9' };
const webhook = {
  entity: 'webhook',
  id: 'W1',
  url: 'https://example.com/hook',
  events: ['*'],
  description: null,
  status: 'enabled',
  secret: 'whsec_c2VjcmV0',
  created_at: at,
  updated_at: at,
};

describe('events derived from stream records', () => {
  it('user.created: the user as the API shows it (no hash, no version), at the write time', () => {
    const [event, ...rest] = deriveEvents(record('INSERT', `ORG#${SLUG}#USER`, undefined, user));
    expect(rest).toEqual([]);
    expect(event!.type).toBe('user.created');
    expect(event!.slug).toBe(SLUG);
    expect(parse(event!.body)).toEqual({ type: 'user.created', timestamp: at, data: toUser(user) });
    expect(event!.body).not.toContain('secret-hash');
    expect(Object.keys(parse(event!.body))).toEqual(['type', 'timestamp', 'data']);
  });

  it('user.updated when the API view changes; user.deactivated for active → inactive; nothing for a hidden change', () => {
    const pk = `ORG#${SLUG}#USER`;
    const later = '2026-03-05T00:00:00.000Z';
    expect(types(record('MODIFY', pk, user, { ...user, first_name: 'Ana', updated_at: later }))).toEqual(['user.updated']);
    const deactivated = deriveEvents(record('MODIFY', pk, user, { ...user, status: 'inactive', updated_at: later }));
    expect(deactivated.map((e) => e.type)).toEqual(['user.deactivated']);
    expect(parse(deactivated[0]!.body).data.status).toBe('inactive');
    // Reactivation is an update.
    expect(types(record('MODIFY', pk, { ...user, status: 'inactive' }, { ...user, updated_at: later }))).toEqual(['user.updated']);
    // A password change, a credential version bump, a bare updated_at: not part of the User resource.
    expect(types(record('MODIFY', pk, user, { ...user, password_hash: 'other', credential_version: 3, updated_at: later }))).toEqual([]);
    expect(types(record('REMOVE', pk, user))).toEqual([]);
  });

  it('enrollment.created per enrollment item; enrollment.completed only on the move to completed', () => {
    const pk = `ORG#${SLUG}#ENROLLMENT`;
    const created = deriveEvents(record('INSERT', pk, undefined, enrollment));
    expect(created.map((e) => e.type)).toEqual(['enrollment.created']);
    expect(parse(created[0]!.body).data).toEqual(enrollmentView(toEnrollment(enrollment)));
    const progressed = { ...enrollment, status: 'in_progress', progress: 40 };
    expect(types(record('MODIFY', pk, enrollment, progressed))).toEqual([]);
    const completed = { ...progressed, status: 'completed', progress: 100, completed_at: '2026-03-06T00:00:00.000Z' };
    const done = deriveEvents(record('MODIFY', pk, progressed, completed));
    expect(done.map((e) => e.type)).toEqual(['enrollment.completed']);
    expect(parse(done[0]!.body)).toEqual({ type: 'enrollment.completed', timestamp: completed.completed_at, data: enrollmentView(toEnrollment(completed)) });
    expect(types(record('MODIFY', pk, completed, { ...completed }))).toEqual([]);
  });

  it('time-off requests: created, each status transition, deleted (the request as it was)', () => {
    const pk = `ORG#${SLUG}#TIMEOFF_REQUEST`;
    expect(types(record('INSERT', pk, undefined, request))).toEqual(['timeoff.request.created']);
    for (const [status, type] of [
      ['approved', 'timeoff.request.approved'],
      ['rejected', 'timeoff.request.rejected'],
      ['cancelled', 'timeoff.request.cancelled'],
    ] as const) {
      const events = deriveEvents(record('MODIFY', pk, request, { ...request, status, decided_by: 'U2' }));
      expect(events.map((e) => e.type)).toEqual([type]);
      expect(parse(events[0]!.body).data).toEqual(toTimeOffRequest({ ...request, status, decided_by: 'U2' }));
    }
    expect(types(record('MODIFY', pk, request, { ...request, reason: 'x' }))).toEqual([]);
    const deleted = deriveEvents(record('REMOVE', pk, { ...request, status: 'approved' }));
    expect(deleted.map((e) => e.type)).toEqual(['timeoff.request.deleted']);
    expect(parse(deleted[0]!.body).data.status).toBe('approved');
  });

  it('attendance.mark.created shows `at` in the organization zone, as the API does', () => {
    const events = deriveEvents(record('INSERT', `ORG#${SLUG}#MARK`, undefined, mark), 'America/Bogota');
    expect(events.map((e) => e.type)).toEqual(['attendance.mark.created']);
    expect(parse(events[0]!.body).data).toEqual({ id: 'M1', user_id: 'U1', at: '2026-03-04T08:00:00-05:00', kind: 'in', source: 'kiosk' });
    expect(() => deriveEvents(record('INSERT', `ORG#${SLUG}#MARK`, undefined, mark))).toThrow(/zone/);
  });

  it('webhook_send: its own event, to its one subscription, under its own id', () => {
    const body = JSON.stringify({ type: 'webhook.test', timestamp: at, data: { webhook_id: 'W1', message: 'hi' } });
    const events = deriveEvents(record('INSERT', `ORG#${SLUG}#WEBHOOK_SEND`, undefined, { entity: 'webhook_send', webhook_id: 'W1', event_id: 'msg_X', event: body }));
    expect(events).toEqual([{ slug: SLUG, id: 'msg_X', type: 'webhook.test', body, target: 'W1' }]);
    // A TTL expiry of the send request is nothing.
    expect(types(record('REMOVE', `ORG#${SLUG}#WEBHOOK_SEND`, { entity: 'webhook_send', webhook_id: 'W1', event_id: 'msg_X', event: body }))).toEqual([]);
  });

  it('webhook.disabled only when the service disables a failing subscription; not to that subscription', () => {
    const pk = `ORG#${SLUG}#WEBHOOK`;
    const failing = { ...webhook, status: 'disabled', disabled_reason: 'failing', updated_at: '2026-03-09T00:00:00.000Z' };
    const events = deriveEvents(record('MODIFY', pk, webhook, failing));
    expect(events.map((e) => e.type)).toEqual(['webhook.disabled']);
    expect(events[0]!.exclude).toBe('W1');
    const data = parse(events[0]!.body).data;
    expect(data).toEqual({ id: 'W1', url: webhook.url, events: ['*'], description: null, status: 'disabled', created_at: at, updated_at: failing.updated_at });
    expect(JSON.stringify(data)).not.toContain('whsec_');
    expect(types(record('MODIFY', pk, webhook, { ...webhook, status: 'disabled', disabled_reason: 'manual' }))).toEqual([]);
    expect(types(record('INSERT', pk, undefined, webhook))).toEqual([]);
  });

  it('webhook.disabled is not dispatched to the subscription it is about, even if that one is enabled again by the time it is dispatched', () => {
    const failing = { ...webhook, status: 'disabled', disabled_reason: 'failing', updated_at: '2026-03-09T00:00:00.000Z' };
    const [event] = deriveEvents(record('MODIFY', `ORG#${SLUG}#WEBHOOK`, webhook, failing));
    // What the dispatcher reads when it handles the record: W1 re-enabled meanwhile (every event), W2 listening.
    const subscriptions = [toWebhookRecord({ ...webhook, updated_at: '2026-03-09T00:00:01.000Z' }), toWebhookRecord({ ...webhook, id: 'W2', events: ['webhook.disabled'] })];
    expect(deliveriesOf(event!, subscriptions).map((m) => m.webhook_id)).toEqual(['W2']);
  });

  it('everything else is no event: counters, locks, idempotency, sessions, delivery log, TTL removals', () => {
    const nothing: ChangeRecord[] = [
      record('INSERT', `ORG#${SLUG}#USER_EMAIL`, undefined, { entity: 'user_email', user_id: 'U1' }),
      record('MODIFY', `ORG#${SLUG}#LEARNING_COUNTER#C#1`, { entity: 'learning_counter', n: 1 }, { entity: 'learning_counter', n: 2 }),
      record('INSERT', `ORG#${SLUG}#IDEMPOTENCY#a#b`, undefined, { entity: 'idempotency' }),
      record('INSERT', `ORG#${SLUG}#USER#U1#SESSION`, undefined, { entity: 'session' }),
      record('INSERT', `ORG#${SLUG}#WEBHOOK_DELIVERY#W1`, undefined, { entity: 'webhook_delivery' }),
      record('INSERT', `ORG#${SLUG}#TIMEOFF_DAY#U1`, undefined, { entity: 'timeoff_day' }),
      record('REMOVE', `ORG#${SLUG}#TIMEOFF_REQUEST`, request, undefined, { userIdentity: { type: 'Service', principalId: 'dynamodb.amazonaws.com' } }),
      record('INSERT', 'NOT_AN_ORG_KEY', undefined, user),
    ];
    for (const r of nothing) expect(deriveEvents(r, 'UTC'), JSON.stringify(r.dynamodb?.Keys)).toEqual([]);
  });

  it('ids: stable for the same record and type (a re-read), distinct across records and types', () => {
    const r = record('INSERT', `ORG#${SLUG}#USER`, undefined, user);
    expect(deriveEvents(r)[0]!.id).toBe(deriveEvents(structuredClone(r))[0]!.id);
    expect(eventIdOf('a', 'user.created')).toMatch(/^msg_[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(eventIdOf('a', 'user.created')).not.toBe(eventIdOf('b', 'user.created'));
    expect(eventIdOf('a', 'user.created')).not.toBe(eventIdOf('a', 'user.updated'));
    expect(slugOfRecord(r)).toBe(SLUG);
  });

  it('groups (#41): created, updated only for a new name or external_id (not a membership count), deleted; memberships added and removed', () => {
    const pk = `ORG#${SLUG}#GROUP`;
    const group = { entity: 'group', id: 'G1', name: 'Sales', member_count: 0, version: 1, created_at: at, updated_at: at };
    const created = deriveEvents(record('INSERT', pk, undefined, group));
    expect(created.map((e) => e.type)).toEqual(['group.created']);
    expect(parse(created[0]!.body)).toEqual({
      type: 'group.created',
      timestamp: at,
      data: { id: 'G1', name: 'Sales', external_id: null, member_count: 0, created_at: at, updated_at: at },
    });
    const later = '2026-03-05T00:00:00.000Z';
    const counted = { ...group, member_count: 1, version: 2, updated_at: later };
    expect(types(record('MODIFY', pk, group, counted))).toEqual([]);
    expect(types(record('MODIFY', pk, counted, { ...counted, name: 'Revenue', version: 3 }))).toEqual(['group.updated']);
    expect(types(record('MODIFY', pk, counted, { ...counted, external_id: 'x', version: 3 }))).toEqual(['group.updated']);
    const deleted = deriveEvents(record('REMOVE', pk, counted));
    expect(deleted.map((e) => e.type)).toEqual(['group.deleted']);
    expect(parse(deleted[0]!.body).data.member_count).toBe(1);
    const member = { entity: 'group_member', group_id: 'G1', user_id: 'U1', added_at: at, gsi1pk: `ORG#${SLUG}#USER_GROUPS#U1`, gsi1sk: 'G1' };
    const mpk = `ORG#${SLUG}#GROUP_MEMBER#G1`;
    const added = deriveEvents(record('INSERT', mpk, undefined, member));
    expect(added.map((e) => e.type)).toEqual(['group.member_added']);
    expect(parse(added[0]!.body).data).toEqual({ group_id: 'G1', user_id: 'U1', added_at: at });
    expect(types(record('REMOVE', mpk, member))).toEqual(['group.member_removed']);
    // The locks are no event.
    expect(types(record('INSERT', `ORG#${SLUG}#GROUP_NAME`, undefined, { entity: 'group_name', group_id: 'G1' }))).toEqual([]);
  });

  it('the derivable types are exactly the published list (WEBHOOK_EVENT_TYPES)', () => {
    const derivable = [
      'user.created', 'user.updated', 'user.deactivated', 'enrollment.created', 'enrollment.completed',
      'timeoff.request.created', 'timeoff.request.approved', 'timeoff.request.rejected', 'timeoff.request.cancelled',
      'timeoff.request.deleted', 'attendance.mark.created', 'webhook.test', 'webhook.disabled',
      'group.created', 'group.updated', 'group.deleted', 'group.member_added', 'group.member_removed',
    ];
    expect(WEBHOOK_EVENT_TYPES.map((t) => t.type).sort()).toEqual(derivable.sort());
  });
});
