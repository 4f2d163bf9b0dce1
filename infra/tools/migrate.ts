/**
 * Data migrations (#29; docs/deploy.md "Upgrading"): runs the pending migrations of every
 * organization of a table (or one), resumable and safe while the API serves.
 *
 *   npm run migrate -- --table <TableName> [--usage-plan <UsagePlanId>] [--endpoint http://127.0.0.1:8000]
 *                      [--region R] [--org SLUG] [--dry-run] [--status]
 *
 * Without --endpoint it talks to AWS with the shell's usual credentials; while an organization
 * still lacks its API Gateway key, a run that writes needs --usage-plan (the Api stack's
 * `UsagePlanId` output), which the `usage-key` migration adds the keys to
 * (shared/migrations/usage-key.ts); without it that step stops and says so. `--status` lists each
 * organization as pending, running (with its progress marker) or done, and whether
 * `organizationKeysRequired` is safe to turn on (every organization has its usage key); `--dry-run` reads only
 * and says how many items each migration would change. Exit 1 when a migration fails (run it
 * again: it resumes), 2 on bad arguments. A contract step (`user-status-count`) starts a minute
 * after the command (runner.ts SETTLE_MS): run it after a deploy has finished, never during one
 * (it must not start while the previous release's code still serves).
 *
 * Two releases on one table (#40; docs/deploy.md "Upgrading"):
 *   --begin [--older-counts yes|no]   a deploy begins (before the new release serves): the counter
 *                      reports answer 503 and SCIM counts with a Query until the run after it has
 *                      reconciled each organization. `--older-counts` says whether the release being
 *                      replaced keeps today's report counters (default: yes when every organization
 *                      has reached the `counters-v2` level, which only such releases write; no for
 *                      6932870 and older).
 *   (no flag)          the migrations, then the reconcile of every organization behind an open
 *                      deploy (a minute after the command, like a contract step), then the deploy is
 *                      closed and every organization verified.
 *   --verify           recounts each organization's derived data (report counters in every range,
 *                      user counts) and prints the problems; exit 1 when there are any.
 */
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';

/** No code older than this release is invoked from here on (the command is run after a deploy). */
const startedAt = Date.now();
const { values } = parseArgs({
  options: {
    table: { type: 'string' },
    endpoint: { type: 'string' },
    region: { type: 'string' },
    org: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    status: { type: 'boolean', default: false },
    'usage-plan': { type: 'string' },
    begin: { type: 'boolean', default: false },
    'older-counts': { type: 'string' },
    verify: { type: 'boolean', default: false },
  },
});

function fail(message: string, code = 2): never {
  process.stderr.write(`migrate: ${message}\n`);
  process.exit(code);
}

if (!values.table) fail('usage: npm run migrate -- --table NAME [--usage-plan ID] [--endpoint URL] [--org SLUG] [--dry-run] [--status | --begin [--older-counts yes|no] | --verify]');
if (values['older-counts'] !== undefined && !['yes', 'no'].includes(values['older-counts'])) fail('--older-counts takes yes or no');
if (values['older-counts'] !== undefined && !values.begin) fail('--older-counts goes with --begin');
// --usage-plan is needed only while an organization of a deployed table still lacks its usage key:
// the usage-key step then stops with that message (shared/tenancy/usage-keys.ts), resumably.
process.env.TABLE_NAME = values.table;
if (values['usage-plan']) process.env.USAGE_PLAN_ID = values['usage-plan'];
if (values.endpoint) process.env.DYNAMODB_ENDPOINT = values.endpoint;
if (values.region) process.env.AWS_REGION = values.region;
process.env.AWS_REGION ??= 'us-east-1';
// The configuration requires a cursor secret; this command signs no cursor, so any value does.
process.env.CURSOR_SECRET ??= randomBytes(24).toString('base64url');
if (values.endpoint) {
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
}

const { listOrganizations, migrateAll, organizationStatus, verifyOrganization, olderReleaseCounts } = await import('../../shared/migrations/runner');
const { beginDeployment, readDeployment } = await import('../../shared/tenancy/deployment-store');
const { progressPrinter } = await import('./migrate-progress');
const { organizationWithoutUsageKey } = await import('../../shared/migrations/usage-key');

/**
 * Whether `organizationKeysRequired` may be turned on (#45 finding 2; docs/deploy.md
 * "Per-organization fairness (two deploys)"): only once every organization has its usage key. Before, an
 * organization without one is counted against the stack's shared key, with every forged token.
 */
async function organizationKeysLine(slugs: string[]): Promise<string> {
  const lacking = await Promise.all(slugs.map(organizationWithoutUsageKey));
  const missing = slugs.filter((_, i) => lacking[i] === 1);
  if (missing.length === 0 && values.org) return `organizationKeysRequired: ${values.org} has its usage key (whether it is safe to turn on: --status without --org)`;
  if (missing.length === 0) return `organizationKeysRequired: safe to turn on: every organization (${slugs.length}) has its usage key`;
  return (
    `organizationKeysRequired: not yet: ${missing.length} of ${slugs.length} organizations have no usage key (${missing.slice(0, 20).join(', ')}${missing.length > 20 ? ', …' : ''}): ` +
    'run `npm run migrate -- --table <TableName> --usage-plan <UsagePlanId>` first'
  );
}

try {
  if (values.status) {
    const deployment = await readDeployment(true);
    const orgs = (await listOrganizations()).filter((o) => !values.org || o.slug === values.org);
    const states = await Promise.all(orgs.map((o) => organizationStatus(o.slug, deployment)));
    if (deployment.open)
      process.stdout.write(`deploy ${deployment.generation} open since ${deployment.beganAt ?? '?'} (older release keeps the counters: ${deployment.olderCounts ? 'yes' : 'no'}): run \`npm run migrate\` once it no longer serves\n`);
    for (const s of states)
      process.stdout.write(
        `${s.slug}\t${s.state}\tlevel ${s.level}${s.running ? `\t${s.running} at ${s.cursor ?? 'start'} (${s.counted ?? 0} counted)` : ''}${
          s.state === 'stale' ? '\tderived data not reconciled with the open deploy: run `npm run migrate`' : ''
        }\t${s.verifiedAt ? `verified ${s.verifiedAt}: ${s.verifyProblems} problems${s.verifyProblems ? ' (run `npm run migrate -- --verify`)' : ''}` : 'never verified'}\n`,
      );
    const count = (state: string) => states.filter((s) => s.state === state).length;
    process.stdout.write(`${count('pending')} pending, ${count('running')} running, ${count('stale')} stale, ${count('done')} done\n`);
    process.stdout.write(`${await organizationKeysLine(orgs.map((o) => o.slug))}\n`);
  } else if (values.begin) {
    const olderCounts = values['older-counts'] ? values['older-counts'] === 'yes' : await olderReleaseCounts();
    const generation = await beginDeployment(olderCounts);
    process.stdout.write(`deploy ${generation} begun (older release keeps the counters: ${olderCounts ? 'yes' : 'no'}); after the deploy, once the older release no longer serves: npm run migrate\n`);
  } else if (values.verify) {
    const orgs = (await listOrganizations()).filter((o) => !values.org || o.slug === values.org);
    if (values.org && orgs.length === 0) fail(`no organization "${values.org}"`);
    let total = 0;
    for (const org of orgs) {
      const problems = await verifyOrganization(org.slug);
      total += problems.length;
      process.stdout.write(`${org.slug}\t${problems.length} problems\n`);
      for (const p of problems.slice(0, 50)) process.stdout.write(`  ${p}\n`);
      if (problems.length > 50) process.stdout.write(`  … and ${problems.length - 50} more\n`);
    }
    process.stdout.write(`${orgs.length} organizations verified, ${total} problems\n`);
    if (total > 0) process.exit(1);
  } else {
    const printer = progressPrinter();
    const results = await migrateAll({ org: values.org, dryRun: values['dry-run'], olderCodeGoneAt: startedAt, ...printer });
    process.stdout.write(printer.summary(results, values['dry-run']!) + '\n');
  }
} catch (error) {
  fail(`${(error as Error).message} (run it again: it resumes where it stopped)`, 1);
}
