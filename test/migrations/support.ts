import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { tableName } from '../../shared/db/client';
import { createApiKey } from '../../shared/auth/credentials';
import { enrollmentId } from '../../shared/learning/enrollments-store';
import { registerOrganization } from '../../shared/migrations/organization-list';

export interface Fixture {
  captured_from: string;
  organization: string;
  timezone: string;
  users: Array<{ id: string; email: string }>;
  items: Array<Record<string, any>>;
}

/** The items an earlier release wrote through its own API (test/fixtures/README.md), by name. */
export const readFixture = (name: string): Fixture => JSON.parse(readFileSync(new URL(`../fixtures/layout-${name}.json`, import.meta.url), 'utf8'));

/** Every upgrade source: the releases whose tables this code must upgrade (test/fixtures/README.md). */
export const UPGRADE_SOURCES = ['9576b1a', '6932870', '501b1ee', '9576b1a+6932870', '9576b1a+6932870+501b1ee'] as const;

/** Release 9576b1a's items, the source the detailed tests use. */
export const FIXTURE = readFixture('9576b1a');

/**
 * A document client WITHOUT the kernel's layout stamping: writes items exactly as given (the
 * old release's items, as a restore of its table would).
 */
let raw: DynamoDBDocumentClient | undefined;
export function rawClient(): DynamoDBDocumentClient {
  raw ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: process.env.DYNAMODB_ENDPOINT, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return raw;
}

export async function putRaw(items: Array<Record<string, unknown>>): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    let request: Record<string, any> | undefined = { [tableName()]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) };
    while (request && Object.keys(request).length) request = (await rawClient().send(new BatchWriteCommand({ RequestItems: request }))).UnprocessedItems;
  }
}

/**
 * The fixture's organization under a fresh slug (tests share one table the way tenants do): every
 * key and the `slug`/`org` attributes renamed, and the enrollment ids re-derived for the new slug
 * (they are a hash of the organization, user and content: enrollmentId), as the old code would
 * have written them for that organization. Returns the slug and an administrator api-key made
 * by today's code (the fixture's tokens are not kept, only their hashes).
 */
export async function loadFixture(fixture: Fixture = FIXTURE): Promise<{ slug: string; adminKey: string }> {
  const slug = `u-${randomBytes(6).toString('hex')}`;
  let text = JSON.stringify(fixture.items).replaceAll(`ORG#${fixture.organization}#`, `ORG#${slug}#`);
  for (const item of fixture.items.filter((i) => i.entity === 'enrollment'))
    text = text.replaceAll(item.id, enrollmentId(slug, item.user_id, item.content_type, item.content_id));
  const items = (JSON.parse(text) as Array<Record<string, any>>).map((item) => ({
    ...item,
    ...(item.slug === fixture.organization ? { slug } : {}),
    ...(item.org === fixture.organization ? { org: slug } : {}),
  }));
  await putRaw(items);
  // In the registry of organizations, as the one-time fill of a table of that release left it: the
  // test table is shared, so its registry may be complete already (fills from a table without
  // one: test/migrations/organization-registry.test.ts).
  const meta = fixture.items.find((item) => item.entity === 'organization')!;
  await registerOrganization({ slug, timezone: String(meta.timezone) });
  const key = await createApiKey(slug, 'upgrade test');
  return { slug, adminKey: key.key };
}

/** Every item of an organization's partitions that the fixture has, plus its counters: for "nothing was written". */
export async function dumpPartitions(slug: string, partitions: string[]): Promise<Array<Record<string, unknown>>> {
  const out: Array<Record<string, unknown>> = [];
  for (const p of partitions) {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await rawClient().send(
        new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `ORG#${slug}#${p}` }, ConsistentRead: true, ExclusiveStartKey: start }),
      );
      out.push(...(page.Items ?? []));
      start = page.LastEvaluatedKey;
    } while (start);
  }
  return out;
}
