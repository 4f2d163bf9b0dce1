import * as z from 'zod/mini';
import type { ErrorCode } from '../errors/error-codes';

/**
 * A rule the service enforces on a request that JSON Schema cannot state (two fields compared,
 * a rule that depends on the credential, a rule checked by the domain) — issue #31 §1. The
 * OpenAPI document lists each one in its operation's `x-constraints` and description, so a
 * request valid by the document's schemas is refused only by a rule written there. A rule JSON
 * Schema can state (`uniqueItems`, `multipleOf`, `minProperties`, `pattern`, `if`/`then`) is
 * written as that keyword instead (`z.meta`), never here.
 */
export interface Constraint {
  /** The rule, as a sentence an integrator reads. */
  rule: string;
  /** The request fields or parameters it is about (the `path` of the `details` it answers). */
  parameters: string[];
  /** The error code a request that breaks it gets. */
  code: ErrorCode;
}

const KEY = 'x-constraints';

/**
 * Documents the rules a request schema (a body or a query) is held to beyond what its JSON
 * Schema says: the rules stay where they are enforced (a refine here, the domain elsewhere);
 * this is what the document says about them. Returns the schema itself.
 */
export function constrained<T extends z.ZodMiniType>(schema: T, ...constraints: Constraint[]): T {
  const meta = z.globalRegistry.get(schema) ?? {};
  z.globalRegistry.add(schema, { ...meta, [KEY]: [...constraintsOf(schema), ...constraints] });
  return schema;
}

/** The rules `constrained` documented on a schema. */
export const constraintsOf = (schema: z.ZodMiniType | undefined): Constraint[] =>
  ((schema && (z.globalRegistry.get(schema) as Record<string, unknown> | undefined)?.[KEY]) as Constraint[] | undefined) ?? [];

/** A `validation_failed` rule comparing two dates of a request: the first not after the second. */
export const notAfter = (first: string, second: string): Constraint => ({
  rule: `\`${first}\` must not be after \`${second}\`.`,
  parameters: [first, second],
  code: 'validation_failed',
});
