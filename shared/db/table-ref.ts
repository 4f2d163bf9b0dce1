/**
 * An existing table named by its name or its ARN: the value of the `adoptTable` setting (the
 * stacks adopt a restored table, infra/cdk/adopted-table.ts) and of `ADOPT_TABLE` (the local
 * gateway, infra/local/environment.ts). DynamoDB table names: 3-255 of `[A-Za-z0-9_.-]`.
 */
const NAME = '[A-Za-z0-9_.-]{3,255}';
export const TABLE_REF = new RegExp(`^(?:${NAME}|arn:aws[a-z-]*:dynamodb:[a-z]{2}(?:-[a-z]+)+-\\d:\\d{12}:table/${NAME})$`);

export interface TableRef {
  tableName: string;
  /** Only when the reference is an ARN (it may name another account or region than the stack's). */
  tableArn?: string;
}

/** The table a reference names; throws on anything else (the callers validate first, this is the last guard). */
export function parseTableRef(ref: string): TableRef {
  if (!TABLE_REF.test(ref)) throw new Error(`not a DynamoDB table name or ARN: "${ref}"`);
  if (!ref.startsWith('arn:')) return { tableName: ref };
  return { tableName: ref.slice(ref.indexOf(':table/') + ':table/'.length), tableArn: ref };
}
