import { ApiError } from '../errors/api-error';

/** The deprecated `PUT /users/{id}/` takes the id from the path; an `id` in the body must agree. */
export function assertSameId(pathId: string, bodyId: string | undefined): void {
  if (bodyId !== undefined && bodyId !== pathId) {
    throw new ApiError('validation_failed', 'The request is not valid.', [
      { in: 'body', path: 'id', issue: 'must be the id of the path (or be left out)' },
    ]);
  }
}
