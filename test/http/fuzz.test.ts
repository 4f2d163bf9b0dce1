import fc from 'fast-check';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../shared/errors/error-codes';
import { ROUTES } from '../../shared/routes';
import type { LambdaRoute } from '../../shared/http/route-types';
import { useGateway } from '../support/http';
import { newTestOrg, type TestOrg } from '../support/orgs';
import { recordWrites } from '../support/write-recorder';

/**
 * Issue 9.3: random and adversarial bodies, query strings and path parameters for every
 * route of the table, with an administrator credential (so requests get past the
 * authorizer and exercise validation and the domain). Never a 5xx, always the envelope,
 * nothing written by a refused request. FUZZ_RUNS raises the number of cases per route.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const { call } = useGateway();
let org: TestOrg;
const recorder = recordWrites();
let total = 0;

beforeAll(async () => {
  org = await newTestOrg();
});
afterAll(() => {
  recorder.stop();
  console.log(`fuzzing: ${total} requests over ${ROUTES.length} routes (${RUNS} per route)`);
});

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom('', ' ', '__proto__', 'constructor', '../../etc/passwd', '%00', '\u0000', '\ud800', 'ORG#other#USER', '0', '-1', 'null', 'true'),
  fc.constantFrom('1e308', '-0', '9007199254740993', 'NaN', '2026-02-30', '2026-13-01', '9999-12-31T25:61:00Z', '1970-01-01'),
  fc.string({ minLength: 3000, maxLength: 5000 }),
  fc.constantFrom('01ARZ3NDEKTSV4RRFFQ69G5FAV', '01arz3ndektsv4rrffq69g5fav', 'me'),
  // Opaque ids (#17): foreign shapes are looked up, never a 5xx; `#` and over-long ones are refused.
  fc.constantFrom('emp-00042', '3f2b8c1e-4a5d-4e6f-9a7b-1c2d3e4f5a6b', 'ÄÖ', 'emp#42', 'x'.repeat(128), 'x'.repeat(129)),
);

const jsonLeaf = fc.oneof(
  nasty,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308, -1e-308, 0),
  fc.boolean(),
  fc.constant(null),
);

/** Field names of the route's body schema, so generated objects reach deeper validation. */
function bodyKeys(route: LambdaRoute): string[] {
  const schema = route.request?.body;
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as { properties?: Record<string, unknown> };
  return Object.keys(json.properties ?? {});
}

function bodyArbitrary(route: LambdaRoute) {
  const keys = [...bodyKeys(route), '__proto__', 'constructor', 'prototype', 'id', 'org', 'created_at', 'password_hash'];
  const value = fc.oneof({ maxDepth: 3 }, jsonLeaf, fc.array(jsonLeaf, { maxLength: 5 }), fc.dictionary(fc.string(), jsonLeaf, { maxKeys: 3 }));
  return fc.oneof(
    fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: keys.length }).map((o) => ({ raw: JSON.stringify(o) })),
    fc.jsonValue({ maxDepth: 4 }).map((v) => ({ raw: JSON.stringify(v) })),
    fc.constantFrom('{', '{"a":}', '[1,2', 'null', '"', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}').map((raw) => ({ raw })),
    fc.constant({ raw: undefined }),
  );
}

function queryArbitrary(route: LambdaRoute) {
  const known = Object.keys((route.request?.query?.shape as Record<string, unknown>) ?? {});
  const keys = [...known, 'page_size', 'cursor', '__proto__', 'unknown_filter'];
  return fc.dictionary(fc.constantFrom(...keys), nasty, { maxKeys: 4 });
}

function pathArbitrary(route: LambdaRoute) {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).filter((n) => n !== 'slug');
  return fc.tuple(...names.map(() => nasty)).map((values) => {
    let i = 0;
    return route.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'slug' ? org.slug : encodeSegment(values[i++] ?? 'x')));
  });
}

const CODES = new Set(Object.keys(ERROR_CODES));

/** Percent-encodes any string, lone surrogates included (sent as the raw bytes a client could send). */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

describe('fuzzing every route', () => {
  for (const route of ROUTES.filter((r): r is LambdaRoute => r.kind === 'lambda')) {
    it(`${route.method} ${route.path}`, async () => {
      await fc.assert(
        fc.asyncProperty(pathArbitrary(route), queryArbitrary(route), bodyArbitrary(route), async (path, query, body) => {
          recorder.clear();
          if (route.method === 'GET') body = { raw: undefined }; // fetch cannot send a GET body
          const res = await call(route.method, path, {
            token: org.adminKey,
            query,
            rawBody: body.raw,
            headers: body.raw === undefined ? {} : { 'Content-Type': 'application/json' },
          });
          total++;
          const where = `${route.method} ${path} ${JSON.stringify(query).slice(0, 200)} ${String(body.raw).slice(0, 200)} → ${res.status} ${res.text.slice(0, 300)}`;
          expect(res.status, where).toBeLessThan(500);
          if (res.status >= 400) {
            expect(CODES.has(res.body?.code), where).toBe(true);
            expect(typeof res.body?.message, where).toBe('string');
            expect(typeof res.body?.request_id, where).toBe('string');
            expect(res.text, where).not.toMatch(/\n\s+at |\.ts:\d+|arn:aws|ORG#/);
            expect(recorder.writes, where).toEqual([]);
          }
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
    }, 120_000);
  }
});
