// zod/mini, not classic zod, in all code a Lambda bundles: bundle size and cold start (docs/decisions.md, Performance).
import * as z from 'zod/mini';
import { SLUG_PATTERN } from '../db/keys';
import { ID_PATTERN } from '../db/ids';

/** Path `{slug}` of every organization-scoped route. */
export const Slug = z.string().check(z.regex(SLUG_PATTERN, 'an organization slug'));
export const Id = z.string().check(z.regex(ID_PATTERN, 'an id (26-character ULID)'));
export const OrgPath = z.strictObject({ slug: Slug });
export const orgPathWith = <K extends string>(name: K) => z.strictObject({ slug: Slug, [name]: Id } as { slug: typeof Slug } & Record<K, typeof Id>);

/** Whether `YYYY-MM-DD` names a real day (no luxon here: this module is in every bundle). */
export function isCalendarDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** `YYYY-MM-DD`, a real calendar date. */
export const LocalDate = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD'), z.refine(isCalendarDate, 'a real calendar date'));

/** ISO 8601 instant with an offset or Z. */
export const Instant = z.iso.datetime({ offset: true });

/** A trimmed string of `min`..`max` characters. */
export const trimmedString = (min: number, max: number) => z.string().check(z.trim(), z.minLength(min), z.maxLength(max));

export const Name = trimmedString(1, 200);
export const OptionalText = z.string().check(z.trim(), z.maxLength(2000));

/** api.md §4: `page_size` 1..200 (default 50) and an opaque `cursor`. */
export const PageQuery = {
  page_size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200)), 50),
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(2048))),
};
export const pageQuery = <S extends z.core.$ZodShape>(filters: S = {} as S) => z.strictObject({ ...PageQuery, ...filters });

export const Timestamps = { created_at: Instant, updated_at: Instant };
