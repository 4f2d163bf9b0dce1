import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import type { Filter } from './key-query';

/**
 * Every item of the TABLE that `filters` keep (a Scan, strongly consistent, page after page),
 * with only the `attributes` named, each read by `map` (a schema's parse). The tooling's one-time
 * fill of the registry of organizations reads the META items of a table of an earlier release
 * this way (shared/migrations/organization-list.ts); never a request path. Names and values go
 * through placeholders, as key-query.ts writes a Query's filters.
 */
export async function scanAll<T>(filters: readonly Filter[], attributes: readonly string[], map: (item: Record<string, unknown>) => T): Promise<T[]> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const terms = filters.map((filter, i) => {
    names[`#f${i}`] = filter.attribute;
    if (filter.op === 'absent') return `attribute_not_exists(#f${i})`;
    values[`:f${i}`] = filter.value;
    return `#f${i} ${filter.op} :f${i}`;
  });
  const projection = attributes.map((attribute, i) => {
    names[`#p${i}`] = attribute;
    return `#p${i}`;
  });
  const out: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new ScanCommand({
        TableName: tableName(),
        ...(terms.length ? { FilterExpression: terms.join(' AND ') } : {}),
        ...(projection.length ? { ProjectionExpression: projection.join(', ') } : {}),
        ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
        ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
        ConsistentRead: true,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const item of page.Items ?? []) out.push(map(item));
    start = page.LastEvaluatedKey;
  } while (start);
  return out;
}
