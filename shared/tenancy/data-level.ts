/**
 * Organization-wide data migrations (#29), in the order they run: the organization's META item
 * holds `data_level`, how many of them are done for it (absent: 0, an organization created by
 * release 9576b1a or earlier). A new organization is created at DATA_LEVEL: it has no data of an
 * older layout. What each step does is in shared/migrations/registry.ts, which must list exactly
 * these ids in this order (test/migrations/upgrade.test.ts). Ids are never removed or reordered:
 * a level stored by an earlier release keeps its meaning (`counters`, level 1, is retired).
 */
export const DATA_MIGRATIONS = ['counters', 'counters-v2', 'user-count', 'user-status-count', 'usage-key', 'user-hidden-count', 'groups'] as const;
export type DataMigrationId = (typeof DATA_MIGRATIONS)[number];

/** The level of an organization whose every migration is done. */
export const DATA_LEVEL = DATA_MIGRATIONS.length;

/** The level an organization reaches when `id` is done. */
export const levelAfter = (id: DataMigrationId): number => DATA_MIGRATIONS.indexOf(id) + 1;

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
