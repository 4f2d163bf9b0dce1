import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { seedDemoAttendance } from '../../infra/local/seed-attendance';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg } from '../support/orgs';
import { walk } from './helpers';

const { call } = useGateway();

describe('demo attendance (infra/local/seed-attendance.ts)', () => {
  it('gives each collaborator last week, with an absence and an incomplete day, and is idempotent', async () => {
    const org = await newTestOrg('America/Bogota');
    const users = await Promise.all([insertUser(org.slug), insertUser(org.slug)]);
    const ids = users.map((u) => u.id);
    await seedDemoAttendance(org.slug, org.timezone, ids);
    await seedDemoAttendance(org.slug, org.timezone, ids);

    const monday = DateTime.now().setZone(org.timezone).startOf('week').minus({ weeks: 1 });
    const range = { from_date: monday.toISODate()!, to_date: monday.plus({ days: 4 }).toISODate()! };
    const summary = await walk(call, org.slug, org.adminKey, 'summary', range);
    const byUser = Object.fromEntries(summary.rows.map((r) => [r.user_id, r]));
    expect(byUser[ids[0]!]).toMatchObject({ days_present: 5, incomplete_days: 0, absences: 0 });
    expect(byUser[ids[1]!]).toMatchObject({ days_present: 4, incomplete_days: 1, absences: 1 });
    expect(byUser[ids[0]!].worked_minutes).toBeGreaterThan(5 * 7 * 60);
    const marks = await walk(call, org.slug, org.adminKey, 'marks', range);
    expect(marks.rows).toHaveLength(20 + 15);
    expect(marks.rows.every((m) => m.source === 'demo' && m.at.endsWith('-05:00'))).toBe(true);
  });
});
