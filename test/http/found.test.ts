// unit: needs no DynamoDB Local
import { describe, expect, it } from 'vitest';
import { ApiError, found } from '../../shared/errors/api-error';
import { ERROR_CODES } from '../../shared/errors/error-codes';

describe('found: a get-by-id rule in one expression', () => {
  it('answers the value when there is one (falsy values included)', () => {
    expect(found({ id: 'A' }, 'area_not_found')).toEqual({ id: 'A' });
    expect(found(0, 'area_not_found')).toBe(0);
    expect(found('', 'area_not_found')).toBe('');
  });

  it('throws the code (404) with the registry description, or the message given, when there is none', () => {
    for (const missing of [null, undefined]) {
      const error = (() => {
        try {
          found(missing, 'area_not_found');
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: 'area_not_found', status: 404, message: ERROR_CODES.area_not_found.description });
    }
    expect(() => found(null, 'course_not_found', 'No such course.')).toThrow('No such course.');
  });
});
