import type { LayoutEntity, ReadableVersion } from '../db/layout';

/**
 * Organization-wide data migrations (#29), declared here once, in the order they run: the
 * organization's META item holds `data_level`, how many of them are done for it (absent: 0, an
 * organization created by release 9576b1a or earlier). A new organization is created at
 * DATA_LEVEL: it has no data of an older layout. What each step does is in
 * shared/migrations/registry.ts, whose type requires an implementation for every id here, once;
 * why each exists is in docs/decisions/migrations.md, "History: key shapes and item layouts since
 * 9576b1a (2026-11-21)". Ids are never removed or reordered: a level stored by an earlier release
 * keeps its meaning (`counters`, level 1, is retired). This list is all a function reads at cold
 * start (requireMigrated, levelAfter): ids, entities and flags, none of the migration code.
 */
interface DeclaredFor<E extends LayoutEntity> {
  id: string;
  /** The entity whose items it moves (declared in shared/db/entities.ts: its versions type `from` and `to`). */
  entity: E;
  /** The layout versions it moves them from and to: both read by this code (the one it writes or its `readsAlso`). */
  from: ReadableVersion<E>;
  to: ReadableVersion<E>;
  /** Superseded by a later migration that does its work: the runner only records it done. */
  retired?: true;
  /**
   * A contract step: it fixes what the previous release's code writes, so it must start only
   * once that code cannot be serving any more: the runner waits until `olderCodeGoneAt` +
   * SETTLE_MS (shared/migrations/runner.ts). Without that time (`npm start`, tests: no older code)
   * it starts at once; `npm run migrate` passes its own start, so run it by hand after the
   * deploy's aliases have shifted (docs/deploy.md, "Upgrading").
   */
  contract?: true;
  /**
   * The transform raises `data_level` itself, in a write of its own condition (the `groups`
   * migration: only while no legacy write came during its copy, shared/migrations/groups.ts); the
   * runner then makes no write of its own to mark it done.
   */
  raisesLevel?: true;
}
/** One migration's declaration: its entity, and versions that entity has. */
export type MigrationDeclaration = { [E in LayoutEntity]: DeclaredFor<E> }[LayoutEntity];

export const DATA_MIGRATIONS = [
  // Release 501b1ee: counted the enrollments of 9576b1a into the LEARNING_COUNTER partitions.
  // Retired: `counters-v2` counts every enrollment below layout 2, those included.
  { id: 'counters', entity: 'enrollment', from: 0, to: 1, retired: true },
  { id: 'counters-v2', entity: 'enrollment', from: 1, to: 2 },
  { id: 'user-count', entity: 'user', from: 1, to: 1 },
  { id: 'user-status-count', entity: 'user', from: 1, to: 1, contract: true },
  { id: 'usage-key', entity: 'organization', from: 1, to: 1 },
  { id: 'user-hidden-count', entity: 'user', from: 1, to: 1, contract: true },
  { id: 'groups', entity: 'group', from: 1, to: 1, contract: true, raisesLevel: true },
  // #43 §3/§4: nothing to move; from this level on, writes may spread a content's counters over
  // shards (counters-store.ts), which only releases from this one on read: a contract step, so
  // no older release serves the organization when it is reached.
  { id: 'counter-shards', entity: 'learning_counter', from: 2, to: 2, contract: true },
] as const satisfies readonly MigrationDeclaration[];
export type DataMigrationId = (typeof DATA_MIGRATIONS)[number]['id'];

/** The level of an organization whose every migration is done. */
export const DATA_LEVEL = DATA_MIGRATIONS.length;

/** The level an organization reaches when `id` is done. */
export const levelAfter = (id: DataMigrationId): number => DATA_MIGRATIONS.findIndex((m) => m.id === id) + 1;

/** META attributes of the migration state (shared/migrations/runner.ts writes them). */
export const DATA_LEVEL_ATTRIBUTE = 'data_level';
/** While one runs: its id, its progress marker (the last enrollment it passed) and its counts. */
export const MIGRATION_RUNNING = 'migration_running';
export const MIGRATION_CURSOR = 'migration_cursor';
export const MIGRATION_DONE_COUNT = 'migration_counted';
/**
 * How many SCIM group writes of the legacy path (groups = areas, shared/scim/area-groups.ts) this
 * organization received while below the `groups` level: each one ADDs 1 in its own transaction,
 * on the condition that the level is not reached, and the `groups` migration raises the level
 * only while the count is the one it read before copying (shared/migrations/groups.ts).
 */
export const AREA_GROUP_WRITES = 'area_group_writes';
/** The seconds a client is told to wait when a report waits for a migration (Retry-After). */
export const MIGRATION_RETRY_AFTER_SECONDS = 30;
