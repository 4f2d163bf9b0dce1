import { newId } from '../db/ids';
import type { Page, PageRequest } from '../db/query-page';
import {
  listAllCustomFields,
  listCustomFieldsPage,
  putNewCustomField,
  type CustomFieldDefinition,
} from './custom-fields-store';
import { getUserRecord, updateUserCustomFields } from '../directory/users-store';
import { ApiError, type ErrorDetail } from '../errors/api-error';
import { isSafeText, LocalDate } from '../schemas/common';
import { userNotFound } from '../users/lookup';

export type { CustomFieldDefinition };

export interface NewCustomField {
  key: string;
  name: string;
  type: CustomFieldDefinition['type'];
  options?: string[];
  required?: boolean;
}

/** Creates a definition; its key is unique in the organization (409 `custom_field_key_taken`). */
export async function createCustomField(slug: string, input: NewCustomField, now = new Date()): Promise<CustomFieldDefinition> {
  const definition: CustomFieldDefinition = {
    id: newId(now.getTime()),
    key: input.key,
    name: input.name,
    type: input.type,
    ...(input.type === 'select' ? { options: input.options ?? [] } : {}),
    required: input.required ?? false,
    created_at: now.toISOString(),
  };
  if (!(await putNewCustomField(slug, definition))) {
    throw new ApiError('custom_field_key_taken', `A custom field with the key "${input.key}" already exists.`);
  }
  return definition;
}

export const listCustomFields = (slug: string, page: PageRequest): Promise<Page<CustomFieldDefinition>> => listCustomFieldsPage(slug, page);

const TEXT_MAX = 2000;

/** Why a value does not fit its definition, or null when it does. */
function valueIssue(definition: CustomFieldDefinition, value: unknown): string | null {
  switch (definition.type) {
    case 'text':
      if (typeof value !== 'string') return 'expected text (a string)';
      if (!isSafeText(value)) return 'no control characters, lone surrogates or bidirectional override/isolate characters';
      return [...value].length > TEXT_MAX ? `at most ${TEXT_MAX} characters` : null;
    case 'number':
      // DynamoDB numbers span 1e-130..1e126; beyond that a value could not be stored.
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'expected a number';
      return value === 0 || (Math.abs(value) >= 1e-100 && Math.abs(value) <= 1e100) ? null : 'a number between 1e-100 and 1e100 in magnitude';
    case 'date':
      return typeof value === 'string' && LocalDate.safeParse(value).success ? null : 'expected a date YYYY-MM-DD';
    case 'boolean':
      return typeof value === 'boolean' ? null : 'expected true or false';
    case 'select':
      return typeof value === 'string' && (definition.options ?? []).includes(value)
        ? null
        : `expected one of: ${(definition.options ?? []).join(', ')}`;
  }
}

/**
 * Sets some of a user's custom field values (`null` removes one) and answers the user's full
 * custom_fields after the change. Every value is checked against its definition first; an
 * unknown key, a value of the wrong type, the removal of a required field, or a required field
 * left without a value is 422 `invalid_custom_fields` with one detail per field, and nothing is
 * written. Keys not sent keep their values.
 */
export async function setUserCustomFields(
  slug: string,
  userId: string,
  values: Record<string, unknown>,
  now = new Date(),
): Promise<{ custom_fields: Record<string, unknown> }> {
  const [user, definitions] = await Promise.all([getUserRecord(slug, userId), listAllCustomFields(slug)]);
  if (!user) throw userNotFound();
  const byKey = new Map(definitions.map((d) => [d.key, d]));
  const details: ErrorDetail[] = [];
  // Keys are data: a key such as `constructor` must never meet Object.prototype (security #16),
  // so values are kept in null-prototype objects and Maps, never looked up on plain objects.
  const set: Record<string, unknown> = Object.create(null);
  const remove: string[] = [];

  for (const [key, value] of Object.entries(values)) {
    const path = `custom_fields.${key}`;
    const definition = byKey.get(key);
    if (!definition) {
      details.push({ path, issue: 'no custom field with this key' });
    } else if (value === null) {
      if (definition.required) details.push({ path, issue: 'required: it cannot be removed' });
      else remove.push(key);
    } else {
      const issue = valueIssue(definition, value);
      if (issue) details.push({ path, issue });
      else set[key] = value;
    }
  }
  const resulting = new Map([...Object.entries(user.custom_fields ?? {}), ...Object.entries(set)]);
  for (const key of remove) resulting.delete(key);
  for (const definition of definitions) {
    const path = `custom_fields.${definition.key}`;
    if (definition.required && resulting.get(definition.key) === undefined && !details.some((d) => d.path === path)) {
      details.push({ path, issue: 'required: a value must be set' });
    }
  }
  if (details.length) throw new ApiError('invalid_custom_fields', 'Some custom field values do not match their definitions.', details);

  if (Object.keys(set).length === 0 && remove.length === 0) return { custom_fields: user.custom_fields ?? {} };
  const customFields = await updateUserCustomFields(slug, userId, set, remove, now.toISOString());
  if (!customFields) throw userNotFound();
  return { custom_fields: customFields };
}
