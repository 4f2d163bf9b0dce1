import { ApiError } from '../http/api-error';
import { getOrganization, putNewOrganization, type Organization } from '../db/entities/organizations';
import { SLUG_PATTERN } from '../db/keys';
import { createApiKey, type CreatedApiKey } from './credentials';

/** An IANA zone the runtime knows (Intl, not luxon: this module is in the login bundle). */
export function isValidTimezone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The organization of a path, or 404. Cached per container: organizations are immutable here. */
const cache = new Map<string, Organization>();

export async function requireOrganization(slug: string): Promise<Organization> {
  const cached = cache.get(slug);
  if (cached) return cached;
  const org = await getOrganization(slug);
  if (!org) throw new ApiError('organization_not_found', 'No such organization.');
  cache.set(slug, org);
  return org;
}

/** Creates an organization and its first administrator api-key (the bootstrap command). */
export async function bootstrapOrganization(
  input: { slug: string; name: string; timezone: string },
  now: Date = new Date(),
): Promise<{ organization: Organization; apiKey: CreatedApiKey }> {
  if (!SLUG_PATTERN.test(input.slug)) throw new Error(`invalid slug "${input.slug}": lower-case letters, digits and dashes`);
  if (!isValidTimezone(input.timezone)) throw new Error(`unknown IANA time zone "${input.timezone}"`);
  const organization: Organization = { ...input, created_at: now.toISOString() };
  if (!(await putNewOrganization(organization))) throw new Error(`organization "${input.slug}" already exists`);
  const apiKey = await createApiKey(input.slug, 'bootstrap', now);
  return { organization, apiKey };
}
