// unit: needs no DynamoDB Local (vitest.config.ts)
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Tests are laid out by area (#31 §5): every folder of test/ is named after a folder of shared/
 * (an area such as `timeoff`, or a kernel such as `db`, `http`, `routes`), or is one of the few
 * that are not code of the service (the templates, the test helpers and fixtures, the repository's
 * own structure, the chaos run). A newcomer looking for a route's tests opens `test/<area>/`; a
 * folder named after something else (`reliability`, `foundation`) makes them search.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const folders = (dir: string) => readdirSync(resolve(ROOT, dir), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
const NOT_SERVICE_CODE = ['infra', 'support', 'fixtures', 'structure', 'chaos'];

describe('test layout', () => {
  it('every test folder names an area or kernel of shared/ (or is infra, support, fixtures, structure, chaos)', () => {
    const code = new Set(folders('shared'));
    const strays = folders('test').filter((name) => !code.has(name) && !NOT_SERVICE_CODE.includes(name));
    expect(strays).toEqual([]);
  });
});
