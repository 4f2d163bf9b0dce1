/**
 * Layout versions of stored items (#29). Every item the data kernel writes carries `_lv`, the
 * layout version of its entity (the `entity` attribute names it), stamped here and nowhere else,
 * by the document client (client.ts) on every Put (PutItem, the Puts of TransactWriteItems and
 * BatchWriteItem) and on every Update that sets `entity` (the updates that may create an item:
 * counters, login attempts, balances). An Update that changes an existing item keeps its layout:
 * changing what an entity stores means a new version in its declaration (entities.ts), a migration in
 * shared/migrations/registry.ts and a fixture (docs/contributing.md "Changing an item layout").
 *
 * Reading is checked on every item the client returns (GetItem, BatchGetItem, Query, Scan,
 * TransactGetItems): an item of a NEWER layout than this code knows (a release rolled back past
 * a layout change) or of an older one this code cannot read as it is, is refused loudly
 * (LayoutError, a 500 with its reason in the log), never misread. An item without `_lv` was
 * written before versions existed (release 9576b1a and earlier): version 0.
 */
import { declarationOf, ENTITIES, type EntityName } from './entities';

export const LAYOUT_ATTRIBUTE = '_lv';

interface EntityLayout {
  /** The version this code writes. */
  version: number;
  /** Older versions this code reads as they are (the registry says why each is safe). */
  readsAlso: readonly number[];
}

/** An entity declared in shared/db/entities.ts (a migration names one: shared/tenancy/data-level.ts). */
export type LayoutEntity = EntityName;
/** The versions of `E` this code reads: the one it writes and its `readsAlso` (a migration moves between two of them). */
export type ReadableVersion<E extends LayoutEntity> = (typeof ENTITIES)[E]['version'] | (typeof ENTITIES)[E]['readsAlso'][number];

/** The layout of every entity, by name: derived from its declaration (shared/db/entities.ts), the one source of layout versions. */
export const LAYOUTS: { readonly [E in LayoutEntity]: EntityLayout } = ENTITIES;

/**
 * A name no declaration has (no code of this release writes one: defineEntity takes declared
 * names only) is read at 0 or 1 as before versions were declared, and written at 1.
 */
const UNLISTED: EntityLayout = { version: 1, readsAlso: [0] };
const layoutOf = (entity: string): EntityLayout => declarationOf(entity) ?? UNLISTED;

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
