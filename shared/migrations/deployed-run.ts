import { log } from '../observability/log';
import { closeDeploymentIfReconciled, listOrganizations, migrateOrganization, verifyOrganization } from './runner';

/**
 * One slice of the deployed migration run (functions/migrations/index.ts; docs/deploy.md
 * "Upgrading"): the pending migrations of every organization (or the one named), one
 * organization after the other, until `deadline` (epoch ms). The runner is per organization and
 * resumable, so a slice may stop anywhere:
 * - between organizations: the ones not started are left for the next slice;
 * - inside one: checked after every page of its items (the runner calls `onProgress` once the
 *   page's transactions, progress marker included, are committed), the slice stops there and
 *   the organization stays `running` at its marker; the next slice resumes it.
 * A contract step (`contract`, shared/tenancy/data-level.ts) waits until `olderCodeGoneAt` + the settle time (once per run:
 * the time is the run's, not the organization's).
 * No `onStart`: its count of the remaining items reads the organization's partition once more
 * (runner.ts); the logs say what was read and counted after every page instead.
 * An organization whose migration fails is logged, counted and skipped (the others go on); the
 * caller passes it in `skip` to the following slices of the same run, so a chain of slices
 * retries it once per run, not once per slice.
 */
export interface SliceResult {
  /** Organizations this slice brought to the current data level. */
  migrated: string[];
  /** Organizations whose migration threw, with the message (they resume at the next run). */
  failed: Array<{ slug: string; error: string }>;
  /** True when the deadline came first: organizations are still pending and need another slice. */
  more: boolean;
}

export interface SliceOptions {
  deadline: number;
  /** Only this organization (`npm run migrate -- --org`). */
  org?: string;
  /** Organizations this run already failed (not retried in this run). */
  skip?: readonly string[];
  /** When the run began (epoch ms): no older code is invoked since (runner.ts, `olderCodeGoneAt`; contract steps wait for it + the settle time). */
  olderCodeGoneAt?: number;
  /** The settle time of contract steps (runner.ts SETTLE_MS) and how it is waited (a test records it). */
  settleMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** Thrown by the progress callback when the deadline passed; only this module sees it. */
class DeadlineReached extends Error {}

export async function runMigrationSlice(options: SliceOptions): Promise<SliceResult> {
  const now = options.now ?? Date.now;
  const skip = new Set(options.skip ?? []);
  const result: SliceResult = { migrated: [], failed: [], more: false };
  const orgs = (await listOrganizations()).filter((o) => (!options.org || o.slug === options.org) && !skip.has(o.slug));
  if (options.org && orgs.length === 0 && !skip.has(options.org)) throw new Error(`no organization "${options.org}" in the table`);
  for (const org of orgs) {
    if (now() >= options.deadline) {
      result.more = true;
      break;
    }
    log.info('organization started', { org: org.slug });
    try {
      const run = await migrateOrganization(org.slug, org.timezone, {
        olderCodeGoneAt: options.olderCodeGoneAt,
        settleMs: options.settleMs,
        sleep: options.sleep,
        onWait: (slug, migration, ms) => log.info('contract step waits for the previous release\'s last requests', { org: slug, migration, ms }),
        onProgress: (slug, migration, p) => {
          log.info('migration progress', { org: slug, migration, read: p.read, counted: p.counted });
          if (now() >= options.deadline) throw new DeadlineReached();
        },
        onDone: (slug, migration, p) => log.info('migration done', { org: slug, migration, read: p.read, counted: p.counted }),
      });
      if (run.before !== 'done' && run.after === 'done') result.migrated.push(org.slug);
    } catch (error) {
      if (error instanceof DeadlineReached) {
        log.info('migration paused for the next slice', { org: org.slug });
        result.more = true;
        break;
      }
      const message = (error as Error).message;
      log.error('migration failed', { org: org.slug, error: message, name: (error as Error).name });
      result.failed.push({ slug: org.slug, error: message });
    }
  }
  return result;
}

export interface VerifySliceResult {
  /** Organizations whose derived data differs from a recount, with how many problems. */
  problems: Array<{ slug: string; count: number }>;
  /** Organizations not verified before the deadline (the next slice's). */
  remaining: string[];
}

/**
 * The end of a deploy's run (#40 §3): once every organization is migrated and reconciled, the
 * deploy record is closed (reports and SCIM read the stored counts again), then each organization's
 * derived data is recounted and compared (runner.ts, verifyOrganization; the result on its META
 * item for `--status`), until `deadline`. `slugs`: undefined = every organization (the first
 * verification slice), else the ones a previous slice left.
 */
export async function runVerificationSlice(options: { deadline: number; slugs?: readonly string[]; org?: string; now?: () => number }): Promise<VerifySliceResult> {
  const now = options.now ?? Date.now;
  if (!options.slugs && !options.org) {
    const closed = await closeDeploymentIfReconciled();
    log.info(closed ? 'deploy closed: every organization is reconciled' : 'deploy left open: an organization is not reconciled', { closed });
  }
  const slugs = options.slugs ?? (await listOrganizations()).map((o) => o.slug).filter((slug) => !options.org || slug === options.org);
  const result: VerifySliceResult = { problems: [], remaining: [] };
  for (const [i, slug] of slugs.entries()) {
    if (now() >= options.deadline) {
      result.remaining = slugs.slice(i);
      break;
    }
    const problems = await verifyOrganization(slug);
    if (problems.length) {
      result.problems.push({ slug, count: problems.length });
      log.error('verification found problems: run `npm run migrate -- --verify --org <slug>` (docs/deploy.md, "Upgrading")', { org: slug, count: problems.length, first: problems.slice(0, 5) });
    } else log.info('organization verified', { org: slug });
  }
  return result;
}
