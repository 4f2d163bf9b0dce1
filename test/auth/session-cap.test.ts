import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '../../shared/db/client';
import { MAX_SESSIONS_PER_USER } from '../../shared/auth/sessions-store';
import { useGateway } from '../support/http';
import { insertUser, newTestOrg } from '../support/orgs';
import { expectError, login } from '../users/helpers';

/**
 * Issue #16: a user's sessions are bounded (3,000 sessions made a deactivation take 2.2 s). A
 * login beyond MAX_SESSIONS_PER_USER ends the oldest sessions, so ending them all is bounded.
 */
const { call } = useGateway();

/** The session items of a user, read through the sessions index (tests may read the table). */
async function sessionItems(slug: string, userId: string): Promise<number> {
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': `ORG#${slug}#USER#${userId}#SESSION` },
      Select: 'COUNT',
    }),
  );
  return result.Count ?? 0;
}

describe('sessions per user are capped (issue #16)', () => {
  it(`the ${MAX_SESSIONS_PER_USER} newest sessions work; a login beyond them ends the oldest`, async () => {
    expect(MAX_SESSIONS_PER_USER).toBe(20);
    const org = await newTestOrg();
    const user = await insertUser(org.slug);
    const tokens: string[] = [];
    for (let i = 0; i < MAX_SESSIONS_PER_USER + 5; i++) tokens.push((await login(call, org.slug, user.email)).token);
    expect(await sessionItems(org.slug, user.id)).toBe(MAX_SESSIONS_PER_USER);
    for (const token of tokens.slice(0, 5)) expectError(await call('GET', `/org/${org.slug}/users/me/`, { token }), 401, 'invalid_credentials');
    for (const token of tokens.slice(5)) expect((await call('GET', `/org/${org.slug}/users/me/`, { token })).status).toBe(200);

    // Ending them all is then one bounded transaction.
    const res = await call('POST', `/org/${org.slug}/users/update_user/`, { token: org.adminKey, body: { id: user.id, status: 'inactive' } });
    expect(res.status).toBe(200);
    expect(await sessionItems(org.slug, user.id)).toBe(0);
  });
});
