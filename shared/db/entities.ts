/**
 * Every entity of the table, declared ONCE (#44 §1): its name (the `entity` attribute of its
 * items), its layout version, the older versions it still reads and the partition shapes of its
 * primary key and of each index. Plain data, no code and no zod: the key registry (prefixes.ts,
 * KEY_SHAPES) and the layouts (layout.ts, LAYOUTS) are derived from it, and every function loads
 * it whole at cold start whatever store it imports, because the client checks the layout of
 * every item it reads (layout.ts, checkRead) and the data level names entities
 * (shared/tenancy/data-level.ts). Its store's `defineEntity` call names it (`name`, typed) and
 * adds what is code: the zod schema of the stored item and the composites of each key
 * (shared/db/entity.ts); the kernel takes the shapes and the version from here, and refuses a
 * call whose indexes are not the ones declared here (docs/decisions/entity-kernel.md,
 * "One declaration per entity, in a registry of plain data (2026-11-28)").
 *
 * A shape is `ORG#<slug>#` then its segments (but a `tableWide` entity's), where `*` is a value
 * (an id, a status, a hash) and anything else a literal. Base-table and index partitions are one
 * namespace: two shapes that could give the same key are refused by test/db/prefixes.test.ts, so
 * two entities can never share a partition (one entity's `kinds` share its own).
 *
 * Changing a version here is changing what an entity stores: a migration in
 * shared/migrations/registry.ts and a fixture go with it (docs/contributing.md "Changing an item
 * layout"). A deployed table outlives every release: a shape, once used, is never reused.
 */
export type Shape = readonly [string, ...string[]];

export interface DeclaredEntity {
  /** The layout version this code writes (layout.ts stamps it as `_lv`). */
  version: number;
  /** Older versions this code reads as they are (why each is safe: the comment of its entry). */
  readsAlso: readonly number[];
  /** The partition shape of its primary key. */
  key: Shape;
  /** The partition shape of each index, by the index's name in the `defineEntity` call. */
  indexes?: Readonly<Record<string, Shape>>;
  /**
   * Item kinds of one entity, told apart by their sort key in its partitions: each kind is one
   * `defineEntity` call with its `kind` (its own schema and sort key), one name, one layout.
   */
  kinds?: readonly [string, string, ...string[]];
  /** Shapes of partitions that hold items of retired layouts, which no code reads: reserved, never reused. */
  retired?: Readonly<Record<string, Shape>>;
  /** Keyed without `ORG#<slug>#`: a partition of the whole table (prefixes.ts, TABLE_WIDE_SHAPES). */
  tableWide?: true;
  /** A catalogue (shared/organization/catalog-store.ts): one partition, `<TYPE> / <id>`. */
  catalog?: true;
}

/**
 * Version 1 is the first versioned layout (release 501b1ee); version 0 items read as version 1
 * (docs/decisions/migrations.md, "History: key shapes and item layouts since 9576b1a
 * (2026-11-21)").
 */
const SAME_SINCE_9576B1A = { version: 1, readsAlso: [0] } as const;
/** An entity new since versions exist: no earlier layout. */
const NEW = { version: 1, readsAlso: [] } as const;

export const ENTITIES = {
  organization: { ...SAME_SINCE_9576B1A, key: ['META'] },
  // #40 §9: the registry of organizations (shared/tenancy/organizations-store.ts): ONE partition
  // of the whole table, `ORGANIZATIONS / <slug>`, listed by the tooling (the migration runner)
  // instead of a Scan, and its `#COMPLETE` marker (shared/migrations/organization-list.ts). New,
  // no earlier layout (tables of earlier releases get it from the runner's one-time fill).
  organization_registry: { ...NEW, key: ['ORGANIZATIONS'], kinds: ['entry', 'complete'], tableWide: true },
  // #40: the deploy record, `TABLE#DEPLOYMENT / STATE` (shared/tenancy/deployment-store.ts), one
  // item of the whole table. Written without `entity` and `_lv` until #44 §2 (version 0, read as
  // it is); from then on a deploy's beginning stamps them (1: the same attributes). The stack's
  // DeployBegins handler writes the same attributes with its own UpdateItem, keeping either.
  deployment: { version: 1, readsAlso: [0], key: ['TABLE', 'DEPLOYMENT'], tableWide: true },
  user: {
    ...SAME_SINCE_9576B1A,
    key: ['USER'],
    indexes: { byStatus: ['USER_STATUS', '*'], byRole: ['USER_ROLE', '*'], byArea: ['USER_AREA', '*'] },
  },
  user_email: { ...SAME_SINCE_9576B1A, key: ['USER_EMAIL'] },
  // SCIM `externalId` uniqueness (shared/scim/external-ids-store.ts): `<externalId>` → user id.
  // 3fadf21, after 9576b1a: `user_id` only, unchanged since; written without `_lv` until 501b1ee,
  // at 1 since (as an entity without a line then).
  user_external_id: { ...SAME_SINCE_9576B1A, key: ['USER_EXTERNAL_ID'] },
  // New (docs/decisions/scim-count.md): how many user items the organization has
  // (shared/directory/user-count-store.ts, SCIM totalResults) and SCIM list positions
  // (shared/scim/positions-store.ts): `<position>` → the user at it.
  user_count: { ...NEW, key: ['USER_COUNT'] },
  scim_user_position: { ...NEW, key: ['SCIM_USER_POSITION'] },
  // #41: positions among the users SCIM lists (SCIM-deleted users left out), under the
  // organization's `hidden_moves` (an epoch); new.
  scim_visible_position: { ...NEW, key: ['SCIM_USER_VISIBLE', '*'] },
  // #41: SCIM userNames that are not the user's email (shared/scim/user-names-store.ts); new.
  scim_user_name: { ...NEW, key: ['SCIM_USER_NAME'] },
  credential: {
    ...SAME_SINCE_9576B1A,
    key: ['CRED', '*'],
    indexes: { apiKeysOfOrg: ['APIKEY'], sessionsOfUser: ['USER', '*', 'SESSION'], apiKeysOfCreator: ['USER', '*', 'APIKEY'] },
  },
  login_attempts: { ...SAME_SINCE_9576B1A, key: ['LOGIN_ATTEMPTS', '*', '*'] },
  idempotency: { ...SAME_SINCE_9576B1A, key: ['IDEMPOTENCY', '*', '*'] },
  custom_field: { ...SAME_SINCE_9576B1A, key: ['CUSTOM_FIELD'] },
  custom_field_key: { ...SAME_SINCE_9576B1A, key: ['CUSTOM_FIELD_KEY'] },
  // 2: counted in the report counters of layout 2 (REPORT_COUNTER partitions). 0 (release
  // 9576b1a: never counted; commits up to 6932870: counted in counters without `_lv`) and 1
  // (501b1ee: counted in the LEARNING_COUNTER counters) read as they are and are uncounted in
  // today's counters: the first write that changes one counts it, the `counters-v2` migration
  // counts the rest (shared/learning/enrollments-store.ts, COUNTED_LAYOUT).
  enrollment: {
    version: 2,
    readsAlso: [0, 1],
    key: ['ENROLLMENT'],
    indexes: {
      byDate: ['ENROLLMENT_BY_DATE'],
      byContent: ['ENROLLMENT_CONTENT', '*'],
      byUser: ['ENROLLMENT_USER', '*'],
      byTypeAndStatus: ['ENROLLMENT_TYPE_STATUS', '*', '*'],
    },
  },
  // Report counters (shared/learning/counters-store.ts): the TOTAL, `Y#<year>` and `M#<month>`
  // items of a subject's partition. 2: the REPORT_COUNTER partitions (#29). Items of layouts 0
  // and 1 live in the LEARNING_COUNTER partitions, which no code reads any more: reserved.
  learning_counter: {
    version: 2,
    readsAlso: [],
    key: ['REPORT_COUNTER', '*', '*'],
    kinds: ['total', 'year', 'month'],
    retired: { layout1: ['LEARNING_COUNTER', '*', '*'] },
  },
  // #42: enrollment rules of groups (shared/learning/group-rules-store.ts): a group's rules, the
  // lock of each (group, content) pair, and the jobs that apply a rule to a large group; new.
  enrollment_rule: { ...NEW, key: ['ENROLLMENT_RULE', '*'] },
  enrollment_rule_content: { ...NEW, key: ['ENROLLMENT_RULE_CONTENT', '*'] },
  job: { ...NEW, key: ['JOB'] },
  timeoff_balance: { ...SAME_SINCE_9576B1A, key: ['TIMEOFF_BALANCE'] },
  timeoff_request: {
    ...SAME_SINCE_9576B1A,
    key: ['TIMEOFF_REQUEST'],
    indexes: { byUser: ['TIMEOFF_USER', '*'], byStatus: ['TIMEOFF_STATUS', '*'], byType: ['TIMEOFF_TYPE', '*'], all: ['TIMEOFF_ALL'] },
  },
  timeoff_day: { ...SAME_SINCE_9576B1A, key: ['TIMEOFF_DAY', '*'] },
  attendance_mark: { ...SAME_SINCE_9576B1A, key: ['MARK'], indexes: { byUserInstant: ['MARK_USER', '*'] } },
  // Webhooks came after 9576b1a but before `_lv` (7080370): a table written by 6932870 (a supported
  // upgrade source, docs/deploy.md) holds them at version 0, in the same layout (`failed_attempts`,
  // added since, is optional: absent = no failure counted). Read as they are (entities-b.md).
  webhook: { version: 1, readsAlso: [0], key: ['WEBHOOK'] },
  webhook_delivery: { version: 1, readsAlso: [0], key: ['WEBHOOK_DELIVERY', '*'] },
  webhook_send: { version: 1, readsAlso: [0], key: ['WEBHOOK_SEND'] },
  // #33 §6: delivery rate buckets (shared/webhooks/rate-caps.ts), `organization` and
  // `destination:<address>:<port>` of one organization (`destination:<host>` before #45); new.
  webhook_rate: { ...NEW, key: ['WEBHOOK_RATE'] },
  // #41: groups of their own (shared/groups/groups-store.ts), their name and externalId locks, the
  // members of one group and (byUser) the groups of one user; new (the areas SCIM served as
  // groups become groups by a migration of their own).
  group: { ...NEW, key: ['GROUP'] },
  group_name: { ...NEW, key: ['GROUP_NAME'] },
  group_external_id: { ...NEW, key: ['GROUP_EXTERNAL_ID'] },
  group_member: { ...NEW, key: ['GROUP_MEMBER', '*'], indexes: { byUser: ['USER_GROUPS', '*'] } },
  // Catalogues (shared/organization/catalog-store.ts): the entity is the catalogue's type, one
  // partition per type, `<TYPE> / <id>`.
  area: { ...SAME_SINCE_9576B1A, key: ['AREA'], catalog: true },
  headquarter: { ...SAME_SINCE_9576B1A, key: ['HEADQUARTER'], catalog: true },
  position: { ...SAME_SINCE_9576B1A, key: ['POSITION'], catalog: true },
  position_category: { ...SAME_SINCE_9576B1A, key: ['POSITION_CATEGORY'], catalog: true },
  course: { ...SAME_SINCE_9576B1A, key: ['COURSE'], catalog: true },
  track: { ...SAME_SINCE_9576B1A, key: ['TRACK'], catalog: true },
} as const satisfies Record<string, DeclaredEntity>;

/** The name of a declared entity: its `entity` attribute. */
export type EntityName = keyof typeof ENTITIES;
type Declared = typeof ENTITIES;
/** The catalogue entities (`catalog: true`). */
export type CatalogName = { [E in EntityName]: Declared[E] extends { catalog: true } ? E : never }[EntityName];

/** The declaration of `name`, or undefined for a name this code does not declare. */
export const declarationOf = (name: string): DeclaredEntity | undefined => (Object.hasOwn(ENTITIES, name) ? (ENTITIES as Record<string, DeclaredEntity>)[name] : undefined);
