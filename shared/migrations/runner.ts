import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { conditionally, isConditionFailure } from '../db/update';
import { organizationKey } from '../tenancy/organizations-store';
import { DATA_LEVEL, DATA_LEVEL_ATTRIBUTE, levelAfter, MIGRATION_CURSOR, MIGRATION_DONE_COUNT, MIGRATION_RUNNING, type DataMigrationId } from '../tenancy/data-level';
import { readMeta } from './counters';
import { listRegisteredOrganizations } from './organization-list';
import { MIGRATIONS } from './registry';
import type { CountersProgress } from './counters';

/**
 * The migration runner (#29): per organization, each migration of the registry it has not done,
 * in order. State on the organization's META item, so it is readable by anyone (`--status`) and
 * a run can stop anywhere and be resumed by the next one:
 * - `data_level`: how many migrations are done (absent: 0); reports that need one answer
 *   `503 migration_in_progress` until it is (shared/tenancy/organizations.ts, requireMigrated);
 * - `migration_running`: the id of the one under way, `migration_cursor` its progress marker
 *   (moved in the same transaction as the items it covers), `migration_counted` how many items
 *   it changed so far.
 * Running it twice, or two runners at once, is safe: every item write is conditional on the old
 * version, and `data_level` only grows (conditional update).
 */
export type OrgState = 'pending' | 'running' | 'done';

export interface OrgStatus {
  slug: string;
  state: OrgState;
  level: number;
  running?: string;
  cursor?: string;
  counted?: number;
}

/**
 * Every organization of the table, by slug: a Query of the registry of organizations, filled once
 * (one Scan) for a table of an earlier release (organization-list.ts; never on a request path).
 */
export async function listOrganizations(): Promise<Array<{ slug: string; timezone: string }>> {
  return listRegisteredOrganizations();
}

export function statusOf(slug: string, meta: Record<string, unknown> | undefined): OrgStatus {
  const level = Number(meta?.[DATA_LEVEL_ATTRIBUTE] ?? 0);
  const running = meta?.[MIGRATION_RUNNING] as string | undefined;
  return {
    slug,
    level,
    state: level >= DATA_LEVEL ? 'done' : running ? 'running' : 'pending',
    ...(running ? { running } : {}),
    ...(meta?.[MIGRATION_CURSOR] ? { cursor: String(meta[MIGRATION_CURSOR]) } : {}),
    ...(meta?.[MIGRATION_DONE_COUNT] !== undefined ? { counted: Number(meta[MIGRATION_DONE_COUNT]) } : {}),
  };
}

export async function organizationStatus(slug: string): Promise<OrgStatus> {
  return statusOf(slug, await readMeta(slug));
}

/**
 * How long after the previous release's code stops being invoked a contract step may start
 * (registry.ts, `contract`): a request it was already serving then may still write. Route
 * functions time out after 10 s and API Gateway ends any request at 29 s; a minute is above both.
 */
export const SETTLE_MS = 60_000;

export interface RunEvents {
  onStart?: (slug: string, migration: string, remaining: number) => void;
  onProgress?: (slug: string, migration: string, p: CountersProgress) => void;
  onDone?: (slug: string, migration: string, p: CountersProgress) => void;
  /** A contract step waits this long before it starts (once per run at most: see olderCodeGoneAt). */
  onWait?: (slug: string, migration: string, ms: number) => void;
}

export interface RunOptions extends RunEvents {
  dryRun?: boolean;
  inFlight?: number;
  /**
   * When code older than this release stopped being invoked (epoch ms): contract steps start at
   * this + SETTLE_MS at the earliest, waiting if needed. The deployed run passes its own start
   * (the custom resource fires once every alias has shifted: docs/deploy.md "Upgrading"), the
   * CLI its start. Absent: no older code serves this table (tests, `npm start`, a benchmark).
   */
  olderCodeGoneAt?: number;
  settleMs?: number;
  /** How the wait is spent (a test records it instead). */
  sleep?: (ms: number) => Promise<void>;
  /** Stops after this migration (an upgrade test bringing a table to an earlier layout). */
  stopAfter?: DataMigrationId;
}

export interface OrgRunResult {
  slug: string;
  before: OrgState;
  /** Items changed (or, in a dry run, that would be) per migration. */
  changed: Record<string, number>;
  after: OrgState;
}

/** Marks `id` running (idempotent; a resumed run keeps the cursor). False: already done. */
async function markRunning(slug: string, id: string, level: number): Promise<boolean> {
  return conditionally(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: organizationKey(slug),
        UpdateExpression: 'SET #running = :id',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#level) OR #level < :level)',
        ExpressionAttributeNames: { '#running': MIGRATION_RUNNING, '#level': DATA_LEVEL_ATTRIBUTE },
        ExpressionAttributeValues: { ':id': id, ':level': level },
      }),
    ),
  );
}

async function markDone(slug: string, level: number): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: organizationKey(slug),
        UpdateExpression: 'SET #level = :level REMOVE #running, #cursor, #n',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(#level) OR #level < :level)',
        ExpressionAttributeNames: { '#running': MIGRATION_RUNNING, '#level': DATA_LEVEL_ATTRIBUTE, '#cursor': MIGRATION_CURSOR, '#n': MIGRATION_DONE_COUNT },
        ExpressionAttributeValues: { ':level': level },
      }),
    );
  } catch (error) {
    // Another runner finished it first: the level is already there.
    if (!isConditionFailure(error)) throw error;
  }
}

/** Runs the pending migrations of one organization; `dryRun` reads only and reports what would change. */
export async function migrateOrganization(slug: string, zone: string, options: RunOptions = {}): Promise<OrgRunResult> {
  const meta = await readMeta(slug);
  const before = statusOf(slug, meta);
  const changed: Record<string, number> = {};
  let level = before.level;
  for (const migration of MIGRATIONS) {
    const target = levelAfter(migration.id);
    if (options.stopAfter && target > levelAfter(options.stopAfter)) break;
    if (level >= target) continue;
    if (migration.retired) {
      if (!options.dryRun) await markDone(slug, target);
      level = target;
      continue;
    }
    if (options.dryRun) {
      changed[migration.id] = await migration.remaining(slug);
      options.onDone?.(slug, migration.id, { read: 0, counted: changed[migration.id]! });
      continue;
    }
    if (migration.contract) {
      // Relative to when older code stopped, not to this organization: a run waits once.
      const wait = (options.olderCodeGoneAt ?? 0) + (options.settleMs ?? SETTLE_MS) - Date.now();
      if (wait > 0) {
        options.onWait?.(slug, migration.id, wait);
        await (options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))))(wait);
      }
    }
    if (!(await markRunning(slug, migration.id, target))) {
      level = target;
      continue;
    }
    const cursor = before.running === migration.id ? before.cursor : undefined;
    // The count is for a progress bar; it reads the partition once more, so only when one is shown.
    if (options.onStart) options.onStart(slug, migration.id, await migration.remaining(slug));
    const progress = await migration.transform({ slug, zone, cursor, dryRun: false, inFlight: options.inFlight, onProgress: (p) => options.onProgress?.(slug, migration.id, p) });
    await markDone(slug, target);
    changed[migration.id] = progress.counted;
    options.onDone?.(slug, migration.id, progress);
    level = target;
  }
  return { slug, before: before.state, changed, after: options.dryRun ? before.state : (await organizationStatus(slug)).state };
}

/** Every organization (or the one named), one after the other. */
export async function migrateAll(options: { org?: string } & RunOptions = {}): Promise<OrgRunResult[]> {
  const orgs = (await listOrganizations()).filter((o) => !options.org || o.slug === options.org);
  if (options.org && orgs.length === 0) throw new Error(`no organization "${options.org}" in table ${tableName()}`);
  const results: OrgRunResult[] = [];
  for (const org of orgs) results.push(await migrateOrganization(org.slug, org.timezone, options));
  return results;
}
