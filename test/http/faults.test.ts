// This file Scans its organization (tests only), so it works in a table of its own: set before
// any module reads the configuration.
process.env.TABLE_NAME = 'learning-people-faults';

import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { localClient } from '../../infra/local/dynamodb-local';
import { exampleRequest } from '../../infra/local/examples';
import { createWorld, type World } from '../../infra/local/fixtures';
import { send } from '../../infra/local/http-client';
import { batchGet } from '../../shared/db/batch-get';
import { db, tableName } from '../../shared/db/client';
import { createTableIfMissing } from '../../shared/db/create-table';
import { LAMBDA_ROUTES } from '../../shared/routes';
import type { LambdaRoute } from '../../shared/http/route-types';
import { injectFault, type Fault } from '../support/faults';
import { useGateway } from '../support/http';

/**
 * Issue 9.5: for every write endpoint of the route table and every k, the k-th DynamoDB call
 * of the request fails — a throttling error before it reaches DynamoDB (retries exhausted),
 * and a network error after DynamoDB applied it (the answer is lost). The request answers a
 * 503 `service_unavailable` envelope with Retry-After (or succeeds, when the failed call was best-effort), and the organization's
 * data is exactly as before or exactly as after a clean run — never in between.
 */
const { baseUrl } = useGateway();
let world: World;

const WRITE_ROUTES = LAMBDA_ROUTES.filter((r) => r.method !== 'GET');

beforeAll(async () => {
  const client = localClient(inject('dynamoEndpoint'));
  await createTableIfMissing(client, process.env.TABLE_NAME!);
  client.destroy();
  world = await createWorld(baseUrl());
  writes = recordWrittenKeys();
  for (const [key, item] of await scanWorld()) mirror.set(key, item);
}, 120_000);

afterAll(() => writes?.stop());

type Item = Record<string, unknown>;

/** What the comparison looks at: an item of the world's organization, as it compares. */
function compared(item: Item): [string, Item] | undefined {
  if (!String(item.pk).startsWith(`ORG#${world.slug}#`)) return undefined;
  // Login attempt counters are taken before the password is checked and given back after a
  // success, best effort: a request that fails after taking one rightly leaves it counted.
  if (item.entity === 'login_attempts') return undefined;
  const { last_used_at: _bookkeeping, ...rest } = item;
  return [`${item.pk}|${item.sk}`, rest];
}

/** Every item of the world's organization (tests may Scan; request paths never do). */
async function scanWorld(): Promise<Map<string, Item>> {
  const items = new Map<string, Item>();
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: startKey }));
    for (const item of page.Items ?? []) {
      const entry = compared(item);
      if (entry) items.set(...entry);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/**
 * The organization's items as they were at the last look, kept up to date without a Scan per
 * request (two Scans of the whole table per injected fault: 53 s of the 126 s of tests, docs/decisions/suite-time.md): every
 * write sent through the shared client (the handlers' and the fixtures'; the local gateway runs in
 * this process) has its keys recorded as it is sent, whether it then succeeds, fails or is
 * applied with its answer lost, and a look reads those items again. An item no recorded write
 * names cannot have changed, so the change computed over the written keys is the change between
 * two whole snapshots. That every change goes through the recorder is itself checked: the
 * mirror is compared with a Scan of the organization after each route's sweep.
 */
const mirror = new Map<string, Item>();
let writes: ReturnType<typeof recordWrittenKeys> | undefined;

const WRITE_KEYS: Record<string, (input: Item) => Item[]> = {
  Put: (input) => [input.Item as Item],
  Update: (input) => [input.Key as Item],
  Delete: (input) => [input.Key as Item],
  TransactWrite: (input) =>
    (input.TransactItems as Array<Record<string, Item>>).flatMap((t) => (t.Put ? [t.Put.Item as Item] : t.Update ? [t.Update.Key as Item] : t.Delete ? [t.Delete.Key as Item] : [])),
  BatchWrite: (input) =>
    Object.values(input.RequestItems as Record<string, Array<Record<string, Item>>>)
      .flat()
      .map((r) => (r.PutRequest ? (r.PutRequest.Item as Item) : (r.DeleteRequest!.Key as Item))),
};
/** The command names that only read (any other command is treated as a write this file cannot follow: the next look Scans). */
const READS = /^(Get|BatchGet|Query|Scan|TransactGet|DescribeTable|ListTables)(Item|Items)?Command$/;

function recordWrittenKeys() {
  const keys = new Map<string, Item>();
  let unknownWrite = false;
  const text = (value: unknown) => (typeof value === 'string' ? value : String((value as { S?: string } | undefined)?.S));
  const name = 'faults-written-keys';
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const command = ((context as { commandName?: string }).commandName ?? '').replace(/(Item|Items)?Command$/, '');
      const input = (args as { input: Item }).input;
      const of = WRITE_KEYS[command];
      if (of) {
        for (const key of of(input)) {
          const [pk, sk] = [text(key.pk), text(key.sk)];
          keys.set(`${pk}|${sk}`, { pk, sk });
        }
      } else if (!READS.test((context as { commandName?: string }).commandName ?? '')) unknownWrite = true;
      return next(args);
    },
    { step: 'initialize', name },
  );
  return {
    /** The keys written since the last call, or null when a write of unknown keys was sent. */
    take(): Item[] | null {
      const taken = unknownWrite ? null : [...keys.values()];
      keys.clear();
      unknownWrite = false;
      return taken;
    },
    stop: () => db().middlewareStack.remove(name),
  };
}

/** The change since the last look (see `mirror`), and the mirror brought up to date. */
async function look(): Promise<string[]> {
  const written = writes!.take();
  const before = new Map<string, Item>();
  const after = new Map<string, Item>();
  if (written === null) {
    for (const [key, item] of mirror) before.set(key, item);
    for (const [key, item] of await scanWorld()) after.set(key, item);
  } else {
    const mine = written.filter((key) => String(key.pk).startsWith(`ORG#${world.slug}#`));
    for (const key of mine) {
      const id = `${key.pk}|${key.sk}`;
      if (mirror.has(id)) before.set(id, mirror.get(id)!);
    }
    for (const item of await batchGet(mine, { consistent: true })) {
      const entry = compared(item);
      if (entry) after.set(...entry);
    }
  }
  for (const key of before.keys()) if (!after.has(key)) mirror.delete(key);
  for (const [key, item] of after) mirror.set(key, item);
  return change(before, after);
}

/** Keys with their run-specific parts (hashes, ids, dates) replaced, so two runs compare. */
const normalizeKey = (key: string) =>
  key
    .replace(/[0-9a-f]{64}/g, 'HASH')
    .replace(/[0-9A-HJKMNP-TV-Z]{26}/gi, 'ID')
    .replace(/\d{4}-\d{2}-\d{2}(T[\d:.]+Z)?/g, 'DATE')
    // The examples' unique names: <prefix>_<time base36>_<counter base36>.
    .replace(/_[0-9a-z]{8}_[0-9a-z]+/g, '_U');

/**
 * The change between two snapshots: which items were added, removed or changed, and which
 * attributes changed. Values differ between runs (balances, times, secrets), but a partial
 * write shows as an item or an attribute missing from this list.
 */
function change(before: Map<string, Item>, after: Map<string, Item>): string[] {
  const out: string[] = [];
  for (const [key, item] of after) {
    const old = before.get(key);
    // The user counts are sharded (the shard a user's id picks, docs/decisions/scim-count.md): which
    // shard, and whether it existed, differ between runs; which counts moved (the user count on a
    // create, the status tallies on a create or a status change) does not.
    if (/#USER_COUNT$/.test(String(item.pk))) {
      const moved = ['users', 'active', 'inactive'].filter((f) => JSON.stringify(old?.[f]) !== JSON.stringify(item[f]));
      if (moved.length) {
        out.push(`counted ${normalizeKey(key).replace(/SHARD#\d+/, 'SHARD#*')} ${moved.join(',')}`);
        continue;
      }
    }
    if (!old) out.push(`added ${normalizeKey(key)} ${Object.keys(item).sort().join(',')}`);
    else {
      const fields = [...new Set([...Object.keys(old), ...Object.keys(item)])].filter((f) => JSON.stringify(old[f]) !== JSON.stringify(item[f]));
      if (fields.length) out.push(`changed ${normalizeKey(key)} ${fields.sort().join(',')}`);
    }
  }
  for (const key of before.keys()) if (!after.has(key)) out.push(`removed ${normalizeKey(key)}`);
  return out.sort();
}

async function run(route: LambdaRoute, fault?: { k: number; kind: Fault }) {
  const request = await exampleRequest(world, route);
  // What the fixtures wrote is looked at before the request: only the request's own changes count.
  await look();
  const injected = fault ? injectFault(fault.k, fault.kind) : injectFault(Number.MAX_SAFE_INTEGER, 'throttled-before');
  let response;
  try {
    response = await send(baseUrl(), request);
  } finally {
    injected.remove();
  }
  return { response, calls: injected.calls(), change: await look() };
}

describe('injected DynamoDB faults leave data exactly before or exactly after', () => {
  for (const route of WRITE_ROUTES) {
    it(`${route.method} ${route.path}`, async () => {
      const clean = await run(route);
      expect(clean.response.status, clean.response.text).toBeLessThan(300);
      for (let k = 1; k <= clean.calls; k++) {
        for (const kind of ['throttled-before', 'network-after'] as const) {
          const { response, change: changed } = await run(route, { k, kind });
          const where = `${route.id}, call ${k} of ${clean.calls}, ${kind}: ${response.status} ${response.text.slice(0, 200)}\n${changed.join('\n')}`;
          if (response.status < 300) {
            expect(changed, where).toEqual(clean.change);
          } else {
            // The database failing is never a 500 (#33 §14): 503 with Retry-After, retryable.
            expect(response.status, where).toBe(503);
            expect(response.body?.code, where).toBe('service_unavailable');
            expect(Number(response.headers.get('retry-after')), where).toBeGreaterThanOrEqual(1);
            expect([[], clean.change], where).toContainEqual(changed);
          }
        }
      }
      // Every change went through the recorder: what the looks saw is what a Scan sees.
      expect(change(mirror, await scanWorld()), 'items changed that no recorded write named (the looks would miss them)').toEqual([]);
    }, 180_000);
  }
});
