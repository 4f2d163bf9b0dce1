import { unmarshall } from '@aws-sdk/util-dynamodb';

/** An attribute, or a path into map attributes (`['custom_fields', key]`). */
export type AttributePath = string | readonly string[];

export interface Change {
  /** Attributes (or paths) to set, with their values. */
  set?: Record<string, unknown> | ReadonlyArray<readonly [AttributePath, unknown]>;
  /** Attributes (or paths) to remove. */
  remove?: readonly AttributePath[];
  /** Numbers to add (atomic counters). */
  add?: Record<string, number>;
}

export interface UpdateParts {
  UpdateExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

/**
 * The one update-expression builder: `SET` / `REMOVE` / `ADD` clauses from a partial object,
 * every name and value through a placeholder (`#u0`, `:u0`), so no attribute can clash with a
 * reserved word. Callers spread the names and values next to their condition's own (which use
 * other placeholders). An empty value map is left out: DynamoDB refuses it.
 */
export function updateExpression(change: Change): UpdateParts {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const refs = new Map<string, string>();
  const name = (path: AttributePath) =>
    (typeof path === 'string' ? [path] : path)
      .map((part) => {
        if (!refs.has(part)) {
          refs.set(part, `#u${refs.size}`);
          names[refs.get(part)!] = part;
        }
        return refs.get(part)!;
      })
      .join('.');
  const value = (v: unknown) => {
    const ref = `:u${Object.keys(values).length}`;
    values[ref] = v;
    return ref;
  };
  const sets = (Array.isArray(change.set) ? change.set : Object.entries(change.set ?? {})) as Array<[AttributePath, unknown]>;
  const clauses = [
    ['SET', sets.map(([path, v]) => `${name(path)} = ${value(v)}`)],
    ['REMOVE', (change.remove ?? []).map(name)],
    ['ADD', Object.entries(change.add ?? {}).map(([path, v]) => `${name(path)} ${value(v)}`)],
  ] as const;
  return {
    UpdateExpression: clauses
      .filter(([, parts]) => parts.length > 0)
      .map(([verb, parts]) => `${verb} ${parts.join(', ')}`)
      .join(' '),
    ExpressionAttributeNames: names,
    ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
  };
}

/** Whether a single conditional write (PutItem, UpdateItem, DeleteItem) failed its condition. */
export const isConditionFailure = (error: unknown): boolean => (error as { name?: string } | undefined)?.name === 'ConditionalCheckFailedException';

/** Sends a single conditional write: true when it was applied, false when its condition failed; any other error is thrown. */
export async function conditionally(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * The old image a failed conditional write returned (ReturnValuesOnConditionCheckFailure:
 * ALL_OLD), in plain values, or undefined when there was no item. The document client leaves
 * it in the low-level attribute-value format, hence the unmarshall.
 */
export function conditionFailureItem(error: unknown): Record<string, unknown> | undefined {
  const item = (error as { Item?: Record<string, never> } | undefined)?.Item;
  return item ? unmarshall(item) : undefined;
}
