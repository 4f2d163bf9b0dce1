import { OrgPath, pageQuery } from '../schemas/common';
import { CreateCustomFieldBody, CustomField, SetCustomFieldsBody, UserCustomFields, UserCustomFieldsPath } from './schemas';
import { type Deprecation, routesOf } from '../http/route-types';

const defineRoute = routesOf('custom-fields');

/** Contract 4.9: the day the organizations/… custom field aliases were deprecated. */
export const CUSTOM_FIELD_ALIASES_DEPRECATED_ON = '2026-09-01';

/** The create operation, served at its own section's path and at the deprecated one. */
const create = (id: string, path: string, extra: { summary: string; description?: string; deprecated?: Deprecation }) =>
  defineRoute({
    id,
    method: 'POST',
    path,
    roles: 'admin',
    tag: 'custom fields',
    ...extra,
    request: { path: OrgPath, body: CreateCustomFieldBody },
    response: { status: 201, shape: 'item', schema: CustomField },
    errors: ['custom_field_key_taken'],
    idempotent: true,
    metric: { name: 'CustomFieldsCreated' },
    // A field the example organization does not have yet (it has `employee_number` and `shirt_size`, which setUserCustomFields' example sets).
    example: { body: { key: 'jacket_size', name: 'Jacket size', type: 'select', options: ['S', 'M', 'L'], required: false } },
    budget: { calls: 1 },
    access: 'RW',
  });

export const createCustomField = create('createCustomField', '/org/{slug}/custom-fields/', {
  summary: 'Creates a custom field definition; its snake_case `key` is unique in the organization.',
  description:
    'Creates a custom field definition. `type` is `text`, `number`, `date` (YYYY-MM-DD), `boolean` or `select`; `options` is required for `select` and refused otherwise. A `required` field must keep a value in every later write of a user\'s custom fields.',
});

export const legacyCreateCustomField = create(
  'legacyCreateCustomField',
  '/org/{slug}/organizations/custom-fields/',
  {
  summary: 'Deprecated alias of `POST /org/{slug}/custom-fields/`.',
  deprecated: { since: CUSTOM_FIELD_ALIASES_DEPRECATED_ON, successor: '/org/{slug}/custom-fields/', documented: false },
  },
);

export const listCustomFields = defineRoute({
  id: 'listCustomFields',
  method: 'GET',
  path: '/org/{slug}/custom-fields/',
  roles: 'any',
  tag: 'custom fields',
  summary: 'Lists the custom field definitions, oldest first.',
  request: { path: OrgPath, query: pageQuery() },
  response: { status: 200, shape: 'list', schema: CustomField },
  errors: ['invalid_cursor'],
  budget: { calls: 1 },
  access: 'RO',
});

/** Setting a user's values, at its own section's path and at the deprecated one. */
const setValues = (
  id: string,
  method: 'POST' | 'PUT',
  path: string,
  extra: { summary: string; description?: string; deprecated?: Deprecation },
) =>
  defineRoute({
    id,
    method,
    path,
    roles: 'admin',
    tag: 'custom fields',
    ...extra,
    request: { path: UserCustomFieldsPath, body: SetCustomFieldsBody },
    response: { status: 200, shape: 'item', schema: UserCustomFields },
    errors: ['user_not_found', 'invalid_custom_fields'],
    example: { body: { custom_fields: { shirt_size: 'M', employee_number: null } }, response: { custom_fields: { employee_number: 'E-1042', shirt_size: 'M' } } },
    budget: {
      calls: 3,
      why: 'values are checked against the definitions (one Query) and the user’s current values (one GetItem), both in parallel, before the one write',
    },
    access: 'RW',
  });

export const setUserCustomFields = setValues(
  'setUserCustomFields',
  'POST',
  '/org/{slug}/users/{id}/custom-fields/',
  {
  summary: "Sets some of a user's custom field values (`null` removes one); answers all of them.",
  description:
    "Sets the values sent and keeps the others; `null` removes a value. Each value must match its definition; an unknown key, a wrong type, or a required field left without a value is 422 `invalid_custom_fields` with one detail per field, and nothing is written. Answers the user's full `custom_fields`.",
  },
);

export const legacySetUserCustomFields = setValues(
  'legacySetUserCustomFields',
  'PUT',
  '/org/{slug}/organizations/users/{id}/custom-fields/',
  {
  summary: 'Deprecated alias of `POST /org/{slug}/users/{id}/custom-fields/`.',
  deprecated: { since: CUSTOM_FIELD_ALIASES_DEPRECATED_ON, successor: '/org/{slug}/users/{id}/custom-fields/', documented: false },
  },
);
