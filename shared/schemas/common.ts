import * as z from 'zod';
import { SLUG_PATTERN } from '../db/keys';
import { ID_PATTERN } from '../db/ids';

/** Path `{slug}` of every organization-scoped route. */
export const Slug = z.string().regex(SLUG_PATTERN, 'an organization slug');
export const Id = z.string().regex(ID_PATTERN, 'an id (26-character ULID)');
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
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD')
  .refine(isCalendarDate, 'a real calendar date');

/** ISO 8601 instant with an offset or Z. */
export const Instant = z.iso.datetime({ offset: true });

export const Name = z.string().trim().min(1).max(200);
export const OptionalText = z.string().trim().max(2000);

/** api.md §4: `page_size` 1..200 (default 50) and an opaque `cursor`. */
export const PageQuery = {
  page_size: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().min(1).max(2048).optional(),
};
export const pageQuery = <S extends z.ZodRawShape>(filters: S = {} as S) => z.strictObject({ ...PageQuery, ...filters });

export const Timestamps = { created_at: Instant, updated_at: Instant };
