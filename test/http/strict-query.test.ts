import type { APIGatewayProxyEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/errors/api-error';
import { validateRequest } from '../../shared/http/middlewares/validate-request';
import type { ShellRequest } from '../../shared/http/middlewares/shell-context';
import { unknownQueryParameters, type LambdaRoute } from '../../shared/http/route-types';
import { buildOpenApiDocument } from '../../shared/openapi/build-document';
import { LAMBDA_ROUTES } from '../../shared/routes';
import { PageQuery } from '../../shared/schemas/common';
import { ListUsersQuery } from '../../shared/scim/schemas';
import { CreateTimeOffRequest, timeOffWindow } from '../../shared/timeoff/schemas';
import { useGateway } from '../support/http';
import { newTestOrg } from '../support/orgs';

/**
 * #33 finding 12: query strings are strict on every route (an unknown parameter is 400, also on
 * routes that declare no query), integers are plain decimal digits, time-off requests lie within
 * five years of today, and a JSON media type is read in any case. The route-table walk is pure
 * (the shell's validation step on its own); the gateway part is the issue's reproductions.
 */

/**
 * The query details the shell's validation step refuses `route` with for this query string (API
 * Gateway's two maps: the last value of each parameter, and all of them), those about `issue`.
 */
function queryDetails(route: LambdaRoute, query: Record<string, string>, all: Record<string, string[]> | undefined, issue: RegExp): unknown[] {
  const multi = all ?? Object.fromEntries(Object.entries(query).map(([k, v]) => [k, [v]]));
  const event = { pathParameters: {}, queryStringParameters: query, multiValueQueryStringParameters: multi, headers: {}, body: null } as unknown as APIGatewayProxyEvent;
  try {
    validateRequest(route).before!({ event, context: {} } as unknown as ShellRequest);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    // Only those details: a route's required parameters are missing here too, and values may be invalid.
    return (((error as ApiError).details ?? []) as Array<{ in?: string; issue?: string }>).filter((d) => d.in === 'query' && issue.test(d.issue ?? ''));
  }
}
const queryIssues = (route: LambdaRoute, query: Record<string, string>, all?: Record<string, string[]>) => queryDetails(route, query, all, /^unknown parameter$/);
const repeatedIssues = (route: LambdaRoute, query: Record<string, string>, all: Record<string, string[]>) => queryDetails(route, query, all, /^repeated parameter/);

describe('strict query strings, from the route table', () => {
  it('every route refuses a parameter it does not list (400, one detail per parameter), except SCIM and the documentation, which ignore it', () => {
    const refused = LAMBDA_ROUTES.filter((r) => unknownQueryParameters(r) === 'refused');
    expect(refused.length).toBeGreaterThan(60);
    for (const route of LAMBDA_ROUTES) {
      const issues = queryIssues(route, { _method: 'DELETE', pagesize: '10' });
      if (unknownQueryParameters(route) === 'refused') {
        expect(issues, route.id).toEqual([
          { in: 'query', path: '_method', issue: 'unknown parameter' },
          { in: 'query', path: 'pagesize', issue: 'unknown parameter' },
        ]);
      } else {
        expect(route.scim || route.tag === 'docs', route.id).toBeTruthy();
        expect(issues, route.id).toEqual([]);
      }
    }
  });

  it('every route refuses a parameter it lists given twice (none is a list: 400, one detail naming it), SCIM and the documentation too; an unknown one repeated is one unknown parameter', () => {
    let withQuery = 0;
    for (const route of LAMBDA_ROUTES) {
      const [name] = Object.keys(route.request?.query?.shape ?? {});
      if (name) {
        withQuery++;
        const query = { [name]: '2' };
        const twice = repeatedIssues(route, query, { [name]: ['1', '2'] });
        expect(twice, route.id).toEqual([{ in: 'query', path: name, issue: 'repeated parameter: give it once' }]);
        expect(repeatedIssues(route, query, { [name]: ['2'] }), route.id).toEqual([]);
      }
      const unknown = queryIssues(route, { _method: 'DELETE' }, { _method: ['GET', 'DELETE'] });
      expect(unknown, route.id).toEqual(unknownQueryParameters(route) === 'refused' ? [{ in: 'query', path: '_method', issue: 'unknown parameter' }] : []);
    }
    expect(withQuery).toBeGreaterThan(30);
  });

  it('the OpenAPI document says what each operation does with an unknown parameter, and documents its 400', () => {
    const document = buildOpenApiDocument();
    for (const route of LAMBDA_ROUTES.filter((r) => !r.hidden)) {
      const operation = document.paths[route.path]?.[route.method.toLowerCase()];
      if (!operation) continue;
      expect(operation['x-unknown-query-parameters'], route.id).toBe(unknownQueryParameters(route));
      expect(operation.description, route.id).toMatch(unknownQueryParameters(route) === 'refused' ? /(query parameter|listed here) .*refused/ : /are ignored/);
      if (unknownQueryParameters(route) === 'refused') expect(Object.keys(operation.responses), route.id).toContain('400');
    }
  });

  it('integers are plain decimal digits: `1e2`, `0x10`, `+5`, ` 5`, `5 `, `1.0`, `-1` are refused; `50` and `007` are read', () => {
    const pageSize = PageQuery.page_size;
    for (const raw of ['1e2', '0x10', '+5', ' 5', '5 ', '1.0', '-1', '', 'Infinity', '1_0']) {
      expect(pageSize.safeParse(raw).success, JSON.stringify(raw)).toBe(false);
      // SCIM reads a negative value (RFC 7644 §3.4.2.4: interpreted as 0); every other spelling is refused there too.
      if (raw !== '-1') expect(ListUsersQuery.shape.count.safeParse(raw).success, `count ${JSON.stringify(raw)}`).toBe(false);
    }
    // SCIM's integers are JSON integers (RFC 7643 §2.3.4): a minus sign, never a plus sign.
    expect(ListUsersQuery.shape.count.parse('-1')).toBe(0);
    expect(ListUsersQuery.shape.startIndex.safeParse('+5').success).toBe(false);
    expect(pageSize.parse('50')).toBe(50);
    expect(pageSize.parse('007')).toBe(7);
    expect(pageSize.parse(undefined)).toBe(50);
    expect(pageSize.safeParse('201').success).toBe(false);
    expect(ListUsersQuery.shape.startIndex.parse('3')).toBe(3);
  });

  it('the page size is documented as the integer it is', () => {
    const list = buildOpenApiDocument().paths['/org/{slug}/webhooks/']!.get!;
    const pageSize = (list.parameters as Array<{ name: string; schema: Record<string, unknown> }>).find((p) => p.name === 'page_size')!;
    expect(pageSize.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 200 });
    expect(pageSize.schema.pattern).toBeUndefined();
  });

  it('time-off requests lie within five years of today (UTC), either way', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(timeOffWindow(now)).toEqual({ first: '2021-11-25', last: '2031-11-25' });
    const { first, last } = timeOffWindow();
    const body = (start_date: string, end_date: string) => ({ type: 'vacation', start_date, end_date, user_id: undefined });
    expect(CreateTimeOffRequest.safeParse(body(first, last)).success).toBe(true);
    for (const [start, end] of [['1900-01-01', '1900-01-02'], [first, '9999-12-31'], ['2000-01-01', last]]) {
      const result = CreateTimeOffRequest.safeParse(body(start!, end!));
      expect(result.success, `${start}..${end}`).toBe(false);
      expect(result.error!.issues.some((i) => /within 5 years/.test(i.message)), `${start}..${end}`).toBe(true);
    }
  });
});

describe('the issue’s reproductions, through the local gateway', () => {
  const { call } = useGateway();

  it('GET /webhooks/{id}/?_method=DELETE is 400 (was 200); `page_size=1e2` and `0x10` are 400; `page_size=10` is 200', async () => {
    const org = await newTestOrg();
    const made = await call('POST', `/org/${org.slug}/webhooks/`, {
      token: org.adminKey,
      body: { url: 'http://127.0.0.1:4567/hooks', events: ['user.created'] },
    });
    expect(made.status, made.text).toBe(201);
    const one = await call('GET', `/org/${org.slug}/webhooks/${made.body.id}/`, { token: org.adminKey, query: { _method: 'DELETE' } });
    expect(one.status, one.text).toBe(400);
    expect(one.body).toMatchObject({ code: 'validation_failed', details: [{ in: 'query', path: '_method', issue: 'unknown parameter' }] });
    for (const page_size of ['1e2', '0x10', ' 1']) {
      const list = await call('GET', `/org/${org.slug}/webhooks/`, { token: org.adminKey, query: { page_size } });
      expect(list.status, page_size).toBe(400);
      expect(list.body.details, page_size).toEqual([expect.objectContaining({ in: 'query', path: 'page_size' })]);
    }
    expect((await call('GET', `/org/${org.slug}/webhooks/`, { token: org.adminKey, query: { page_size: '10' } })).status).toBe(200);
    // Ignored where the route table says so: the documentation, and SCIM.
    expect((await call('GET', '/api/v5/rest/openapi.json', { query: { utm_source: 'mail' } })).status).toBe(200);
  });

  it('a parameter given twice (`page_size=1&page_size=2`) is 400 validation_failed naming it (was 200 with the last value); once is 200', async () => {
    const org = await newTestOrg();
    const list = `/org/${org.slug}/webhooks/`;
    const twice = await call('GET', `${list}?page_size=1&page_size=2`, { token: org.adminKey });
    expect(twice.status, twice.text).toBe(400);
    expect(twice.body).toMatchObject({ code: 'validation_failed', details: [{ in: 'query', path: 'page_size', issue: 'repeated parameter: give it once' }] });
    // The same value twice is still twice; a filter too; SCIM's parameters too (its error schema).
    expect((await call('GET', `${list}?page_size=2&page_size=2`, { token: org.adminKey })).status).toBe(400);
    const users = await call('GET', `/org/${org.slug}/users/?status=active&status=inactive`, { token: org.adminKey });
    expect(users.body).toMatchObject({ code: 'validation_failed', details: [{ in: 'query', path: 'status' }] });
    const scim = await call('GET', `/org/${org.slug}/scim/v2/Users?count=1&count=2`, { token: org.adminKey });
    expect(scim.status, scim.text).toBe(400);
    expect(scim.body).toMatchObject({ code: 'validation_failed', details: [{ in: 'query', path: 'count' }] });
    expect((await call('GET', `${list}?page_size=2`, { token: org.adminKey })).status).toBe(200);
  });

  it('a JSON body is read whatever the case of its media type (RFC 9110); another type is still 415', async () => {
    const org = await newTestOrg();
    for (const type of ['APPLICATION/JSON', 'Application/JSON; charset=UTF-8', 'application/json ; charset=utf-8', 'application/json;']) {
      const res = await call('POST', `/org/${org.slug}/organizations/areas/`, {
        token: org.adminKey,
        rawBody: JSON.stringify({ name: `Area ${type}` }),
        headers: { 'Content-Type': type },
      });
      expect(res.status, `${type}: ${res.text}`).toBe(201);
      expect(res.body.name).toBe(`Area ${type}`);
    }
    for (const type of ['text/plain', 'application/jsonx', 'application/x-www-form-urlencoded']) {
      const res = await call('POST', `/org/${org.slug}/organizations/areas/`, { token: org.adminKey, rawBody: '{"name":"X"}', headers: { 'Content-Type': type } });
      expect(res.status, type).toBe(415);
    }
  });

  it('a body in another JSON-based media type is 415 unsupported_media_type, nothing written (#45: json-patch+json was read as JSON); SCIM takes application/scim+json too', async () => {
    const org = await newTestOrg();
    const areas = `/org/${org.slug}/organizations/areas/`;
    for (const type of ['application/json-patch+json', 'application/merge-patch+json', 'application/scim+json', 'application/vnd.api+json', 'Application/JSON-Patch+JSON; charset=utf-8']) {
      const res = await call('POST', areas, { token: org.adminKey, rawBody: JSON.stringify({ name: `Area ${type}` }), headers: { 'Content-Type': type } });
      expect(res.status, `${type}: ${res.text}`).toBe(415);
      expect(res.body.code).toBe('unsupported_media_type');
    }
    const listed = await call('GET', areas, { token: org.adminKey, query: { page_size: '200' } });
    expect(listed.body.results.filter((a: { name: string }) => a.name.startsWith('Area '))).toEqual([]);
    // SCIM: its own media type and plain JSON are read; any other is 415 in SCIM's error schema.
    const scimUser = (userName: string) => JSON.stringify({ schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'], userName, name: { givenName: 'Ana', familyName: 'Pérez' } });
    for (const [type, status] of [['application/scim+json', 201], ['application/json; charset=utf-8', 201], ['application/json-patch+json', 415]] as const) {
      const res = await call('POST', `/org/${org.slug}/scim/v2/Users`, { token: org.adminKey, rawBody: scimUser(`ana-${status}-${type.length}@example.com`), headers: { 'Content-Type': type } });
      expect(res.status, `${type}: ${res.text}`).toBe(status);
      if (status === 415) expect(res.body.code).toBe('unsupported_media_type');
    }
  });
});
