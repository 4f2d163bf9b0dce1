import { orgKey } from './keys';

/**
 * Every partition-key shape of the table, in ONE registry: `ORG#<slug>#` then these segments
 * (but the few TABLE_WIDE_SHAPES, below), where `*` is a value (an id, a status, a hash) and
 * anything else a literal. Key builders take
 * their shape from here (entityKey), so two entities can only share a partition by sharing an
 * entry, which test/db/prefixes.test.ts refuses. Base-table and index partitions are one
 * namespace here on purpose: a shape is never reused across attributes either.
 */
export const KEY_SHAPES = {
  organization: ['META'],
  user: ['USER'],
  userEmailLock: ['USER_EMAIL'],
  // SCIM `externalId` uniqueness (shared/scim/external-ids-store.ts): `<externalId>` → user id.
  userExternalIdLock: ['USER_EXTERNAL_ID'],
  // How many user items the organization has (shared/directory/user-count-store.ts, SCIM totalResults).
  userCount: ['USER_COUNT'],
  usersByStatus: ['USER_STATUS', '*'],
  usersByRole: ['USER_ROLE', '*'],
  usersByArea: ['USER_AREA', '*'],
  credential: ['CRED', '*'],
  apiKeysOfOrg: ['APIKEY'],
  sessionsOfUser: ['USER', '*', 'SESSION'],
  apiKeysOfCreator: ['USER', '*', 'APIKEY'],
  loginAttempts: ['LOGIN_ATTEMPTS', '*', '*'],
  idempotency: ['IDEMPOTENCY', '*', '*'],
  customField: ['CUSTOM_FIELD'],
  customFieldKey: ['CUSTOM_FIELD_KEY'],
  enrollment: ['ENROLLMENT'],
  enrollmentsByDate: ['ENROLLMENT_BY_DATE'],
  enrollmentsByContent: ['ENROLLMENT_CONTENT', '*'],
  enrollmentsByUser: ['ENROLLMENT_USER', '*'],
  enrollmentsByTypeStatus: ['ENROLLMENT_TYPE_STATUS', '*', '*'],
  // Enrollment rules of groups (#42, shared/learning/group-rules-store.ts): a group's rules, the
  // lock of each (group, content) pair, and the jobs that apply a rule to a large group.
  enrollmentRule: ['ENROLLMENT_RULE', '*'],
  enrollmentRuleContent: ['ENROLLMENT_RULE_CONTENT', '*'],
  job: ['JOB'],
  // Report counters of layout 2 (#29): `LEARNING_COUNTER#…` partitions hold the counters of
  // earlier commits (layouts 0 and 1), which no code reads any more; the shape stays reserved.
  retiredLearningCounter: ['LEARNING_COUNTER', '*', '*'],
  learningCounter: ['REPORT_COUNTER', '*', '*'],
  timeoffBalance: ['TIMEOFF_BALANCE'],
  timeoffRequest: ['TIMEOFF_REQUEST'],
  timeoffRequestsByUser: ['TIMEOFF_USER', '*'],
  timeoffRequestsByStatus: ['TIMEOFF_STATUS', '*'],
  timeoffRequestsByType: ['TIMEOFF_TYPE', '*'],
  timeoffRequestsAll: ['TIMEOFF_ALL'],
  timeoffDay: ['TIMEOFF_DAY', '*'],
  mark: ['MARK'],
  marksByUser: ['MARK_USER', '*'],
  webhook: ['WEBHOOK'],
  webhookDeliveries: ['WEBHOOK_DELIVERY', '*'],
  webhookSend: ['WEBHOOK_SEND'],
  // Delivery rate buckets (#33 §6, shared/webhooks/rate-caps.ts): `organization` and
  // `destination:<address>:<port>` of one organization (`destination:<host>` before #45).
  webhookRate: ['WEBHOOK_RATE'],
  // SCIM list positions (shared/scim/positions-store.ts): `<position>` → the user at it.
  scimUserPosition: ['SCIM_USER_POSITION'],
  // #41: positions among the users SCIM lists, under the organization's `hidden_moves` (an epoch).
  scimVisiblePosition: ['SCIM_USER_VISIBLE', '*'],
  // #41: SCIM userNames that are not the user's email (shared/scim/user-names-store.ts).
  scimUserNameLock: ['SCIM_USER_NAME'],
  // Groups (#41, shared/groups/groups-store.ts): the groups, their name and externalId locks, the
  // members of one group, and (gsi1) the groups of one user.
  group: ['GROUP'],
  groupNameLock: ['GROUP_NAME'],
  groupExternalIdLock: ['GROUP_EXTERNAL_ID'],
  groupMembers: ['GROUP_MEMBER', '*'],
  groupsOfUser: ['USER_GROUPS', '*'],
  // Catalogues (`catalog-store.ts`): one partition per type, `<TYPE> / <id>`. A type is an entry
  // here, never a free string, so a new catalogue cannot land in another entity's partition.
  'catalog:area': ['AREA'],
  'catalog:headquarter': ['HEADQUARTER'],
  'catalog:position': ['POSITION'],
  'catalog:position_category': ['POSITION_CATEGORY'],
  'catalog:course': ['COURSE'],
  'catalog:track': ['TRACK'],
  // The registry of organizations (#40 §9, shared/tenancy/organizations-store.ts): ONE partition
  // of the whole table, `ORGANIZATIONS / <slug>`, listed by the tooling (the migration runner)
  // instead of a Scan. Table-wide: see TABLE_WIDE_SHAPES.
  organizationRegistry: ['ORGANIZATIONS'],
} as const satisfies Record<string, readonly [string, ...string[]]>;

export type KeyEntity = keyof typeof KEY_SHAPES;

/**
 * The shapes of the table as a whole, not of one organization: their key is the shape alone,
 * without `ORG#<slug>#` (a builder's slug is not part of it). Only tooling reads them (the
 * migration runner lists the organizations); a request path's keys all start with its
 * organization, and a cursor is vetted against that prefix (keys.ts, orgKeyPrefix), so no request
 * can reach one. Their first segment is never `ORG`, so no such key equals an organization's
 * (test/db/prefixes.test.ts).
 */
export const TABLE_WIDE_SHAPES: ReadonlySet<KeyEntity> = new Set<KeyEntity>(['organizationRegistry']);

type Values<S extends readonly string[]> = S extends readonly [infer H, ...infer R extends readonly string[]]
  ? H extends '*'
    ? [string, ...Values<R>]
    : Values<R>
  : [];
/** The values a partition of `E` takes, one per `*` of its shape. */
export type PartitionValues<E extends KeyEntity> = Values<(typeof KEY_SHAPES)[E]>;

/** A partition key of `entity`: its shape with `values` in the `*` places, in order (after `ORG#<slug>#` unless table-wide). */
export function entityKey<E extends KeyEntity>(slug: string, entity: E, ...values: PartitionValues<E>): string {
  const given = [...(values as string[])];
  const parts = (KEY_SHAPES[entity] as readonly string[]).map((segment) => (segment === '*' ? given.shift()! : segment));
  return TABLE_WIDE_SHAPES.has(entity) ? parts.join('#') : orgKey(slug, ...parts);
}
