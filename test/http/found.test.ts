// unit: needs no DynamoDB Local
import { describe, expect, it } from 'vitest';
import { ApiError, found } from '../../shared/errors/api-error';

describe('found: a get-by-id rule in one expression', () => {
  it('answers the value when there is one (falsy values included)', () => {
    expect(found({ id: 'A' }, 'area_not_found', 'No such area.')).toEqual({ id: 'A' });
    expect(found(0, 'area_not_found', 'No such area.')).toBe(0);
    expect(found('', 'area_not_found', 'No such area.')).toBe('');
  });

  it('throws the code (404) with the message given when there is none', () => {
    for (const missing of [null, undefined]) {
      const error = (() => {
        try {
          found(missing, 'area_not_found', 'No such area.');
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code: 'area_not_found', status: 404, message: 'No such area.' });
    }
    expect(() => found(null, 'course_not_found', 'No such course.')).toThrow('No such course.');
  });
});
