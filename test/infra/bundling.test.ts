// unit: needs no DynamoDB Local (vitest.config.ts)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { proxyEvent } from '../../infra/local/events';
import { createRouter } from '../../infra/local/router';
import { changelogAtom } from '../../shared/docs/changelog';
import { buildOpenApiDocument } from '../../shared/openapi/build-document';
import { ROUTES } from '../../shared/routes';
import { createAttendanceMark } from '../../shared/attendance/routes';
import { getUser, listUsers, setUserPassword } from '../../shared/users/routes';
import { ofType, type Resources } from './template-model';
import { cdkJsonPlacements, synthesize } from './synthesize';
import { quotasOverHeadroom, quotaUsages, VERSIONS_KEPT, zippedBytes } from '../../infra/cdk/limits';
import { WEBHOOK_WORKER_IDS } from '../../infra/cdk/webhooks-stack';
import { MIGRATION_FUNCTION_ID } from '../../infra/cdk/migrations-stack';
import { LAMBDA_ROUTES } from '../../shared/routes';

// A real synth with esbuild, on a stack of two routes: what `cdk deploy` uploads for a function.
const ROUTE_IDS = ['getUser', 'listUsers', 'getOpenApiDocument', 'getChangelogFeed'];
const outdir = mkdtempSync(join(tmpdir(), 'bundling-test-'));
let resources: Resources;
let assetDirOf: (routeId: string) => string;

beforeAll(() => {
  // The redirects come along: they are the API stack's own methods (the routes' are in nested stacks).
  ({ resources } = synthesize({ routes: ROUTES.filter((r) => ROUTE_IDS.includes(r.id) || r.kind === 'redirect'), bundleInto: outdir }));
  assetDirOf = (routeId) => {
    const [, fn] = ofType(resources, 'AWS::Lambda::Function').find(([id]) => id.split('/').pop()!.startsWith(routeId))!;
    const key = (fn.Properties!.Code as { S3Key: string }).S3Key;
    return join(outdir, `asset.${key.replace(/\.zip$/, '')}`);
  };
}, 120_000);
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

/** Imports a bundle in a fresh Node process, as Lambda's runtime does, and says what it exports. */
function importInFreshProcess(file: string): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', `const m = await import(${JSON.stringify(file)}); console.log(typeof m.handler);`], {
    env: { PATH: process.env.PATH, TABLE_NAME: 't', AWS_REGION: 'us-east-1', CURSOR_SECRET: 'bundling-test-secret-0123456789abcdef' },
    encoding: 'utf8',
  }).trim();
}

/** Invokes a bundle's handler with an API Gateway event in a fresh Node process; the result's body. */
function invokeInFreshProcess(file: string, event: unknown): { statusCode: number; body: string } {
  const code = `const { handler } = await import(${JSON.stringify(file)});
const context = { awsRequestId: 'r', functionName: 'f', getRemainingTimeInMillis: () => 10000 };
process.stdout.write('\\nRESULT ' + JSON.stringify(await handler(JSON.parse(process.env.EVENT), context)));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', code], {
    env: { PATH: process.env.PATH, TABLE_NAME: 't', AWS_REGION: 'us-east-1', CURSOR_SECRET: 'bundling-test-secret-0123456789abcdef', LOG_LEVEL: 'error', EVENT: JSON.stringify(event) },
    encoding: 'utf8',
  });
  // The function's own output (log lines, EMF metrics) comes first, as in Lambda.
  return JSON.parse(out.slice(out.lastIndexOf('\nRESULT ') + '\nRESULT '.length));
}

/** The files Node reads when it loads `index.mjs`: the entry and the chunks it imports statically. */
function filesLoadedAtColdStart(dir: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(dir, file), 'utf8');
    for (const [, spec] of code.matchAll(/(?:^|[;}])\s*import\s*(?:[\w${},*\s]+from\s*)?"(\.\/[^"]+)"/g)) visit(join(file, '..', spec!));
  };
  visit('index.mjs');
  return [...seen];
}

describe('function bundles (as deployed)', () => {
  it('gives each function its own asset with an index.mjs that exports the handler Lambda calls', () => {
    const dirs = ROUTE_IDS.map(assetDirOf);
    expect(new Set(dirs).size).toBe(ROUTE_IDS.length);
    for (const dir of dirs) {
      expect(existsSync(join(dir, 'index.mjs'))).toBe(true);
      expect(importInFreshProcess(join(dir, 'index.mjs'))).toBe('function');
    }
  });

  it('keeps the credential providers Lambda never uses out of what a cold start loads', () => {
    const dir = assetDirOf('getUser');
    const loaded = filesLoadedAtColdStart(dir);
    expect(loaded.length).toBeGreaterThan(1); // the entry and the chunks it shares with lazy code
    const lazy = readdirSync(join(dir, 'chunks')).map((f) => join('chunks', f)).filter((f) => f.endsWith('.mjs') && !loaded.includes(f));
    expect(lazy.length).toBeGreaterThan(0);
    const eagerCode = loaded.map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
    // The SSO and STS clients' endpoint for token exchange: present only in their lazy chunks.
    expect(eagerCode).not.toContain('oidc.');
    expect(lazy.map((f) => readFileSync(join(dir, f), 'utf8')).join('\n')).toContain('oidc.');
  });

  it('serves the OpenAPI document built at bundle time, equal to the one built from the route table', () => {
    const file = join(assetDirOf('getOpenApiDocument'), 'index.mjs');
    // Neither the document builder nor the route table's schemas are in the bundle.
    expect(readFileSync(file, 'utf8')).not.toContain('toJSONSchema');
    const request = { method: 'GET', path: '/api/v5/rest/openapi.json', query: new URLSearchParams(), headers: { host: 'h' }, body: null, sourceIp: '127.0.0.1' };
    const match = createRouter(ROUTES)(request.method, request.path);
    const result = invokeInFreshProcess(file, proxyEvent(request, match as never, 'req-1', null));
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  });

  it('serves the changelog rendered at bundle time, without the route table behind it', () => {
    const file = join(assetDirOf('getChangelogFeed'), 'index.mjs');
    // The entries name routes of every area; their schemas must not come along at cold start.
    expect(readFileSync(file, 'utf8')).not.toContain('toJSONSchema');
    expect(readFileSync(file, 'utf8')).not.toContain(createAttendanceMark.summary);
    const request = { method: 'GET', path: '/api/v5/rest/changelog.atom', query: new URLSearchParams(), headers: { host: 'h' }, body: null, sourceIp: '127.0.0.1' };
    const match = createRouter(ROUTES)(request.method, request.path);
    const result = invokeInFreshProcess(file, proxyEvent(request, match as never, 'req-1', null));
    expect(result.statusCode).toBe(200);
    expect(result.body).toBe(changelogAtom());
  });

  it('keeps Lambda code storage within half of the region quota with 200 more routes, every cdk.json environment keeping a quarter of versions', () => {
    // What Lambda stores per function: its package zipped. These are real bundles (the SDK inside).
    const sizes = ROUTE_IDS.map((id) => zippedBytes(assetDirOf(id)));
    for (const size of sizes) expect(size).toBeGreaterThan(50_000);
    // An upper estimate: every function of a release at the largest of these (the OpenAPI document's
    // function carries the whole document), and all of them changed by every deploy.
    const functions = LAMBDA_ROUTES.length + 200 + 1 + WEBHOOK_WORKER_IDS.length + [MIGRATION_FUNCTION_ID].length + 1;
    const footprint = { env: 'grown', apiResources: 1, methods: 0, iamRoles: 0, lambdaFunctions: functions, codeBytesPerRelease: functions * Math.max(...sizes) };
    const storage = quotaUsages(footprint, cdkJsonPlacements(), 0).filter((u) => u.quota === 'codeStorageBytes');
    // dev, staging and prod each name (or are) their own account: three regions' worth, each within half.
    expect(storage.map((u) => u.environments)).toEqual([['dev'], ['staging'], ['prod']]);
    expect(quotasOverHeadroom(storage)).toEqual([]);
    // Environments that share an account and region add up (about 53 % of the quota for all three
    // with this estimate: docs/decisions/limits.md, why one account per environment).
    const together = quotaUsages(footprint, cdkJsonPlacements().map((p) => ({ ...p, account: 'one', region: 'eu-west-1' })), 0).filter((u) => u.quota === 'codeStorageBytes');
    expect(together[0]!.used).toBe(3 * VERSIONS_KEPT * footprint.codeBytesPerRelease);
    expect(together).toHaveLength(1);
  });

  it('builds a function without its area’s documentation and without the routes it does not serve', () => {
    // infra/cdk/lambda-source.ts: z.describe/z.meta left out; unused schema and route values dropped.
    const dir = assetDirOf('getUser');
    const eagerCode = filesLoadedAtColdStart(dir).map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
    expect(eagerCode).toContain(getUser.summary);
    expect(eagerCode).not.toContain('for the user behind the session'); // the description of getUser's own `{id}`
    expect(eagerCode).not.toContain(listUsers.summary);
    expect(eagerCode).not.toContain(setUserPassword.summary);
    // The source map names the real files, so a minified stack trace maps to shared/…, line for line.
    const { sources } = JSON.parse(readFileSync(join(dir, 'index.mjs.map'), 'utf8')) as { sources: string[] };
    expect(sources.some((s) => s.endsWith('/functions/users/get-user.ts'))).toBe(true);
    expect(sources.filter((s) => s.includes('.build'))).toEqual([]);
  });

  it('ships the source map next to the code, without enabling it at runtime', () => {
    const dir = assetDirOf('getUser');
    expect(existsSync(join(dir, 'index.mjs.map'))).toBe(true);
    const [, fn] = ofType(resources, 'AWS::Lambda::Function').find(([id]) => id.split('/').pop()!.startsWith('getUser'))!;
    expect(fn.Properties!.Environment.Variables.NODE_OPTIONS).toBeUndefined();
  });
});
