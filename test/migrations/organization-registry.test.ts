import { readdirSync, readFileSync, statSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, join, relative, resolve } from 'node:path';
import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { localClient } from '../../infra/local/dynamodb-local';
import { bootstrapOrganization } from '../../shared/auth/bootstrap-organization';
import { tableName } from '../../shared/db/client';
import { createTableIfMissing } from '../../shared/db/create-table';
import { REGISTRY_PAGE_SIZE } from '../../shared/migrations/organization-list';
import { listOrganizations, migrateAll } from '../../shared/migrations/runner';
import { ORGANIZATION_REGISTRY, organizationKey } from '../../shared/tenancy/organizations-store';
import { callsDuring } from '../support/db-calls';
import { putRaw, rawClient, readFixture } from './support';

/**
 * The registry of organizations (#40 §9): the tooling lists organizations with a Query of one
 * partition, never a Scan of the table once the registry is complete; a table of an earlier
 * release (organizations with a META item only) is filled once. On a table of its own: the
 * listing covers every organization of its table, and the shared test table's registry is
 * whatever the other files left.
 */
const TABLE = vi.hoisted(() => {
  const name = `learning-people-registry-${Math.random().toString(36).slice(2, 10)}`;
  // Before any module reads the configuration: this file's listing is of its own table.
  process.env.TABLE_NAME = name;
  return name;
});

beforeAll(async () => {
  const client = localClient(inject('dynamoEndpoint'));
  await createTableIfMissing(client, TABLE, { stream: false });
  client.destroy();
});

const REGISTRY_PK = 'ORGANIZATIONS';
const COMPLETE = { pk: REGISTRY_PK, sk: '#COMPLETE' };
const slugOf = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex')}`;
const commands = (calls: Array<{ command: string }>) => calls.map((c) => c.command.replace(/Command$/, ''));
const entryOf = async (slug: string) => (await rawClient().send(new GetCommand({ TableName: tableName(), Key: { pk: REGISTRY_PK, sk: slug }, ConsistentRead: true }))).Item;
const metaOf = async (slug: string) => (await rawClient().send(new GetCommand({ TableName: tableName(), Key: organizationKey(slug), ConsistentRead: true }))).Item;

/** An organization as an earlier release's org:create left it: its META item only, exactly as that release wrote it. */
async function earlierReleaseOrganization(source: string, timezone?: string): Promise<{ slug: string; timezone: string }> {
  const fixture = readFixture(source);
  const slug = slugOf('old');
  const meta = fixture.items.find((item) => item.entity === 'organization')!;
  const item = { ...meta, pk: `ORG#${slug}#META`, slug, timezone: timezone ?? String(meta.timezone) };
  await putRaw([item]);
  return { slug, timezone: item.timezone };
}

describe('the registry of organizations (#40 §9)', () => {
  it('a table of an earlier release (META items only) is filled once: one Scan, the missing entries, the marker; then the listing is a Query', async () => {
    // The table as an earlier release left it: no marker (deleted, whichever test ran first).
    await rawClient().send(new DeleteCommand({ TableName: tableName(), Key: COMPLETE }));
    const olds = [await earlierReleaseOrganization('9576b1a'), await earlierReleaseOrganization('501b1ee', 'Asia/Tokyo'), await earlierReleaseOrganization('6932870', 'Europe/Madrid')];
    // One created by today's code before the fill, and one entry a later release wrote with an attribute this code does not know.
    const made = slugOf('new');
    await bootstrapOrganization({ slug: made, name: 'Made', timezone: 'America/Bogota' });
    const later = await earlierReleaseOrganization('501b1ee', 'Africa/Lagos');
    await putRaw([{ pk: REGISTRY_PK, sk: later.slug, entity: 'organization_registry', _lv: 1, slug: later.slug, timezone: later.timezone, added_by_a_later_release: 'kept' }]);

    const first = await callsDuring(() => listOrganizations());
    const expected = [...olds, later, { slug: made, timezone: 'America/Bogota' }];
    for (const org of expected) expect(first.result).toContainEqual(org);
    expect(first.result.map((o) => o.slug)).toEqual([...first.result.map((o) => o.slug)].sort((a, b) => a.localeCompare(b)));
    const sent = commands(first.calls);
    expect(sent.filter((c) => c === 'Scan')).toHaveLength(1);
    // Every organization without an entry gets one, then the marker: nothing else is written.
    expect(sent.filter((c) => c === 'PutItem')).toHaveLength(olds.length + 1);
    const puts = first.calls.filter((c) => c.command.startsWith('Put')).map((c) => c.input);
    for (const put of puts) expect(put.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(puts.map((p) => p.Item.sk)).not.toContain(made);
    expect(puts.map((p) => p.Item.sk)).not.toContain(later.slug);
    expect(puts.at(-1)!.Item).toMatchObject({ ...COMPLETE, entity: 'organization_registry' });

    for (const org of olds) expect(await entryOf(org.slug)).toEqual({ pk: REGISTRY_PK, sk: org.slug, entity: 'organization_registry', _lv: 1, slug: org.slug, timezone: org.timezone });
    // Never an attribute erased: the later release's entry is as it wrote it.
    expect(await entryOf(later.slug)).toMatchObject({ added_by_a_later_release: 'kept', timezone: 'Africa/Lagos' });
    // The META items are as the earlier release wrote them (no `_lv` on 9576b1a's).
    expect(await metaOf(olds[0]!.slug)).not.toHaveProperty('_lv');
    expect(await entryOf('#COMPLETE')).toMatchObject({ entity: 'organization_registry', _lv: 1, completed_at: expect.any(String) });

    // From now on: the same list from one Query of the registry partition, nothing written.
    const second = await callsDuring(() => listOrganizations());
    expect(second.result).toEqual(first.result);
    expect(commands(second.calls)).toEqual(['Query']);
    expect(second.calls[0]!.input).toMatchObject({ KeyConditionExpression: '#pk = :pk', ExpressionAttributeValues: { ':pk': REGISTRY_PK }, ConsistentRead: true });
  });

  it('org:create (bootstrapOrganization) writes the entry in the transaction that creates the organization; a taken slug writes neither; listed without a Scan', async () => {
    await listOrganizations(); // complete, whichever test ran first
    const slug = slugOf('created');
    const created = await callsDuring(() => bootstrapOrganization({ slug, name: 'Created', timezone: 'Asia/Kolkata' }));
    const transactions = created.calls.filter((c) => c.command.startsWith('TransactWrite'));
    const creating = transactions.find((t) => t.input.TransactItems.some((i: any) => i.Put?.Item.sk === 'META'));
    expect(creating!.input.TransactItems.map((i: any) => ({ pk: i.Put.Item.pk, sk: i.Put.Item.sk, condition: i.Put.ConditionExpression }))).toEqual([
      { pk: `ORG#${slug}#META`, sk: 'META', condition: 'attribute_not_exists(pk)' },
      { pk: REGISTRY_PK, sk: slug, condition: undefined },
    ]);
    expect(await entryOf(slug)).toEqual({ pk: REGISTRY_PK, sk: slug, entity: 'organization_registry', _lv: 1, slug, timezone: 'Asia/Kolkata' });

    // The slug again, with another zone: refused, and the entry is not touched (it is written only with a creation).
    await expect(bootstrapOrganization({ slug, name: 'Again', timezone: 'UTC' })).rejects.toThrow(/already exists/);
    expect((await entryOf(slug))!.timezone).toBe('Asia/Kolkata');
    expect((await metaOf(slug))!.name).toBe('Created');

    const listed = await callsDuring(() => listOrganizations());
    expect(listed.result).toContainEqual({ slug, timezone: 'Asia/Kolkata' });
    expect(commands(listed.calls)).not.toContain('Scan');
    // What `npm run migrate` runs (here reading only) lists them the same way.
    const run = await callsDuring(() => migrateAll({ org: slug, dryRun: true }));
    expect(run.result).toEqual([expect.objectContaining({ slug, before: 'done', after: 'done' })]);
    expect(commands(run.calls)).not.toContain('Scan');
  });

  it('pages through a registry longer than one Query page', async () => {
    await listOrganizations();
    const prefix = slugOf('page');
    const entries = Array.from({ length: REGISTRY_PAGE_SIZE + 5 }, (_, i) => ({ slug: `${prefix}-${String(i).padStart(4, '0')}`, timezone: 'UTC' }));
    await putRaw(entries.map((e) => ({ ...ORGANIZATION_REGISTRY.item(e.slug, e), _lv: 1 })));
    const listed = await callsDuring(() => listOrganizations());
    expect(listed.result.filter((o) => o.slug.startsWith(`${prefix}-`))).toEqual(entries);
    const queries = listed.calls.filter((c) => c.command.startsWith('Query'));
    expect(queries.length).toBeGreaterThanOrEqual(2);
    expect(queries.slice(1).every((q) => q.input.ExclusiveStartKey?.pk === REGISTRY_PK)).toBe(true);
    expect(commands(listed.calls).every((c) => c === 'Query')).toBe(true);
    // The Query reads the registry partition only: the table's other items are never read.
    const { Count } = await rawClient().send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': REGISTRY_PK }, Select: 'COUNT' }));
    expect(listed.result.length).toBe(Count! - 1); // every entry, the marker aside
  });
});

/**
 * Organizations are created by operator tools only (`npm run org:create`, the local seed, tests):
 * no route can create one, so the only code that writes an organization without its entry is an
 * earlier release's operator tool (docs/decisions/migrations.md, 2026-11-27). Checked on the
 * import graph: putNewOrganization is called by bootstrap-organization.ts alone, which no
 * function bundles.
 */
describe('who creates organizations', () => {
  const ROOT = resolve(import.meta.dirname, '../..');
  const files = (dir: string): string[] =>
    readdirSync(join(ROOT, dir)).flatMap((name) => {
      const path = join(dir, name);
      return statSync(join(ROOT, path)).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
    });
  const importsOf = (file: string): string[] =>
    [...readFileSync(join(ROOT, file), 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].flatMap(([, spec]) => {
      const base = relative(ROOT, resolve(ROOT, dirname(file), spec!));
      return [`${base}.ts`, `${base}/index.ts`, base].filter((candidate) => candidate.endsWith('.ts') && statSync(join(ROOT, candidate), { throwIfNoEntry: false })?.isFile());
    });

  it('putNewOrganization is called from bootstrap-organization.ts only, and no function reaches that module', () => {
    const callers = [...files('shared'), ...files('functions'), ...files('infra')].filter((f) => /putNewOrganization\(/.test(readFileSync(join(ROOT, f), 'utf8')));
    expect(callers.sort()).toEqual(['shared/auth/bootstrap-organization.ts', 'shared/tenancy/organizations-store.ts']);
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const next of importsOf(file)) visit(next);
    };
    for (const handler of files('functions')) visit(handler);
    expect(reached.size).toBeGreaterThan(100);
    expect(reached).toContain('shared/tenancy/organizations-store.ts');
    expect(reached).not.toContain('shared/auth/bootstrap-organization.ts');
  });
});
