// unit: needs no DynamoDB Local
import { describe, expect, it } from 'vitest';
import { DOCUMENT_SUITES, GENERATED_SUITES, jobsOf, planOf, routePattern } from '../../infra/tools/check';
import { UNIT_MARKER } from '../../vitest.config';
import { LAMBDA_ROUTES } from '../../shared/routes';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** The names the route-generated suites give a route's cases (the forms their `it`/`describe` build). */
const caseNames = (r: (typeof LAMBDA_ROUTES)[number]) => [
  `authorization matrix ${r.method} ${r.path} (${r.roles})`,
  `fuzzing every route ${r.method} ${r.path}`,
  `injected DynamoDB faults leave data exactly before or exactly after ${r.method} ${r.path}`,
  `cursors of ${r.id} a cursor given to another caller is 400 invalid_cursor`,
];

describe('npm run check -- <routeId | area> (#44 §4)', () => {
  it("a route's pattern selects its own generated cases and no other route's", () => {
    for (const route of LAMBDA_ROUTES) {
      const pattern = new RegExp(routePattern([route]));
      for (const other of LAMBDA_ROUTES) {
        // Two routes on one method and path (a hidden spelling) share their cases' names.
        const same = other.method === route.method && other.path === route.path;
        for (const [i, name] of caseNames(other).entries()) {
          const expected = other.id === route.id || (same && i < 3);
          expect(pattern.test(name), `${route.id} vs ${name}`).toBe(expected);
        }
      }
    }
  });

  it('names the area of a route, and refuses a name that is neither, listing the areas', () => {
    expect(planOf(['listAreas'])).toMatchObject({ areas: ['organization'], routes: [expect.objectContaining({ id: 'listAreas' })] });
    expect(planOf(['organization']).areaFiles).toContain('test/organization/organization-structure.test.ts');
    expect(planOf(['organization']).routes).toEqual([]);
    expect(() => planOf(['listAreaz'])).toThrow(/neither a route id nor an area.*organization/);
  });

  it('the generated suites it runs exist and build their case names from method and path or id', () => {
    for (const file of GENERATED_SUITES) {
      expect(existsSync(file), file).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(/\$\{route\.method\} \$\{route\.path\}|cursors of %s/);
    }
  });

  it("a named route also runs the document and structure suites, as unit files (#44 §6: a missing example passed the check)", () => {
    const labels = (names: string[]) => jobsOf(planOf(names), {}).map((j) => j.label);
    expect(labels(['listAreas'])).toEqual(['type check', 'tests of organization', 'documents and structure', 'generated cases of listAreas']);
    expect(labels(['organization'])).toEqual(['type check', 'tests of organization']);
    const documents = jobsOf(planOf(['listAreas']), {}).find((j) => j.label === 'documents and structure')!;
    expect(documents.args).toEqual(expect.arrayContaining(['--project', 'unit', ...DOCUMENT_SUITES]));
    expect(documents.args).toContain('test/docs/api-reference.test.ts');
    // The unit project leaves out a file that needs the database: every file named must be a unit file.
    const files = DOCUMENT_SUITES.flatMap((path) => (path.endsWith('.test.ts') ? [path] : readdirSync(path).filter((f) => f.endsWith('.test.ts')).map((f) => `${path}/${f}`)));
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) expect(readFileSync(file, 'utf8').startsWith(UNIT_MARKER), file).toBe(true);
  });
});
