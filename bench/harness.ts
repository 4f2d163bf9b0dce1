/**
 * The in-process stage the DynamoDB sections run on: DynamoDB Local started by the benchmark
 * (or DYNAMODB_ENDPOINT), the table, the local gateway with the real authorizer and handlers,
 * and a call recorder on the shared db() client that tells the authorizer's calls from the
 * function's (the gateway's `aroundInvoke` hook runs each invocation in an AsyncLocalStorage
 * context). Import this module only after applyLocalEnvironment() (bench/run.ts): modules read the config.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';
import { localClient, startDynamoDbLocal, type RunningDynamo } from '../infra/local/dynamodb-local';
import { startGateway, type RunningGateway } from '../infra/local/gateway';
import { db } from '../shared/db/client';
import { createTableIfMissing } from '../shared/db/create-table';

export type Phase = 'authorizer' | 'function';

export interface RecordedCall {
  phase: Phase | 'outside';
  /** lib-dynamodb command name (`GetCommand`, `QueryCommand`, `TransactWriteCommand`…). */
  command: string;
  /** A copy of the command's input as sent (for replaying it as a floor). */
  input: unknown;
  start: number;
  end: number;
  /** Capacity units the call consumed (only while capacity capture is on). */
  capacity?: number;
  error?: string;
}

const context = new AsyncLocalStorage<{ phase: Phase }>();

export class CallRecorder {
  calls: RecordedCall[] = [];
  /** Adds `ReturnConsumedCapacity: TOTAL` to every call and records the units. */
  captureCapacity = false;
  /** Keep a copy of inputs (only needed while recording a floor). */
  keepInputs = false;
  #enabled = true;

  get enabled(): boolean {
    return this.#enabled;
  }

  /**
   * Off while latency is measured. The phase context is an AsyncLocalStorage, whose promise hooks
   * tax every promise in the process (the gateway's more than the floor's): they are switched off
   * with it, so that the benchmark's own bookkeeping is not part of what it measures.
   */
  set enabled(on: boolean) {
    this.#enabled = on;
    if (!on) context.disable();
  }

  reset(): RecordedCall[] {
    const out = this.calls;
    this.calls = [];
    return out;
  }

  count(phase: Phase): number {
    return this.calls.filter((c) => c.phase === phase).length;
  }
}

function capacityOf(output: unknown): number | undefined {
  const consumed = (output as { ConsumedCapacity?: unknown }).ConsumedCapacity;
  if (!consumed) return undefined;
  const list = Array.isArray(consumed) ? consumed : [consumed];
  return list.reduce((sum: number, c: { CapacityUnits?: number }) => sum + (c.CapacityUnits ?? 0), 0);
}

/**
 * DynamoDB bills a BatchGetItem key that names no item at the minimum read (0.5 unit eventually
 * consistent, 1 strongly consistent); DynamoDB Local reports nothing for it. Added here so a
 * page's capacity is what DynamoDB would charge, not a function of how many of the items it
 * asks for happen to exist (the report counters of a sparse history, issue #19).
 */
function missingItemsCapacity(input: Record<string, unknown>, output: unknown): number {
  const requests = (input.RequestItems ?? {}) as Record<string, { Keys?: unknown[]; ConsistentRead?: boolean }>;
  const out = output as { Responses?: Record<string, unknown[]>; UnprocessedKeys?: Record<string, { Keys?: unknown[] }> };
  let units = 0;
  for (const [table, request] of Object.entries(requests)) {
    const missing = (request.Keys?.length ?? 0) - (out.Responses?.[table]?.length ?? 0) - (out.UnprocessedKeys?.[table]?.Keys?.length ?? 0);
    units += Math.max(0, missing) * (request.ConsistentRead ? 1 : 0.5);
  }
  return units;
}

export function installRecorder(): CallRecorder {
  const recorder = new CallRecorder();
  db().middlewareStack.add(
    (next, ctx) => async (args) => {
      if (!recorder.enabled) return next(args);
      const input = (args as { input: Record<string, unknown> }).input;
      if (recorder.captureCapacity) input.ReturnConsumedCapacity = 'TOTAL';
      const call: RecordedCall = {
        phase: context.getStore()?.phase ?? 'outside',
        command: (ctx as { commandName?: string }).commandName ?? 'unknown',
        input: recorder.keepInputs ? structuredClone(input) : undefined,
        start: performance.now(),
        end: 0,
      };
      recorder.calls.push(call);
      try {
        const result = await next(args);
        call.capacity = capacityOf(result.output);
        if (call.capacity !== undefined && call.command.startsWith('BatchGet')) call.capacity += missingItemsCapacity(input, result.output);
        return result;
      } catch (error) {
        call.error = (error as { name?: string }).name ?? 'Error';
        call.capacity = capacityOf(error);
        throw error;
      } finally {
        call.end = performance.now();
      }
    },
    { step: 'initialize', name: 'bench-call-recorder' },
  );
  return recorder;
}

export interface Stage {
  baseUrl: string;
  endpoint: string;
  recorder: CallRecorder;
  close(): Promise<void>;
}

export async function startStage(log: (line: string) => void): Promise<Stage> {
  let dynamo: RunningDynamo | null = null;
  if (!process.env.DYNAMODB_ENDPOINT) {
    log('  starting DynamoDB Local…');
    dynamo = await startDynamoDbLocal();
    process.env.DYNAMODB_ENDPOINT = dynamo.endpoint;
  }
  const endpoint = process.env.DYNAMODB_ENDPOINT;
  const client = localClient(endpoint);
  // No stream until the webhooks section: DynamoDB Local's stream slows its writes, AWS's does not (create-table.ts).
  await createTableIfMissing(client, process.env.TABLE_NAME!, { stream: false });
  client.destroy();
  const recorder = installRecorder();
  const gateway: RunningGateway = await startGateway({
    docsUrl: 'http://docs.bench/',
    aroundInvoke: (phase, run) => (recorder.enabled ? context.run({ phase }, run) : run()),
  });
  return {
    baseUrl: gateway.baseUrl,
    endpoint,
    recorder,
    close: async () => {
      await gateway.close();
      dynamo?.stop();
    },
  };
}
