import * as z from 'zod/mini';
import { defineEntity } from '../db/entity';
import * as stored from '../db/stored';
import { transaction } from '../db/operations';
import { DATA_LEVEL } from './data-level';
import type { UsageKey } from './usage-keys';

/**
 * One item per organization: `ORG#<slug>#META / META`. Exported for the per-organization counts
 * other areas keep on it (webhooks: `webhook_count`; the migration runner's markers,
 * data-level.ts), written in the same transaction as what they count: this schema declares the
 * organization's own attributes, the ones this store writes and reads.
 */
const StoredOrganization = z.object({
  slug: stored.string,
  name: stored.string,
  timezone: stored.string,
  created_at: stored.string,
  /** How far its data is migrated (data-level.ts, DATA_LEVEL_ATTRIBUTE); absent: 0, an organization of release 9576b1a. */
  data_level: z._default(stored.number, 0),
  /**
   * Its API Gateway API key (usage-keys.ts, #33 §3): the value the authorizer returns as
   * `usageIdentifierKey`, and the key's id. Absent on organizations made before the `usage-key`
   * migration ran for them. Additive: older code's schema strips them on read and no older code
   * rewrites the META item whole (it is created once, conditionally, and updated by attribute).
   */
  usage_key: stored.optionalString,
  usage_key_id: stored.optionalString,
  /** The deploy generation its derived data was last reconciled at (deployment-store.ts, #40); absent: never. */
  reconciled_generation: z.optional(stored.number),
  /** How many webhook subscriptions it has (shared/webhooks/subscriptions-store.ts), kept in the transactions that add and remove one; absent: none yet. */
  webhook_count: stored.optionalNumber,
  /** How many legacy SCIM group writes were made (shared/scim/area-groups.ts, AREA_GROUP_WRITES): the `groups` migration's flip is conditional on it; absent: none. */
  area_group_writes: stored.optionalNumber,
  /**
   * The migration runner's marker while a data migration of the organization runs
   * (shared/migrations/runner.ts, data-level.ts): the migration's id, where a resumed run starts
   * (a sort key) and how many items it changed so far; removed when its level is reached.
   */
  migration_running: stored.optionalString,
  migration_cursor: stored.optionalString,
  migration_counted: stored.optionalNumber,
  /** When the `groups` migration raised the level (shared/migrations/groups.ts, GROUPS_LEVEL_AT). */
  groups_level_at: stored.optionalString,
  /** The last verification (deployment-store.ts, VERIFIED_AT / VERIFY_PROBLEMS): when, and how many problems it found. */
  verified_at: stored.optionalString,
  verify_problems: stored.optionalNumber,
});

/** The organization as stored: with how far its data is migrated (data-level.ts). */
export type StoredOrganization = z.output<typeof StoredOrganization>;
export type Organization = Omit<StoredOrganization, 'data_level'>;

/** The organization META entity, declared once (shared/db/entity.ts). */
export const ORGANIZATIONS = defineEntity({
  name: 'organization',
  schema: StoredOrganization,
  primary: { index: null, composites: [], sort: { literal: 'META' } },
  indexes: {},
});

export const organizationKey = (slug: string) => ORGANIZATIONS.key(slug, {});

/**
 * The registry of organizations (#40 §9): one entry per organization, `ORGANIZATIONS / <slug>`,
 * in ONE partition of the whole table (prefixes.ts, TABLE_WIDE_SHAPES), written in the same
 * transaction that creates the organization (putNewOrganization), so the tooling lists every
 * organization with a Query of that partition instead of a Scan of the table
 * (shared/migrations/organization-list.ts, which also fills it once for tables of earlier
 * releases). Nothing on a request path reads it. The time zone is copied because the runner
 * needs it and no route changes an organization's zone; one that ever does updates the entry in
 * the same transaction.
 */
export const ORGANIZATION_REGISTRY = defineEntity({
  name: 'organization_registry',
  kind: 'entry',
  schema: z.object({ slug: stored.string, timezone: stored.string }),
  primary: { index: null, composites: [], sort: ['slug'] },
  indexes: {},
});

export async function getOrganization(slug: string): Promise<StoredOrganization | null> {
  return ORGANIZATIONS.get(slug, {});
}

/**
 * Creates the organization, at the current data level (nothing of it to migrate), and its entry
 * in the registry of organizations, in one transaction; false when the slug is taken (then
 * neither is written). The entry's Put is unconditional: it can only apply with the
 * organization's creation, so all it can replace is an entry whose organization is gone.
 */
export async function putNewOrganization(org: Organization): Promise<boolean> {
  const creation = transaction({
    organization: ORGANIZATIONS.create(org.slug, { ...org, data_level: DATA_LEVEL }),
    entry: ORGANIZATION_REGISTRY.put(org.slug, { slug: org.slug, timezone: org.timezone }),
  });
  try {
    await creation.go();
    return true;
  } catch (error) {
    if (creation.failed(error, 'organization')) return false;
    throw error;
  }
}

/**
 * Records the organization's usage key unless it has one (another run, or org:create, was
 * first): true when this write recorded it. A key once recorded never changes (the authorizer
 * keeps it for the life of its container).
 */
export async function setOrganizationUsageKey(slug: string, key: UsageKey): Promise<boolean> {
  return ORGANIZATIONS.patch(slug, {}, { set: { usage_key: key.value, usage_key_id: key.id } }, { where: (w) => w.attributeNotExists('usage_key') }).go();
}
