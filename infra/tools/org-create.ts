/**
 * Bootstrap: creates an organization and its first administrator api-key in a table,
 * local or deployed (api.md §2). The key is printed once and never stored in clear.
 *
 *   npm run org:create -- --slug acme --name "Acme" --timezone America/Lima \
 *     [--table <TableName>] [--usage-plan <UsagePlanId>] [--endpoint http://127.0.0.1:8000] [--region us-east-1]
 *
 * Without --endpoint it talks to AWS with the shell's usual credentials, and needs --usage-plan
 * (the Api stack's `UsagePlanId` output): the organization's API Gateway API key is made and
 * added to that plan (its share of the stage, #33 §3; shared/tenancy/usage-keys.ts). With
 * --endpoint (a local DynamoDB) and no plan, it gets a local key and no AWS call is made.
 */
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';

const { values } = parseArgs({
  options: {
    slug: { type: 'string' },
    name: { type: 'string' },
    timezone: { type: 'string' },
    table: { type: 'string' },
    endpoint: { type: 'string' },
    region: { type: 'string' },
    'usage-plan': { type: 'string' },
  },
});

function fail(message: string): never {
  process.stderr.write(`org:create: ${message}\n`);
  process.exit(2);
}

if (!values.slug || !values.timezone) fail('usage: npm run org:create -- --slug acme --timezone America/Lima [--name "Acme"] [--table T] [--usage-plan ID] [--endpoint URL]');
if (!values.endpoint && !values['usage-plan']) fail('a deployed table needs --usage-plan <UsagePlanId output of the Api stack> (docs/deploy.md, "First deploy, step by step")');
if (values['usage-plan']) process.env.USAGE_PLAN_ID = values['usage-plan'];
process.env.TABLE_NAME = values.table ?? process.env.TABLE_NAME ?? 'learning-people-local';
if (values.endpoint) process.env.DYNAMODB_ENDPOINT = values.endpoint;
if (values.region) process.env.AWS_REGION = values.region;
// The configuration requires a cursor secret; this command lists nothing, so any value does.
process.env.CURSOR_SECRET ??= randomBytes(24).toString('base64url');
if (values.endpoint) {
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
}

const { bootstrapOrganization } = await import('../../shared/auth/bootstrap-organization');
try {
  const { organization, apiKey } = await bootstrapOrganization({
    slug: values.slug,
    name: values.name ?? values.slug,
    timezone: values.timezone,
  });
  // The usage key's value is an identifier the authorizer hands API Gateway, not a credential;
  // it is kept out of terminals all the same (its id finds it).
  const { usage_key: _value, ...shown } = organization;
  process.stdout.write(
    JSON.stringify({ organization: shown, admin_api_key: apiKey.key, api_key_id: apiKey.id }, null, 2) +
      '\n\nKeep admin_api_key safe: it is shown only this once.\n',
  );
} catch (error) {
  fail((error as Error).message);
}
