import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../db/client';
import { entityKey } from '../db/prefixes';
import { isConditionFailure } from '../db/update';
import { DATA_LEVEL, DATA_LEVEL_ATTRIBUTE } from './data-level';

export interface Organization {
  slug: string;
  name: string;
  timezone: string;
  created_at: string;
}

/** The organization as stored: with how far its data is migrated (data-level.ts). */
export interface StoredOrganization extends Organization {
  data_level: number;
}

/**
 * One item per organization: `ORG#<slug>#META / META`. Exported for the per-organization counts
 * other areas keep on it (webhooks: `webhook_count`), written in the same transaction as what they count.
 */
export const organizationKey = (slug: string) => ({ pk: entityKey(slug, 'organization'), sk: 'META' });
const key = organizationKey;

export async function getOrganization(slug: string): Promise<StoredOrganization | null> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key(slug) }));
  if (!Item) return null;
  return { slug: Item.slug, name: Item.name, timezone: Item.timezone, created_at: Item.created_at, data_level: Number(Item[DATA_LEVEL_ATTRIBUTE] ?? 0) };
}

/** Creates the organization, at the current data level (nothing of it to migrate); false when the slug is taken (conditional write). */
export async function putNewOrganization(org: Organization): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key(org.slug), entity: 'organization', ...org, [DATA_LEVEL_ATTRIBUTE]: DATA_LEVEL },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
