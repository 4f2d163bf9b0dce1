import { DOMParser, type Element } from '@xmldom/xmldom';
import type { APIGatewayProxyResult, Context, Handler } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { lambdaContext, proxyEvent } from '../../infra/local/events';
import { LOCAL_EXPLORER_PATH } from '../../infra/local/explorer';
import { createRouter, type Match } from '../../infra/local/router';
import { changelogHtml, changelogView } from '../../shared/docs/changelog';
import { createHandler } from '../../shared/http/handler';
import { respond } from '../../shared/http/results';
import { buildOpenApiDocument, changelogUrl, describeOperation, type OpenApiOperation } from '../../shared/openapi/build-document';
import { LAMBDA_ROUTES, ROUTES, type RouteId } from '../../shared/routes';
import { CHANGELOG, deprecationEntryOf, type ChangelogEntry } from '../../shared/docs/changelog-entries';
import { getChangelogPage } from '../../shared/docs/routes';
import { legacyAreas } from '../../shared/organization/routes';
import { routesOf, type LambdaRoute } from '../../shared/http/route-types';
import { useGateway } from '../support/http';

const { baseUrl, call } = useGateway();

const ATOM = 'http://www.w3.org/2005/Atom';
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The rule of contract 9.2 / 9.3 as the route table sees it: every deprecated route and every
 * deprecated query parameter has a `deprecated` changelog entry dated like the route table.
 * Returns what is missing (empty when the changelog is complete).
 */
function missingDeprecationEntries(routes: readonly LambdaRoute[], entries: readonly ChangelogEntry[]): string[] {
  const missing: string[] = [];
  for (const route of routes) {
    if (route.deprecated) {
      const entry = deprecationEntryOf(route, undefined, entries);
      if (!entry) missing.push(`${route.id}: no entry`);
      else if (entry.date !== route.deprecated.since) missing.push(`${route.id}: entry ${entry.id} dated ${entry.date}, deprecated since ${route.deprecated.since}`);
    }
    for (const [name, info] of Object.entries(route.deprecatedQuery ?? {})) {
      const entry = deprecationEntryOf(route, name, entries);
      if (!entry) missing.push(`${route.id} ?${name}: no entry`);
      else if (entry.date !== info.since) missing.push(`${route.id} ?${name}: entry ${entry.id} dated ${entry.date}, deprecated since ${info.since}`);
    }
  }
  return missing;
}

/** A namespace-aware parse that fails on any well-formedness error (xmldom only reports them). */
function parseXml(text: string) {
  const errors: string[] = [];
  const doc = new DOMParser({ onError: (level, message) => void (level !== 'warning' && errors.push(message)) }).parseFromString(text, 'application/xml');
  expect(errors).toEqual([]);
  return doc;
}

const children = (parent: Element, name: string) => Array.from(parent.childNodes).filter((n): n is Element => n.nodeType === 1 && (n as Element).namespaceURI === ATOM && (n as Element).localName === name);
const one = (parent: Element, name: string) => {
  const found = children(parent, name);
  expect(found, `<${parent.localName}> has exactly one <${name}>`).toHaveLength(1);
  return found[0]!;
};
const isAbsoluteIri = (value: string) => /^[a-z][a-z0-9+.-]*:\S+$/i.test(value);

describe('public changelog (contract 9.2, 9.3, 9.8)', () => {
  it('every deprecated route and deprecated query parameter has a deprecated entry, dated like the route table', () => {
    expect(LAMBDA_ROUTES.filter((r) => r.deprecated || r.deprecatedQuery).length).toBeGreaterThan(0);
    expect(missingDeprecationEntries(LAMBDA_ROUTES, CHANGELOG)).toEqual([]);
    // The check bites: without the entry of the eight aliases, or of course_enroll_date, it reports them.
    const withoutAliases = CHANGELOG.filter((e) => e.id !== 'eight-aliases-deprecated');
    expect(missingDeprecationEntries(LAMBDA_ROUTES, withoutAliases)).toEqual(expect.arrayContaining(['legacyListAreas: no entry', 'legacyListPermissionGroups: no entry']));
    const withoutParameter = CHANGELOG.filter((e) => e.id !== 'general-v2-course-enroll-date-deprecated');
    expect(missingDeprecationEntries(LAMBDA_ROUTES, withoutParameter)).toEqual(['learningGeneralReportV2 ?course_enroll_date: no entry']);
  });

  it('entries are well formed and name operations of the route table', () => {
    const ids = CHANGELOG.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of CHANGELOG) {
      expect(entry.id, entry.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(entry.date, entry.id).toMatch(ISO_DATE);
      expect(Number.isNaN(Date.parse(entry.date)), entry.id).toBe(false);
      expect(['added', 'deprecated', 'changed', 'removed'], entry.id).toContain(entry.kind);
      expect(entry.operations.length > 0 || entry.allOperations === true, `${entry.id} concerns something`).toBe(true);
      for (const op of entry.operations) expect(ROUTES.map((r) => r.id), `${entry.id} → ${op}`).toContain(op);
      expect(entry.text.length, entry.id).toBeGreaterThan(40);
    }
  });

  it('is served as JSON, newest first, each operation with its method and path', async () => {
    const res = await call('GET', '/api/v5/rest/changelog');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const { entries, updated, html_url, feed_url } = res.body;
    expect(entries).toHaveLength(CHANGELOG.length);
    expect(updated).toBe([...CHANGELOG].map((e) => e.date).sort().at(-1));
    const dates = entries.map((e: { date: string }) => e.date);
    expect(dates).toEqual([...dates].sort().reverse());
    // The links are relative to the JSON's own URL and resolve to the other two views.
    expect(new URL(html_url, `${baseUrl()}/api/v5/rest/changelog`).pathname).toBe('/api/v5/rest/changelog.html');
    expect(new URL(feed_url, `${baseUrl()}/api/v5/rest/changelog`).pathname).toBe('/api/v5/rest/changelog.atom');

    const aliases = entries.find((e: { id: string }) => e.id === 'eight-aliases-deprecated');
    expect(aliases.kind).toBe('deprecated');
    expect(aliases.operations).toHaveLength(8);
    expect(aliases.operations).toContainEqual({ operation_id: 'legacyListAreas', method: 'GET', path: '/org/{slug}/areas', sunset: null });
    expect(aliases.url).toBe('changelog.html#eight-aliases-deprecated');
    const parameter = entries.find((e: { id: string }) => e.id === 'general-v2-course-enroll-date-deprecated');
    expect(parameter).toMatchObject({ kind: 'deprecated', parameters: ['course_enroll_date'], sunset: null });
    expect(parameter.operations.map((o: { operation_id: string }) => o.operation_id)).toEqual(['learningGeneralReportV2']);
    const headers = entries.find((e: { id: string }) => e.id === 'diagnostic-headers-removed');
    expect(headers).toMatchObject({ kind: 'removed', applies_to_all_operations: true, operations: [] });
    // Every change the contract lists, and ours.
    expect(entries.map((e: { id: string }) => e.id)).toEqual(
      expect.arrayContaining([
        'docs-views-under-api-v5-rest',
        'general-v2-date-filters',
        'users-401-403',
        'custom-fields-own-section',
        'users-list-deprecated',
        'force-change-password',
        'attendance-reports',
        'assign-422-no-users-assigned',
        'idempotency-keys',
        'deprecation-headers',
      ]),
    );
  });

  it('is served as a valid Atom 1.0 feed (RFC 4287) a reader can subscribe to', async () => {
    const res = await call('GET', '/api/v5/rest/changelog.atom');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const feed = parseXml(res.text).documentElement!;
    expect(feed.namespaceURI).toBe(ATOM);
    expect(feed.localName).toBe('feed');
    const feedUrl = `${baseUrl()}/api/v5/rest/changelog.atom`;

    expect(isAbsoluteIri(one(feed, 'id').textContent!)).toBe(true);
    expect(one(feed, 'title').textContent).toContain('changelog');
    expect(one(feed, 'updated').textContent).toMatch(RFC3339);
    // A feed needs an author unless every entry has one (RFC 4287 §4.1.1).
    expect(one(one(feed, 'author'), 'name').textContent).not.toBe('');
    const self = children(feed, 'link').find((l) => l.getAttribute('rel') === 'self')!;
    expect(new URL(self.getAttribute('href')!, feedUrl).href).toBe(feedUrl);

    const page = await call('GET', '/api/v5/rest/changelog.html');
    const entries = children(feed, 'entry');
    expect(entries).toHaveLength(CHANGELOG.length);
    const entryIds = new Set<string>();
    for (const entry of entries) {
      const id = one(entry, 'id').textContent!;
      expect(isAbsoluteIri(id), id).toBe(true);
      entryIds.add(id);
      expect(one(entry, 'title').textContent).not.toBe('');
      expect(one(entry, 'updated').textContent).toMatch(RFC3339);
      const link = children(entry, 'link').find((l) => (l.getAttribute('rel') ?? 'alternate') === 'alternate')!;
      const target = new URL(link.getAttribute('href')!, feedUrl);
      expect(target.pathname).toBe('/api/v5/rest/changelog.html');
      expect(page.text, `${target.hash} is an anchor of the page`).toContain(`id="${target.hash.slice(1)}"`);
      const content = one(entry, 'content');
      expect(content.getAttribute('type')).toBe('html');
      expect(content.textContent).toContain('<p>');
    }
    expect(entryIds.size).toBe(entries.length);
    expect(feed.getElementsByTagNameNS(ATOM, 'updated')[0]!.textContent).toBe(`${changelogView().updated}T00:00:00Z`);
  });

  it('is served as an HTML page, linked from the local API explorer, with the feed advertised', async () => {
    const res = await call('GET', '/api/v5/rest/changelog.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.text).toContain('<link rel="alternate" type="application/atom+xml"');
    for (const entry of CHANGELOG) expect(res.text, entry.id).toContain(`<article id="${entry.id}">`);
    // Entry text is escaped; backticks become <code>.
    expect(res.text).toContain('<code>Link: &lt;…&gt;; rel=&quot;successor-version&quot;</code>');

    const explorer = await call('GET', LOCAL_EXPLORER_PATH);
    const href = /<a id="changelog-link" href="([^"]+)"/.exec(explorer.text)?.[1];
    expect(href).toBeDefined();
    const linked = await call('GET', new URL(href!, `${baseUrl()}${LOCAL_EXPLORER_PATH}`).href);
    expect(linked.status).toBe(200);
    expect(linked.text).toBe(res.text);
  });

  it('the OpenAPI document links every deprecated operation and parameter to its entry', () => {
    const doc = buildOpenApiDocument({ includeUndocumented: true });
    const page = changelogHtml();
    for (const route of LAMBDA_ROUTES) {
      const op = doc.paths[route.path]![route.method.toLowerCase()] as OpenApiOperation & { externalDocs?: { url: string } };
      if (route.deprecated) {
        const entry = deprecationEntryOf(route)!;
        expect(op.externalDocs?.url, route.id).toBe(`${getChangelogPage.path}#${entry.id}`);
        expect(op.description, route.id).toContain(`(${getChangelogPage.path}#${entry.id})`);
        expect(page).toContain(`id="${entry.id}"`);
      } else {
        expect(op.externalDocs, route.id).toBeUndefined();
      }
      for (const name of Object.keys(route.deprecatedQuery ?? {})) {
        const param = (op.parameters ?? []).find((p) => p.name === name)!;
        expect(param.description, `${route.id} ?${name}`).toContain(changelogUrl(route, name)!);
      }
    }
    expect(doc.info).toMatchObject({ description: expect.stringContaining(`(${getChangelogPage.path})`) });
  });
});

describe('retirement dates (RFC 8594 Sunset)', () => {
  /** A synthetic deprecated route with a retirement date: no route of the contract has one yet (contract 9.8). */
  const retiring = routesOf('organization')({
    id: 'retiringProbe',
    method: 'GET',
    path: '/org/{slug}/retiring-probe',
    roles: 'public',
    tag: 'organization',
    summary: 'A deprecated probe with a retirement date.',
    request: { query: z.object({ old_filter: z.optional(z.string()) }) },
    response: { status: 200, shape: 'item' },
    deprecated: { since: '2026-09-01', successor: null, documented: true, sunset: '2027-06-30' },
    deprecatedQuery: { old_filter: { since: '2026-10-01', replacedBy: 'from_date', sunset: '2027-03-31' } },
    budget: { calls: 0 },
    access: 'RO',
  });
  const retiringParameter: LambdaRoute = { ...retiring, id: 'retiringParameterProbe', deprecated: undefined };
  const handlerOf = (route: LambdaRoute) => createHandler(route, async () => respond({ ok: true }));

  async function invoke(route: LambdaRoute, query = new URLSearchParams()): Promise<APIGatewayProxyResult> {
    const match = createRouter([route])('GET', '/org/acme/retiring-probe') as Match;
    const event = proxyEvent({ method: 'GET', path: '/org/acme/retiring-probe', query, headers: { host: 'api.example' }, body: null, sourceIp: '127.0.0.1' }, match, 'req-sunset', null);
    const handler = handlerOf(route) as unknown as Handler;
    return (await handler(event, lambdaContext('sunset-probe') as Context, () => undefined)) as APIGatewayProxyResult;
  }

  it('a route with a retirement date sends Sunset (HTTP-date) next to Deprecation', async () => {
    const res = await invoke(retiring);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ Deprecation: `@${Date.parse('2026-09-01T00:00:00Z') / 1000}`, Sunset: 'Wed, 30 Jun 2027 00:00:00 GMT' });
    // IMF-fixdate (RFC 9110 §5.6.7), which is what RFC 8594 requires.
    expect(String(res.headers!.Sunset)).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/);
  });

  it('a deprecated query parameter with a retirement date sends Sunset only when it is used', async () => {
    expect((await invoke(retiringParameter)).headers).not.toHaveProperty('Sunset');
    const used = await invoke(retiringParameter, new URLSearchParams({ old_filter: 'x' }));
    expect(used.headers).toMatchObject({ Sunset: 'Wed, 31 Mar 2027 00:00:00 GMT', Deprecation: expect.stringMatching(/^@\d+$/) });
  });

  it('routes without a retirement date send no Sunset', async () => {
    const res = await call('GET', '/api/v5/rest/changelog');
    expect(res.headers.get('sunset')).toBeNull();
    expect(LAMBDA_ROUTES.some((r) => r.deprecated?.sunset)).toBe(false);
    expect((legacyAreas as LambdaRoute).deprecated?.sunset).toBeUndefined();
  });

  it('the changelog and the OpenAPI operation show the date', () => {
    const entry: ChangelogEntry = { id: 'retiring-probe', date: '2026-09-01', kind: 'deprecated', title: 'Probe deprecated', operations: ['retiringProbe' as RouteId], text: 'x'.repeat(50) };
    const probes = [retiring, retiringParameter];
    const view = changelogView([entry], probes);
    expect(view.entries[0]).toMatchObject({ sunset: '2027-06-30', operations: [{ operation_id: 'retiringProbe', sunset: '2027-06-30' }] });
    expect(changelogHtml([entry], probes)).toContain('Retirement date: 2027-06-30');
    const parameterEntry: ChangelogEntry = { ...entry, id: 'retiring-parameter', operations: [retiringParameter.id as RouteId], parameters: ['old_filter'] };
    expect(changelogView([parameterEntry], probes).entries[0]!.sunset).toBe('2027-03-31');

    const op = describeOperation(retiring) as OpenApiOperation & { 'x-sunset'?: string };
    expect(op['x-sunset']).toBe('2027-06-30');
    expect(op.description).toContain('retired on 2027-06-30');
    expect((op.responses['200'] as { headers: Record<string, unknown> }).headers.Sunset).toEqual({ $ref: '#/components/headers/Sunset' });
    const param = op.parameters!.find((p) => p.name === 'old_filter')!;
    expect(param['x-sunset']).toBe('2027-03-31');
    expect(param.description).toContain('until 2027-03-31');
  });
});
