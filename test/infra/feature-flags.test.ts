// unit: needs no DynamoDB Local (vitest.config.ts)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const recommended = require('aws-cdk-lib/recommended-feature-flags.json') as Record<string, unknown>;
const { context } = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as { context: Record<string, unknown> };

describe('cdk.json', () => {
  it("sets every feature flag aws-cdk-lib recommends for a new app, at the recommended value (no 'unset flags' warning)", () => {
    const differing = Object.entries(recommended)
      .filter(([flag, value]) => JSON.stringify(context[flag]) !== JSON.stringify(value))
      .map(([flag]) => flag);
    expect(differing).toEqual([]);
    expect(Object.keys(recommended).length).toBeGreaterThan(50);
  });

  it('defines the dev environment the app deploys by default; each non-production environment names its docs URL, production gets its own at deploy', () => {
    const environments = context.environments as Record<string, Record<string, unknown>>;
    expect(context.env).toBe('dev');
    expect(Object.keys(environments)).toContain('dev');
    for (const [name, settings] of Object.entries(environments)) {
      // Production refuses a placeholder at synth (settings.test.ts): cdk.json carries none for it.
      if (settings.production === true) expect(settings.docsUrl, name).toBeUndefined();
      else expect(settings.docsUrl, name).toMatch(/^https:\/\//);
    }
  });
});
