// unit: needs no DynamoDB Local (vitest.config.ts)
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, REGENERATE, renderApiTypes, renderErrorsDoc } from '../../infra/tools/client-artifacts';
import { ERROR_CODES } from '../../shared/errors/error-codes';

const ROOT = resolve(import.meta.dirname, '../..');
const committed = (relative: string) => {
  try {
    return readFileSync(resolve(ROOT, relative), 'utf8');
  } catch {
    return '(missing)';
  }
};

/** Generated files are committed (integrators read them); they must match their sources. */
describe('generated files are up to date', () => {
  it(`${ARTIFACTS.apiTypes} matches the OpenAPI document`, async () => {
    const fresh = await renderApiTypes();
    const stale = committed(ARTIFACTS.apiTypes) !== fresh;
    expect(stale, `${ARTIFACTS.apiTypes} is stale: the routes changed. Run \`${REGENERATE}\` and commit the result.`).toBe(false);
  });

  it(`${ARTIFACTS.errorsDoc} matches the error-code registry`, () => {
    const stale = committed(ARTIFACTS.errorsDoc) !== renderErrorsDoc();
    expect(stale, `${ARTIFACTS.errorsDoc} is stale: shared/errors/error-codes.ts changed. Run \`${REGENERATE}\` and commit the result.`).toBe(false);
  });

  it('the error table lists every code once, with its status', () => {
    const doc = renderErrorsDoc();
    for (const [code, { status }] of Object.entries(ERROR_CODES)) {
      expect(doc.match(new RegExp(`^\\| ${status} \\| \`${code}\` \\|`, 'gm')), code).toHaveLength(1);
    }
  });

  it('renders the same bytes twice (deterministic)', async () => {
    expect(await renderApiTypes()).toBe(await renderApiTypes());
  });
});
