import { ID_PATTERN } from '../db/ids';
import { ApiError } from '../errors/api-error';
import { invalidFilter, type Filter } from './filter';
import { nameText } from './users';

/**
 * What both paths of SCIM Groups read from a SCIM Group document the same way: the legacy path
 * (groups = areas, ./area-groups.ts) and the groups store's (./groups.ts).
 */
type Json = Record<string, unknown>;

export const invalidValue = (message: string) => new ApiError('scim_invalid_value', message);

export const userRef = (baseUrl: string, slug: string, id: string) => `${baseUrl}/org/${slug}/scim/v2/Users/${id}`;

/** Whether `attributes` / `excludedAttributes` ask for the members (Entra ID sends `excludedAttributes=members`). */
export const wantsMembers = (attributes?: string, excluded?: string): boolean => {
  const list = (value?: string) => (value ?? '').split(',').map((a) => a.trim().toLowerCase());
  if (list(excluded).includes('members')) return false;
  return !attributes || list(attributes).some((a) => a === 'members' || a.startsWith('members.'));
};

/** The attribute of `doc` named `name`, in any case. */
export const attributeOf = (doc: Json, name: string): unknown => {
  const key = Object.keys(doc).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : doc[key];
};

/** `displayName`: required, 1 to 200 characters, the users API's name rule (#41). */
export const nameOf = (doc: Json): string => {
  const value = attributeOf(doc, 'displayName');
  if (typeof value !== 'string' || value.trim() === '' || value.length > 200) throw invalidValue('displayName is required (1 to 200 characters).');
  return nameText(value, 'displayName')!;
};

/** One member's `value`: a user id; anything else (`a#b`, `""`) is no user and never reaches a key builder (a 5xx, #41). */
export const memberIdOf = (member: unknown): string => {
  const value = member && typeof member === 'object' ? (member as Json).value : undefined;
  if (typeof value !== 'string' || !ID_PATTERN.test(value)) throw invalidValue('each member needs a `value`: a user id.');
  return value;
};

/** The `members` of a document (undefined when absent), as user ids. */
export function memberIdsOf(doc: Json): string[] | undefined {
  const members = attributeOf(doc, 'members');
  if (members === undefined) return undefined;
  if (!Array.isArray(members)) throw invalidValue('members must be an array.');
  return members.map(memberIdOf);
}

/** The attributes a filter on groups may name (an attribute path, a Group URN prefix allowed). */
export const GROUP_FILTER_PATH = /^(urn:ietf:params:scim:schemas:core:2\.0:Group:)?(displayName|id|externalId)$/i;

/** Every attribute path a filter names (a `members[…]` names `members`). */
function pathsOf(filter: Filter): string[] {
  switch (filter.kind) {
    case 'and':
    case 'or':
      return [...pathsOf(filter.left), ...pathsOf(filter.right)];
    case 'not':
      return pathsOf(filter.filter);
    default:
      return [filter.path];
  }
}

/** 400 `invalidFilter` unless the filter names only displayName, id and externalId. */
export function assertGroupFilter(filter: Filter, what: string): void {
  if (pathsOf(filter).some((path) => !GROUP_FILTER_PATH.test(path))) throw invalidFilter(what);
}
