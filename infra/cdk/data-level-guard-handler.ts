/**
 * The data-level guard's function (#40 §7; infra/cdk/data-level-guard.ts builds it, inline): two
 * CloudFormation custom resources of the API stack, served by this one handler.
 *
 * - `Custom::DataLevelCheck`, before everything else of the stack: refuses (FAILED, the stack
 *   update rolls back before any function changes) a release whose data level (`Level`, the
 *   number of data migrations it knows) is below the highest level this environment has run
 *   (`Parameter`, an SSM parameter), unless `AllowOlder` is "true" (`-c allowOlderThanDataLevel=true`).
 * - `Custom::DataLevelRecord`, after everything else: raises the recorded level to `Level`; it
 *   never lowers it (a release deployed with the override leaves the record where it was: the
 *   table still holds what the newer release wrote).
 *
 * Recording last keeps a CloudFormation rollback safe: a failed update never reached the record,
 * so the check's rollback (its previous, higher `Level`) passes again. Delete does nothing.
 *
 * No imports: it runs as inline code with the runtime's AWS SDK (Node.js 22 on Lambda includes
 * it), required lazily so that the tests give their own store.
 */

export interface LevelStore {
  /** The recorded level; undefined when nothing was recorded yet (the first guarded deploy). */
  read(name: string): Promise<number | undefined>;
  write(name: string, level: number): Promise<void>;
}

export interface GuardEvent {
  RequestType: 'Create' | 'Update' | 'Delete';
  ResourceType: string;
  ResourceProperties: { Parameter: string; Level: string; AllowOlder?: string; Environment?: string };
  PhysicalResourceId?: string;
  LogicalResourceId: string;
  StackId: string;
  RequestId: string;
  ResponseURL: string;
}

export interface GuardAnswer {
  Status: 'SUCCESS' | 'FAILED';
  Reason: string;
}

export const CHECK_TYPE = 'Custom::DataLevelCheck';
export const RECORD_TYPE = 'Custom::DataLevelRecord';

/** What the check or the record does for one event (and writes, for the record). */
export async function decide(event: GuardEvent, store: LevelStore): Promise<GuardAnswer> {
  if (event.RequestType === 'Delete') return { Status: 'SUCCESS', Reason: 'nothing to undo' };
  const { Parameter: name, Level, AllowOlder, Environment: env = 'this environment' } = event.ResourceProperties;
  const level = Number(Level);
  if (!Number.isInteger(level) || level < 0) return { Status: 'FAILED', Reason: `Level must be a data level, not ${JSON.stringify(Level)}` };
  const recorded = await store.read(name);
  if (event.ResourceType === RECORD_TYPE) {
    if (recorded === undefined || level > recorded) await store.write(name, level);
    return { Status: 'SUCCESS', Reason: `recorded data level ${Math.max(level, recorded ?? 0)} (${name})` };
  }
  if (recorded !== undefined && level < recorded) {
    if (AllowOlder === 'true') {
      return { Status: 'SUCCESS', Reason: `data level ${level} below the ${recorded} ${env} has run: deployed with allowOlderThanDataLevel` };
    }
    return {
      Status: 'FAILED',
      Reason:
        `This release knows data level ${level}, but ${env} has run data level ${recorded} (${name}): its table may hold items this ` +
        `release cannot read or would count wrong. Roll forward, or roll back to a release of data level ${recorded} or more; to deploy ` +
        `this one anyway, read docs/operations.md ("Roll back") and add -c allowOlderThanDataLevel=true.`,
    };
  }
  return { Status: 'SUCCESS', Reason: `data level ${level}, at or above the ${recorded ?? 0} ${env} has run` };
}

/** The runtime's SDK: SSM Parameter Store, one String parameter. */
function ssmStore(): LevelStore {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { SSMClient, GetParameterCommand, PutParameterCommand } = require('@aws-sdk/client-ssm');
  const client = new SSMClient({});
  return {
    async read(name) {
      try {
        const { Parameter } = await client.send(new GetParameterCommand({ Name: name }));
        return Number(Parameter.Value);
      } catch (error) {
        if ((error as { name?: string }).name === 'ParameterNotFound') return undefined;
        throw error;
      }
    },
    async write(name, level) {
      await client.send(
        new PutParameterCommand({
          Name: name,
          Value: String(level),
          Type: 'String',
          Overwrite: true,
          Description: 'Highest data level a release of this environment has run (the data-level guard, docs/operations.md "Roll back").',
        }),
      );
    },
  };
}

/** CloudFormation's answer: a PUT of the result to the pre-signed URL of the request (signed without a content type). */
async function answer(event: GuardEvent, result: GuardAnswer): Promise<void> {
  const body = JSON.stringify({
    ...result,
    PhysicalResourceId: event.PhysicalResourceId ?? `${event.ResourceProperties.Parameter}#${event.LogicalResourceId}`,
    StackId: event.StackId,
    RequestId: event.RequestId,
    LogicalResourceId: event.LogicalResourceId,
    Data: {},
  });
  const response = await fetch(event.ResponseURL, { method: 'PUT', body, headers: { 'content-type': '' } });
  if (!response.ok) throw new Error(`CloudFormation did not take the answer: HTTP ${response.status}`);
}

// ---------------------------------------------------------------------------------------------
// A deploy begins (#40; docs/decisions/learning.md, "Two releases on one table")

/** What the check carries for the deploy's beginning (infra/cdk/data-level-guard.ts). */
export interface BeginProperties {
  TableName: string;
  /** Whether the release being replaced keeps today's report counters ("true" / "false"; the `olderReleaseKeepsCounters` setting). */
  OlderCounts: string;
  /** A hash of the release's data code: the check is updated, so a deploy begins, whenever it changes. */
  Fingerprint: string;
}

/** The deploy record as this handler needs it: DynamoDB (the runtime's SDK) or a test's. */
export interface DeploymentRecords {
  /** The fingerprint of the release whose run closed the last deploy, if any. */
  closedBy(table: string): Promise<string | undefined>;
  /** Open: a new generation, open, for the release of `fingerprint`; else closed again (a return to the release that closed it). */
  mark(table: string, fingerprint: string, open: boolean, olderCounts: boolean, now: string): Promise<unknown>;
}

/**
 * After a passing check (the stack orders it before every other resource, and it changes with
 * the data code), the deploy begins: the counter reports answer 503 until the deploy's run has
 * reconciled each organization. Except an Update back to the release whose run closed the last
 * deploy (CloudFormation rolling a failed deploy back): both releases keep the derived data exact
 * themselves and that release's run will not fire again (its hook is unchanged), so the record
 * is closed again instead of left open for ever. A Create always begins: no guard served before
 * (the first deploy, or a release without it took the table over and its writes are unknown).
 */
export async function decideBegin(event: GuardEvent, records: DeploymentRecords, now = new Date().toISOString()): Promise<string> {
  const { TableName: table, OlderCounts: older, Fingerprint: fingerprint } = event.ResourceProperties as unknown as BeginProperties;
  if (!table || event.RequestType === 'Delete') return '';
  const back = event.RequestType === 'Update' && (await records.closedBy(table)) === fingerprint;
  await records.mark(table, fingerprint, !back, older !== 'false', now);
  return back ? '; deploy closed (rollback)' : `; deploy begun, olderCounts ${older}`;
}

/** The runtime's SDK: the deploy record in the table (low-level client). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
export function dynamoRecords(sdk: any = require('@aws-sdk/client-dynamodb'), client: any = new sdk.DynamoDBClient({})): DeploymentRecords {
  // shared/tenancy/deployment-store.ts, DEPLOYMENT_KEY (test/infra/deploy-begins.test.ts reads it there).
  const Key = { pk: { S: 'TABLE#DEPLOYMENT' }, sk: { S: 'STATE' } };
  return {
    closedBy: async (TableName) => (await client.send(new sdk.GetItemCommand({ TableName, Key }))).Item?.closed_fingerprint?.S,
    mark: (TableName, f, open, older, now) =>
      client.send(
        new sdk.UpdateItemCommand({
          TableName,
          Key,
          ...(open
            ? {
                UpdateExpression: 'SET #o = :o, #l = :l, #b = :n, #f = :f REMOVE #c ADD #g :one',
                ExpressionAttributeNames: { '#o': 'open', '#l': 'older_counts', '#b': 'began_at', '#f': 'fingerprint', '#c': 'closed_at', '#g': 'generation' },
                ExpressionAttributeValues: { ':o': { BOOL: true }, ':l': { BOOL: older }, ':n': { S: now }, ':f': { S: f }, ':one': { N: '1' } },
              }
            : { UpdateExpression: 'SET #o = :o, #c = :n', ExpressionAttributeNames: { '#o': 'open', '#c': 'closed_at' }, ExpressionAttributeValues: { ':o': { BOOL: false }, ':n': { S: now } } }),
        }),
      ),
  };
}

/** Lambda's entry (its second argument is the context, not a store). */
export const handler = (event: GuardEvent): Promise<GuardAnswer> => handle(event, ssmStore(), dynamoRecords());

export async function handle(event: GuardEvent, store: LevelStore, records?: DeploymentRecords): Promise<GuardAnswer> {
  let result: GuardAnswer;
  try {
    result = await decide(event, store);
    // A passing check begins the deploy (#40): the check runs first whenever the data code changes.
    if (records && event.ResourceType === CHECK_TYPE && result.Status === 'SUCCESS') result.Reason += await decideBegin(event, records);
  } catch (error) {
    // Unanswered, CloudFormation would wait an hour: a failure to read or write is a FAILED.
    result = { Status: 'FAILED', Reason: `data-level guard: ${error instanceof Error ? error.message : String(error)}` };
  }
  console.log(JSON.stringify({ level: result.Status === 'SUCCESS' ? 'INFO' : 'ERROR', message: 'data-level guard', request: event.RequestType, resource: event.ResourceType, ...result }));
  await answer(event, result);
  return result;
}
