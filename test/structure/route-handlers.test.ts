// unit: needs no DynamoDB Local (vitest.config.ts)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { handlerPath } from '../../shared/http/route-types';
import { LAMBDA_ROUTES } from '../../shared/routes';

/**
 * #18 §4: route → handler is derived from the route (`functions/<area>/<id in kebab-case>.ts`)
 * and handler → route is an import; this checks they agree. Each route has exactly one handler,
 * which imports that route (and no other) by its export from `shared/<area>/routes`, and
 * `functions/<area>/` holds nothing but handlers of routes (the authorizer is no route).
 */
const ROOT = join(import.meta.dirname, '../..');

/** `<area>/<export name>` of each route object, from the modules that declare them. */
const exportOf = new Map<unknown, string>();
for (const area of new Set(LAMBDA_ROUTES.map((r) => r.area))) {
  for (const [name, value] of Object.entries(await import(`../../shared/${area}/routes.ts`))) exportOf.set(value, `${area}/${name}`);
}

/** The routes a handler file imports: `<area>/<export name>` per name imported from a routes module, `table` for the route table. */
function importedRoutes(file: string): string[] {
  const source = readFileSync(join(ROOT, file), 'utf8');
  const named = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'(?:\.\.\/)+shared\/([\w-]+)\/routes'/g)].flatMap(([, names, area]) =>
    names!
      .split(',')
      .map((name) => name.trim().split(/\s+as\s+/)[0]!)
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => `${area}/${name}`),
  );
  const table = /from\s*'(?:\.\.\/)+shared\/routes(?:\/index)?'/.test(source) ? ['table'] : [];
  return [...named, ...table];
}

/** Functions that serve no route: the authorizer, the webhook dispatcher and delivery (stream and queue consumers), and the cursor secret's rotation (Secrets Manager's), the data migrations (the deployment's). */
const NOT_ROUTES = new Set(['authorizer', 'webhook-workers', 'cursor-rotation', 'migrations', 'learning-workers']);
const handlerFiles = readdirSync(join(ROOT, 'functions'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_ROUTES.has(entry.name))
  .flatMap((dir) => readdirSync(join(ROOT, 'functions', dir.name)).map((file) => `functions/${dir.name}/${file}`));

describe('route handlers', () => {
  it.each(LAMBDA_ROUTES.map((r) => [r.id, r] as const))('%s has its handler, which imports exactly its route', (_id, route) => {
    expect(route.handler).toBe(handlerPath(route.area, route.id));
    expect(existsSync(join(ROOT, route.handler)), `${route.handler} is missing`).toBe(true);
    expect(importedRoutes(route.handler)).toEqual([exportOf.get(route)]);
  });

  it('functions/<area>/ holds one handler per route and nothing else', () => {
    expect([...handlerFiles].sort()).toEqual(LAMBDA_ROUTES.map((r) => r.handler).sort());
  });
});
