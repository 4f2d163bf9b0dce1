// unit: needs no DynamoDB Local (vitest.config.ts)
/**
 * The house plan (#18 §3), checked on the import graph of `shared/**` and `functions/**` (every
 * relative import, `import type` included, read with a regular expression):
 *
 * - Kernels, lowest first: `shared/errors` < `shared/config.ts` < `shared/observability` <
 *   `shared/db` < `shared/schemas` < `shared/http` < `shared/tenancy`, `shared/directory` (these
 *   two side by side, neither imports the other). A kernel imports only lower kernels: never an
 *   area, the route table, the OpenAPI document or the client.
 * - Areas (`shared/<area>/`) sit above every kernel and import lower areas only, in this order,
 *   which is what the code needs today:
 *     organization < auth < users < custom-fields   users are placed in the organization's
 *                                                   structure and own credentials (auth);
 *                                                   custom fields are values on users;
 *     organization < learning < learning-reports    content is assigned from the catalog;
 *                                                   reports read the enrollments;
 *     timeoff < attendance                          an approved absence covers a day;
 *     docs above every area                         the changelog names the routes it announces.
 *   Any other arrow between two areas fails. No area imports the route table, the OpenAPI
 *   document or the client, except `docs`, which renders the document.
 * - Top: `shared/routes` (the route table), `shared/openapi`, `shared/client`.
 * - A handler in `functions/<area>/` imports its own area and kernels only (`functions/authorizer`
 *   belongs to `auth`; `functions/docs` may also import the OpenAPI document).
 * - A schema module (`shared/schemas/`, `shared/<folder>/schemas.ts`) imports no storage
 *   (`*-store.ts`): the API contract owns its enums and the stores import them — from the area's
 *   `enums.ts`, never from a schema module but for types: a schema module builds its zod schemas
 *   when imported, at the cold start of every function that bundles the store
 *   (docs/decisions/migrations-speed.md, "Cold start after the entity kernel").
 * - No module cycle; nothing imports `aws-cdk-lib`, `test/`, `bench/` or `infra/`; `shared/` no handler.
 *
 * The rules are per folder, so new files need no entry here; a new folder of `shared/` or
 * `functions/` must be given its place (the "every folder has a layer" rule fails until then).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');

const KERNEL_RANK: Record<string, number> = {
  errors: 0,
  config: 1,
  observability: 2,
  db: 3,
  schemas: 4,
  http: 5,
  tenancy: 6,
  directory: 6,
};
const TOP = new Set(['routes', 'openapi', 'client']);
/** Each chain lists areas lowest first: an area may import the areas before it in a chain. */
const AREA_CHAINS = [
  ['organization', 'auth', 'users', 'custom-fields'],
  ['organization', 'learning', 'learning-reports'],
  ['timeoff', 'attendance'],
  // Webhooks send the resources as the API returns them: users, enrollments, time off, marks.
  ['organization', 'auth', 'users', 'webhooks'],
  ['organization', 'learning', 'webhooks'],
  ['timeoff', 'attendance', 'webhooks'],
  // The data migrations (#29) rebuild what the areas store; no area imports them.
  ['organization', 'learning', 'migrations'],
  // #42: enrollment rules of groups (shared/learning/group-rules*.ts) read a group's members and a
  // user's groups through the groups store; groups know nothing of learning.
  ['groups', 'learning'],
  // #41: groups are their own area above the users kernel (shared/directory); SCIM Groups are
  // written through the groups store, and webhooks send groups and memberships as the API shows them.
  ['groups', 'scim'],
  ['groups', 'webhooks'],
  // The `groups` migration (#41) copies the areas SCIM served as groups into the groups store.
  ['groups', 'migrations'],
  // SCIM provisioning writes users through the users area's rules, in the organization's structure (areas, positions).
  ['organization', 'auth', 'users', 'scim'],
];
const TOP_AREA = 'docs';
const AREAS = new Set([...AREA_CHAINS.flat(), TOP_AREA]);
/** `functions/<folder>` → the area its handlers serve. */
const FUNCTION_AREA: Record<string, string> = { authorizer: 'auth', 'webhook-workers': 'webhooks', 'cursor-rotation': 'auth', 'learning-workers': 'learning' };

/** What a file belongs to: `shared/<unit>` (a folder, or `config` for shared/config.ts) or `functions/<folder>`. */
type Unit = { kind: 'shared' | 'functions'; name: string } | { kind: 'outside'; name: string };

function unitOf(file: string): Unit {
  const [top = '', second = ''] = file.split('/');
  if (top === 'shared') return { kind: 'shared', name: second.replace(/\.ts$/, '') };
  if (top === 'functions') return { kind: 'functions', name: second };
  return { kind: 'outside', name: top };
}

const isKernel = (name: string) => name in KERNEL_RANK;
const rank = (name: string) => KERNEL_RANK[name] ?? Infinity;

function areaBelow(lower: string, higher: string): boolean {
  if (higher === TOP_AREA) return lower !== TOP_AREA;
  return AREA_CHAINS.some((chain) => chain.includes(lower) && chain.indexOf(lower) < chain.indexOf(higher));
}

/** An import edge between two files (paths relative to the repository root). */
interface Edge {
  from: string;
  to: string;
  /** `import type` / `export type`: erased, nothing of `to` is loaded. */
  typeOnly?: true;
}

type Rule = (edge: Edge) => string | null;

/** Each rule answers why an edge breaks it, or null. */
const RULES = {
  'every folder has a layer': ({ from }) => {
    const unit = unitOf(from);
    if (unit.kind === 'shared' && !isKernel(unit.name) && !AREAS.has(unit.name) && !TOP.has(unit.name)) return `shared/${unit.name} has no layer`;
    if (unit.kind === 'functions' && !AREAS.has(FUNCTION_AREA[unit.name] ?? unit.name)) return `functions/${unit.name} serves no area`;
    return null;
  },
  'shared/ imports neither handlers nor test/, bench/, infra/': ({ from, to }) => {
    const [a, b] = [unitOf(from), unitOf(to)];
    if (b.kind === 'outside' || (a.kind === 'shared' && b.kind === 'functions')) return `imports ${to}`;
    return null;
  },
  'a kernel imports lower kernels only': ({ from, to }) => {
    const [a, b] = [unitOf(from), unitOf(to)];
    if (a.kind !== 'shared' || !isKernel(a.name) || a.name === b.name || b.kind !== 'shared') return null;
    if (rank(b.name) < rank(a.name)) return null;
    return `kernel ${a.name} imports ${isKernel(b.name) ? 'kernel' : 'higher layer'} ${b.name}`;
  },
  'an area imports kernels and lower areas only': ({ from, to }) => {
    const [a, b] = [unitOf(from), unitOf(to)];
    if (a.kind !== 'shared' || !AREAS.has(a.name) || b.kind !== 'shared' || a.name === b.name || isKernel(b.name)) return null;
    // The docs area renders the OpenAPI document and the changelog (whose entries name routes by id) from the route table, at bundle time.
    if (TOP.has(b.name)) return a.name === TOP_AREA && (b.name === 'openapi' || b.name === 'routes') ? null : `area ${a.name} imports ${b.name}`;
    return areaBelow(b.name, a.name) ? null : `area ${a.name} imports area ${b.name}, which is not below it`;
  },
  'a handler imports its own area and kernels only': ({ from, to }) => {
    const [a, b] = [unitOf(from), unitOf(to)];
    if (a.kind !== 'functions') return null;
    const area = FUNCTION_AREA[a.name] ?? a.name;
    if (b.kind === 'functions' ? b.name === a.name : b.kind === 'shared' && (b.name === area || isKernel(b.name))) return null;
    if (area === TOP_AREA && b.kind === 'shared' && b.name === 'openapi') return null;
    return `functions/${a.name} imports ${to}`;
  },
  'the contract (schemas) owns its enums: no schema imports storage': ({ from, to }) => {
    const isSchema = /^shared\/(schemas\/|[^/]+\/schemas\.ts$)/.test(from);
    return isSchema && /(-store\.ts|^shared\/db\/entities\/.*)$/.test(to) ? `schema module imports storage ${to}` : null;
  },
  'a store imports enums, not schema modules (their schemas are built at every cold start)': ({ from, to, typeOnly }) => {
    const isSchema = /^shared\/(schemas\/|[^/]+\/schemas\.ts$)/.test(to);
    return /-store\.ts$/.test(from) && isSchema && !typeOnly ? `store imports the schema module ${to} (import its enums from enums.ts, or types only)` : null;
  },
} satisfies Record<string, Rule>;
type RuleName = keyof typeof RULES;

const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]*?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string {
  const base = resolve(ROOT, dirname(from), specifier.replace(/\.js$/, ''));
  const found = [`${base}.ts`, join(base, 'index.ts'), base].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return relative(ROOT, found ?? base);
}

/** Every import of every file: relative ones resolved to files, packages kept as written. */
function readGraph(): { edges: Edge[]; packages: Edge[] } {
  const edges: Edge[] = [];
  const packages: Edge[] = [];
  for (const file of [...sourceFiles('shared'), ...sourceFiles('functions')]) {
    for (const match of readFileSync(join(ROOT, file), 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      const typeOnly = /^[\s;]*(?:import|export)\s+type\s/.test(match[0]);
      if (specifier.startsWith('.')) edges.push({ from: file, to: resolveImport(file, specifier), ...(typeOnly ? { typeOnly: true as const } : {}) });
      else packages.push({ from: file, to: specifier });
    }
  }
  return { edges, packages };
}

function violations(edges: Edge[], rule: Rule): string[] {
  return edges.flatMap((edge) => {
    const why = rule(edge);
    return why ? [`${edge.from} → ${edge.to}: ${why}`] : [];
  });
}

/** One module cycle per strongly connected part of the graph (Tarjan), as `a → b → … → a`. */
function cycles(edges: Edge[]): string[] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) next.set(from, [...(next.get(from) ?? []), to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const part = stack.splice(stack.indexOf(node));
    const selfLoop = (next.get(node) ?? []).includes(node);
    if (part.length > 1 || selfLoop) found.push([...part, node].join(' → '));
  };
  for (const node of next.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('import graph (#18 §3): no module imports from a higher layer', () => {
  const { edges, packages } = readGraph();

  it('reads the graph (a broken reader would pass every rule)', () => {
    expect(edges.length).toBeGreaterThan(300);
    expect(edges).toContainEqual({ from: 'shared/http/handler.ts', to: 'shared/errors/api-error.ts' });
  });

  it.each(Object.entries(RULES))('%s', (_name, rule) => {
    expect(violations(edges, rule)).toEqual([]);
  });

  it('no module cycle', () => {
    expect(cycles(edges)).toEqual([]);
  });

  it('nothing in functions/ or shared/ imports aws-cdk-lib', () => {
    expect(packages.filter(({ to }) => to === 'aws-cdk-lib' || to.startsWith('aws-cdk-lib/'))).toEqual([]);
  });
});

describe('each rule can fail', () => {
  const BROKEN: Record<RuleName, Edge> = {
    'every folder has a layer': { from: 'shared/widgets/a.ts', to: 'shared/errors/api-error.ts' },
    'shared/ imports neither handlers nor test/, bench/, infra/': { from: 'shared/http/handler.ts', to: 'infra/local/events.ts' },
    'a kernel imports lower kernels only': { from: 'shared/db/client.ts', to: 'shared/http/principal.ts' },
    'an area imports kernels and lower areas only': { from: 'shared/organization/structure.ts', to: 'shared/users/lookup.ts' },
    'a handler imports its own area and kernels only': { from: 'functions/timeoff/get-request.ts', to: 'shared/users/lookup.ts' },
    'the contract (schemas) owns its enums: no schema imports storage': { from: 'shared/timeoff/schemas.ts', to: 'shared/timeoff/requests-store.ts' },
    'a store imports enums, not schema modules (their schemas are built at every cold start)': { from: 'shared/directory/users-store.ts', to: 'shared/directory/schemas.ts' },
  };

  it.each(Object.entries(RULES))('%s', (name, rule) => {
    expect(rule(BROKEN[name as RuleName]), name).not.toBeNull();
  });

  it('stores: a type from a schema module is allowed (erased), a value is not; the reader tells them apart', () => {
    const rule = RULES['a store imports enums, not schema modules (their schemas are built at every cold start)'];
    expect(rule({ from: 'shared/timeoff/requests-store.ts', to: 'shared/timeoff/schemas.ts', typeOnly: true })).toBeNull();
    expect(rule({ from: 'shared/timeoff/requests-store.ts', to: 'shared/schemas/common.ts' })).not.toBeNull();
    expect(rule({ from: 'shared/timeoff/requests-store.ts', to: 'shared/timeoff/enums.ts' })).toBeNull();
    const { edges } = readGraph();
    expect(edges).toContainEqual({ from: 'shared/directory/users-store.ts', to: 'shared/directory/schemas.ts', typeOnly: true });
    expect(edges).toContainEqual({ from: 'shared/directory/users-store.ts', to: 'shared/directory/enums.ts' });
  });

  it('kernels: an area, the route table or a kernel of the same rank is refused', () => {
    const rule = RULES['a kernel imports lower kernels only'];
    expect(rule({ from: 'shared/errors/api-error.ts', to: 'shared/config.ts' })).not.toBeNull();
    expect(rule({ from: 'shared/http/handler.ts', to: 'shared/routes/index.ts' })).not.toBeNull();
    expect(rule({ from: 'shared/directory/users-store.ts', to: 'shared/timeoff/schemas.ts' })).not.toBeNull();
    expect(rule({ from: 'shared/directory/users-store.ts', to: 'shared/tenancy/organizations.ts' })).not.toBeNull();
    expect(rule({ from: 'shared/tenancy/organizations.ts', to: 'shared/http/principal.ts' })).toBeNull();
  });

  it('areas: only lower areas of a chain, no route table, openapi or client except in docs', () => {
    const rule = RULES['an area imports kernels and lower areas only'];
    expect(rule({ from: 'shared/timeoff/requests.ts', to: 'shared/learning/content.ts' })).not.toBeNull();
    expect(rule({ from: 'shared/users/accounts.ts', to: 'shared/routes/index.ts' })).not.toBeNull();
    expect(rule({ from: 'shared/docs/routes.ts', to: 'shared/client/index.ts' })).not.toBeNull();
    expect(rule({ from: 'shared/docs/routes.ts', to: 'shared/openapi/build-document.ts' })).toBeNull();
    expect(rule({ from: 'shared/custom-fields/custom-fields.ts', to: 'shared/organization/structure.ts' })).toBeNull();
  });

  it('shared/ never imports a handler', () => {
    expect(RULES['shared/ imports neither handlers nor test/, bench/, infra/']({ from: 'shared/users/lookup.ts', to: 'functions/users/get-user.ts' })).not.toBeNull();
  });

  it('cycles are found', () => {
    expect(cycles([{ from: 'a', to: 'b' }, { from: 'b', to: 'c' }, { from: 'c', to: 'a' }, { from: 'c', to: 'd' }])).toHaveLength(1);
    expect(cycles([{ from: 'a', to: 'b' }, { from: 'b', to: 'c' }])).toEqual([]);
  });
});
