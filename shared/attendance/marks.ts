import type { Principal } from '../http/principal';
import { marksPage, putMarkForActiveUser, type MarkRecord } from './marks-store';
import { getUserRecord } from '../directory/users-store';
import { newId } from '../db/ids';
import type { Page, PageRequest } from '../db/query-page';
import { config } from '../config';
import { ApiError } from '../errors/api-error';
import type { AttendanceReportQueryT, CreateMarkT, MarkReportRowT, MarkT } from './schemas';
import { requireOrganization } from '../tenancy/organizations';
import { inZone, utcKey, utcRangeOf } from './local-days';

/**
 * How far ahead of the server's clock a mark may be: devices' clocks drift a little, and a
 * mark taken "now" on a fast clock must not be refused. Anything later is 422 `mark_in_future`.
 */
export const MARK_CLOCK_SKEW_MS = 2 * 60_000;

/** The `source` of every mark a collaborator records for themselves: the server says where it came from. */
export const SELF_SERVICE_SOURCE = 'self-service';

/** A mark as shown to a person: `at` in the organization's zone with its offset. */
export function toMark(record: MarkRecord, zone: string): MarkT {
  return {
    id: record.id,
    user_id: record.user_id,
    at: inZone(record.at, zone),
    kind: record.kind,
    ...(record.source !== undefined ? { source: record.source } : {}),
  };
}

/** A row of the marks report: the mark, and who recorded it when (both in the organization's zone). */
export function toMarkReportRow(record: MarkRecord, zone: string): MarkReportRowT {
  return { ...toMark(record, zone), created_by: record.created_by ?? null, created_at: inZone(record.created_at, zone) };
}

/** Who recorded a mark, as the report shows it: the session's user, or the api-key. */
const recordedBy = (principal: Principal) => principal.userId ?? `api_key:${principal.credentialId}`;

/**
 * A collaborator's own mark is "now": one earlier than the window (MARK_WINDOW_MINUTES) is
 * backdating, 422 `mark_time_out_of_window`. Late or offline clocks are backfilled with an
 * administrator credential, which keeps any past instant.
 */
function refuseBackdating(principal: Principal, atMs: number, now: Date): void {
  if (principal.role !== 'collaborator') return;
  const windowMs = config().MARK_WINDOW_MINUTES * 60_000;
  if (atMs < now.getTime() - windowMs) {
    throw new ApiError('mark_time_out_of_window', 'A self-service mark must be taken now; ask an administrator to record a late mark.', [
      { in: 'body', path: 'at', issue: `earlier than now by more than ${config().MARK_WINDOW_MINUTES} minutes` },
    ]);
  }
}

/** Whose mark it is: a collaborator marks only for themselves; an admin api-key must name the user. */
function markOwner(principal: Principal, requested: string | undefined): string {
  if (principal.role === 'collaborator') {
    if (requested !== undefined && requested !== principal.userId) {
      throw new ApiError('forbidden', 'A collaborator can only record their own attendance.');
    }
    return principal.userId!;
  }
  const owner = requested ?? principal.userId;
  if (!owner) {
    throw new ApiError('validation_failed', 'An api-key has no user of its own: give user_id.', [
      { in: 'body', path: 'user_id', issue: 'required with an api-key' },
    ]);
  }
  return owner;
}

async function refuseUnlessActive(slug: string, userId: string): Promise<void> {
  const user = await getUserRecord(slug, userId);
  if (!user) throw new ApiError('user_not_found', 'No such user.');
  if (user.status !== 'active') throw new ApiError('user_inactive', 'The user is inactive: no attendance can be recorded for them.');
}

/** Records a clock-in or clock-out (api.md §6 "Attendance"). */
export async function createMark(slug: string, principal: Principal, input: CreateMarkT, now: Date = new Date()): Promise<MarkT> {
  const userId = markOwner(principal, input.user_id);
  const atMs = input.at !== undefined ? Date.parse(input.at) : now.getTime();
  if (atMs > now.getTime() + MARK_CLOCK_SKEW_MS) {
    throw new ApiError('mark_in_future', 'The mark is later than now.', [
      { in: 'body', path: 'at', issue: `later than now by more than ${MARK_CLOCK_SKEW_MS / 1000} seconds` },
    ]);
  }
  refuseBackdating(principal, atMs, now);
  // A collaborator's own mark says where it came from by the server's word, not theirs.
  const source = principal.role === 'collaborator' ? SELF_SERVICE_SOURCE : input.source;
  const { timezone } = await requireOrganization(slug);
  // No read first: the transaction's ConditionCheck refuses a missing or inactive user, and
  // only then is the user read, to answer user_not_found or user_inactive (one call per mark).
  const record: MarkRecord = {
    id: newId(now.getTime()),
    user_id: userId,
    at: utcKey(atMs),
    kind: input.kind,
    ...(source !== undefined ? { source } : {}),
    created_by: recordedBy(principal),
    created_at: now.toISOString(),
  };
  if ((await putMarkForActiveUser(slug, record)) === 'user_not_active') {
    await refuseUnlessActive(slug, userId);
    // Active again by the time of the read: it was not when the mark was written.
    throw new ApiError('user_inactive', 'The user is inactive: no attendance can be recorded for them.');
  }
  return toMark(record, timezone);
}

/** The marks report: one row per mark of the period, by instant (a plain key-range page). */
export async function marksReport(slug: string, query: AttendanceReportQueryT, page: PageRequest): Promise<Page<MarkReportRowT>> {
  const { timezone } = await requireOrganization(slug);
  const range = utcRangeOf(query.from_date, query.to_date, timezone);
  return marksPage(slug, range, query.user_id, page, (record) => toMarkReportRow(record, timezone));
}
