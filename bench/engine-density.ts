/**
 * DynamoDB Local's own time for the same keys over sparse and full items (#43 §5; the table in
 * docs/decisions/performance.md, "History pages: the engine's step"): 100 year items of a
 * content's counters, each with 2 months counted (what a course has at 1,000 enrollments) or all
 * 12 (at 100,000 and more), read by one BatchGetItem of the same 100 keys, sent as raw HTTP (no
 * SDK: what is measured is the engine's request, its JSON and the socket) with three projections:
 * the ranged page's (2025-03..09: 21 counts), one naming 6 counts, and none. Every case is
 * warmed, then they take turns: the p50 of REPS (300) requests each.
 *
 *   npx tsx bench/engine-density.ts      (starts its own DynamoDB Local; about a minute)
 *
 * Not part of `npm run bench`: it explains a figure of the history section, it is not one.
 */
import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { localClient, startDynamoDbLocal } from '../infra/local/dynamodb-local';
import { percentile } from './stats';

const TABLE = 'engine-density';
const REPS = Number(process.env.REPS ?? 300);
const MONTHS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'];
const DENSITIES = { sparse: ['04', '07'], full: MONTHS } as const;
type Density = keyof typeof DENSITIES;

const counts = (months: readonly string[]) => months.flatMap((m) => ['e', 'p', 'c'].map((letter) => `${letter}_${m}`));
const PROJECTIONS: Record<string, readonly string[] | null> = {
  'the ranged page’s (21 counts)': ['pk', 'sk', '_lv', 'shards', ...counts(['03', '04', '05', '06', '07', '08', '09'])],
  '6 counts (2 months)': ['pk', 'sk', '_lv', ...counts(['04', '07'])],
  'none (whole items)': null,
};

const ddb = await startDynamoDbLocal();
const client = localClient(ddb.endpoint);
const doc = DynamoDBDocumentClient.from(client);
await client.send(
  new CreateTableCommand({
    TableName: TABLE,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: ['pk', 'sk'].map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ],
  }),
);
for (const [density, months] of Object.entries(DENSITIES)) {
  const items = Array.from({ length: 100 }, (_, i) => ({
    pk: `ORG#bench#REPORT_COUNTER#CONTENT#${density}-${i}`,
    sk: 'Y#2025',
    entity: 'learning_counter',
    _lv: 2,
    ...Object.fromEntries(counts(months).map((name) => [name, 1000 + i])),
  }));
  for (let i = 0; i < items.length; i += 25) {
    await doc.send(new BatchWriteCommand({ RequestItems: { [TABLE]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })) } }));
  }
}

/** One BatchGetItem as raw HTTP (DynamoDB Local checks that a request is signed, not the signature). */
async function batchGet(density: Density, projection: readonly string[] | null): Promise<void> {
  const names = projection && Object.fromEntries(projection.map((name, i) => [`#a${i}`, name]));
  const body = {
    RequestItems: {
      [TABLE]: {
        Keys: Array.from({ length: 100 }, (_, i) => ({ pk: { S: `ORG#bench#REPORT_COUNTER#CONTENT#${density}-${i}` }, sk: { S: 'Y#2025' } })),
        ...(names && { ProjectionExpression: Object.keys(names).join(','), ExpressionAttributeNames: names }),
      },
    },
  };
  const response = await fetch(ddb.endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': 'DynamoDB_20120810.BatchGetItem',
      authorization: 'AWS4-HMAC-SHA256 Credential=local/20260101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0',
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { Responses?: Record<string, unknown[]> };
  if (answer.Responses?.[TABLE]?.length !== 100) throw new Error(`BatchGetItem: ${JSON.stringify(answer).slice(0, 300)}`);
}

const cases = Object.entries(PROJECTIONS).flatMap(([label, projection]) => (['sparse', 'full'] as const).map((density) => ({ label, projection, density, times: [] as number[] })));
// The JVM compiles its hot paths over the first requests: every case is warmed first, then the
// cases take turns in every round, so a slow moment of the machine falls on all of them.
for (let i = 0; i < 200; i++) for (const c of cases) await batchGet(c.density, c.projection);
for (let i = 0; i < REPS; i++) {
  for (const c of cases) {
    const start = performance.now();
    await batchGet(c.density, c.projection);
    c.times.push(performance.now() - start);
  }
}
console.log('| projection | sparse p50 ms | full p50 ms | full × sparse |');
console.log('| --- | ---: | ---: | ---: |');
for (const label of Object.keys(PROJECTIONS)) {
  const p50 = (density: Density) => percentile(cases.find((c) => c.label === label && c.density === density)!.times, 50);
  console.log(`| ${label} | ${p50('sparse').toFixed(2)} | ${p50('full').toFixed(2)} | ${(p50('full') / p50('sparse')).toFixed(2)} |`);
}
client.destroy();
await ddb.shutdown();
