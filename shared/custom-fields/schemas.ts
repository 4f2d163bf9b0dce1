import * as z from 'zod/mini';
import { named } from '../schemas/named';
import { Id, Instant, name, Name, Slug } from '../schemas/common';
import { CUSTOM_FIELD_TYPES } from './enums';

export const CustomFieldType = z
  .enum(CUSTOM_FIELD_TYPES)
  .check(z.describe('What values the field takes: text, a number, a date `YYYY-MM-DD`, a boolean, or one of its `options`.'));
export const CustomFieldKey = z
  .string()
  .check(
    z.maxLength(64),
    z.regex(/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/, 'snake_case: lower-case letters and digits, words joined by one underscore'),
    z.describe('The field\'s key in `custom_fields`: snake_case, unique in the organization.'),
  );

export const CustomField = named('CustomField', z.object({
  id: Id,
  key: CustomFieldKey,
  name: z.string().check(z.describe('Display name of the field.')),
  type: CustomFieldType,
  options: z.optional(z.array(z.string())).check(z.describe('The allowed values of a `select` field.')),
  required: z.boolean().check(z.describe('True when every write of a user\'s custom fields must leave it a value.')),
  created_at: Instant,
}));

export const CreateCustomFieldBody = z
  .strictObject({
    key: CustomFieldKey,
    name: Name.check(z.describe('Display name, 1 to 200 characters.')),
    type: CustomFieldType,
    options: z
      .optional(z.array(name(1, 200)).check(z.minLength(1), z.maxLength(200), z.meta({ uniqueItems: true })))
      .check(z.describe('The allowed values: required for `select`, refused for every other type.')),
    required: z.optional(z.boolean()).check(z.describe('Default false: when true, every write of a user\'s custom fields must leave a value.')),
  })
  .check(
    z.superRefine((body, ctx) => {
      if (body.type === 'select' && !body.options) ctx.addIssue({ code: 'custom', path: ['options'], message: 'required for a select field' });
      if (body.type !== 'select' && body.options) ctx.addIssue({ code: 'custom', path: ['options'], message: 'only a select field has options' });
      if (body.options && new Set(body.options).size !== body.options.length) {
        ctx.addIssue({ code: 'custom', path: ['options'], message: 'options must be unique' });
      }
    }),
    // The rule above as JSON Schema: `options` with `select`, and only with it.
    z.meta({ if: { properties: { type: { const: 'select', description: 'A `select` field.' } } }, then: { required: ['options'] }, else: { not: { required: ['options'] } } }),
  );

const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Values are checked against the definitions by the domain (422 with details per field). Keys
 * are checked there too, every one of them: zod's `record` silently drops an own `__proto__` key
 * (#33 finding 11: `{"__proto__": 1}` answered 200 `{}`), so the object is handed over as JSON
 * parsed it and the domain, which keeps keys in null-prototype objects and Maps, answers 422
 * `invalid_custom_fields` for `__proto__` like for any key that names no field. The JSON Schema
 * is stated (`z.meta`) as the record it replaces; the key bound is documented only: a longer key
 * names no field, 422 like any unknown key.
 */
export const SetCustomFieldsBody = z.strictObject({
  custom_fields: z
    .custom<Record<string, unknown>>(isJsonObject, { error: 'expected an object of key → value' })
    .check(
      z.meta({ type: 'object', propertyNames: { type: 'string', maxLength: 64 }, additionalProperties: {} }),
      z.describe('key → value (`null` removes a value). Values: text a string, number a number, date `YYYY-MM-DD`, boolean, select one of the options.'),
    ),
});
export const UserCustomFields = named('UserCustomFields', z.object({
  custom_fields: z
    .record(z.string(), z.union([z.string(), z.number(), z.boolean()]))
    .check(z.describe("All the user's custom field values, by field key.")),
}));

export const UserCustomFieldsPath = z.strictObject({ slug: Slug, id: Id.check(z.describe('The user whose values to set.')) });

export type CustomFieldT = z.infer<typeof CustomField>;
