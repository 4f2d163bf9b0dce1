import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '../../shared/db/client';
import { LAYOUT_ATTRIBUTE, layoutVersion } from '../../shared/db/layout';
import { counterUpdateParts } from '../../shared/learning/counters-store';
import { transactWrite } from '../../shared/db/transact';
import { newTestOrg } from '../support/orgs';
import { putRaw, rawClient } from './support';

/** Layout versions (#29): stamped by the kernel on what it writes, checked on what it reads. */
describe('layout versions', () => {
  it('every item the kernel writes carries its entity’s version: a Put, and an Update that creates an item', async () => {
    const org = await newTestOrg();
    const meta = await rawClient().send(new GetCommand({ TableName: tableName(), Key: { pk: `ORG#${org.slug}#META`, sk: 'META' } }));
    expect(meta.Item?.[LAYOUT_ATTRIBUTE]).toBe(layoutVersion('organization'));
    await transactWrite({ TransactItems: counterUpdateParts(org.slug, [{ subject: { kind: 'user', id: 'U1' }, date: '2026-01-02', enrolled: 1, in_progress: 0, completed: 0 }]) });
    const counters = await rawClient().send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `ORG#${org.slug}#REPORT_COUNTER#USER#U1` } }));
    expect(counters.Items!.length).toBeGreaterThan(0);
    for (const item of counters.Items!) expect(item[LAYOUT_ATTRIBUTE]).toBe(layoutVersion('learning_counter'));
  });

  it('an item of a layout this code does not know is refused loudly, never read', async () => {
    const org = await newTestOrg();
    const key = { pk: `ORG#${org.slug}#COURSE`, sk: 'C1' };
    await putRaw([{ ...key, entity: 'course', id: 'C1', title: 'From the future', [LAYOUT_ATTRIBUTE]: 99 }]);
    await expect(db().send(new GetCommand({ TableName: tableName(), Key: key }))).rejects.toThrow(/layout version 99/);
    await expect(db().send(new QueryCommand({ TableName: tableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': key.pk } }))).rejects.toThrow(/layout version 99/);
    // A counter item below version 2 in the REPORT_COUNTER partitions never existed: refused too.
    const counterKey = { pk: `ORG#${org.slug}#REPORT_COUNTER#USER#U2`, sk: 'TOTAL' };
    await putRaw([{ ...counterKey, entity: 'learning_counter', e: 1 }]);
    await expect(db().send(new GetCommand({ TableName: tableName(), Key: counterKey }))).rejects.toThrow(/layout version 0/);
    // A Put through the kernel gets the current version.
    await db().send(new PutCommand({ TableName: tableName(), Item: { pk: key.pk, sk: 'C2', entity: 'course', id: 'C2', title: 'Now' } }));
    expect((await rawClient().send(new GetCommand({ TableName: tableName(), Key: { pk: key.pk, sk: 'C2' } }))).Item?.[LAYOUT_ATTRIBUTE]).toBe(1);
  });
});
