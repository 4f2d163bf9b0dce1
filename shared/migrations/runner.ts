import type { Where } from '../db/operations';
import { tableName } from '../db/client';
import { ORGANIZATIONS, type StoredOrganization } from '../tenancy/organizations-store';
import { DATA_LEVEL, DATA_LEVEL_ATTRIBUTE, levelAfter, MIGRATION_CURSOR, MIGRATION_DONE_COUNT, MIGRATION_RUNNING, type DataMigrationId } from '../tenancy/data-level';
import { checkCounters, readMeta, reconcileEnrollments, type FixMode } from './counters';
import { checkUserCounts, countUserStatuses, inexactUsers } from './user-status-count';
import { closeDeployment, isStale, markReconciled, readDeployment, recordVerification, VERIFIED_AT, VERIFY_PROBLEMS, type Deployment } from '../tenancy/deployment-store';
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
export type OrgState = 'pending' | 'running' | 'stale' | 'done';

export interface OrgStatus {
  slug: string;
  state: OrgState;
  level: number;
  running?: string;
  cursor?: string;
  counted?: number;
  /** The last verification (`--verify`, the deployed run's end): when, and how many problems it found. */
  verifiedAt?: string;
  verifyProblems?: number;
}

/**
 * Every organization of the table, by slug: a Query of the registry of organizations, filled once
 * (one Scan) for a table of an earlier release (organization-list.ts; never on a request path).
 */
export async function listOrganizations(): Promise<Array<{ slug: string; timezone: string }>> {
  return listRegisteredOrganizations();
}

/**
 * The organization's state: `done` only when every migration is done AND its derived data is
 * reconciled with the open deploy, if any (`stale`: a deploy is open and the older release's
 * writes are not reconciled yet; deployment-store.ts).
 */
export function statusOf(slug: string, meta: Record<string, unknown> | undefined, deployment?: Deployment): OrgStatus {
  const level = Number(meta?.[DATA_LEVEL_ATTRIBUTE] ?? 0);
  const marker = meta?.[MIGRATION_RUNNING];
  const running = typeof marker === 'string' ? marker : undefined;
  const migrated = level >= DATA_LEVEL;
  const verifiedAt = meta?.[VERIFIED_AT];
  return {
    slug,
    level,
    state: migrated ? (deployment && isStale(deployment, meta) ? 'stale' : 'done') : running ? 'running' : 'pending',
    ...(running ? { running } : {}),
    ...(meta?.[MIGRATION_CURSOR] ? { cursor: String(meta[MIGRATION_CURSOR]) } : {}),
    ...(meta?.[MIGRATION_DONE_COUNT] !== undefined ? { counted: Number(meta[MIGRATION_DONE_COUNT]) } : {}),
    ...(typeof verifiedAt === 'string' ? { verifiedAt, verifyProblems: Number(meta?.[VERIFY_PROBLEMS] ?? 0) } : {}),
  };
}

export async function organizationStatus(slug: string, deployment?: Deployment): Promise<OrgStatus> {
  return statusOf(slug, await readMeta(slug), deployment ?? (await readDeployment(true)));
}

/**
 * How long after the previous release's code stops being invoked a contract step may start
 * (`contract`, shared/tenancy/data-level.ts): a request it was already serving then may still write. Route
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
/** The organization is below `level` (its data level absent: 0). */
const below = (level: number) => (w: Where<StoredOrganization>) => w.or(w.attributeNotExists(DATA_LEVEL_ATTRIBUTE), w.lt(DATA_LEVEL_ATTRIBUTE, level));

async function markRunning(slug: string, id: string, level: number): Promise<boolean> {
  return ORGANIZATIONS.patch(slug, {}, { set: { [MIGRATION_RUNNING]: id } }, { where: below(level) }).go();
}

async function markDone(slug: string, level: number): Promise<void> {
  // False: another runner finished it first (the level is already there).
  await ORGANIZATIONS.patch(slug, {}, { set: { [DATA_LEVEL_ATTRIBUTE]: level }, remove: [MIGRATION_RUNNING, MIGRATION_CURSOR, MIGRATION_DONE_COUNT] }, { where: below(level) }).go();
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
    if (migration.contract) await waitForOlderCode(slug, migration.id, options);
    if (!(await markRunning(slug, migration.id, target))) {
      level = target;
      continue;
    }
    const cursor = before.running === migration.id ? before.cursor : undefined;
    // The count is for a progress bar; it reads the partition once more, so only when one is shown.
    if (options.onStart) options.onStart(slug, migration.id, await migration.remaining(slug));
    const progress = await migration.transform({ slug, zone, cursor, dryRun: false, inFlight: options.inFlight, onProgress: (p) => options.onProgress?.(slug, migration.id, p) });
    if (!migration.raisesLevel) await markDone(slug, target);
    changed[migration.id] = progress.counted;
    options.onDone?.(slug, migration.id, progress);
    level = target;
  }
  if (level >= DATA_LEVEL) await reconcileOrganization(slug, zone, options, changed);
  return { slug, before: before.state, changed, after: options.dryRun ? before.state : (await organizationStatus(slug)).state };
}

/** Contract steps and the reconcile start once older code stopped + the settle time: relative to that, not to the organization, so a run waits once. */
async function waitForOlderCode(slug: string, step: string, options: RunOptions): Promise<void> {
  // Once waited, the run has settled: a later contract step of it (#41: user-hidden-count after
  // user-status-count) does not wait again, whatever the clock of a test's recorded sleep says.
  if (settledRuns.has(options)) return;
  const wait = (options.olderCodeGoneAt ?? 0) + (options.settleMs ?? SETTLE_MS) - Date.now();
  if (wait <= 0) return;
  options.onWait?.(slug, step, wait);
  await (options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))))(wait);
  settledRuns.add(options);
}
const settledRuns = new WeakSet<RunOptions>();

/**
 * The reconcile step (#40; docs/decisions/learning.md, "Two releases on one table"): while a
 * deploy is open and the organization is behind it, once the older release cannot be serving any
 * more, every enrollment and user made exact in the derived data (what that release wrote and did
 * not count), then the organization recorded as reconciled at the deploy's generation. Idempotent
 * and resumable from the start (a second pass finds everything exact and writes nothing).
 */
async function reconcileOrganization(slug: string, zone: string, options: RunOptions, changed: Record<string, number>): Promise<void> {
  const deployment = await readDeployment(true);
  if (!isStale(deployment, await readMeta(slug))) return;
  if (options.dryRun) {
    changed[RECONCILE] = (await reconcileEnrollments(slug, zone, undefined, { dryRun: true, mode: fixModeOf(deployment) })).counted + (await inexactUsers(slug));
    return;
  }
  await waitForOlderCode(slug, RECONCILE, options);
  const onProgress = (p: CountersProgress) => options.onProgress?.(slug, RECONCILE, p);
  const enrollments = await reconcileEnrollments(slug, zone, undefined, { mode: fixModeOf(deployment), inFlight: options.inFlight, onProgress });
  const users = await countUserStatuses(slug, undefined, { onProgress });
  await markReconciled(slug, deployment.generation);
  changed[RECONCILE] = enrollments.counted + users.counted;
  options.onDone?.(slug, RECONCILE, { read: enrollments.read + users.read, counted: changed[RECONCILE]! });
}

/**
 * Whether the release serving now (about to be replaced) keeps today's report counters: yes when
 * every organization has reached the `counters-v2` level, which only releases with these counters
 * write (6932870 and older know no data level). A rollback to such a release past the table's
 * data level is refused by the runbook (docs/deploy.md); after one, say `--older-counts no`.
 */
export async function olderReleaseCounts(): Promise<boolean> {
  for (const org of await listOrganizations()) if (Number((await readMeta(org.slug))?.[DATA_LEVEL_ATTRIBUTE] ?? 0) < levelAfter('counters-v2')) return false;
  return true;
}

const fixModeOf = (deployment: Deployment): FixMode => (deployment.olderCounts ? 'older-counted' : 'older-uncounted');

/** The name the reconcile step goes by in a run's results and events. */
export const RECONCILE = 'reconcile';

/**
 * Closes the open deploy once every organization is reconciled with it (the end of a run over
 * every organization, deployed or by hand). False when a deploy is open and some organization is
 * still behind (a failed or partial run): `--status` then says `stale`.
 */
export async function closeDeploymentIfReconciled(): Promise<boolean> {
  const deployment = await readDeployment(true);
  if (!deployment.open) return true;
  for (const org of await listOrganizations()) if (isStale(deployment, await readMeta(org.slug))) return false;
  return closeDeployment(deployment.generation);
}

/** The problems of an organization's derived data: report counters and user counts against a recount (empty: exact). Recorded on its META item. */
export async function verifyOrganization(slug: string): Promise<string[]> {
  const problems = [...(await checkCounters(slug)), ...(await checkUserCounts(slug))];
  await recordVerification(slug, problems.length);
  return problems;
}

/** Every organization (or the one named), one after the other. */
export async function migrateAll(options: { org?: string } & RunOptions = {}): Promise<OrgRunResult[]> {
  const orgs = (await listOrganizations()).filter((o) => !options.org || o.slug === options.org);
  if (options.org && orgs.length === 0) throw new Error(`no organization "${options.org}" in table ${tableName()}`);
  const results: OrgRunResult[] = [];
  for (const org of orgs) results.push(await migrateOrganization(org.slug, org.timezone, options));
  if (!options.org && !options.dryRun) await closeDeploymentIfReconciled();
  return results;
}
