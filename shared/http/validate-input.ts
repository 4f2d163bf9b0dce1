import type { z } from 'zod';
import { ApiError, type ErrorDetail } from './api-error';

type Location = 'path' | 'query' | 'body';

function toDetails(location: Location, error: z.ZodError): ErrorDetail[] {
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
export function parsePart<S extends z.ZodType | undefined>(
  schema: S,
  value: unknown,
  location: Location,
  issues: ErrorDetail[],
): S extends z.ZodType ? z.output<S> : undefined {
  if (!schema) return undefined as never;
  const result = schema.safeParse(value);
  if (result.success) return result.data as never;
  issues.push(...toDetails(location, result.error));
  return undefined as never;
}

export function throwIfInvalid(issues: ErrorDetail[]): void {
  if (issues.length > 0) throw new ApiError('validation_failed', 'The request is not valid.', issues);
}
