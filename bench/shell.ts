/**
 * Handler shell overhead (issue #10, part 3): CPU per request of createHandler around a no-op
 * domain function, invoked in-process with a prepared API Gateway event, minus the CPU of
 * calling the same no-op directly. DynamoDB is not involved (the no-op never calls it): this
 * is the cost of Middy, body parsing, path/query/body validation, the role check and response
 * shaping through the route's schema. CPU by process.cpuUsage(), median over batches.
 */
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { toAuthorizerContext, type Principal } from '../shared/http/principal';
import { newId } from '../shared/db/ids';
import { createHandler } from '../shared/http/handler';
import { respond, type HandlerResult } from '../shared/http/results';
import { ROUTES } from '../shared/routes';
import type { LambdaRoute } from '../shared/http/route-types';
import { lambdaContext, proxyEvent } from '../infra/local/events';
import { createRouter } from '../infra/local/router';
import { mark, table, type Figure, type SectionResult } from './results';
import { median, round } from './stats';

const TARGET_MS = 1;

interface Case {
  key: string;
  label: string;
  routeId: string;
  method: string;
  path: (slug: string) => string;
  body?: unknown;
  result: (userId: string) => HandlerResult;
}

const now = new Date().toISOString();

const CASES: Case[] = [
  {
    key: 'get-item',
    label: 'GET /users/{id}/ (path validation, response through the User schema)',
    routeId: 'getUser',
    method: 'GET',
    path: (slug) => `/org/${slug}/users/${USER_ID}/`,
    result: (id) =>
      respond({
        id, email: 'ana@example.com', first_name: 'Ana', last_name: 'García', role: 'collaborator', status: 'active',
        custom_fields: { department: 'Ops' }, force_change_password: false, created_at: now, updated_at: now,
      }),
  },
  {
    key: 'post-body',
    label: 'POST /timeoff/requests/ (JSON body parsing and validation, 201 through the schema)',
    routeId: 'createTimeOffRequest',
    method: 'POST',
    path: (slug) => `/org/${slug}/timeoff/requests/`,
    body: { type: 'vacation', start_date: '2030-01-07', end_date: '2030-01-11', reason: 'trip', user_id: '' },
    result: (id) =>
      respond({ id: newId(), user_id: id, type: 'vacation', start_date: '2030-01-07', end_date: '2030-01-11', days: 5, status: 'pending', reason: 'trip', created_at: now, updated_at: now }, 201),
  },
];

const USER_ID = newId();

async function cpuMsAsync(fn: () => Promise<void>): Promise<number> {
  const start = process.cpuUsage();
  await fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

export async function shellOverhead(options: { iterations: number; batches: number; log: (line: string) => void }): Promise<SectionResult> {
  const slug = 'bench-shell';
  const principal: Principal = { org: slug, role: 'admin', userId: USER_ID, credentialId: newId(), kind: 'session', passwordChangeRequired: false };
  const match = createRouter(ROUTES);
  const figures: Record<string, Figure> = {};
  const rows: Array<Array<string | number>> = [];

  for (const c of CASES) {
    const route = ROUTES.find((r) => r.id === c.routeId) as LambdaRoute;
    const body = c.body ? JSON.stringify({ ...(c.body as object), user_id: USER_ID }) : null;
    const path = c.path(slug);
    const found = match(c.method, path);
    if (!found) throw new Error(`shell benchmark: no route for ${c.method} ${path}`);
    const headers: Record<string, string> = { host: '127.0.0.1', authorization: 'Bearer x', ...(body ? { 'content-type': 'application/json' } : {}) };
    const event = () =>
      proxyEvent(
        { method: c.method, path, query: new URLSearchParams(), headers, body, sourceIp: '127.0.0.1' },
        found,
        'bench',
        { ...toAuthorizerContext(principal), principalId: principal.credentialId },
      ) as APIGatewayProxyEvent;
    const noop = async () => c.result(USER_ID);
    const handler = createHandler(route, noop);
    const context = lambdaContext(route.id);

    // Both loops build the event, so only the shell's work differs.
    const check = await handler(event(), context);
    if (check.statusCode !== route.response.status) throw new Error(`shell benchmark: ${route.id} answered ${check.statusCode}: ${check.body}`);
    for (let i = 0; i < 500; i++) {
      await handler(event(), context);
      await noop();
    }
    const shell: number[] = [];
    const direct: number[] = [];
    for (let b = 0; b < options.batches; b++) {
      shell.push(
        (await cpuMsAsync(async () => {
          for (let i = 0; i < options.iterations; i++) await handler(event(), context);
        })) / options.iterations,
      );
      direct.push(
        (await cpuMsAsync(async () => {
          for (let i = 0; i < options.iterations; i++) {
            event();
            await noop();
          }
        })) / options.iterations,
      );
    }
    const perRequest = round(median(shell), 4);
    const floor = round(median(direct), 4);
    const overhead = round(perRequest - floor, 4);
    figures[`shell.${c.key}.cpu`] = {
      value: overhead, unit: 'ms', floor, ratio: floor > 0 ? round(perRequest / floor, 1) : undefined,
      target: `≤ ${TARGET_MS} ms`, ok: overhead <= TARGET_MS, compareBy: 'value',
    };
    rows.push([c.label, perRequest, floor, overhead, `≤ ${TARGET_MS} ms ${mark(overhead <= TARGET_MS)}`]);
    options.log(`  shell ${c.key}: ${overhead} ms CPU per request (handler ${perRequest}, direct no-op ${floor})`);
  }
  const markdown = [
    `### Handler shell overhead (CPU per request in-process, median of ${options.batches} batches × ${options.iterations}; no DynamoDB)`,
    '',
    table(['request', 'handler ms CPU', 'direct no-op ms CPU (floor)', 'overhead ms', 'target'], rows),
  ].join('\n');
  return { figures, markdown };
}
