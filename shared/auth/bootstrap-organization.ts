import { SLUG_PATTERN } from '../db/keys';
import { isValidTimezone } from '../tenancy/organizations';
import { getOrganization, putNewOrganization, type Organization } from '../tenancy/organizations-store';
import { usageKeys, type UsageKeys } from '../tenancy/usage-keys';
import { createApiKey, type CreatedApiKey } from './credentials';

/**
 * Creates an organization and its first administrator api-key (the bootstrap command). The
 * organization is created with its usage key (its share of the stage, #33 §3; usage-keys.ts),
 * made first: it is created at the current data level, so the `usage-key` migration never
 * visits it. A key made for a slug that turns out to be taken is that slug's key by name, which
 * the migration would find and use for it: nothing is left over.
 */
export async function bootstrapOrganization(
  input: { slug: string; name: string; timezone: string },
  now: Date = new Date(),
  keys: UsageKeys = usageKeys(),
): Promise<{ organization: Organization; apiKey: CreatedApiKey }> {
  if (!SLUG_PATTERN.test(input.slug)) throw new Error(`invalid slug "${input.slug}": lower-case letters, digits and dashes`);
  if (!isValidTimezone(input.timezone)) throw new Error(`unknown IANA time zone "${input.timezone}"`);
  const taken = () => new Error(`organization "${input.slug}" already exists`);
  // Before any API Gateway call; the conditional write below decides a race.
  if (await getOrganization(input.slug)) throw taken();
  const key = await keys.ensure(input.slug);
  const organization: Organization = { ...input, created_at: now.toISOString(), usage_key: key.value, usage_key_id: key.id };
  if (!(await putNewOrganization(organization))) throw taken();
  const apiKey = await createApiKey(input.slug, 'bootstrap', now);
  return { organization, apiKey };
}
