/**
 * DynamoDB round trips per request (issue #10, part 2): every Lambda route of the route table,
 * one valid request each (N = 1, 100, 250 for the assign routes), through the local gateway,
 * one request at a time. The recorder tells the authorizer's calls from the function's.
 * Above target is a hard failure.
 */
import { exampleRequest } from '../infra/local/examples';
import type { World } from '../infra/local/fixtures';
import { send } from '../infra/local/http-client';
import { LAMBDA_ROUTES } from '../shared/routes';
import type { LambdaRoute } from '../shared/http/route-types';
import type { Stage } from './harness';
import { mark, table, type Figure, type SectionResult } from './results';

const shortName = (command: string) => command.replace(/Command$/, '');

export async function roundTrips(stage: Stage, world: World, log: (line: string) => void): Promise<SectionResult> {
  const failures: string[] = [];
  // A route measured in an organization of a given size (its budget says so) has it made first.
  const worldOf = (route: LambdaRoute) => (route.budget.users ? world.orgWithUsers(route.budget.users) : Promise.resolve(world));
  // Warm containers: each admin api-key's hourly last_used_at write and the organizations' cache.
  for (const w of new Set(await Promise.all(LAMBDA_ROUTES.map(worldOf)))) {
    await send(stage.baseUrl, { method: 'GET', path: `/org/${w.slug}/reports/attendance/marks/`, query: { from_date: '2030-01-01', to_date: '2030-01-02' }, token: w.adminKey });
  }

  const figures: Record<string, Figure> = {};
  const rows: Array<Array<string | number>> = [];
  const exceptions: Array<Array<string | number>> = [];
  for (const route of LAMBDA_ROUTES) {
    const budget = route.budget;
    for (const n of budget.sizes ?? [undefined]) {
      const label = n === undefined ? route.id : `${route.id} N=${n}`;
      let request;
      try {
        request = await exampleRequest(await worldOf(route), route, { n });
      } catch (error) {
        failures.push(`${label}: preparing the example request failed: ${(error as Error).message}`);
        continue;
      }
      stage.recorder.reset();
      const response = await send(stage.baseUrl, request);
      await new Promise((r) => setImmediate(r));
      const calls = stage.recorder.reset();
      if (response.status !== route.response.status) {
        failures.push(`${label}: ${request.method} ${request.path} answered ${response.status}, expected ${route.response.status}: ${response.text.slice(0, 300)}`);
        continue;
      }
      const fn = calls.filter((c) => c.phase === 'function');
      const auth = calls.filter((c) => c.phase === 'authorizer');
      const outside = calls.filter((c) => c.phase === 'outside');
      if (outside.length) failures.push(`${label}: ${outside.length} DynamoDB call(s) outside any invocation`);
      const target = typeof budget.calls === 'number' ? budget.calls : budget.calls({ n: n ?? 1, body: response.body });
      const authTarget = route.roles === 'public' ? 0 : 1;
      const key = `calls.${route.id}${n === undefined ? '' : `.N${n}`}`;
      figures[`${key}.function`] = { value: fn.length, unit: 'calls', target: `≤ ${target}`, ok: fn.length <= target, hard: true, compareBy: 'value' };
      figures[`${key}.authorizer`] = { value: auth.length, unit: 'calls', target: `≤ ${authTarget}`, ok: auth.length <= authTarget, hard: true, compareBy: 'value' };
      const commands = summarize(fn.map((c) => shortName(c.command)));
      const ok = fn.length <= target && auth.length <= authTarget;
      rows.push([label, fn.length, commands, budget.formula ? `≤ ${target} (${budget.formula})` : `≤ ${target}`, auth.length, mark(ok)]);
      if (target > 1 && n === budget.sizes?.[0]) exceptions.push([route.id, budget.formula ?? `${target}`, budget.why ?? '**no justification given**']);
      if (target > 1 && !budget.why) failures.push(`${route.id}: budget ${target} > 1 without a justification (\`why\`) in its route entry`);
      if (!ok) log(`  MISS ${label}: function ${fn.length} call(s) [${commands}] (target ≤ ${target}), authorizer ${auth.length} (target ≤ ${authTarget})`);
    }
  }
  const misses = rows.filter((r) => r[5] !== 'ok').length;
  const markdown = [
    `### DynamoDB round trips per request (${rows.length} requests over ${LAMBDA_ROUTES.length} routes; warm container, no Idempotency-Key)`,
    '',
    `${misses === 0 ? 'Every route is within its target.' : `**${misses} request(s) above target.**`} The authorizer makes its one read per request (a GetItem, or a BatchGetItem of a session or user-made api-key with its user) (API Gateway caches the policy for \`authorizerCacheTtlSeconds\`: 0 calls on a cache hit; the local gateway has no cache).`,
    '',
    table(['request', 'calls (function)', 'commands', 'target', 'calls (authorizer)', ''], rows),
    '',
    '<details><summary>Targets above 1 call, and why</summary>',
    '',
    table(['route', 'target', 'why'], exceptions),
    '',
    '</details>',
  ].join('\n');
  return { figures, markdown, failures };
}

/** `Get, Query×3, TransactWrite` */
function summarize(names: string[]): string {
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts].map(([n, c]) => (c > 1 ? `${n}×${c}` : n)).join(', ') || '—';
}
