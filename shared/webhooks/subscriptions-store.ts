import * as z from 'zod/mini';
import { defineEntity } from '../db/entity';
import * as stored from '../db/stored';
import { queryInput } from '../db/key-query';
import { queryAll, queryPage, type Page, type PageRequest } from '../db/query-page';
import { copyOf, ifNotExists, transaction, type Change, type WhereOf } from '../db/operations';
import { contention } from '../db/retry';
import { ORGANIZATIONS } from '../tenancy/organizations-store';
import { WEBHOOK_STATUSES } from './enums';
import type { WebhookT } from './schemas';

/**
 * Subscriptions: `ORG#<slug>#WEBHOOK / <webhook id>`, one partition per organization, so the
 * dispatcher reads all of an organization's subscriptions with one Query and the list route
 * pages the same partition (oldest first: ids are ULIDs).
 *
 * `failing_since` is stored as an absent attribute while the subscription is healthy (not as
 * NULL), so a failure can start the streak with `if_not_exists` in one UpdateItem; the record
 * shows it as `null` (toWebhookRecord). `description` and `disabled_reason` are stored as NULL
 * when there is none, as they always were.
 */

export const DISABLED_REASONS = ['manual', 'failing'] as const;
export type DisabledReason = (typeof DISABLED_REASONS)[number];

/** A subscription as stored (without its keys). */
const StoredWebhook = z.object({
  id: stored.string,
  url: stored.string,
  events: z.array(stored.string),
  description: z._default(z.nullable(stored.string), null),
  status: z.enum(WEBHOOK_STATUSES),
  secret: stored.string,
  previous_secret: stored.optionalString,
  previous_secret_expires_at: stored.optionalString,
  /** Absent while healthy (see the header). */
  failing_since: stored.optionalString,
  /** Failed attempts since `failing_since` (absent: none); the early pause reads it (#33 finding 6). */
  failed_attempts: stored.optionalNumber,
  disabled_reason: z._default(z.nullable(z.enum(DISABLED_REASONS)), null),
  created_at: stored.string,
  updated_at: stored.string,
});
type StoredWebhookT = z.output<typeof StoredWebhook>;

/** A subscription as the code uses it: `failing_since` null while healthy. */
export type WebhookRecord = Omit<StoredWebhookT, 'failing_since'> & { failing_since: string | null };

/** The subscription entity, declared once (shared/db/entity.ts): one partition per organization, by id. */
export const WEBHOOKS = defineEntity({
  name: 'webhook',
  schema: StoredWebhook,
  primary: { index: null, composites: [], sort: ['id'] },
  indexes: {},
});

export const subscriptionKey = (slug: string, id: string) => WEBHOOKS.key(slug, { id });

/** A stored subscription (or a stream image) read through its schema. */
export function toWebhookRecord(item: Record<string, unknown>): WebhookRecord {
  const stored = WEBHOOKS.parse(item);
  return { ...stored, failing_since: stored.failing_since ?? null };
}

/** The stored item of a subscription: a healthy one has no `failing_since` attribute. */
export function webhookItem(slug: string, record: WebhookRecord): Record<string, unknown> {
  const { failing_since, ...rest } = record;
  return WEBHOOKS.item(slug, failing_since === null ? rest : { ...rest, failing_since });
}

/** How long a rotated-out secret still signs deliveries (Standard Webhooks: both verify meanwhile). */
export const SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

/** The public view: an explicit list of fields (never a secret). */
export function toWebhook(record: WebhookRecord): WebhookT {
  return {
    id: record.id,
    url: record.url,
    events: record.events,
    description: record.description,
    status: record.status,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

/**
 * How many subscriptions an organization has: `webhook_count` on the organization's own item
 * (`ORG#<slug>#META / META`), not an item of its own. That item exists from the organization's
 * first moment, so every create and delete only ADDs to it (no first-create special case, and
 * the condition `attribute_exists(pk)` means a count is never written for an organization that
 * does not exist); and it stays out of the WEBHOOK partition the list route and the dispatcher
 * Query. The stream's MODIFY of it is no event (events.ts: entity `organization`).
 */

export type PutOutcome = 'created' | 'limit_reached';

/**
 * Writes a new subscription and counts it, in ONE TransactWriteItems: the count goes up by 1
 * only while it is below `max`, and the subscription is written only with it, so concurrent
 * creates can never pass the limit together (the loser of a conflict runs again and sees the
 * winner's count). The id is fresh: the Put's condition only guards against a collision.
 */
export async function putSubscription(slug: string, record: WebhookRecord, max: number): Promise<PutOutcome> {
  const { failing_since, ...rest } = record;
  const creation = transaction(
    {
      count: ORGANIZATIONS.patch(slug, {}, { add: { webhook_count: 1 } }, { where: (w) => w.or(w.attributeNotExists('webhook_count'), w.lt('webhook_count', max)) }),
      subscription: WEBHOOKS.create(slug, failing_since === null ? rest : { ...rest, failing_since }),
    },
    { returnOld: ['count'], giveUp: busy },
  );
  try {
    await creation.go();
    return 'created';
  } catch (error) {
    // The organization's item exists (the shell found the organization): a failed condition on it is the limit.
    if (creation.failed(error, 'count') && creation.current(error, 'count')) return 'limit_reached';
    throw error;
  }
}

/** Many concurrent writes of one organization's subscriptions: nothing was written, the client may retry. */
const busy = () => contention("The organization's webhook subscriptions are busy; retry the request.");

/** The subscription with its secrets (the delivery worker signs with them), or null. */
export async function getSubscriptionRecord(slug: string, id: string): Promise<WebhookRecord | null> {
  const stored = await WEBHOOKS.get(slug, { id }, { consistent: true });
  return stored ? { ...stored, failing_since: stored.failing_since ?? null } : null;
}

export async function listSubscriptionsPage(slug: string, page: PageRequest): Promise<Page<WebhookRecord>> {
  return queryPage(WEBHOOKS.primary.query(slug, {}), page, toWebhookRecord);
}

/**
 * Every subscription of an organization (the dispatcher, once per organization and batch): one
 * partition, so one Query (at most MAX_WEBHOOKS_PER_ORGANIZATION subscriptions, far below a 1 MB page).
 */
export async function listSubscriptionRecords(slug: string): Promise<WebhookRecord[]> {
  return queryAll({ ...queryInput(WEBHOOKS.primary.query(slug, {})), ConsistentRead: true }, toWebhookRecord);
}

/**
 * One UpdateItem of an existing subscription, answering it as it is now; null when there is none,
 * or when `condition` (on the placeholders of `parts` and of `condition` itself) does not hold.
 */
async function updateExisting(slug: string, id: string, change: WebhookChange, where?: WhereOf<StoredWebhookT>): Promise<WebhookRecord | null> {
  const updated = await WEBHOOKS.patch(slug, { id }, change, { ...(where ? { where } : {}) }).returning();
  return updated.applied && updated.item ? { ...updated.item, failing_since: updated.item.failing_since ?? null } : null;
}
/** Applies `change` to an existing subscription; null when there is none (never creates one). */
/** A change of a subscription, on its stored attributes (subscriptions.ts, updateChange). */
export type WebhookChange = Change<StoredWebhookT>;

export const updateSubscription = (slug: string, id: string, change: WebhookChange): Promise<WebhookRecord | null> => updateExisting(slug, id, change);

/**
 * A new signing secret in one UpdateItem: the current one moves to `previous_secret` (SET reads
 * the old item, so `previous_secret = secret` copies the value being replaced) and still signs for
 * SECRET_OVERLAP_MS. Null when the subscription does not exist.
 */
export function rotateSubscriptionSecret(slug: string, id: string, secret: string, now: Date): Promise<WebhookRecord | null> {
  return updateExisting(slug, id, {
    set: { previous_secret: copyOf('secret'), secret, previous_secret_expires_at: new Date(now.getTime() + SECRET_OVERLAP_MS).toISOString(), updated_at: now.toISOString() },
  });
}

/**
 * Deletes a subscription and uncounts it in ONE TransactWriteItems; false when there was none:
 * the Delete's condition cancels the whole transaction, so an unknown id never lowers the count.
 * Its delivery log expires with its TTL.
 */
export async function deleteSubscription(slug: string, id: string): Promise<boolean> {
  const deletion = transaction(
    {
      subscription: WEBHOOKS.delete(slug, { id }, { where: (w) => w.exists() }),
      count: ORGANIZATIONS.patch(slug, {}, { add: { webhook_count: -1 } }),
    },
    { giveUp: busy },
  );
  try {
    await deletion.go();
    return true;
  } catch (error) {
    if (deletion.failed(error, 'subscription')) return false;
    throw error;
  }
}

/** The organization's count of subscriptions (tests and operators; requests never need it). */
export async function subscriptionCount(slug: string): Promise<number> {
  const organization = await ORGANIZATIONS.get(slug, {}, { consistent: true });
  return organization?.webhook_count ?? 0;
}

/**
 * The failure streak after one delivery attempt (the delivery worker), one UpdateItem:
 * - success: `failing_since` removed, written only when a streak was open (a healthy
 *   subscription is not rewritten on every delivery: the condition fails and the old image is it);
 * - failure: `failing_since` set to `at` unless a streak is already open.
 * Returns the subscription as it is now, or null when it is gone.
 */
export async function recordDeliveryOutcome(slug: string, id: string, outcome: { ok: boolean; at: Date }): Promise<WebhookRecord | null> {
  const write = outcome.ok
    ? WEBHOOKS.patch(slug, { id }, { remove: ['failing_since', 'failed_attempts'] }, { where: (w) => w.attributeExists('failing_since') })
    : // The streak's length too (`failed_attempts`, #33 finding 6), in the same UpdateItem.
      WEBHOOKS.patch(slug, { id }, { set: { failing_since: ifNotExists(outcome.at.toISOString()) }, add: { failed_attempts: 1 } });
  const result = await write.returning();
  const stored = result.applied ? result.item : result.current;
  return stored ? { ...stored, failing_since: stored.failing_since ?? null } : null;
}

/**
 * Disables a subscription that has failed for too long (status enabled → disabled, reason
 * `failing`), conditional on it being enabled so concurrent workers disable it once (the stream's
 * MODIFY is what tells the other subscriptions). The record when this call disabled it, else null.
 */
export function disableFailingSubscription(slug: string, id: string, at: Date): Promise<WebhookRecord | null> {
  return updateExisting(slug, id, { set: { status: 'disabled', disabled_reason: 'failing', updated_at: at.toISOString() } }, (w) => w.eq('status', 'enabled'));
}
