/**
 * DynamoDB round trips per request (issue #10, part 2): every Lambda route of the route table,
 * one valid request each (N = 1, 100, 250 for the assign routes), through the local gateway,
 * one request at a time. The recorder tells the authorizer's calls from the function's.
 * Above target is a hard failure.
 */
import { LAMBDA_ROUTES } from '../shared/routes';
import type { World } from './fixtures';
import { send, type HttpRequest, type Stage } from './harness';
import { mark, table, type Figure, type SectionResult } from './results';
import { coverage, fillPath, SCENARIOS, type ScenarioRequest } from './scenarios';

export function toHttpRequest(world: World, routeId: string, req: ScenarioRequest): HttpRequest {
  const route = LAMBDA_ROUTES.find((r) => r.id === routeId)!;
  return {
    method: route.method,
    path: fillPath(route, { slug: world.slug, ...req.params }),
    query: req.query,
    body: req.body,
    headers: req.headers,
    token: req.token === null ? undefined : (req.token ?? world.adminKey),
  };
}

const shortName = (command: string) => command.replace(/Command$/, '');

export async function roundTrips(stage: Stage, world: World, log: (line: string) => void): Promise<SectionResult> {
  const failures: string[] = [];
  const { missing, stale } = coverage();
  if (missing.length) failures.push(`routes without a scenario in bench/scenarios.ts: ${missing.join(', ')}`);
  if (stale.length) failures.push(`scenarios of routes that are not in the route table: ${stale.join(', ')}`);

  // Warm containers: each admin api-key's hourly last_used_at write and the organizations' cache.
  for (const [slug, token] of [[world.slug, world.adminKey], [world.reportsOrg.org.slug, world.reportsOrg.org.adminKey]] as const) {
    await send(stage.baseUrl, { method: 'GET', path: `/org/${slug}/reports/attendance/marks/`, query: { from_date: '2030-01-01', to_date: '2030-01-02' }, token });
  }

  const figures: Record<string, Figure> = {};
  const rows: Array<Array<string | number>> = [];
  const exceptions: Array<Array<string | number>> = [];
  for (const route of LAMBDA_ROUTES) {
    const scenario = SCENARIOS[route.id];
    if (!scenario) continue;
    for (const n of scenario.sizes ?? [1]) {
      const label = scenario.sizes ? `${route.id} N=${n}` : route.id;
      let prepared: ScenarioRequest;
      try {
        prepared = await scenario.prepare(world, n);
      } catch (error) {
        failures.push(`${label}: preparing the scenario failed: ${(error as Error).message}`);
        continue;
      }
      const request = toHttpRequest(world, route.id, prepared);
      stage.recorder.reset();
      const response = await send(stage.baseUrl, request);
      await new Promise((r) => setImmediate(r));
      const calls = stage.recorder.reset();
      const expected = prepared.status ?? route.response.status;
      if (response.status !== expected) {
        failures.push(`${label}: ${request.method} ${request.path} answered ${response.status}, expected ${expected}: ${response.text.slice(0, 300)}`);
        continue;
      }
      const fn = calls.filter((c) => c.phase === 'function');
      const auth = calls.filter((c) => c.phase === 'authorizer');
      const outside = calls.filter((c) => c.phase === 'outside');
      if (outside.length) failures.push(`${label}: ${outside.length} DynamoDB call(s) outside any invocation`);
      const target = typeof scenario.maxCalls === 'number' ? scenario.maxCalls : scenario.maxCalls({ n, status: response.status, body: response.body });
      const authTarget = route.roles === 'public' ? 0 : 1;
      const key = `calls.${route.id}${scenario.sizes ? `.N${n}` : ''}`;
      figures[`${key}.function`] = { value: fn.length, unit: 'calls', target: `≤ ${target}`, ok: fn.length <= target, hard: true, compareBy: 'value' };
      figures[`${key}.authorizer`] = { value: auth.length, unit: 'calls', target: `≤ ${authTarget}`, ok: auth.length <= authTarget, hard: true, compareBy: 'value' };
      const commands = summarize(fn.map((c) => shortName(c.command)));
      const ok = fn.length <= target && auth.length <= authTarget;
      rows.push([label, fn.length, commands, scenario.formula ? `≤ ${target} (${scenario.formula})` : `≤ ${target}`, auth.length, mark(ok)]);
      if (target > 1 && n === (scenario.sizes ?? [1])[0]) exceptions.push([route.id, scenario.formula ?? `${target}`, scenario.why ?? '**no justification given**']);
      if (target > 1 && !scenario.why) failures.push(`${route.id}: target ${target} > 1 without a justification (\`why\`) in bench/scenarios.ts`);
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
