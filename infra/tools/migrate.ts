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
 * organization as pending, running (with its progress marker) or done; `--dry-run` reads only
 * and says how many items each migration would change. Exit 1 when a migration fails (run it
 * again: it resumes), 2 on bad arguments. A contract step (`user-status-count`) starts a minute
 * after the command (runner.ts SETTLE_MS): run it after a deploy has finished, never during one
 * (it must not start while the previous release's code still serves).
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
  },
});

function fail(message: string, code = 2): never {
  process.stderr.write(`migrate: ${message}\n`);
  process.exit(code);
}

if (!values.table) fail('usage: npm run migrate -- --table NAME [--usage-plan ID] [--endpoint URL] [--org SLUG] [--dry-run] [--status]');
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

const { listOrganizations, migrateAll, organizationStatus } = await import('../../shared/migrations/runner');
const { progressPrinter } = await import('./migrate-progress');

try {
  if (values.status) {
    const orgs = (await listOrganizations()).filter((o) => !values.org || o.slug === values.org);
    const states = await Promise.all(orgs.map((o) => organizationStatus(o.slug)));
    for (const s of states)
      process.stdout.write(`${s.slug}\t${s.state}\tlevel ${s.level}${s.running ? `\t${s.running} at ${s.cursor ?? 'start'} (${s.counted ?? 0} counted)` : ''}\n`);
    const count = (state: string) => states.filter((s) => s.state === state).length;
    process.stdout.write(`${count('pending')} pending, ${count('running')} running, ${count('done')} done\n`);
  } else {
    const printer = progressPrinter();
    const results = await migrateAll({ org: values.org, dryRun: values['dry-run'], olderCodeGoneAt: startedAt, ...printer });
    process.stdout.write(printer.summary(results, values['dry-run']!) + '\n');
  }
} catch (error) {
  fail(`${(error as Error).message} (run it again: it resumes where it stopped)`, 1);
}
