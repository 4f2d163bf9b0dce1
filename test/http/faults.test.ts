// This file snapshots whole organizations with Scan (tests only), so it works in a table of
// its own: set before any module reads the configuration.
process.env.TABLE_NAME = 'learning-people-faults';

import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { localClient } from '../../infra/local/dynamodb-local';
import { exampleRequest } from '../../infra/local/examples';
import { createWorld, type World } from '../../infra/local/fixtures';
import { send } from '../../infra/local/http-client';
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
}, 120_000);

type Item = Record<string, unknown>;

/** Every item of the world's organizations (tests may Scan; request paths never do). */
async function snapshot(): Promise<Map<string, Item>> {
  const prefix = `ORG#${world.slug}#`;
  const items = new Map<string, Item>();
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: startKey }));
    for (const item of page.Items ?? []) {
      if (!String(item.pk).startsWith(prefix)) continue;
      // Login attempt counters are taken before the password is checked and given back after a
      // success, best effort: a request that fails after taking one rightly leaves it counted.
      if (item.entity === 'login_attempts') continue;
      const { last_used_at: _bookkeeping, ...rest } = item;
      items.set(`${item.pk}|${item.sk}`, rest);
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
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
  const before = await snapshot();
  const injected = fault ? injectFault(fault.k, fault.kind) : injectFault(Number.MAX_SAFE_INTEGER, 'throttled-before');
  let response;
  try {
    response = await send(baseUrl(), request);
  } finally {
    injected.remove();
  }
  return { response, calls: injected.calls(), change: change(before, await snapshot()) };
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
    }, 180_000);
  }
});
