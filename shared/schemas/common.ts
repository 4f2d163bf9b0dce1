// zod/mini, not classic zod, in all code a Lambda bundles: bundle size and cold start (docs/decisions/performance.md, "Performance").
import * as z from 'zod/mini';
import { SLUG_PATTERN } from '../db/keys';
import { ID_MAX_LENGTH, ID_RULE, isAcceptedId } from '../db/ids';

/**
 * The same characters as the contents of a JSON Schema character class (ECMA-262 with the `u`
 * flag, as JSON Schema's `pattern` reads: a surrogate range matches lone surrogates only).
 */
const UNSAFE_CLASS = '\\u0000-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069\\ud800-\\udfff';
const UNSAFE_TEXT_CLASS = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f\\u202a-\\u202e\\u2066-\\u2069\\ud800-\\udfff';

/** Path `{slug}` of every organization-scoped route. */
// `z.meta` only annotates the OpenAPI document (no run-time effect): the bound the pattern already implies.
export const Slug = z
  .string()
  .check(z.regex(SLUG_PATTERN, 'an organization slug'), z.meta({ maxLength: 63 }), z.describe('The organization, by its slug (lower-case letters, digits and hyphens).'));
/**
 * An id, opaque (api.md §1, #17): the ids we issue are ULIDs, but their format is no part of the
 * contract, so a caller's id of any shape within the bound is looked up and, naming nothing, is
 * unknown (404 / 422 / skipped), never a 400. The bound is the one of the key builders (isAcceptedId).
 */
export const Id = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(ID_MAX_LENGTH),
    z.refine(isAcceptedId, `an id: ${ID_RULE}`),
    // Document only: isAcceptedId as JSON Schema (#31 §1), so a generated id is never refused.
    z.meta({ pattern: `^[^#${UNSAFE_CLASS}]+$` }),
    z.describe('An id, opaque: compare it as a string, never parse it.'),
  );
export const OrgPath = z.strictObject({ slug: Slug });
/** `{slug}` and one id segment, described for the API Reference (what the id names). */
export const orgPathWith = <K extends string>(name: K, description: string) =>
  z.strictObject({ slug: Slug, [name]: Id.check(z.describe(description)) } as { slug: typeof Slug } & Record<K, typeof Id>);

/** Whether `YYYY-MM-DD` names a real day (no luxon here: this module is in every bundle). */
export function isCalendarDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** `YYYY-MM-DD`, a real calendar date. */
export const LocalDate = z
  .string()
  .check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date YYYY-MM-DD'),
    z.refine(isCalendarDate, 'a real calendar date'),
    // Document only: RFC 3339 `full-date`, so tools refuse `2026-02-30` as the service does.
    z.meta({ format: 'date', maxLength: 10 }),
    z.describe('A calendar date, `YYYY-MM-DD`.'),
  );

/** ISO 8601 instant with an offset or Z. */
export const Instant = z.iso.datetime({ offset: true }).check(z.describe('An instant, ISO 8601 with its offset (e.g. `2026-03-02T14:05:09.000Z`).'));

/** A trimmed string of `min`..`max` characters. */
export const trimmedString = (min: number, max: number) => {
  const trimmed = z.string().check(z.trim(), z.minLength(min), z.maxLength(max));
  // Document only: `minLength` counts the trimmed value, so the document says it has `min` characters between its first and last non-blank one.
  return min >= 1 ? trimmed.check(z.meta({ pattern: min === 1 ? '\\S' : `^\\s*\\S[\\s\\S]{${min - 2},}\\S\\s*$` })) : trimmed;
};

/**
 * What no name or free text may hold (security #16): C0 and C1 control characters (NUL among
 * them), lone UTF-16 surrogates (not text: they break UTF-8 encoders and exports), and the
 * bidirectional embedding, override and isolate characters U+202A–U+202E and U+2066–U+2069
 * (they make a name display as something else: "Trojan Source"). Multi-line free text keeps
 * tab, line feed and carriage return.
 *
 * A one-line name (or any value shown like one) refuses more (#33 §9): every format character
 * (general category Cf: zero-width space U+200B, the marks U+200E/U+200F/U+061C, the byte order
 * mark U+FEFF, interlinear annotations U+FFF9–U+FFFB, tags U+E0001–U+E007F…) and the line and
 * paragraph separators (Zl U+2028, Zp U+2029): invisible, they make look-alike names. One
 * exception: zero-width non-joiner and joiner (U+200C, U+200D) are spelling in Persian, the
 * Indic scripts and emoji sequences, so they are accepted between two non-ASCII characters
 * (never at an end or next to an ASCII character, where they would only hide a difference).
 * The Hangul fillers U+115F, U+1160, U+3164 and U+FFA0 are refused with them (#45 finding 4): letters
 * (general category Lo), not format characters, but they draw as blank space (Unicode lists them
 * as default-ignorable) and no modern Korean name needs one (syllables are precomposed, and NFC
 * composes conjoining jamo into them).
 * Names are stored in Unicode normalization form C, so one name has one spelling.
 */
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udfff]/u;
const UNSAFE_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udfff]/u;
/** Format characters, line/paragraph separators and the blank Hangul fillers, bar ZWNJ and ZWJ (checked on their own). */
const INVISIBLE_IN_NAME = /(?![\u200c\u200d])[\p{Cf}\p{Zl}\p{Zp}\u115f\u1160\u3164\uffa0]/u;
/** A ZWNJ or ZWJ not between two non-ASCII characters. */
const STRAY_JOINER = /(?:^|[\u0000-\u007f])[\u200c\u200d]|[\u200c\u200d](?:$|[\u0000-\u007f])/u;
const UNSAFE_MESSAGE = 'no control characters, lone surrogates or bidirectional override/isolate characters';
const UNSAFE_NAME_MESSAGE = 'no control, format (invisible), blank filler or line-separator characters, lone surrogates or bidirectional override/isolate characters';

/** Whether a one-line name (or a value shown like one) is free of unsafe characters. */
export const isSafeName = (value: string) => !UNSAFE_IN_NAME.test(value) && !INVISIBLE_IN_NAME.test(value) && !STRAY_JOINER.test(value);
/** Whether multi-line free text is free of unsafe characters (tab and line breaks allowed). */
export const isSafeText = (value: string) => !UNSAFE_IN_TEXT.test(value);

/**
 * A trimmed one-line name of `min`..`max` characters, NFC-normalised, free of unsafe characters:
 * every name or short label of a request body is one of these (names of users, areas, positions,
 * headquarters, courses, tracks, custom fields and their options, api-keys…), so the rule lives
 * here once. test/http/text-hygiene.test.ts walks the route table to keep it so.
 */
export const name = (min: number, max: number) =>
  trimmedString(min, max).check(
    z.normalize('NFC'),
    z.refine(isSafeName, UNSAFE_NAME_MESSAGE),
    // Document only: no unsafe character, and trimmed already (the service trims, then counts and
    // compares: `options` unique after trimming), so what the document allows is what is stored.
    z.meta({ pattern: `^(?:[^\\s${UNSAFE_CLASS}]|[^\\s${UNSAFE_CLASS}][^${UNSAFE_CLASS}]*[^\\s${UNSAFE_CLASS}])$` }),
  );

export const Name = name(1, 200);
/** Free text (descriptions, addresses, reasons): may span lines, otherwise the same rule as a name. */
export const Text = z
  .string()
  .check(
    z.trim(),
    z.maxLength(2000),
    z.refine(isSafeText, `${UNSAFE_MESSAGE}, except tab and line breaks`),
    z.meta({ pattern: `^[^${UNSAFE_TEXT_CLASS}]*$` }),
  );

/** A query parameter's integer: plain decimal digits, nothing else (no sign, exponent, `0x`, spaces or point). */
const DECIMAL_DIGITS = /^[0-9]{1,16}$/;

/**
 * An integer query parameter, min..max, `fallback` when absent. Read from plain decimal digits
 * only (#33 finding 12: `z.coerce.number()` read `1e2`, `0x10`, `+5` and ` 5` as numbers, so
 * two spellings of one page size made two cursor bindings and a caller's typo was a number).
 * Documented as the integer it is (the digits rule is how an integer is written in a query).
 */
export const queryInteger = (min: number, max: number, fallback: number) =>
  z
    ._default(
      z.pipe(
        z.pipe(z.string().check(z.regex(DECIMAL_DIGITS, 'expected an integer in plain decimal digits')), z.transform(Number)),
        z.number().check(z.int(), z.minimum(min), z.maximum(max)),
      ),
      fallback,
    )
    .check(z.meta({ type: 'integer', minimum: min, maximum: max, pattern: undefined }));

/** api.md §4: `page_size` 1..200 (default 50) and an opaque `cursor`. */
export const PageQuery = {
  page_size: queryInteger(1, 200, 50).check(z.describe('Items per page, 1..200 (default 50), in plain decimal digits. A page may hold fewer while `next` is set.')),
  cursor: z
    .optional(z.string().check(z.minLength(1), z.maxLength(2048)))
    .check(z.describe('Where the page starts: the `next_cursor` of the previous page (same filters, same credential). Omit it for the first page.')),
};
export const pageQuery = <S extends z.core.$ZodShape>(filters: S = {} as S) => z.strictObject({ ...PageQuery, ...filters });

export const Timestamps = {
  created_at: Instant.check(z.describe('When it was created.')),
  updated_at: Instant.check(z.describe('When it last changed.')),
};
