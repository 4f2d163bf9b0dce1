import { SLUG_PATTERN } from '../db/keys';
import { isValidTimezone } from '../tenancy/organizations';
import { putNewOrganization, type Organization } from '../tenancy/organizations-store';
import { createApiKey, type CreatedApiKey } from './credentials';

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
