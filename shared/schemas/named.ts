import * as z from 'zod/mini';

/**
 * Names a resource schema where it is defined: the OpenAPI document lists it once under
 * `components.schemas.<name>` and every operation refers to it with `$ref`, so generated clients
 * get a `User`, an `Enrollment`… instead of anonymous copies. The name is zod's own `id`
 * metadata (`z.toJSONSchema` extracts schemas that carry one), set on this very schema rather
 * than on a `.check()` clone, so `z.extend(...)` of it (a new schema) does not inherit the name.
 *
 * Only response resources are named: request bodies stay inline in their operation.
 */
export function named<T extends z.ZodMiniType>(name: string, schema: T): T {
  z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id: name });
  return schema;
}

/** The name given by `named`, if any. */
export const schemaName = (schema: z.ZodMiniType): string | undefined => {
  const meta = z.globalRegistry.get(schema) as { id?: unknown } | undefined;
  return typeof meta?.id === 'string' ? meta.id : undefined;
};
