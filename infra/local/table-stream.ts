import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
  type Shard,
} from '@aws-sdk/client-dynamodb-streams';
import { localClient } from './dynamodb-local';

export type { StreamRecord };

export interface TableStreamOptions {
  endpoint: string;
  tableName: string;
  /**
   * Handles one batch of one shard, in order, like the dispatcher Lambda's event source mapping:
   * it answers the sequence number of the first record that failed (the batch is read again from
   * there on the next poll) or null. A throw retries the whole batch.
   */
  onRecords(records: StreamRecord[]): Promise<string | null>;
  /** How often each shard is polled (ms); the commit → dispatch latency is about this. */
  pollMs?: number;
  /** Where reading starts in the shards open at start: only new changes (default), or everything kept. */
  start?: 'LATEST' | 'TRIM_HORIZON';
  onError?(error: unknown): void;
}

export interface RunningTableStream {
  stop(): Promise<void>;
  /** Resolves after a full poll of every shard that started after this call returned no records. */
  idle(): Promise<void>;
}

interface ShardReader {
  id: string;
  iterator: string | undefined;
  lastSequence: string | undefined;
  /** Not read again before this (ms since epoch), after a failed batch. */
  retryAt?: number;
}

/**
 * The Streams client's deserializer turns an empty map or list attribute (`{"M":{}}`, `{"L":[]}`)
 * into `{}` (no member set), which unmarshall refuses; the Lambda event carries the JSON as sent.
 * Such values become empty maps again (the user's `custom_fields: {}` is one).
 */
function restoreEmpty(value: Record<string, unknown>): Record<string, unknown> {
  if (Object.keys(value).length === 0) return { M: {} };
  if (value.M && typeof value.M === 'object') return { M: restoreImage(value.M as Record<string, Record<string, unknown>>) };
  if (Array.isArray(value.L)) return { L: (value.L as Array<Record<string, unknown>>).map(restoreEmpty) };
  return value;
}

function restoreImage(image: Record<string, Record<string, unknown>> | undefined) {
  if (!image) return image;
  return Object.fromEntries(Object.entries(image).map(([name, value]) => [name, restoreEmpty(value)]));
}

function restoreRecord(record: StreamRecord): StreamRecord {
  if (!record.dynamodb) return record;
  const { NewImage, OldImage } = record.dynamodb;
  return {
    ...record,
    dynamodb: {
      ...record.dynamodb,
      NewImage: restoreImage(NewImage as unknown as Record<string, Record<string, unknown>>) as unknown as typeof NewImage,
      OldImage: restoreImage(OldImage as unknown as Record<string, Record<string, unknown>>) as unknown as typeof OldImage,
    },
  };
}

/** After a failed batch, its shard waits this long before reading it again (no hot loop on a poison record). */
const FAILURE_BACKOFF_MS = 1000;

/** New shards (DynamoDB rolls them over) are looked for this often. */
const DISCOVERY_MS = 1000;

/**
 * Reads a table's stream on DynamoDB Local (infra/local: the local stand-in for Lambda's stream
 * event source mapping): DescribeStream → the shards → an iterator per shard (LATEST at start,
 * TRIM_HORIZON for shards created later, AT_SEQUENCE_NUMBER after a failed record) → GetRecords
 * every `pollMs`. A child shard is read once its parent is finished, so a key's changes stay in
 * order. Delivery to `onRecords` is at least once, as in AWS.
 */
export async function startTableStream(options: TableStreamOptions): Promise<RunningTableStream> {
  const dynamo = localClient(options.endpoint);
  const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: options.tableName }));
  dynamo.destroy();
  const streamArn = Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`table ${options.tableName} has no stream (shared/db/create-table.ts enables it)`);
  const streams = new DynamoDBStreamsClient({
    endpoint: options.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const pollMs = options.pollMs ?? 200;
  const active = new Map<string, ShardReader>();
  const finished = new Set<string>();
  let stopped = false;
  let lastDiscovery = 0;
  let idleWaiters: Array<{ cycles: number; resolve: () => void }> = [];

  const iteratorFor = async (ShardId: string, type: 'LATEST' | 'TRIM_HORIZON' | 'AT_SEQUENCE_NUMBER' | 'AFTER_SEQUENCE_NUMBER', SequenceNumber?: string) =>
    (await streams.send(new GetShardIteratorCommand({ StreamArn: streamArn, ShardId, ShardIteratorType: type, SequenceNumber }))).ShardIterator;

  async function listShards(): Promise<Shard[]> {
    const shards: Shard[] = [];
    let ExclusiveStartShardId: string | undefined;
    do {
      const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId }));
      shards.push(...(StreamDescription?.Shards ?? []));
      ExclusiveStartShardId = StreamDescription?.LastEvaluatedShardId;
    } while (ExclusiveStartShardId);
    return shards;
  }

  async function discover(initial: boolean): Promise<void> {
    for (const shard of await listShards()) {
      const id = shard.ShardId!;
      if (active.has(id) || finished.has(id)) continue;
      if (initial) {
        // History is not replayed: a closed shard at start is done; an open one is read from now on.
        if (shard.SequenceNumberRange?.EndingSequenceNumber && options.start !== 'TRIM_HORIZON') finished.add(id);
        else active.set(id, { id, iterator: await iteratorFor(id, options.start ?? 'LATEST'), lastSequence: undefined });
        continue;
      }
      if (shard.ParentShardId && active.has(shard.ParentShardId)) continue; // after its parent
      active.set(id, { id, iterator: await iteratorFor(id, 'TRIM_HORIZON'), lastSequence: undefined });
    }
  }

  /** One read of one shard; true if it returned records. */
  async function pollShard(reader: ShardReader): Promise<boolean> {
    if (!reader.iterator) {
      active.delete(reader.id);
      finished.add(reader.id);
      return false;
    }
    if (reader.retryAt && Date.now() < reader.retryAt) return true;
    let page;
    try {
      page = await streams.send(new GetRecordsCommand({ ShardIterator: reader.iterator, Limit: 100 }));
    } catch (error) {
      const name = (error as { name?: string }).name;
      if (name !== 'TrimmedDataAccessException' && name !== 'ExpiredIteratorException') throw error;
      // DynamoDB Local answers TrimmedDataAccessException to a LATEST iterator taken on an empty
      // shard once the first record arrives (aws/aws-sdk-java#2923); an iterator also expires.
      // Resume after the last record handed over, or from the shard's start when none was: it was
      // empty when reading began, so nothing older is replayed.
      reader.iterator = reader.lastSequence
        ? await iteratorFor(reader.id, 'AFTER_SEQUENCE_NUMBER', reader.lastSequence)
        : await iteratorFor(reader.id, 'TRIM_HORIZON');
      return true;
    }
    const { Records = [], NextShardIterator } = page;
    if (Records.length === 0) {
      reader.iterator = NextShardIterator;
      return false;
    }
    let failedAt: string | null;
    try {
      failedAt = await options.onRecords(Records.map(restoreRecord));
    } catch (error) {
      options.onError?.(error);
      failedAt = Records[0]!.dynamodb!.SequenceNumber!;
    }
    if (failedAt) {
      reader.iterator = await iteratorFor(reader.id, 'AT_SEQUENCE_NUMBER', failedAt);
      reader.retryAt = Date.now() + FAILURE_BACKOFF_MS;
    } else {
      reader.retryAt = undefined;
      reader.iterator = NextShardIterator;
      reader.lastSequence = Records.at(-1)!.dynamodb!.SequenceNumber;
    }
    return true;
  }

  await discover(true);
  lastDiscovery = Date.now();

  const loop = (async () => {
    while (!stopped) {
      let any = false;
      try {
        if (Date.now() - lastDiscovery >= DISCOVERY_MS) {
          lastDiscovery = Date.now();
          await discover(false);
        }
        for (const reader of [...active.values()]) if (await pollShard(reader)) any = true;
      } catch (error) {
        if (stopped) break;
        options.onError?.(error);
        any = true;
      }
      // A waiter needs one whole quiet cycle that began after it asked.
      for (const waiter of idleWaiters) waiter.cycles = any ? 0 : waiter.cycles + 1;
      const done = idleWaiters.filter((w) => w.cycles >= 2);
      idleWaiters = idleWaiters.filter((w) => w.cycles < 2);
      for (const waiter of done) waiter.resolve();
      if (!any) await new Promise((r) => setTimeout(r, pollMs));
    }
  })();

  return {
    async stop() {
      stopped = true;
      await loop;
      streams.destroy();
      for (const waiter of idleWaiters) waiter.resolve();
    },
    idle: () => new Promise<void>((resolve) => idleWaiters.push({ cycles: 0, resolve })),
  };
}
