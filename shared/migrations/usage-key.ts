import { setOrganizationUsageKey, type StoredOrganization } from '../tenancy/organizations-store';
import { usageKeys, type UsageKeys } from '../tenancy/usage-keys';
import { readMeta } from './counters';
import type { CountersProgress } from './counters';

/**
 * The `usage-key` migration (#33 §3, the expand step of per-organization fairness;
 * docs/decisions/security-round-3b.md): every organization created before it gets its API
 * Gateway API key, in the stage's usage plan, recorded on its META item (usage-keys.ts). One
 * organization's work is three steps, each safe to repeat, so a run that stops anywhere is
 * resumed by the next: the key is found by name before one is made (no second key), joining
 * the plan again is a no-op, and the record is a conditional write that never replaces a key.
 * An organization that already has one (created by org:create of this release) is read only.
 */
const hasKey = (meta: StoredOrganization | undefined) => !!meta?.usage_key;

export async function giveUsageKey(
  slug: string,
  options: { dryRun?: boolean; onProgress?: (p: CountersProgress) => void; keys?: UsageKeys } = {},
): Promise<CountersProgress> {
  const meta = await readMeta(slug);
  const progress: CountersProgress = { read: meta ? 1 : 0, counted: 0 };
  if (meta && !hasKey(meta)) {
    if (options.dryRun) progress.counted = 1;
    else {
      const key = await (options.keys ?? usageKeys()).ensure(slug);
      progress.counted = (await setOrganizationUsageKey(slug, key)) ? 1 : 0;
    }
  }
  options.onProgress?.({ ...progress });
  return progress;
}

/** 1 while the organization has no usage key recorded, else 0 (for --dry-run and --status). */
export const organizationWithoutUsageKey = async (slug: string): Promise<number> => (hasKey(await readMeta(slug)) ? 0 : 1);

/** The check: the organization's usage key is recorded. */
export async function checkUsageKey(slug: string): Promise<string[]> {
  return hasKey(await readMeta(slug)) ? [] : [`organization ${slug} has no usage key`];
}
