// unit: needs no DynamoDB Local (vitest.config.ts)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/errors/api-error';
import { applyPatch } from '../../shared/scim/patch';
import { CORE_USER, ENTERPRISE_USER, USER_ATTRIBUTES } from '../../shared/scim/schemas';
import { desiredOf, renderExtras } from '../../shared/scim/user-attributes';

/**
 * #41 §3 and §6 (no 500 from any SCIM input): reading any JSON as a SCIM User, and applying any
 * PATCH operations to a user, either succeed or throw a 400 ApiError (`scim_*`) — never another
 * failure (a TypeError is a 500). What is read renders back to what was read.
 */
const MULTI = new Set(['emails', 'groups', 'phonenumbers', 'addresses', 'ims', 'photos', 'entitlements', 'roles', 'x509certificates']);
const externalId = (value: unknown) => (typeof value === 'string' ? value : undefined);
let read = 0;
const only400 = (run: () => unknown) => {
  try {
    run();
    read++;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toMatch(/^scim_(invalid_value|invalid_path|invalid_filter|no_target)$/);
  }
};

const scalar = fc.oneof(fc.string({ maxLength: 30 }), fc.boolean(), fc.integer(), fc.constant(null), fc.constantFrom('True', 'False', 'a@b.co', 'work', '__proto__', '\u202e', '\ud800'));
const json = fc.letrec<{ v: unknown }>((tie) => ({
  v: fc.oneof({ depthSize: 'small' }, scalar, fc.array(tie('v'), { maxLength: 3 }), fc.dictionary(fc.constantFrom('value', 'type', 'primary', 'display', 'locality', 'givenName', 'manager', '$ref', 'x'), tie('v'), { maxKeys: 3 })),
})).v;
const email = fc.oneof({ weight: 4, arbitrary: fc.emailAddress() }, { weight: 1, arbitrary: scalar });
const userDoc = fc.record(
  {
    userName: fc.oneof({ weight: 4, arbitrary: fc.constantFrom('ana@acme.example', 'ana.torres', 'ANA') }, { weight: 1, arbitrary: scalar }),
    emails: fc.oneof({ weight: 4, arbitrary: fc.array(fc.record({ value: email, type: fc.constantFrom('work', 'home', 'other', 'Work'), primary: fc.constantFrom(true, false, 'True', 'False') }, { requiredKeys: [] }), { maxLength: 4 }) }, { weight: 1, arbitrary: json }),
    phoneNumbers: fc.oneof({ weight: 3, arbitrary: fc.array(fc.record({ value: fc.string({ maxLength: 20 }), type: fc.constantFrom('work', 'mobile', 'fax'), primary: fc.boolean() }, { requiredKeys: [] }), { maxLength: 3 }) }, { weight: 1, arbitrary: json }),
    addresses: fc.oneof({ weight: 3, arbitrary: fc.array(fc.record({ locality: fc.string({ maxLength: 20 }), streetAddress: fc.string({ maxLength: 20 }), type: fc.constantFrom('work', 'home'), primary: fc.boolean() }, { requiredKeys: [] }), { maxLength: 3 }) }, { weight: 1, arbitrary: json }),
    name: fc.oneof({ weight: 3, arbitrary: fc.record({ givenName: fc.string({ maxLength: 20 }), familyName: fc.string({ maxLength: 20 }), formatted: fc.string({ maxLength: 20 }) }, { requiredKeys: [] }) }, { weight: 1, arbitrary: json }),
    displayName: scalar,
    active: fc.constantFrom(true, false, 'True', 'False', 'yes'),
    locale: fc.string({ maxLength: 10 }),
    [ENTERPRISE_USER]: fc.oneof(
      { weight: 3, arbitrary: fc.record({ manager: fc.oneof(fc.string({ maxLength: 10 }), fc.record({ value: fc.string({ maxLength: 10 }), $ref: fc.constant(null), displayName: fc.string({ maxLength: 10 }) }, { requiredKeys: [] }), json), department: fc.string({ maxLength: 10 }), costCenter: fc.string({ maxLength: 10 }) }, { requiredKeys: [] }) },
      { weight: 1, arbitrary: json },
    ),
  },
  { requiredKeys: [] },
);
const path = fc.constantFrom(
  'emails',
  'emails[type eq "work"].value',
  'emails[value sw "a"]',
  'phoneNumbers[type eq "mobile"].value',
  'phoneNumbers[type eq "fax"]',
  'phoneNumbers.type',
  'addresses[type eq "work"].locality',
  'addresses[type eq "work" and primary eq true].streetAddress',
  'name.givenName',
  'name',
  'displayName',
  'userName',
  `${ENTERPRISE_USER}:manager`,
  `${ENTERPRISE_USER}:manager.value`,
  'nickName',
  '_x',
  'unknown',
  '',
);
const operation = fc.record({ op: fc.constantFrom('add', 'Add', 'replace', 'Replace', 'remove', 'Remove', 'move'), path, value: json }, { requiredKeys: ['op'] });

describe('SCIM user attributes: any input is read or refused with a 400', () => {
  it('any JSON document read as a SCIM User: a Desired, or 400 invalidValue; what is read renders back', () => {
    fc.assert(
      fc.property(userDoc, (doc) =>
        only400(() => {
          const d = desiredOf(doc as Record<string, unknown>, externalId);
          const { core } = renderExtras({ email: d.email, first_name: d.first_name, last_name: d.last_name, scim: d.scim }, 'https://x/Users');
          // The login email is among the emails shown; the stored emails are shown as stored.
          expect((core.emails as Array<{ value?: string }>).some((e) => e.value?.toLowerCase() === d.email.toLowerCase())).toBe(true);
          if (d.scim.emails) expect(core.emails).toEqual(d.scim.emails);
        }),
      ),
      { numRuns: 2000 },
    );
    // Not only refusals: many documents are read (about one in ten: most generated documents break a rule somewhere).
    expect(read).toBeGreaterThan(100);
  });

  it('any PATCH operations on a user: the patched user is read (or refused) with a 400, never another failure; at most one primary per attribute', () => {
    read = 0;
    const user = { schemas: [CORE_USER], id: 'U', userName: 'u@acme.example', name: { givenName: 'A', familyName: 'B' }, emails: [{ value: 'u@acme.example', type: 'work', primary: true }], phoneNumbers: [{ value: '1', type: 'work', primary: true }] };
    fc.assert(
      fc.property(fc.array(operation, { minLength: 1, maxLength: 4 }), (ops) =>
        only400(() => {
          const after = applyPatch(user, ops, CORE_USER, MULTI, USER_ATTRIBUTES);
          expect(Object.getPrototypeOf(after)).toBe(Object.prototype);
          const d = desiredOf(after, externalId);
          for (const list of [d.scim.emails, d.scim.phoneNumbers, d.scim.addresses]) expect((list ?? []).filter((v) => v.primary).length).toBeLessThanOrEqual(1);
        }),
      ),
      { numRuns: 2000 },
    );
    expect(read).toBeGreaterThan(100);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
