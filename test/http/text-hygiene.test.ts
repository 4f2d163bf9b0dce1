import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { newId } from '../../shared/db/ids';
import { ROUTES } from '../../shared/routes';
import type { LambdaRoute } from '../../shared/http/route-types';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg, type TestOrg } from '../support/orgs';
import { recordWrites } from '../support/write-recorder';

/**
 * Security #16: names and free text refuse C0/C1 control characters, lone surrogates and the
 * bidirectional override/isolate characters, with 400 `validation_failed` naming the field.
 * The fields are found by walking the route table, so a new name field that forgets the
 * shared `Name`/`Text` schema (shared/schemas/common.ts) turns this red.
 */
const { call } = useGateway();
const recorder = recordWrites();
let org: TestOrg;

beforeAll(async () => {
  org = await newTestOrg();
});
afterAll(() => recorder.stop());

const UNSAFE: Record<string, string> = {
  NUL: 'A\u0000na',
  BEL: 'A\u0007na',
  ESC: 'A\u001bna',
  DEL: 'A\u007fna',
  'NEL (C1)': 'A\u0085na',
  'CSI (C1)': 'A\u009bna',
  'lone high surrogate': 'A\ud800na',
  'lone low surrogate': 'A\udc00na',
  LRE: 'A\u202ana',
  RLO: 'A\u202ena',
  LRI: 'A\u2066na',
  PDI: 'A\u2069na',
};
/**
 * Every bidirectional embedding, override and isolate code point, not only the ends of the two
 * ranges (a rule narrowed to U+202A, U+202E, U+2066 and U+2069 must fail here).
 */
const BIDI = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];
/**
 * #33 §9: invisible format characters (Cf) and line/paragraph separators (Zl, Zp), refused in
 * one-line names; and a zero-width joiner where it only hides a difference (next to ASCII).
 */
const INVISIBLE: Record<string, string> = {
  'U+200B zero-width space': 'A\u200bna',
  'U+200E left-to-right mark': 'A\u200ena',
  'U+200F right-to-left mark': 'A\u200fna',
  'U+061C Arabic letter mark': 'A\u061cna',
  'U+FEFF byte order mark': 'A\ufeffna',
  'U+2028 line separator': 'A\u2028na',
  'U+2029 paragraph separator': 'A\u2029na',
  'U+FFF9 interlinear annotation': 'A\ufff9na',
  'U+E0001 language tag': 'A\u{e0001}na',
  'U+00AD soft hyphen': 'A\u00adna',
  'U+2060 word joiner': 'A\u2060na',
  'ZWJ between ASCII letters': 'ad\u200dmin',
  'ZWNJ at the end': 'admin\u200c',
  // #45 finding 4: letters (Lo) that draw as blank space, refused like them.
  'U+3164 Hangul filler': 'A\u3164na',
  'U+115F Hangul choseong filler': 'A\u115fna',
  'U+1160 Hangul jungseong filler': 'A\u1160na',
  'U+FFA0 halfwidth Hangul filler': 'A\uffa0na',
  'U+3164 alone': '\u3164',
};
/** Line breaks and tabs: refused in one-line names, kept in multi-line free text. */
const MULTI_LINE = 'first line\nsecond\tline\r\nthird';

/** Fields that are not names or free text shown to people, and why they may hold any character. */
const EXEMPT: Record<string, string> = {
  'login.email': 'compared with stored emails (which are validated), never stored or shown',
  'login.password': 'a secret: never shown; refusing characters would lock out existing passwords',
  'createUser.password': 'a secret, never shown',
  'setUserPassword.password': 'a secret, never shown',
  'changeOwnPassword.current_password': 'a secret, never shown',
  'changeOwnPassword.new_password': 'a secret, never shown',
};
/** The free-text fields that may span lines. */
const MULTI_LINE_FIELDS = new Set(['createHeadquarter.address', 'createPositionCategory.description', 'replacePositionCategory.description', 'createTimeOffRequest.reason', 'createWebhook.description', 'updateWebhook.description']);

const lambdaRoutes = ROUTES.filter((r): r is LambdaRoute => r.kind === 'lambda');

/** The top-level body fields of a route that take a string (`text`) or an array of strings (`list`). */
type TextField = { field: string; form: 'text' | 'list'; schema: z.ZodMiniType };
function textFields(route: LambdaRoute): TextField[] {
  const shape = (route.request?.body as { _zod?: { def?: { shape?: Record<string, z.ZodMiniType> } } } | undefined)?._zod?.def?.shape;
  if (!shape) return [];
  return Object.entries(shape).flatMap(([field, schema]): TextField[] => {
    if (schema.safeParse('Ana Pérez').success) return [{ field, form: 'text', schema }];
    if (schema.safeParse(['Ana Pérez']).success) return [{ field, form: 'list', schema }];
    return [];
  });
}
const wrap = (form: 'text' | 'list', value: string) => (form === 'list' ? [value] : value);

const checked = lambdaRoutes.flatMap((route) =>
  textFields(route)
    .filter(({ field }) => !EXEMPT[`${route.id}.${field}`])
    .map((f) => ({ route, ...f, name: `${route.id}.${f.field}` })),
);

describe('every name and free-text body field of the route table (schema level)', () => {
  it('finds the name fields of every area (the walk itself works)', () => {
    const names = checked.map((c) => c.name);
    for (const expected of [
      'createUser.first_name',
      'updateUser.last_name',
      'createArea.name',
      'createPosition.name',
      'createHeadquarter.city',
      'createPositionCategory.description',
      'createCourse.title',
      'createTrack.title',
      'createCustomField.name',
      'createCustomField.options',
      'createApiKey.name',
      'createTimeOffRequest.reason',
      'createAttendanceMark.source',
    ]) {
      expect(names).toContain(expected);
    }
  });

  for (const { name, form, schema } of checked) {
    it(`${name} refuses control, lone-surrogate and bidi-override characters`, () => {
      expect(schema.safeParse(wrap(form, 'Zoë 👩🏽‍💻 سارة 李')).success, 'ordinary text in any script').toBe(true);
      for (const [label, value] of Object.entries(UNSAFE)) {
        expect(schema.safeParse(wrap(form, value)).success, label).toBe(false);
      }
      expect(schema.safeParse(wrap(form, MULTI_LINE)).success, 'line breaks').toBe(MULTI_LINE_FIELDS.has(name));
      for (const code of BIDI) {
        const value = `A${String.fromCodePoint(code)}na`;
        expect(schema.safeParse(wrap(form, value)).success, `U+${code.toString(16).toUpperCase()}`).toBe(false);
      }
    });
    // Ids are opaque and compared, never shown as names (#17): they keep their own rule.
    if (!MULTI_LINE_FIELDS.has(name) && !/(^|_)ids?$/.test(name.split('.')[1]!)) {
      it(`${name} refuses format (Cf) and separator (Zl, Zp) characters and stores NFC (#33 §9)`, () => {
        for (const [label, value] of Object.entries(INVISIBLE)) {
          expect(schema.safeParse(wrap(form, value)).success, label).toBe(false);
        }
        // Joiners where they spell (Persian ZWNJ, an emoji sequence) stay accepted.
        expect(schema.safeParse(wrap(form, 'می\u200cخواهم')).success, 'Persian ZWNJ').toBe(true);
        expect(schema.safeParse(wrap(form, 'Zoë 👩🏽\u200d💻')).success, 'emoji ZWJ').toBe(true);
        const parsed = schema.safeParse(wrap(form, 'Zoe\u0308'));
        if (parsed.success) {
          expect(parsed.data, 'NFC').toEqual(wrap(form, 'Zo\u00eb'));
        }
      });
    }
  }
});

/**
 * A body each route accepts at the schema level (ids need not exist: validation answers
 * before the domain), into which one field at a time gets an unsafe value.
 */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  createApiKey: { name: 'Integration' },
  createArea: { name: 'Operations' },
  createHeadquarter: { name: 'Main', city: 'Bogotá', country: 'Colombia', address: 'Calle 1' },
  createPosition: { name: 'Developer' },
  createPositionCategory: { name: 'Engineering', description: 'People who build' },
  replacePositionCategory: { name: 'Engineering', description: 'People who build' },
  createUser: { email: 'ana@example.com', first_name: 'Ana', last_name: 'Pérez' },
  updateUser: { id: newId(), first_name: 'Ana', last_name: 'Pérez' },
  legacyUpdateUser: { first_name: 'Ana', last_name: 'Pérez' },
  createCustomField: { key: 'shirt_size', name: 'Shirt size', type: 'select', options: ['S', 'M'] },
  legacyCreateCustomField: { key: 'shirt_size', name: 'Shirt size', type: 'select', options: ['S', 'M'] },
  createCourse: { title: 'Safety' },
  createTrack: { title: 'Onboarding', course_ids: [newId()] },
  createTimeOffRequest: { type: 'vacation', start_date: '2026-03-02', end_date: '2026-03-02', reason: 'Family', user_id: newId() },
  createAttendanceMark: { kind: 'in', user_id: newId(), source: 'kiosk' },
  // Opaque ids (#17) take any text, so the walk finds id fields too: they refuse the same characters.
  assignCourse: { course_id: newId(), user_ids: [newId()] },
  assignTrack: { track_id: newId(), user_ids: [newId()] },
  createWebhook: { url: 'http://127.0.0.1:9/hooks', events: ['*'], description: 'Payroll sync' },
  updateWebhook: { url: 'http://127.0.0.1:9/hooks', description: 'Payroll sync' },
  createScimUser: { schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'], userName: 'ana@example.com', name: { givenName: 'Ana', familyName: 'Pérez' } },
  replaceScimUser: { schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'], userName: 'ana@example.com', name: { givenName: 'Ana', familyName: 'Pérez' } },
  patchScimUser: { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: [{ op: 'replace', path: 'title', value: 'Developer' }] },
  createScimGroup: { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: 'Operations' },
  replaceScimGroup: { schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'], displayName: 'Operations' },
  patchScimGroup: { schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'], Operations: [{ op: 'replace', path: 'displayName', value: 'Operations' }] },
  createGroup: { name: 'Operations', external_id: 'okta-00g1operations' },
  updateGroup: { name: 'Operations', external_id: 'okta-00g1operations' },
  createEnrollmentRule: { content_type: 'course', content_id: newId() },
};

const pathOf = (route: LambdaRoute) => route.path.replace(/\{(\w+)\}/g, (_, p: string) => (p === 'slug' ? org.slug : newId()));

describe('through the API: 400 validation_failed naming the field, nothing written', () => {
  it('every route with a name field has a valid body here', () => {
    const missing = [...new Set(checked.map((c) => c.route.id))].filter((id) => !VALID_BODIES[id]);
    expect(missing, 'add a valid body for these routes to VALID_BODIES').toEqual([]);
  });

  for (const { route, field, form, name } of checked) {
    it(`${route.method} ${route.path} ${field}`, async () => {
      const base = VALID_BODIES[route.id]!;
      for (const [label, value] of Object.entries({ NUL: UNSAFE.NUL!, 'lone surrogate': UNSAFE['lone high surrogate']!, RLO: UNSAFE.RLO! })) {
        recorder.clear();
        const res = await call(route.method, pathOf(route), { token: org.adminKey, body: { ...base, [field]: wrap(form, value) } });
        expect(res.status, `${name} ${label}: ${res.text}`).toBe(400);
        expect(res.body.code).toBe('validation_failed');
        expect(res.body.details, label).toContainEqual(expect.objectContaining({ in: 'body', path: form === 'list' ? `${field}.0` : field }));
        expect(recorder.writes, label).toEqual([]);
      }
    });
  }
});

describe('a blank-looking Hangul filler in a user or area name (#45 finding 4)', () => {
  it('is 400 validation_failed naming the field, nothing written; Korean names are stored as sent', async () => {
    for (const [label, filler] of [['U+3164', '\u3164'], ['U+115F', '\u115f'], ['U+1160', '\u1160'], ['U+FFA0', '\uffa0']]) {
      recorder.clear();
      const user = await call('POST', `/org/${org.slug}/users/`, {
        token: org.adminKey,
        body: { email: `filler-${newId().toLowerCase()}@example.com`, first_name: filler, last_name: `Kim${filler}` },
      });
      expect(user.status, `${label}: ${user.text}`).toBe(400);
      expect(user.body.code).toBe('validation_failed');
      expect(user.body.details.map((d: { path: string }) => d.path).sort(), label).toEqual(['first_name', 'last_name']);
      const area = await call('POST', `/org/${org.slug}/organizations/areas/`, { token: org.adminKey, body: { name: `Ops${filler}` } });
      expect(area.status, label).toBe(400);
      expect(area.body.details, label).toContainEqual(expect.objectContaining({ in: 'body', path: 'name' }));
      expect(recorder.writes, label).toEqual([]);
    }
    const korean = await call('POST', `/org/${org.slug}/users/`, { token: org.adminKey, body: { email: `kim-${newId().toLowerCase()}@example.com`, first_name: '민준', last_name: '김' } });
    expect(korean.status, korean.text).toBe(201);
    expect(korean.body).toMatchObject({ first_name: '민준', last_name: '김' });
  });
});

describe('ordinary names and multi-line text still work end to end', () => {
  it('names in any script, with accents and emoji, are stored and shown as sent', async () => {
    const res = await call('POST', `/org/${org.slug}/users/`, {
      token: org.adminKey,
      body: { email: `zoe-${newId().toLowerCase()}@example.com`, first_name: 'Zoë 👩🏽‍💻', last_name: 'سارة 李' },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ first_name: 'Zoë 👩🏽‍💻', last_name: 'سارة 李' });
  });

  it('a multi-line description keeps its line breaks and tabs', async () => {
    const res = await call('POST', `/org/${org.slug}/organizations/position-categories/`, {
      token: org.adminKey,
      body: { name: 'Engineering', description: MULTI_LINE },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.description).toBe(MULTI_LINE);
  });

  it('a text custom field value is free text too: 422 invalid_custom_fields for a bidi override, line breaks kept', async () => {
    const define = await call('POST', `/org/${org.slug}/custom-fields/`, { token: org.adminKey, body: { key: 'notes', name: 'Notes', type: 'text' } });
    expect(define.status, define.text).toBe(201);
    const user = await insertUser(org.slug);
    const path = `/org/${org.slug}/users/${user.id}/custom-fields/`;
    for (const value of [UNSAFE.RLO, UNSAFE.NUL, UNSAFE['lone low surrogate']]) {
      recorder.clear();
      const res = await call('POST', path, { token: org.adminKey, body: { custom_fields: { notes: value } } });
      expect(res.status, res.text).toBe(422);
      expect(res.body).toMatchObject({ code: 'invalid_custom_fields', details: [expect.objectContaining({ path: 'custom_fields.notes' })] });
      expect(recorder.writes).toEqual([]);
    }
    const ok = await call('POST', path, { token: org.adminKey, body: { custom_fields: { notes: MULTI_LINE } } });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.custom_fields).toEqual({ notes: MULTI_LINE });
  });
});
