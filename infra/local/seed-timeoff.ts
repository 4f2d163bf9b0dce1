import { DateTime } from 'luxon';
import type { Principal } from '../../shared/http/principal';
import { getUserBalances } from '../../shared/timeoff/balances-store';
import { replaceTimeOffBalances } from '../../shared/timeoff/balances';
import { createTimeOffRequest, transitionTimeOffRequest } from '../../shared/timeoff/requests';

/**
 * Demo time off for the demo collaborators (through the real domain code, so balances and
 * the calendar of reserved days are consistent): balances for both, and requests in every
 * state. Luis's approved permission covers the day he is absent in the demo attendance
 * (Wednesday of last week), so the absences report shows `covered_by_timeoff`. Idempotent: a
 * collaborator who already has balances is left alone.
 */
export async function seedDemoTimeOff(slug: string, timezone: string, collaboratorIds: string[], adminUserId: string, now: Date = new Date()): Promise<void> {
  const admin: Principal = { org: slug, role: 'admin', userId: adminUserId, credentialId: adminUserId, kind: 'session', passwordChangeRequired: false };
  const monday = DateTime.fromJSDate(now, { zone: timezone }).startOf('week');
  const day = (weeks: number, weekday: number) => monday.plus({ weeks, days: weekday }).toISODate()!;
  const [ana, luis] = collaboratorIds;

  const request = async (userId: string, type: 'vacation' | 'leave' | 'permission', start: string, end: string, reason: string, then?: 'approve' | 'reject') => {
    const created = await createTimeOffRequest(slug, admin, { user_id: userId, type, start_date: start, end_date: end, reason });
    if (then) await transitionTimeOffRequest(slug, admin, created.id, then);
  };

  if (ana && (await getUserBalances(slug, ana)).length === 0) {
    await replaceTimeOffBalances(slug, ana, { vacation: 15, leave: 5, permission: 3 });
    await request(ana, 'vacation', day(4, 0), day(4, 4), 'Family trip', 'approve');
    await request(ana, 'vacation', day(8, 0), day(9, 4), 'Summer holidays');
  }
  if (luis && (await getUserBalances(slug, luis)).length === 0) {
    await replaceTimeOffBalances(slug, luis, { vacation: 10, leave: 5, permission: 4 });
    await request(luis, 'permission', day(-1, 2), day(-1, 2), 'Medical appointment', 'approve');
    await request(luis, 'leave', day(1, 3), day(1, 4), 'Moving house');
    await request(luis, 'vacation', day(2, 0), day(2, 2), 'Long weekend', 'reject');
  }
}
