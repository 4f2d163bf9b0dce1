import * as z from 'zod/mini';
import { defineEntity } from '../db/entity';
import { queryInput } from '../db/key-query';
import { queryAll } from '../db/query-page';
import { scanAll } from '../db/scan';
import * as stored from '../db/stored';
import { ORGANIZATION_REGISTRY } from '../tenancy/organizations-store';

/**
 * Every organization of the table, for the tooling (the migration runner, `npm run migrate`,
 * `--status`, `npm start`): a Query of the registry of organizations (organizations-store.ts,
 * ORGANIZATION_REGISTRY: one entry per organization, written with its creation), never a Scan of
 * the table once the registry is complete (#40 §9; docs/decisions/migrations.md, 2026-11-27).
 *
 * A table of an earlier release holds organizations without an entry. Until the registry says it
 * is complete (the `#COMPLETE` item below), a listing fills it, ONCE: one Scan of the META items
 * (the listing of earlier releases), a conditional Put of each missing entry (an entry that
 * exists, written by a creation meanwhile or by a later release, is never replaced), then the
 * marker, conditionally too. A fill stopped half-way leaves no marker: the next listing fills
 * again (the Puts already done find their entries). Two fills at once write the same entries.
 */
export interface ListedOrganization {
  slug: string;
  timezone: string;
}

/**
 * `ORGANIZATIONS / #COMPLETE`: the registry holds every organization of the table. `#` sorts
 * before every slug (SLUG_PATTERN: lower-case letters, digits, dashes), so it is the first item a
 * Query of the partition returns.
 */
export const REGISTRY_COMPLETE = defineEntity({
  name: 'organization_registry',
  kind: 'complete',
  schema: z.object({ completed_at: stored.string }),
  primary: { index: null, composites: [], sort: { literal: '#COMPLETE' } },
  indexes: {},
});
const COMPLETE_SORT_KEY = '#COMPLETE';

/** Entries per Query page (a page is at most 1 MB anyway: ~10,000 entries; this keeps pages even). */
export const REGISTRY_PAGE_SIZE = 1000;

/** The registry partition (table-wide: no organization in its key, so the slug given is none). */
const REGISTRY_QUERY = ORGANIZATION_REGISTRY.primary.query('', {});

async function readRegistry(): Promise<{ complete: boolean; organizations: ListedOrganization[] }> {
  const organizations: ListedOrganization[] = [];
  let complete = false;
  // An organization created a moment ago (org:create, then migrate) is listed: strongly consistent.
  const items = await queryAll({ ...queryInput(REGISTRY_QUERY), ConsistentRead: true, Limit: REGISTRY_PAGE_SIZE }, (item) =>
    item.sk === COMPLETE_SORT_KEY ? { complete: REGISTRY_COMPLETE.parse(item) } : { entry: ORGANIZATION_REGISTRY.parse(item) },
  );
  for (const item of items) {
    if ('complete' in item) complete = true;
    else organizations.push({ slug: item.entry.slug, timezone: item.entry.timezone });
  }
  return { complete, organizations };
}

/** The META items of the table: the one Scan, for a table whose registry is not complete yet. */
async function scanOrganizations(): Promise<ListedOrganization[]> {
  const filters = [
    { attribute: 'sk', op: '=', value: 'META' },
    { attribute: 'entity', op: '=', value: 'organization' },
  ] as const;
  return scanAll(filters, ['slug', 'timezone'], (item) => ListedMeta.parse(item));
}

/** What the Scan reads of a META item (its projection), through a schema like every read. */
const ListedMeta = z.object({ slug: stored.string, timezone: stored.string });

/** Writes the organization's entry unless there is one (never replaces what a creation or a later release wrote); true when written. */
export const registerOrganization = (org: ListedOrganization): Promise<boolean> => ORGANIZATION_REGISTRY.create(org.slug, org).go();

/** The one-time fill: every organization of the Scan registered, then the marker. Returns what the Scan found. */
async function fillRegistry(registered: ReadonlySet<string>, now: Date): Promise<ListedOrganization[]> {
  const found = await scanOrganizations();
  for (const org of found) if (!registered.has(org.slug)) await registerOrganization(org);
  await REGISTRY_COMPLETE.create('', { completed_at: now.toISOString() }).go();
  return found;
}

/** Every organization of the table, by slug: the registry, filled first if the table predates it. */
export async function listRegisteredOrganizations(now: Date = new Date()): Promise<ListedOrganization[]> {
  const registry = await readRegistry();
  const bySlug = new Map(registry.organizations.map((o) => [o.slug, o]));
  if (!registry.complete) for (const org of await fillRegistry(new Set(bySlug.keys()), now)) if (!bySlug.has(org.slug)) bySlug.set(org.slug, org);
  return [...bySlug.values()].sort((a, b) => a.slug.localeCompare(b.slug));
}
