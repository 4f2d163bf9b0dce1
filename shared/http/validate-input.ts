import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';
import { ApiError, type ErrorDetail } from '../errors/api-error';

// zod/mini loads no locale (every built-in issue would read "Invalid input"): the English
// messages are part of the API's `details`. Only `en`, not `z.locales`, which bundles them all.
z.config(en());

type Location = 'path' | 'query' | 'body';

function toDetails(location: Location, error: z.core.$ZodError): ErrorDetail[] {
  return error.issues.flatMap((issue) => {
    const at = issue.path.map(String);
    // One detail per unknown field, named, rather than one nameless "unrecognized keys".
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ in: location, path: [...at, key].join('.'), issue: 'unknown field' }));
    }
    return [{ in: location, path: at.join('.'), issue: issue.message }];
  });
}

/** Validates one part of the request; every issue of every part is reported together. */
export function parsePart<S extends z.ZodMiniType | undefined>(
  schema: S,
  value: unknown,
  location: Location,
  issues: ErrorDetail[],
): S extends z.ZodMiniType ? z.output<S> : undefined {
  if (!schema) return undefined as never;
  const result = schema.safeParse(value);
  if (result.success) return result.data as never;
  issues.push(...toDetails(location, result.error));
  return undefined as never;
}

export function throwIfInvalid(issues: ErrorDetail[]): void {
  if (issues.length > 0) throw new ApiError('validation_failed', 'The request is not valid.', issues);
}
