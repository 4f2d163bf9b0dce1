/**
 * A request's DynamoDB calls replayed straight through the SDK: the floor of the warm section
 * (bench/warm.ts) and the engine's share of a history page (bench/history.ts). The recorder
 * (bench/harness.ts) keeps each call's document-level input and its start and end.
 */
import * as lib from '@aws-sdk/lib-dynamodb';
import { db } from '../shared/db/client';
import type { RecordedCall } from './harness';

/** Recorded calls as a plan: groups run one after the other, the calls of a group at once (they overlapped). */
export function toPlan(calls: RecordedCall[]): RecordedCall[][] {
  const groups: RecordedCall[][] = [];
  let end = -Infinity;
  for (const call of [...calls].sort((a, b) => a.start - b.start)) {
    if (groups.length && call.start < end) {
      groups.at(-1)!.push(call);
      end = Math.max(end, call.end);
    } else {
      groups.push([call]);
      end = call.end;
    }
  }
  return groups;
}

/** The recorder sees the low-level command name and the document-level input (marshalling comes later). */
const DOCUMENT_COMMANDS: Record<string, new (input: never) => lib.GetCommand> = {
  GetItemCommand: lib.GetCommand,
  PutItemCommand: lib.PutCommand,
  UpdateItemCommand: lib.UpdateCommand,
  DeleteItemCommand: lib.DeleteCommand,
  QueryCommand: lib.QueryCommand,
  BatchGetItemCommand: lib.BatchGetCommand,
  BatchWriteItemCommand: lib.BatchWriteCommand,
  TransactGetItemsCommand: lib.TransactGetCommand,
  TransactWriteItemsCommand: lib.TransactWriteCommand,
} as unknown as Record<string, new (input: never) => lib.GetCommand>;

export async function replay(plan: RecordedCall[][]): Promise<void> {
  for (const group of plan) {
    await Promise.all(
      group.map(async (call) => {
        const Command = DOCUMENT_COMMANDS[call.command];
        if (!Command) throw new Error(`cannot replay ${call.command}`);
        try {
          await db().send(new Command(structuredClone(call.input) as never));
        } catch {
          // A replayed write usually meets its own condition (the item exists / is gone): it still
          // made the round trip, which is what the floor measures.
        }
      }),
    );
  }
}
