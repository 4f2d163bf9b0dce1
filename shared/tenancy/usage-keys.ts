import type { APIGatewayClient, ApiKey } from '@aws-sdk/client-api-gateway';
import { config } from '../config';

/**
 * Per-organization fairness in a deployment (#33 §3, docs/decisions/security-round-3b.md): every
 * organization has one API Gateway API key in the stage's usage plan, whose per-key throttle is
 * a quarter of the stage. The key is never shown to a client (the REST API's key source is the
 * authorizer): the authorizer returns its value as `usageIdentifierKey` for the organization's
 * credentials, so API Gateway counts every request of the organization against one key,
 * whatever credential or address it comes from. Its id and value are on the organization's META
 * item (`usage_key_id`, `usage_key`; organizations-store.ts).
 *
 * Made by `npm run org:create` (bootstrap-organization.ts) and, for organizations created before,
 * by the `usage-key` migration (shared/migrations/usage-key.ts). Idempotent by name: a key is
 * found by its name before one is made, so a run that stopped after making it (or an org:create
 * that lost the race for its slug) leaves no second key, and the next run adds the same key to
 * the plan and records it.
 */
export interface UsageKey {
  /** The API key's id (operators: `aws apigateway get-api-key --api-key <id>`). */
  id: string;
  /** Its value: what the authorizer returns as `usageIdentifierKey`. */
  value: string;
}

export interface UsageKeys {
  /** The organization's key, in the usage plan: found by name or made. Idempotent. */
  ensure(slug: string): Promise<UsageKey>;
}

/**
 * The key's name: the usage plan's id, then the slug. The plan's id keeps the keys of two
 * environments of one account and region apart (API key names are not unique in API Gateway)
 * and groups a plan's keys in the console's list, which sorts by name.
 */
export const usageKeyName = (usagePlanId: string, slug: string) => `${usagePlanId}.${slug}`;

/**
 * Local (`npm start`, tests): there is no API Gateway, so no call; a key derived from the slug,
 * which the authorizer returns like a deployed one (two organizations never share one) and
 * nothing counts. Longer than API Gateway's 20-character minimum, like a real value.
 */
export const localUsageKeys: UsageKeys = {
  ensure: async (slug) => ({ id: `local-${slug}`, value: `local-usage-key-for-${slug}` }),
};

const isConflict = (error: unknown) => (error as { name?: string } | undefined)?.name === 'ConflictException';

/**
 * The API Gateway client, imported on first use: the migration function's cold start does not
 * load its ~44 KiB (#43: every function bundle ≤ 400 KiB, test/infra/bundle-sizes.test.ts), and
 * only the usage-key migration, once per organization, ever calls it.
 */
const apiGatewaySdk = () => import('@aws-sdk/client-api-gateway');

/** The deployed keys: API Gateway's API (GetApiKeys, CreateApiKey, CreateUsagePlanKey; the IAM rights are in infra/cdk/migrations-stack.ts). */
export function apiGatewayUsageKeys(usagePlanId: string, given?: APIGatewayClient): UsageKeys {
  let made: APIGatewayClient | undefined = given;
  const clientOf = async () => (made ??= new (await apiGatewaySdk()).APIGatewayClient({ region: config().AWS_REGION }));
  async function find(name: string): Promise<UsageKey | null> {
    const [client, { GetApiKeysCommand }] = await Promise.all([clientOf(), apiGatewaySdk()]);
    const named: ApiKey[] = [];
    let position: string | undefined;
    do {
      // `nameQuery` matches names that start with it: the exact name is filtered here.
      const page = await client.send(new GetApiKeysCommand({ nameQuery: name, includeValues: true, limit: 500, position }));
      named.push(...(page.items ?? []).filter((key) => key.name === name && key.id && key.value));
      position = page.position;
    } while (position);
    // Two keys of one name: two runs raced and both made one. Every run picks the same (the
    // oldest), and only one is recorded on the organization (a conditional write).
    named.sort((a, b) => (a.createdDate?.getTime() ?? 0) - (b.createdDate?.getTime() ?? 0) || a.id!.localeCompare(b.id!));
    const [key] = named;
    return key ? { id: key.id!, value: key.value! } : null;
  }

  return {
    async ensure(slug) {
      const name = usageKeyName(usagePlanId, slug);
      let key = await find(name);
      const [client, { CreateApiKeyCommand, CreateUsagePlanKeyCommand }] = await Promise.all([clientOf(), apiGatewaySdk()]);
      if (!key) {
        const made = await client.send(
          new CreateApiKeyCommand({
            name,
            description: `Organization "${slug}": its share of the stage (usage plan ${usagePlanId}). Made by org:create or the usage-key migration; never shown to a client.`,
            // A disabled key would refuse every request of the organization once methods require one.
            enabled: true,
          }),
        );
        if (!made.id || !made.value) throw new Error(`API Gateway made the key of "${slug}" without an id or a value`);
        key = { id: made.id, value: made.value };
      }
      try {
        await client.send(new CreateUsagePlanKeyCommand({ usagePlanId, keyId: key.id, keyType: 'API_KEY' }));
      } catch (error) {
        // Already in the plan: a resumed run.
        if (!isConflict(error)) throw error;
      }
      return key;
    },
  };
}

let deployed: UsageKeys | undefined;

/**
 * The keys of this process's configuration: API Gateway's with a usage plan (USAGE_PLAN_ID),
 * the local ones with a local DynamoDB and no plan. A deployed table without a plan id is an
 * error, never a local key: a local value recorded on a deployed organization would never be
 * replaced (the migration skips an organization that has a key).
 */
export function usageKeys(): UsageKeys {
  const { USAGE_PLAN_ID, DYNAMODB_ENDPOINT } = config();
  if (USAGE_PLAN_ID) return (deployed ??= apiGatewayUsageKeys(USAGE_PLAN_ID));
  if (DYNAMODB_ENDPOINT) return localUsageKeys;
  throw new Error(
    'organization usage keys need the usage plan: pass --usage-plan <UsagePlanId output of the Api stack> (USAGE_PLAN_ID); docs/deploy.md, "Per-organization fairness (two deploys)"',
  );
}
