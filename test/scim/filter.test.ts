// unit: needs no DynamoDB Local (vitest.config.ts)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/errors/api-error';
import { matches, parseFilter, printFilter, type Filter } from '../../shared/scim/filter';
import { parsePath } from '../../shared/scim/patch';

/** The filter parser (RFC 7644 §3.4.2.2): round trip of generated filters, and only ever a 400 on any string. */
const name = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_-]{0,8}$/).filter((n) => !['and', 'or', 'not', 'pr', 'eq', 'ne', 'co', 'sw', 'ew', 'gt', 'ge', 'lt', 'le', 'true', 'false', 'null'].includes(n.toLowerCase()));
const path = fc.oneof(
  name,
  fc.tuple(name, name).map(([a, b]) => `${a}.${b}`),
  name.map((n) => `urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:${n}`),
);
const literal = fc.oneof(fc.string(), fc.boolean(), fc.constant(null), fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }).filter((d) => !Object.is(d, -0)));
const op = fc.constantFrom('eq', 'ne', 'co', 'sw', 'ew', 'gt', 'ge', 'lt', 'le' as const);

const filter: fc.Arbitrary<Filter> = fc.letrec<{ f: Filter }>((tie) => ({
  f: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ kind: fc.constant('compare' as const), path, op, value: literal }),
    fc.record({ kind: fc.constant('present' as const), path }),
    fc.record({ kind: fc.constantFrom('and' as const, 'or' as const), left: tie('f'), right: tie('f') }),
    fc.record({ kind: fc.constant('not' as const), filter: tie('f') }),
    fc.record({ kind: fc.constant('valuePath' as const), path: name, filter: tie('f') }),
  ),
})).f;

describe('SCIM filter parser', () => {
  it('round trip: parse(print(f)) is f', () => {
    fc.assert(
      fc.property(filter, (f) => {
        expect(parseFilter(printFilter(f))).toEqual(f);
      }),
      { numRuns: 300 },
    );
  });

  it('any string is a filter or a 400 scim_invalid_filter, never another failure', () => {
    const alphabet = fc.constantFrom(...'ab eq"()[]. \\:ornt1-'.split(''));
    const grammarish = fc.array(fc.oneof(alphabet, fc.constantFrom(' and ', ' or ', 'not ', ' pr', ' eq ', '"x"', 'userName', 'emails[', ']')), { maxLength: 40 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 200 }), fc.string({ unit: 'binary', maxLength: 100 }), grammarish), (input) => {
        try {
          parseFilter(input);
          return true;
        } catch (error) {
          return error instanceof ApiError && error.code === 'scim_invalid_filter';
        }
      }),
      { numRuns: 500 },
    );
  });

  it('deep nesting and long inputs are refused, not a stack overflow', () => {
    expect(() => parseFilter(`${'('.repeat(500)}a eq 1${')'.repeat(500)}`)).toThrow(ApiError);
    expect(() => parseFilter(`a eq "${'x'.repeat(5000)}"`)).toThrow(ApiError);
  });

  it('reads the filters providers send, precedence included', () => {
    expect(parseFilter('userName eq "a@b.c"')).toEqual({ kind: 'compare', path: 'userName', op: 'eq', value: 'a@b.c' });
    expect(parseFilter('userName Eq "x" AND active eq true')).toMatchObject({ kind: 'and' });
    expect(parseFilter('a eq 1 or b eq 2 and c eq 3')).toMatchObject({ kind: 'or', right: { kind: 'and' } });
    expect(parseFilter('emails[type eq "work" and value co "@x"]')).toMatchObject({ kind: 'valuePath', path: 'emails', filter: { kind: 'and' } });
  });

  it('evaluates on a resource: case-insensitive strings, case-exact ids, multi-valued attributes', () => {
    const user = { schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'], userName: 'Ana@X.io', externalId: 'Ab1', active: true, emails: [{ value: 'ana@x.io', type: 'work' }] };
    const yes = ['userName eq "ana@x.io"', 'externalId eq "Ab1"', 'emails[type eq "work"]', 'emails.value sw "ana"', 'active eq true and not (userName eq "b")', 'urn:ietf:params:scim:schemas:core:2.0:User:userName pr'];
    const no = ['externalId eq "ab1"', 'emails[type eq "home"]', 'active eq false', 'title pr'];
    for (const f of yes) expect(matches(user, parseFilter(f)), f).toBe(true);
    for (const f of no) expect(matches(user, parseFilter(f)), f).toBe(false);
  });

  it('PATCH paths: attribute, sub-attribute, value filter, URN prefix', () => {
    const core = 'urn:ietf:params:scim:schemas:core:2.0:User';
    expect(parsePath('emails[type eq "work"].value', core)).toMatchObject({ attribute: 'emails', sub: 'value', filter: { kind: 'compare' } });
    expect(parsePath(`${core}:name.givenName`, core)).toEqual({ attribute: 'name', sub: 'givenName' });
    expect(parsePath('urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department', core)).toEqual({ urn: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User', attribute: 'department' });
    for (const bad of ['', 'a.b.c', 'emails[type eq', 'emails[type eq "x"]value', '1abc']) expect(() => parsePath(bad, core), bad).toThrow(ApiError);
  });
});
