import * as z from 'zod/mini';
import { named } from '../schemas/named';
import { LocalDate } from '../schemas/common';

/** The changelog as JSON (`GET /api/v5/rest/changelog`); its source is shared/docs/changelog-entries.ts. */
export const ChangelogOperation = named('ChangelogOperation', z.object({
  operation_id: z.string().check(z.describe('The `operationId` in the OpenAPI document.')),
  method: z.string().check(z.describe('HTTP method.')),
  path: z.string().check(z.describe('Path template, as in the OpenAPI document.')),
  sunset: z.nullable(LocalDate).check(z.describe('Retirement day of this deprecated operation (or of the parameters of the entry on it), once announced.')),
}));

export const ChangelogEntry = named('ChangelogEntry', z.object({
  id: z.string().check(z.describe('Stable identifier; also the anchor of the entry in the HTML changelog.')),
  date: LocalDate.check(z.describe('When it took effect (or was announced).')),
  kind: z.enum(['added', 'deprecated', 'changed', 'removed']).check(z.describe('`added`, `deprecated`, `changed` or `removed`.')),
  title: z.string().check(z.describe('One line for integrators.')),
  operations: z.array(ChangelogOperation).check(z.describe('The operations it concerns (empty when it concerns all of them).')),
  applies_to_all_operations: z.boolean().check(z.describe('True when the change concerns every operation.')),
  parameters: z.array(z.string()).check(z.describe('Query parameters, body fields or headers the change concerns, by name.')),
  text: z.string().check(z.describe('What changes for an integrator and what to do; `backticks` mark code.')),
  sunset: z.nullable(LocalDate).check(z.describe('Earliest retirement day of what this entry deprecates, once announced; null otherwise.')),
  url: z.string().check(z.describe('The entry in the HTML changelog, relative to this document.')),
}));

export const Changelog = named('Changelog', z.object({
  title: z.string().check(z.describe('Title of the changelog.')),
  updated: LocalDate.check(z.describe('Date of the newest entry.')),
  html_url: z.string().check(z.describe('The HTML changelog, relative to this document.')),
  feed_url: z.string().check(z.describe('The Atom feed, relative to this document.')),
  entries: z.array(ChangelogEntry).check(z.describe('Newest first.')),
}));

export type ChangelogView = z.output<typeof Changelog>;
