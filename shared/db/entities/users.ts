import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client';
import { orgKey } from '../keys';
import { TABLE } from '../table';

/**
 * Users: `ORG#<slug>#USER / <id>`. Email uniqueness (case-insensitive) is a second item,
 * `ORG#<slug>#USER_EMAIL / <lower-cased email>`, written in the same transaction with
 * `attribute_not_exists`, so two concurrent creates of one email cannot both succeed.
 *
 * Access patterns (filters of the user list are index queries, never in-memory filtering):
 * - usersByStatus: gsi1 `ORG#<slug>#USER_STATUS#<status>` / `<id>`
 * - usersByRole:   gsi2 `ORG#<slug>#USER_ROLE#<role>` / `<id>`
 * - usersByArea:   gsi3 `ORG#<slug>#USER_AREA#<area id>` / `<id>` (only users with an area)
 */
export interface User {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: 'admin' | 'collaborator';
  status: 'active' | 'inactive';
  area_id?: string;
  headquarter_id?: string;
  position_id?: string;
  custom_fields: Record<string, unknown>;
  force_change_password: boolean;
  created_at: string;
  updated_at: string;
}

/** What is stored: the user plus secrets that never leave the data layer. */
export interface UserRecord extends User {
  password_hash?: string;
}

export const userKey = (slug: string, id: string) => ({ pk: orgKey(slug, 'USER'), sk: id });
export const emailLockKey = (slug: string, email: string) => ({ pk: orgKey(slug, 'USER_EMAIL'), sk: email.toLowerCase() });

/** The index attributes of a user item; rewrite them whenever status, role or area change. */
export function userIndexAttributes(slug: string, user: Pick<User, 'id' | 'status' | 'role' | 'area_id'>): Record<string, string> {
  const { gsi1, gsi2, gsi3 } = TABLE.indexes;
  const out: Record<string, string> = {
    [gsi1.partitionKey]: orgKey(slug, 'USER_STATUS', user.status),
    [gsi1.sortKey]: user.id,
    [gsi2.partitionKey]: orgKey(slug, 'USER_ROLE', user.role),
    [gsi2.sortKey]: user.id,
  };
  if (user.area_id) {
    out[gsi3.partitionKey] = orgKey(slug, 'USER_AREA', user.area_id);
    out[gsi3.sortKey] = user.id;
  }
  return out;
}

/** How many users have a role (one COUNT query over the role index). */
export async function countUsersWithRole(slug: string, role: User['role']): Promise<number> {
  const { gsi2 } = TABLE.indexes;
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: gsi2.name,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': gsi2.partitionKey },
        ExpressionAttributeValues: { ':pk': orgKey(slug, 'USER_ROLE', role) },
        Select: 'COUNT',
        ExclusiveStartKey: startKey,
      }),
    );
    count += result.Count ?? 0;
    startKey = result.LastEvaluatedKey;
  } while (startKey);
  return count;
}

/** The public view of a user: an explicit list of fields, so a hash can never slip out. */
export function toUser(item: Record<string, unknown>): User {
  const user: User = {
    id: item.id as string,
    email: item.email as string,
    first_name: item.first_name as string,
    last_name: item.last_name as string,
    role: item.role as User['role'],
    status: item.status as User['status'],
    custom_fields: (item.custom_fields as Record<string, unknown>) ?? {},
    force_change_password: Boolean(item.force_change_password),
    created_at: item.created_at as string,
    updated_at: item.updated_at as string,
  };
  for (const ref of ['area_id', 'headquarter_id', 'position_id'] as const) {
    if (typeof item[ref] === 'string') user[ref] = item[ref] as string;
  }
  return user;
}

export async function getUserRecord(slug: string, id: string): Promise<UserRecord | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: userKey(slug, id), ConsistentRead: true }));
  return (Item as UserRecord | undefined) ?? null;
}

export async function getUserIdByEmail(slug: string, email: string): Promise<string | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: emailLockKey(slug, email), ConsistentRead: true }),
  );
  return (Item?.user_id as string | undefined) ?? null;
}

/** Inserts a user and claims its email in one transaction; false when the email is taken. */
export async function putNewUser(slug: string, record: UserRecord): Promise<boolean> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...emailLockKey(slug, record.email), entity: 'user_email', user_id: record.id },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...userKey(slug, record.id), ...userIndexAttributes(slug, record), entity: 'user', ...record },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    const reasons = (error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons;
    if (reasons?.[0]?.Code === 'ConditionalCheckFailed') return false;
    throw error;
  }
}
