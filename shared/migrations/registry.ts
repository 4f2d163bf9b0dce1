import { DATA_MIGRATIONS, type DataMigrationId, type MigrationDeclaration } from '../tenancy/data-level';
import { checkCounters, countEnrollments, uncountedEnrollments, type CountersProgress } from './counters';
import { checkUsageKey, giveUsageKey, organizationWithoutUsageKey } from './usage-key';
import { checkUserCount, countUsers, uncountedUsers } from './user-count';
import { checkUserCounts, countUserStatuses, inexactUsers } from './user-status-count';
import { areasWithoutGroup, checkGroups, copyAreasToGroups } from './groups';

/**
 * The migrations' implementations (#29). Their list, order, entities, versions and flags are
 * declared once in shared/tenancy/data-level.ts (DATA_MIGRATIONS, the data level derives from
 * it); this maps each declared id to its code, and its type requires every id exactly once. Each
 * moves the items of one entity of ONE organization from a layout version to the next
 * (shared/db/layout.ts), is idempotent (a second run changes nothing: every write is conditional
 * on the old version) and has a check. The runner (runner.ts) runs them per organization and
 * records how far each organization is on its META item (`data_level`).
 *
 * Every key shape and item layout change since release 9576b1a, and what it needs:
 * docs/decisions/migrations.md, "History: key shapes and item layouts since 9576b1a (2026-11-21)"
 * (a layout change adds its item there).
 */
export interface MigrationContext {
  slug: string;
  zone: string;
  /** The progress marker of an interrupted run (the META item's `migration_cursor`). */
  cursor: string | undefined;
  dryRun: boolean;
  /** Transactions in flight at once (counters.ts, TRANSACTIONS_IN_FLIGHT). */
  inFlight?: number;
  onProgress?: (p: CountersProgress) => void;
}

/** What a migration does: its code, per organization. */
export interface MigrationImplementation {
  description: string;
  /** Brings the organization's items from `from` to `to`, from `cursor` on. Idempotent. */
  transform(ctx: MigrationContext): Promise<CountersProgress>;
  /** Items still to transform (0: nothing left). */
  remaining(slug: string): Promise<number>;
  /** What is wrong after it ran (empty: the organization's data is right). */
  check(slug: string): Promise<string[]>;
}

/** Every declared migration's implementation, each once: a missing, extra or repeated id does not compile. */
export type MigrationImplementations = Record<DataMigrationId, MigrationImplementation>;

/** A migration as the runner reads it: its declaration (data-level.ts) and its implementation. */
export type Migration = MigrationDeclaration & { id: DataMigrationId } & MigrationImplementation;

/** A retired migration's implementation: nothing to do, nothing to check (the runner only records it done). */
const RETIRED: MigrationImplementation = {
  description: 'retired',
  transform: async () => ({ read: 0, counted: 0 }),
  remaining: async () => 0,
  check: async () => [],
};

export const IMPLEMENTATIONS = {
  counters: { ...RETIRED, description: 'retired: superseded by counters-v2' },
  'counters-v2': {
    description: 'count every enrollment of an earlier layout once in the report counters of layout 2 (courses, tracks, users reports)',
    transform: ({ slug, zone, cursor, dryRun, inFlight, onProgress }) => countEnrollments(slug, zone, cursor, { dryRun, inFlight, onProgress }),
    remaining: uncountedEnrollments,
    check: checkCounters,
  },
  'user-count': {
    description: 'count every user of an earlier release once in the organization\'s user count (SCIM totalResults)',
    transform: ({ slug, cursor, dryRun, onProgress }) => countUsers(slug, cursor, { dryRun, onProgress }),
    remaining: uncountedUsers,
    check: checkUserCount,
  },
  'user-status-count': {
    description: 'count every user in the active/inactive tallies (SCIM `active eq` totalResults) and count the users the previous release wrote after user-count passed (contract step: once no older code serves)',
    transform: ({ slug, cursor, dryRun, onProgress }) => countUserStatuses(slug, cursor, { dryRun, onProgress }),
    remaining: inexactUsers,
    check: checkUserCounts,
  },
  'usage-key': {
    description: 'give the organization its API Gateway API key in the stage\'s usage plan (per-organization fairness, #33 §3)',
    transform: ({ slug, dryRun, onProgress }) => giveUsageKey(slug, { dryRun, onProgress }),
    remaining: organizationWithoutUsageKey,
    check: checkUsageKey,
  },
  'user-hidden-count': {
    description: 'count the users deleted through SCIM in the hidden tally (SCIM totalResults counts only what its lists return, #41); contract step: once no older code serves',
    transform: ({ slug, cursor, dryRun, onProgress }) => countUserStatuses(slug, cursor, { dryRun, onProgress }),
    remaining: inexactUsers,
    check: checkUserCounts,
  },
  groups: {
    description: 'SCIM groups become groups of their own: for each area a group of the same id, name and members (areas stay areas); the level is raised only if no legacy group write came during the copy (#41); contract step: once no older code serves',
    transform: ({ slug, dryRun, onProgress }) => copyAreasToGroups(slug, { dryRun, onProgress }),
    remaining: areasWithoutGroup,
    check: checkGroups,
  },
  'counter-shards': {
    description: 'no item to move: from this level on, writes may spread a popular content\'s report counters over shards, which only this release and later ones read (#43); contract step: once no older code serves',
    transform: async () => ({ read: 0, counted: 0 }),
    remaining: async () => 0,
    // The counters migration's check sums the shards: the counters stay exact whatever the writes spread.
    check: (slug) => checkCounters(slug),
  },
} satisfies MigrationImplementations;

/** The migrations in the declared order (data-level.ts): what the runner runs. */
export const MIGRATIONS: readonly Migration[] = DATA_MIGRATIONS.map((declared) => ({ ...declared, ...IMPLEMENTATIONS[declared.id] }));
