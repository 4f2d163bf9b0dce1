import { describe, expect, it } from 'vitest';
import { login } from '../../shared/auth/credentials';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg } from '../support/orgs';

const { call } = useGateway();

describe('Idempotency-Key on a time-off request (api.md §1 with §6 Time off)', () => {
  it('retries of one request, sequential and concurrent, reserve the days once', async () => {
    const org = await newTestOrg();
    const user = await insertUser(org.slug);
    const setBalance = await call('PUT', `/org/${org.slug}/timeoff/balances/${user.id}/`, { token: org.adminKey, body: { vacation: 10 } });
    expect(setBalance.status).toBe(200);
    const { token } = await login(org.slug, user.email, user.password);

    const path = `/org/${org.slug}/timeoff/requests/`;
    // Monday to Friday: five weekdays.
    const body = { type: 'vacation', start_date: '2030-03-04', end_date: '2030-03-08', reason: 'family trip' };
    const headers = { 'Idempotency-Key': 'trip-2030-03' };
    const first = await call('POST', path, { token, body, headers });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: 'pending', days: 5, user_id: user.id });

    const retries = await Promise.all(Array.from({ length: 5 }, () => call('POST', path, { token, body, headers })));
    for (const retry of retries) {
      expect(retry.status).toBe(201);
      expect(retry.text).toBe(first.text);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
    }

    const requests = await call('GET', path, { token });
    expect(requests.body.results.map((r: { id: string }) => r.id)).toEqual([first.body.id]);
    const balances = await call('GET', `/org/${org.slug}/timeoff/balances/`, { token });
    expect(balances.body.results).toContainEqual({ user_id: user.id, type: 'vacation', available_days: 5 });
  });
});
