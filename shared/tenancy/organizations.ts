import { ApiError } from '../errors/api-error';
import { getOrganization, type Organization } from './organizations-store';

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
