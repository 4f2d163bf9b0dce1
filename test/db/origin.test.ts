// unit: needs no DynamoDB Local (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import { ORIGIN_ATTRIBUTE, requestIdOfItem, stampOrigin } from '../../shared/db/origin';
import { correlationScope } from '../../shared/observability/correlation';
import { deriveEvents, type ChangeRecord } from '../../shared/webhooks/events';
import { marshall } from '@aws-sdk/util-dynamodb';

const inRequest = <T>(requestId: string, run: () => T) => correlationScope.run({ requestId, stampsWrites: true }, run);
const inWorker = <T>(requestId: string | null, run: () => T) => correlationScope.run({ requestId, stampsWrites: false }, run);

const put = () => ({ Item: { pk: 'ORG#a#USER', sk: 'u1', entity: 'user', email: 'a@b.c' } as Record<string, unknown> });
const update = (expression: string) => ({ Key: { pk: 'p', sk: 's' }, UpdateExpression: expression, ExpressionAttributeValues: { ':v': 1 } });

describe('the request that wrote an item (_rq)', () => {
  it('is stamped on the Puts and Updates an API request makes, transactions and batches included', () => {
    inRequest('req-1', () => {
      const single = put();
      stampOrigin(single);
      expect(single.Item[ORIGIN_ATTRIBUTE]).toBe('req-1');
      const set = update('SET a = :v');
      stampOrigin(set);
      expect(set).toMatchObject({ UpdateExpression: 'SET #_rq = :_rq, a = :v', ExpressionAttributeNames: { '#_rq': '_rq' }, ExpressionAttributeValues: { ':_rq': 'req-1', ':v': 1 } });
      const add = update('ADD n :v');
      stampOrigin(add);
      expect(add.UpdateExpression).toBe('SET #_rq = :_rq ADD n :v');
      const transaction = { TransactItems: [{ Put: put() }, { Update: update('SET a = :v') }, { ConditionCheck: { Key: {} } }] };
      stampOrigin(transaction);
      expect(transaction.TransactItems[0]!.Put!.Item[ORIGIN_ATTRIBUTE]).toBe('req-1');
      expect(transaction.TransactItems[1]!.Update!.UpdateExpression).toContain('#_rq = :_rq');
      const batch = { RequestItems: { t: [{ PutRequest: put() }] } };
      stampOrigin(batch);
      expect(batch.RequestItems.t[0]!.PutRequest.Item[ORIGIN_ATTRIBUTE]).toBe('req-1');
    });
  });

  it('is removed by an Update outside a request (a worker, a migration): no item keeps an earlier request\'s id; Puts there write none', () => {
    for (const run of [inWorker.bind(null, 'req-of-the-event'), (f: () => void) => f()]) {
      run(() => {
        const p = put();
        stampOrigin(p);
        expect(ORIGIN_ATTRIBUTE in p.Item).toBe(false);
        const set = update('SET a = :v');
        stampOrigin(set);
        expect(set.UpdateExpression).toBe('SET a = :v REMOVE #_rq');
        const remove = update('SET a = :v REMOVE b');
        stampOrigin(remove);
        expect(remove.UpdateExpression).toBe('SET a = :v REMOVE #_rq, b');
        expect(remove.ExpressionAttributeValues).toEqual({ ':v': 1 });
      });
    }
  });

  it('reaches the event a stream record derives; a record without it (an older item, a delete) derives one without it', () => {
    const image = { pk: 'ORG#acme#USER', sk: 'u1', entity: 'user', id: 'u1', email: 'a@b.c', first_name: 'A', last_name: 'B', status: 'active', role: 'collaborator', updated_at: '2026-11-25T10:00:00.000Z', created_at: '2026-11-25T10:00:00.000Z' };
    const record = (item: Record<string, unknown>): ChangeRecord => ({ eventID: 'e1', eventName: 'INSERT', dynamodb: { Keys: marshall({ pk: item.pk, sk: item.sk }), NewImage: marshall(item, { removeUndefinedValues: true }) as never } });
    expect(deriveEvents(record({ ...image, [ORIGIN_ATTRIBUTE]: 'req-9' }))[0]).toMatchObject({ type: 'user.created', requestId: 'req-9' });
    const old = deriveEvents(record(image))[0]!;
    expect(old.type).toBe('user.created');
    expect('requestId' in old).toBe(false);
    expect(requestIdOfItem(image)).toBeNull();
  });
});
