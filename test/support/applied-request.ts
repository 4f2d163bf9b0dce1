import type { WriteInput } from '../../shared/db/operations';

/**
 * A write request as DynamoDB applies it, for the tests that pin a store's requests against the
 * hand-written ones they replaced (#44 §2): every `#name` and `:value` resolved, the actions of an
 * update per clause as a sorted set (their order within SET or ADD is not meaningful; a comma inside
 * a function call, `if_not_exists(a, b)`, does not split), and the condition.
 */
export type RequestInput = Partial<WriteInput> & {
  UpdateExpression?: string;
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
};

export const resolveNames = (input: RequestInput, text: string): string =>
  text.replace(/#\w+/g, (ref) => input.ExpressionAttributeNames?.[ref] ?? ref).replace(/:\w+/g, (ref) => JSON.stringify(input.ExpressionAttributeValues?.[ref]));

/** An update as applied: its key, its actions per clause (sorted), its condition. */
export function applied(input: RequestInput) {
  const clauses: Record<string, string[]> = {};
  const update = resolveNames(input, input.UpdateExpression ?? '');
  for (const m of update.matchAll(/\b(SET|REMOVE|ADD)\s+(.*?)(?=\s+\b(?:SET|REMOVE|ADD)\b\s|$)/g)) clauses[m[1]!] = m[2]!.split(/,\s*(?![^(]*\))/).sort();
  return { Key: input.Key, clauses, condition: input.ConditionExpression === undefined ? undefined : resolveNames(input, input.ConditionExpression) };
}
