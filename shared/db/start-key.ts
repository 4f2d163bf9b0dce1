import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ApiError } from '../errors/api-error';

type KeyQuery = Pick<QueryCommandInput, 'KeyConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'>;

const NAME = String.raw`[#\w]+`;
const VALUE = String.raw`:\w+`;
const PARTITION = new RegExp(String.raw`^\s*(${NAME})\s*=\s*(${VALUE})\s*(?:AND\s+(.+?))?\s*$`, 'is');
const BEGINS_WITH = new RegExp(String.raw`^begins_with\s*\(\s*(${NAME})\s*,\s*(${VALUE})\s*\)$`, 'i');
const BETWEEN = new RegExp(String.raw`^(${NAME})\s+BETWEEN\s+(${VALUE})\s+AND\s+(${VALUE})$`, 'i');
const COMPARE = new RegExp(String.raw`^(${NAME})\s*(=|<=|<|>=|>)\s*(${VALUE})$`);

/** DynamoDB's order: numbers by value, strings by their UTF-8 bytes; anything else is not comparable. */
function compare(a: unknown, b: unknown): number | null {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') return Buffer.compare(Buffer.from(a), Buffer.from(b));
  return null;
}

/**
 * Whether a Query's ExclusiveStartKey lies inside its key condition: the key's partition
 * attribute (the table's or the index's) equals the condition's partition value, and its sort
 * attribute satisfies the range part (`begins_with`, `BETWEEN`, a comparison). DynamoDB refuses
 * any other start key with a ValidationException, which would be a 500.
 */
export function startKeyFits(query: KeyQuery, startKey: Record<string, unknown>): boolean {
  const names = query.ExpressionAttributeNames ?? {};
  const values = (query.ExpressionAttributeValues ?? {}) as Record<string, unknown>;
  const attribute = (ref: string) => (ref.startsWith('#') ? names[ref] : ref);
  const value = (ref: string) => values[ref];
  const condition = PARTITION.exec(query.KeyConditionExpression ?? '');
  // Every paginator of this code base uses `<pk> = :v [AND <range>]`; another form is a bug to see.
  if (!condition) throw new Error(`cannot check a start key against the key condition ${query.KeyConditionExpression}`);
  const [, pkRef, pkValue, range] = condition as unknown as [string, string, string, string | undefined];
  const pk = attribute(pkRef);
  if (pk === undefined || startKey[pk] === undefined || startKey[pk] !== value(pkValue)) return false;
  if (!range) return true;

  let match = BEGINS_WITH.exec(range);
  if (match) {
    const sort = startKey[attribute(match[1]!) ?? ''];
    const prefix = value(match[2]!);
    return typeof sort === 'string' && typeof prefix === 'string' && sort.startsWith(prefix);
  }
  match = BETWEEN.exec(range);
  if (match) {
    const sort = startKey[attribute(match[1]!) ?? ''];
    const low = compare(sort, value(match[2]!));
    const high = compare(sort, value(match[3]!));
    return low !== null && high !== null && low >= 0 && high <= 0;
  }
  match = COMPARE.exec(range);
  if (match) {
    const order = compare(startKey[attribute(match[1]!) ?? ''], value(match[3]!));
    if (order === null) return false;
    switch (match[2]) {
      case '=':
        return order === 0;
      case '<':
        return order < 0;
      case '<=':
        return order <= 0;
      case '>':
        return order > 0;
      default:
        return order >= 0;
    }
  }
  throw new Error(`cannot check a start key against the key range ${range}`);
}

/**
 * The one check every paginated Query goes through (installed on the DynamoDB client, so no
 * paginator can forget it): a start key outside the query's partition or range is a cursor
 * that does not belong to this request, whatever signed it: 400 `invalid_cursor`, before
 * DynamoDB sees it. Keys DynamoDB itself returned (LastEvaluatedKey) always fit.
 */
export const startKeyGuard =
  <I, O>(next: (args: { input: I }) => Promise<O>, context: { commandName?: string }) =>
  async (args: { input: I }): Promise<O> => {
    const input = args.input as QueryCommandInput;
    if (context.commandName === 'QueryCommand' && input.ExclusiveStartKey && !startKeyFits(input, input.ExclusiveStartKey)) {
      throw new ApiError('invalid_cursor', 'The cursor is not valid for this request.');
    }
    return next(args);
  };
