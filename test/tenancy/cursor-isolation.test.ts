import { beforeAll, describe, expect, it } from 'vitest';
import { exampleRequest } from '../../infra/local/examples';
import { createWorld, type World } from '../../infra/local/fixtures';
import { encodeCursor, type CursorBinding } from '../../shared/db/cursor';
import { TABLE } from '../../shared/db/table';
import { LAMBDA_ROUTES } from '../../shared/routes';
import type { LambdaRoute } from '../../shared/http/route-types';
import { useGateway, type ApiResponse } from '../support/http';
import { newTestOrg, type TestOrg } from '../support/orgs';

/**
 * Security #16: a cursor that does not belong to the request is 400 `invalid_cursor` on EVERY
 * list route (generated from the route table), never a 5xx and never a page of someone else's
 * query. Cursors are signed with the test secret, so each case isolates one rule: the
 * binding (organization, endpoint, filters, caller) or the start key's partition (a key of
 * another partition under a binding that is otherwise right: the paginator's own check).
 */
const { call, baseUrl } = useGateway();
let world: World;
let otherOrg: TestOrg;

beforeAll(async () => {
  [world, otherOrg] = await Promise.all([createWorld(baseUrl()), newTestOrg()]);
}, 120_000);

const LIST_ROUTES = LAMBDA_ROUTES.filter((r) => r.response.shape === 'list');
const PAGING = new Set(['cursor', 'page_size']);
const secret = () => process.env.CURSOR_SECRET!;

/** Every key attribute of the table and its indexes, all in `partition`: a key DynamoDB would take for any query shape. */
function keyIn(partition: string): Record<string, unknown> {
  const key: Record<string, unknown> = { pk: partition, sk: `${partition}#0` };
  for (const index of Object.values(TABLE.indexes)) {
    key[index.partitionKey] = partition;
    key[index.sortKey] = `${partition}#0`;
  }
  return key;
}

/** The route's example request, and the binding the handler shell gives its cursors. */
async function listRequest(route: LambdaRoute) {
  // `self` routes bind cursors to the caller: an administrator session, whose user id is known.
  const http = await exampleRequest(world, route, route.roles === 'self' ? { caller: world.admin } : {});
  const slug = world.slug;
  const query = Object.fromEntries(Object.entries(http.query ?? {}).map(([k, v]) => [k, String(v)]));
  const parsed = route.request?.query ? (route.request.query.safeParse(query).data as Record<string, unknown>) : {};
  const filters = Object.fromEntries(Object.entries(parsed ?? {}).filter(([k]) => !PAGING.has(k)));
  const binding: CursorBinding = { org: slug, endpoint: route.id, filters, ...(route.roles === 'self' ? { caller: `user:${world.admin.id}` } : {}) };
  const send = (cursor: string) => call('GET', http.path, { token: http.token, query: { ...query, cursor } });
  return { http, slug, binding, send };
}

function expectInvalidCursor(res: ApiResponse) {
  expect(res.status, res.text.slice(0, 300)).toBe(400);
  expect(res.body.code).toBe('invalid_cursor');
}

describe.each(LIST_ROUTES.map((r) => [r.id, r] as const))('cursors of %s', (_id, route) => {
  it('the request itself answers 200 (each case below differs from it in its cursor only)', async () => {
    const { http } = await listRequest(route);
    const first = await call('GET', http.path, { token: http.token, query: http.query });
    expect(first.status, first.text.slice(0, 300)).toBe(200);
  });

  it("a cursor of another organization's list is 400 invalid_cursor", async () => {
    const { binding, send } = await listRequest(route);
    await expectInvalidCursor(await send(encodeCursor(secret(), { ...binding, org: otherOrg.slug }, keyIn(`ORG#${otherOrg.slug}#X`))));
  });

  it('a cursor given to another caller is 400 invalid_cursor', async () => {
    const { binding, slug, send } = await listRequest(route);
    await expectInvalidCursor(await send(encodeCursor(secret(), { ...binding, caller: 'user:01ARZ3NDEKTSV4RRFFQ69G5FAV' }, keyIn(`ORG#${slug}#X`))));
  });

  it('a cursor of another filter set is 400 invalid_cursor', async () => {
    const { binding, slug, send } = await listRequest(route);
    await expectInvalidCursor(await send(encodeCursor(secret(), { ...binding, filters: { ...binding.filters, another: 'filter' } }, keyIn(`ORG#${slug}#X`))));
  });

  it("a start key outside the query's partition is 400 invalid_cursor, even under the right binding", async () => {
    const { binding, slug, send } = await listRequest(route);
    await expectInvalidCursor(await send(encodeCursor(secret(), binding, keyIn(`ORG#${slug}#NOT_THIS_PARTITION`))));
  });
});
