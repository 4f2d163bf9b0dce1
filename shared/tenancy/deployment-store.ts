import * as z from 'zod/mini';
import { defineEntity } from '../db/entity';
import { copyOf } from '../db/operations';
import { ORGANIZATIONS } from './organizations-store';
import { MIGRATION_CURSOR, MIGRATION_DONE_COUNT, MIGRATION_RUNNING } from './data-level';

/**
 * Two releases on one table (#40; docs/decisions/learning.md, "Two releases on one table").
 * During a deploy the previous release serves beside this one (CodeDeploy's canary, a slow
 * deploy, a rollback), and what it writes may not move today's derived data (report counters,
 * user tallies). The deployment record says so, table-wide, one item outside every
 * organization's keys (`TABLE#DEPLOYMENT / STATE`):
 * - `generation`: grows by one at every deploy's beginning (`npm run migrate -- --begin`, or the
 *   stack's DeployBegins resource before any function of the new release serves);
 * - `open`: true from the beginning until the reconcile step has passed every organization;
 * - `fingerprint` (the release's data code, when the stack began the deploy) and, once closed,
 *   `closed_fingerprint`: a CloudFormation rollback to the release that closed the last deploy
 *   closes the record again (infra/cdk/data-level-guard-handler.ts, decideBegin);
 * - `older_counts`: whether the release being replaced keeps today's report counters exactly
 *   (the releases with the REPORT_COUNTER layout do; 6932870 and older do not): what the
 *   reconcile does with the status moves it made (enrollments-store.ts, STALE_MOVES).
 * Each organization's META item records the generation it was reconciled at
 * (`reconciled_generation`). While the record is open and an organization is behind it, the
 * counter reports answer 503 `migration_in_progress` (reports.ts) and SCIM counts its totals
 * with a COUNT Query: never a number that misses the older release's writes.
 */
export const DEPLOYMENT_KEY = { pk: 'TABLE#DEPLOYMENT', sk: 'STATE' } as const;

/** The deploy record as stored (every attribute optional: an item of version 0 has what its writer wrote). */
export const DEPLOYMENTS = defineEntity({
  name: 'deployment',
  schema: z.object({
    generation: z.optional(z.number()),
    open: z.optional(z.boolean()),
    older_counts: z.optional(z.boolean()),
    began_at: z.optional(z.string()),
    closed_at: z.optional(z.string()),
    fingerprint: z.optional(z.string()),
    closed_fingerprint: z.optional(z.string()),
  }),
  primary: { index: null, composites: [], sort: { literal: 'STATE' } },
  indexes: {},
});
export const RECONCILED_GENERATION = 'reconciled_generation';
/** META attributes of the last verification (`npm run migrate -- --verify`, the deployed run's end). */
export const VERIFIED_AT = 'verified_at';
export const VERIFY_PROBLEMS = 'verify_problems';

export interface Deployment {
  generation: number;
  open: boolean;
  olderCounts: boolean;
  beganAt?: string;
  closedAt?: string;
}

const NONE: Deployment = { generation: 0, open: false, olderCounts: true };

export async function readDeployment(consistent = false): Promise<Deployment> {
  return deploymentOf((await DEPLOYMENTS.get(DEPLOYMENT_KEY, { consistent })) ?? undefined);
}

/** The attributes of the deploy record and of META a gate needs (a read may project them alongside others). */
export const GATE_ATTRIBUTES = ['generation', 'open', RECONCILED_GENERATION] as const;

/** The deploy record as stored (absent: none ever began). */
export function deploymentOf(Item: Record<string, unknown> | undefined): Deployment {
  if (!Item) return NONE;
  return {
    generation: Number(Item.generation ?? 0),
    open: Item.open === true,
    olderCounts: Item.older_counts !== false,
    ...(typeof Item.began_at === 'string' ? { beganAt: Item.began_at } : {}),
    ...(typeof Item.closed_at === 'string' ? { closedAt: Item.closed_at } : {}),
  };
}

/**
 * A deploy begins: a new generation, open, and what the older release does with the counters.
 * Run before any code of the new release serves. Returns the new generation.
 */
export async function beginDeployment(olderCounts: boolean, now = new Date()): Promise<number> {
  // Begun by hand: no release fingerprint (the stack's DeployBegins resource writes one).
  const began = await DEPLOYMENTS.upsert(DEPLOYMENT_KEY, {
    set: { open: true, older_counts: olderCounts, began_at: now.toISOString() },
    remove: ['closed_at', 'fingerprint'],
    add: { generation: 1 },
  }).returning();
  // Unconditional, so always applied: the record as it left it.
  if (!began.applied || !began.item) throw new Error('the deploy record was not written');
  return Number(began.item.generation);
}

/** Closes the deployment of `generation` (every organization reconciled); false when another deploy began meanwhile. */
export async function closeDeployment(generation: number, now = new Date()): Promise<boolean> {
  // The release that closed it (its fingerprint, when the stack began it): a CloudFormation
  // rollback back to that release closes the record again (infra/cdk/data-level-guard-handler.ts, decideBegin).
  return DEPLOYMENTS.patch(
    DEPLOYMENT_KEY,
    { set: { open: false, closed_at: now.toISOString(), closed_fingerprint: copyOf('fingerprint', '') } },
    { where: (w) => w.eq('generation', generation) },
  ).go();
}

/** Records that the organization was reconciled at `generation` (only ever grows). */
export async function markReconciled(slug: string, generation: number): Promise<void> {
  // The reconcile's progress marker goes with it (no migration runs beside a reconcile).
  await ORGANIZATIONS.patch(
    slug,
    {},
    { set: { [RECONCILED_GENERATION]: generation }, remove: [MIGRATION_CURSOR, MIGRATION_DONE_COUNT] },
    { where: (w) => w.and(w.or(w.attributeNotExists(RECONCILED_GENERATION), w.lt(RECONCILED_GENERATION, generation)), w.attributeNotExists(MIGRATION_RUNNING)) },
  ).go();
}

/** Records the result of a verification on the organization's META item. */
export async function recordVerification(slug: string, problems: number, now = new Date()): Promise<void> {
  await ORGANIZATIONS.patch(slug, {}, { set: { [VERIFIED_AT]: now.toISOString(), [VERIFY_PROBLEMS]: problems } }).go();
}

/** Whether an organization's derived data may miss the older release's writes: a deploy is open and the organization is behind it. */
export const isStale = (deployment: Deployment, meta: Record<string, unknown> | undefined): boolean =>
  deployment.open && Number(meta?.[RECONCILED_GENERATION] ?? 0) < deployment.generation;
