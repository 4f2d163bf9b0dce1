/**
 * Key builders. Every partition key starts with the organization, which is what makes
 * tenant isolation structural: a handler can only build keys for the organization of
 * the path, and the authorizer has already tied the credential to that organization.
 */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function orgKey(slug: string, ...parts: string[]): string {
  if (!SLUG_PATTERN.test(slug)) throw new Error('invalid organization slug for a key');
  return ['ORG', slug, ...parts].join('#');
}

/** The prefix every key of one organization starts with (used to vet decoded cursors). */
export const orgKeyPrefix = (slug: string): string => `ORG#${slug}#`;

/** Attributes that belong to the storage layout, never to a resource shown to a caller. */
const STORAGE_ATTRIBUTES = new Set(['pk', 'sk', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk', 'gsi4pk', 'gsi4sk', 'ttl', 'entity', 'org', '_lv']);

/** Whether an attribute belongs to the storage layout (keys, `entity`, `org`, `ttl`, `_lv`). */
export const isStorageAttribute = (attribute: string): boolean => STORAGE_ATTRIBUTES.has(attribute);

/** The item without its storage attributes; `keep`: those a caller declares as its own (an entity schema's `ttl`). */
export function withoutStorageAttributes<T extends Record<string, unknown>>(item: T, keep?: ReadonlySet<string>): Omit<T, 'pk' | 'sk'> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) if (!STORAGE_ATTRIBUTES.has(key) || keep?.has(key)) out[key] = value;
  return out as Omit<T, 'pk' | 'sk'>;
}
