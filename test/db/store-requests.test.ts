// unit: needs no DynamoDB Local (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import { apiKeyRevocation, credentialPut, CREDENTIALS } from '../../shared/auth/credentials-store';
import { sessionDelete } from '../../shared/auth/sessions-store';
import { tableName } from '../../shared/db/client';
import { externalIdLockParts } from '../../shared/scim/external-ids-store';
import { activeAdminPart, memberOfAreaPart } from '../../shared/scim/guards';
import { reserveDaysPart, returnDaysPart } from '../../shared/timeoff/balances-store';
import { claimDayPart, releaseDayPart } from '../../shared/timeoff/days-store';

/**
 * The requests the converted stores send through their entities (#44 §2, shared/db/operations.ts),
 * pinned exactly, each beside the hand-written request it replaced: the same keys, the same
 * condition (up to placeholder names, and `attribute_exists(pk)` where an equality implied it) and
 * the same change. The builders themselves: test/db/entity-operations.test.ts.
 */
const TableName = tableName();
const key = { pk: 'ORG#acme#CRED#abc', sk: 'CRED' };

describe('converted stores send the requests they sent by hand', () => {
  it('auth: an api-key revocation keeps an earlier time; a session end deletes by key; a credential is created once', () => {
    // Was: SET revoked_at = if_not_exists(revoked_at, :now), attribute_exists(pk).
    expect(apiKeyRevocation(key, 'T')).toEqual({
      Update: {
        TableName,
        Key: key,
        UpdateExpression: 'SET #a0 = if_not_exists(#a0, :v0)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#a0': 'revoked_at' },
        ExpressionAttributeValues: { ':v0': 'T' },
      },
    });
    expect(sessionDelete(key)).toEqual({ Delete: { TableName, Key: key } });
    const record = { id: 'K1', kind: 'api_key', org: 'acme', role: 'admin', user_id: null, password_change_required: false, token_hash: 'abc', created_at: 'T' } as const;
    expect(credentialPut(record).input).toEqual({ TableName, Item: CREDENTIALS.item('acme', record), ConditionExpression: 'attribute_not_exists(pk)' });
  });

  it('timeoff: reserving days needs enough of them (ADD of minus the days, as SET a = a - :d under the same guard); returning them adds', () => {
    const Key = { pk: 'ORG#acme#TIMEOFF_BALANCE', sk: 'U1#vacation' };
    expect(reserveDaysPart('acme', 'U1', 'vacation', 3, 'T').input).toEqual({
      TableName,
      Key,
      UpdateExpression: 'SET #a0 = :v0 ADD #a1 :v1',
      ConditionExpression: 'attribute_exists(pk) AND #a1 >= :v2',
      ExpressionAttributeNames: { '#a0': 'updated_at', '#a1': 'available_days' },
      ExpressionAttributeValues: { ':v0': 'T', ':v1': -3, ':v2': 3 },
    });
    // Was: SET user_id, type, updated_at ADD available_days, unconditional; now it also sets `entity` (an upsert).
    expect(returnDaysPart('acme', 'U1', 'vacation', 3, 'T').input).toEqual({
      TableName,
      Key,
      UpdateExpression: 'SET #a0 = :v0, #a1 = :v1, #a2 = :v2, #a3 = :v3 ADD #a4 :v4',
      ExpressionAttributeNames: { '#a0': 'user_id', '#a1': 'type', '#a2': 'updated_at', '#a3': 'entity', '#a4': 'available_days' },
      ExpressionAttributeValues: { ':v0': 'U1', ':v1': 'vacation', ':v2': 'T', ':v3': 'timeoff_balance', ':v4': 3 },
    });
    expect(claimDayPart('acme', 'U1', '2026-12-01', 'R1').part).toEqual({
      Put: { TableName, Item: { pk: 'ORG#acme#TIMEOFF_DAY#U1', sk: '2026-12-01', entity: 'timeoff_day', user_id: 'U1', date: '2026-12-01', request_id: 'R1' }, ConditionExpression: 'attribute_not_exists(pk)' },
    });
    expect(releaseDayPart('acme', 'U1', '2026-12-01').part).toEqual({ Delete: { TableName, Key: { pk: 'ORG#acme#TIMEOFF_DAY#U1', sk: '2026-12-01' } } });
  });

  it('scim: the area bump, the other administrator check and the externalId lock release', () => {
    expect(memberOfAreaPart('acme', 'A1')).toEqual({
      Update: { TableName, Key: { pk: 'ORG#acme#AREA', sk: 'A1' }, UpdateExpression: 'ADD #a0 :v0', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeNames: { '#a0': 'version' }, ExpressionAttributeValues: { ':v0': 1 } },
    });
    // Was: #role = :admin AND #status = :active.
    expect(activeAdminPart('acme', 'U2')).toEqual({
      ConditionCheck: {
        TableName,
        Key: { pk: 'ORG#acme#USER', sk: 'U2' },
        ConditionExpression: '#a0 = :v0 AND #a1 = :v1',
        ExpressionAttributeNames: { '#a0': 'role', '#a1': 'status' },
        ExpressionAttributeValues: { ':v0': 'admin', ':v1': 'active' },
      },
    });
    // Was: attribute_not_exists(pk) OR user_id = :id.
    expect(externalIdLockParts('acme', 'U1', 'ext-1', undefined)).toEqual([
      {
        Delete: {
          TableName,
          Key: { pk: 'ORG#acme#USER_EXTERNAL_ID', sk: 'ext-1' },
          ConditionExpression: 'attribute_not_exists(pk) OR #a0 = :v0',
          ExpressionAttributeNames: { '#a0': 'user_id' },
          ExpressionAttributeValues: { ':v0': 'U1' },
        },
      },
    ]);
  });
});
