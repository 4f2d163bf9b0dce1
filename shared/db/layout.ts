/**
 * Layout versions of stored items (#29). Every item the data kernel writes carries `_lv`, the
 * layout version of its entity (the `entity` attribute names it), stamped here and nowhere else,
 * by the document client (client.ts) on every Put (PutItem, the Puts of TransactWriteItems and
 * BatchWriteItem) and on every Update that sets `entity` (the updates that may create an item:
 * counters, login attempts, balances). An Update that changes an existing item keeps its layout:
 * changing what an entity stores means a new version here, a migration in
 * shared/migrations/registry.ts and a fixture (docs/contributing.md "Changing an item layout").
 *
 * Reading is checked on every item the client returns (GetItem, BatchGetItem, Query, Scan,
 * TransactGetItems): an item of a NEWER layout than this code knows (a release rolled back past
 * a layout change) or of an older one this code cannot read as it is, is refused loudly
 * (LayoutError, a 500 with its reason in the log), never misread. An item without `_lv` was
 * written before versions existed (release 9576b1a and earlier): version 0.
 */
export const LAYOUT_ATTRIBUTE = '_lv';

interface EntityLayout {
  /** The version this code writes. */
  version: number;
  /** Older versions this code reads as they are (the registry says why each is safe). */
  readsAlso: readonly number[];
}

const SAME_SINCE_9576B1A = { version: 1, readsAlso: [0] } as const satisfies EntityLayout;

/**
 * One line per entity. Version 1 is the first versioned layout (release 501b1ee); version 0 items
 * read as version 1 for every entity (docs/decisions/migrations.md, "History: key shapes and item
 * layouts since 9576b1a (2026-11-21)").
 * Enrollments and their counters are at 2 (below).
 */
const DECLARED_LAYOUTS = {
  organization: SAME_SINCE_9576B1A,
  // #40 §9: the registry of organizations (an entry per organization, and the `#COMPLETE` marker);
  // new, no earlier layout (tables of earlier releases get it from the runner's one-time fill).
  organization_registry: { version: 1, readsAlso: [] },
  user: SAME_SINCE_9576B1A,
  user_email: SAME_SINCE_9576B1A,
  // New (docs/decisions/scim-count.md): the organization's user count and SCIM list positions.
  user_count: { version: 1, readsAlso: [] },
  scim_user_position: { version: 1, readsAlso: [] },
  // #41: positions among the users SCIM lists (SCIM-deleted users left out), per epoch; new.
  scim_visible_position: { version: 1, readsAlso: [] },
  // #41: SCIM userName locks (a userName that is not the user's email); new, no earlier layout.
  scim_user_name: { version: 1, readsAlso: [] },
  // SCIM externalId locks (3fadf21, after 9576b1a): `user_id` only, unchanged since; written
  // without `_lv` until 501b1ee, at 1 since (as an entity without a line here).
  user_external_id: SAME_SINCE_9576B1A,
  credential: SAME_SINCE_9576B1A,
  login_attempts: SAME_SINCE_9576B1A,
  idempotency: SAME_SINCE_9576B1A,
  custom_field: SAME_SINCE_9576B1A,
  custom_field_key: SAME_SINCE_9576B1A,
  // 2: counted in the report counters of layout 2 (REPORT_COUNTER partitions). 0 (release
  // 9576b1a: never counted; commits up to 6932870: counted in counters without `_lv`) and 1
  // (501b1ee: counted in the LEARNING_COUNTER counters) read as they are and are uncounted in
  // today's counters: the first write that changes one counts it, the `counters-v2` migration
  // counts the rest (shared/learning/enrollments-store.ts, COUNTED_LAYOUT).
  enrollment: { version: 2, readsAlso: [0, 1] },
  // 2: the REPORT_COUNTER partitions. Items of layouts 0 and 1 live in the retired
  // LEARNING_COUNTER partitions, which nothing reads.
  learning_counter: { version: 2, readsAlso: [] },
  // #42: enrollment rules of groups, their content locks and their jobs; new, no earlier layout.
  enrollment_rule: { version: 1, readsAlso: [] },
  enrollment_rule_content: { version: 1, readsAlso: [] },
  job: { version: 1, readsAlso: [] },
  timeoff_balance: SAME_SINCE_9576B1A,
  timeoff_request: SAME_SINCE_9576B1A,
  timeoff_day: SAME_SINCE_9576B1A,
  attendance_mark: SAME_SINCE_9576B1A,
  // Webhooks came after 9576b1a but before `_lv` (7080370): a table written by 6932870 (a supported
  // upgrade source, docs/deploy.md) holds them at version 0, in the same layout (`failed_attempts`,
  // added since, is optional: absent = no failure counted). Read as they are (entities-b.md).
  webhook: { version: 1, readsAlso: [0] },
  webhook_delivery: { version: 1, readsAlso: [0] },
  webhook_send: { version: 1, readsAlso: [0] },
  // #33 §6: a new item (delivery rate buckets, shared/webhooks/rate-caps.ts); no earlier layout.
  webhook_rate: { version: 1, readsAlso: [] },
  // #41: groups of their own (shared/groups/groups-store.ts), their locks and memberships; new,
  // no earlier layout (the areas SCIM served as groups become groups by a migration of their own).
  group: { version: 1, readsAlso: [] },
  group_name: { version: 1, readsAlso: [] },
  group_external_id: { version: 1, readsAlso: [] },
  group_member: { version: 1, readsAlso: [] },
  // Catalogues (catalog-store.ts): the entity is the catalogue's type.
  area: SAME_SINCE_9576B1A,
  headquarter: SAME_SINCE_9576B1A,
  position: SAME_SINCE_9576B1A,
  position_category: SAME_SINCE_9576B1A,
  course: SAME_SINCE_9576B1A,
  track: SAME_SINCE_9576B1A,
} as const satisfies Record<string, EntityLayout>;

/** An entity with a line above (a migration names one: shared/tenancy/data-level.ts). */
export type LayoutEntity = keyof typeof DECLARED_LAYOUTS;
/** The versions of `E` this code reads: the one it writes and its `readsAlso` (a migration moves between two of them). */
export type ReadableVersion<E extends LayoutEntity> = (typeof DECLARED_LAYOUTS)[E]['version'] | (typeof DECLARED_LAYOUTS)[E]['readsAlso'][number];

export const LAYOUTS: Readonly<Record<string, EntityLayout>> = DECLARED_LAYOUTS;

/** An entity not listed above is written at version 1 and read at 0 or 1 (nothing changed it yet). */
const UNLISTED: EntityLayout = SAME_SINCE_9576B1A;
const layoutOf = (entity: string): EntityLayout => LAYOUTS[entity] ?? UNLISTED;

export const layoutVersion = (entity: string): number => layoutOf(entity).version;

/** The version an item was written at (0: before versions existed). */
export const versionOf = (item: Record<string, unknown>): number => Number(item[LAYOUT_ATTRIBUTE] ?? 0);

export class LayoutError extends Error {
  constructor(
    readonly entity: string,
    readonly found: number,
  ) {
    super(`stored ${entity} item has layout version ${found}; this code writes ${layoutVersion(entity)} and reads ${[layoutVersion(entity), ...layoutOf(entity).readsAlso].join(', ')}`);
    this.name = 'LayoutError';
  }
}

/** The item with its layout version, when it names its entity and has none yet (a caller's explicit `_lv` wins). */
export function stamped<T extends Record<string, unknown> | undefined>(item: T): T {
  if (!item || typeof item.entity !== 'string' || LAYOUT_ATTRIBUTE in item) return item;
  return { ...item, [LAYOUT_ATTRIBUTE]: layoutVersion(item.entity) };
}

/** Throws LayoutError for an item this code cannot read as it is. Items without `entity` (projections) pass. */
export function checkReadable(item: Record<string, unknown>): void {
  if (typeof item.entity !== 'string') return;
  const found = versionOf(item);
  const layout = layoutOf(item.entity);
  if (found !== layout.version && !layout.readsAlso.includes(found)) throw new LayoutError(item.entity, found);
}

type Input = Record<string, any>;

/**
 * An update that sets `entity` (`SET … entity = :v …`, by name or through a `#placeholder`) gets
 * `_lv` set in the same SET clause, unless it already names `_lv` itself.
 */
function stampUpdate(update: Input): void {
  const expression = update.UpdateExpression;
  if (typeof expression !== 'string' || !/\bSET\s/i.test(expression)) return;
  const names: Record<string, string> = update.ExpressionAttributeNames ?? {};
  const values: Record<string, unknown> = update.ExpressionAttributeValues ?? {};
  const resolve = (ref: string) => (ref.startsWith('#') ? names[ref] : ref);
  if (Object.values(names).includes(LAYOUT_ATTRIBUTE) || expression.includes(LAYOUT_ATTRIBUTE)) return;
  let entity: unknown;
  for (const m of expression.matchAll(/(#?[A-Za-z_][\w]*)\s*=\s*(:[\w]+)/g)) if (resolve(m[1]!) === 'entity') entity = values[m[2]!];
  if (typeof entity !== 'string') return;
  update.UpdateExpression = expression.replace(/\bSET\s+/i, 'SET #_lv = :_lv, ');
  update.ExpressionAttributeNames = { ...names, '#_lv': LAYOUT_ATTRIBUTE };
  update.ExpressionAttributeValues = { ...values, ':_lv': layoutVersion(entity) };
}

/**
 * Stamps the items a write command's input writes (document-level input, before marshalling),
 * recognized by the input's shape, not the command's class name (bundles are minified):
 * `Item` (PutItem), `UpdateExpression` (UpdateItem), `TransactItems` (their Puts and Updates),
 * `RequestItems` (the PutRequests of a BatchWriteItem). Reads have none of these to stamp.
 */
export function stampWrite(input: Input): void {
  if (input.Item) input.Item = stamped(input.Item);
  if (input.UpdateExpression) stampUpdate(input);
  for (const part of input.TransactItems ?? []) {
    if (part.Put) part.Put.Item = stamped(part.Put.Item);
    if (part.Update) stampUpdate(part.Update);
  }
  for (const requests of Object.values(input.RequestItems ?? {}) as Input[][])
    if (Array.isArray(requests)) for (const request of requests) if (request.PutRequest) request.PutRequest.Item = stamped(request.PutRequest.Item);
}

/** Checks the items a read command's output returns. */
export function checkRead(output: Input): void {
  if (output.Item) checkReadable(output.Item);
  for (const item of output.Items ?? []) checkReadable(item);
  const responses = output.Responses;
  if (Array.isArray(responses)) {
    for (const entry of responses) if (entry?.Item) checkReadable(entry.Item); // TransactGetItems
  } else if (responses) {
    for (const items of Object.values(responses)) if (Array.isArray(items)) for (const item of items) checkReadable(item); // BatchGetItem
  }
}
