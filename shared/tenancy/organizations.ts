import { ApiError } from '../errors/api-error';
import { getOrganization, type StoredOrganization } from './organizations-store';
import { readDeployment } from './deployment-store';
import { DATA_LEVEL, levelAfter, MIGRATION_RETRY_AFTER_SECONDS, type DataMigrationId } from './data-level';

/** An IANA zone the runtime knows (Intl, not luxon: this module is in the login bundle). */
export function isValidTimezone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The organization of a path, or 404. Cached per container once its data is fully migrated:
 * organizations are immutable here, and `data_level` only grows; an organization still being
 * migrated is read again by each request (so a report sees the migration finish).
 */
const cache = new Map<string, StoredOrganization>();

export async function requireOrganization(slug: string): Promise<StoredOrganization> {
  const cached = cache.get(slug);
  if (cached) return cached;
  const org = await getOrganization(slug);
  if (!org) throw new ApiError('organization_not_found', 'No such organization.');
  if (org.data_level >= DATA_LEVEL) cache.set(slug, org);
  return org;
}

/**
 * Refuses (503 `migration_in_progress`, `Retry-After`) what needs data migration `id` done for the
 * organization: read from the META item the request already read, no extra call.
 */
export function requireMigrated(org: StoredOrganization, id: DataMigrationId): void {
  if (org.data_level >= levelAfter(id)) return;
  throw new ApiError('migration_in_progress', 'This organization’s data is being upgraded; retry shortly.', undefined, {
    'Retry-After': String(MIGRATION_RETRY_AFTER_SECONDS),
  });
}

/**
 * Whether a deploy is open and the organization's derived data is not reconciled with it yet
 * (deployment-store.ts, #40): the release serving beside this one may have written what those
 * numbers miss. Outside a deploy one small read; during one, the META item read fresh (the cache
 * above keeps none of it).
 */
export async function isStaleOrganization(slug: string): Promise<boolean> {
  const deployment = await readDeployment();
  if (!deployment.open) return false;
  const org = await getOrganization(slug);
  return (org?.reconciled_generation ?? 0) < deployment.generation;
}

/** Refuses (503 `migration_in_progress`, `Retry-After`) what reads derived data of a stale organization (isStaleOrganization). */
export function requireReconciled(stale: boolean): void {
  if (!stale) return;
  throw new ApiError('migration_in_progress', 'This organization’s data is being reconciled after a deploy; retry shortly.', undefined, {
    'Retry-After': String(MIGRATION_RETRY_AFTER_SECONDS),
  });
}
