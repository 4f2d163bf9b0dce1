import { randomBytes } from 'node:crypto';
import { parseTableRef } from '../../shared/db/table-ref';

/**
 * Defaults for running the functions on this machine (api.md §8). Set before any module
 * reads the configuration; explicit environment variables always win.
 */
export function applyLocalEnvironment(overrides: Record<string, string> = {}): void {
  const defaults: Record<string, string> = {
    TABLE_NAME: 'learning-people-local',
    AWS_REGION: 'us-east-1',
    CURSOR_SECRET: randomBytes(32).toString('base64url'),
    VALIDATE_RESPONSES: 'true',
    LOG_LEVEL: 'warn',
    // The local gateway speaks plain http: the `next` and `Link` URLs it writes must too.
    PUBLIC_URL_SCHEME: 'http',
    // EMF metrics are for CloudWatch; locally they would only flood the terminal.
    POWERTOOLS_METRICS_DISABLED: 'true',
    // Webhook receivers on this machine (http://127.0.0.1:<port>, http://localhost:<port>): a
    // deployment never allows them (shared/config.ts).
    WEBHOOK_ALLOW_LOCAL_RECEIVERS: 'true',
    // The API Reference's webhook examples (the `acme` organization, infra/local/seed-examples.ts)
    // subscribe https://hooks.acme.example, a name no DNS answers (.example is reserved): it
    // resolves to a public address here, so those examples succeed as they are. Nothing reaches
    // it: no certificate can be valid for that name, so a delivery fails at its TLS handshake,
    // before a byte of the event is sent.
    WEBHOOK_RESOLVE: 'hooks.acme.example=93.184.215.9',
    // The SDK must never look for real AWS credentials on a developer's machine.
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    // Developers run Node 20 on purpose (the Lambda runtime is 22); the SDK's reminder is noise here.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
  // ADOPT_TABLE (a table name or ARN, like the stacks' `adoptTable` setting): serve an existing
  // table, e.g. one restored from a backup (docs/deploy.md, "Restore"); it wins over TABLE_NAME.
  const adopt = overrides.ADOPT_TABLE ?? process.env.ADOPT_TABLE;
  if (adopt) process.env.TABLE_NAME = parseTableRef(adopt).tableName;
  for (const [k, v] of Object.entries({ ...defaults, ...overrides })) process.env[k] ??= v;
}

/** Whether this process serves an adopted table (someone's data: never seeded with demo data). */
export const adoptsTable = (): boolean => !!process.env.ADOPT_TABLE;

/**
 * `MIGRATIONS`, what `npm start` does with pending data migrations (#40 §5): `auto` (the default)
 * runs them before it prints `ready`, as a deployment's migration run would; `manual` serves
 * without running them, so the canary window (the previous release and this one on one table,
 * before `npm run migrate`) can be rehearsed on this machine. Read once, before anything starts:
 * any other value stops `npm start` with this message.
 */
export type MigrationsMode = 'auto' | 'manual';

export function migrationsModeFromEnvironment(env: NodeJS.ProcessEnv = process.env): MigrationsMode {
  const value = env.MIGRATIONS?.trim();
  if (!value) return 'auto';
  if (value === 'auto' || value === 'manual') return value;
  throw new Error(`MIGRATIONS must be "auto" (the default: run pending data migrations before serving) or "manual" (serve without running them), not "${value}"`);
}

