// unit: needs no DynamoDB Local (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import { checkAgainstContract, ContractViolation, type Exchange } from '../support/contract';

/** The response check every end-to-end call goes through (test/support/contract.ts) catches drift. */
const BASE = 'http://127.0.0.1:9';
const ID = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
const NOW = '2026-01-02T03:04:05.000Z';
const json = { 'content-type': 'application/json; charset=utf-8' };

function exchange(method: string, path: string, status: number, body: unknown, headers: Record<string, string> = json): Exchange {
  return { method, url: new URL(path, BASE), status, headers: new Headers(headers), text: body === undefined ? '' : JSON.stringify(body) };
}
const check = (e: Exchange) => () => checkAgainstContract(BASE, e);
const envelope = (code: string) => ({ code, message: 'x', request_id: 'r' });
const area = { id: ID, name: 'Ops', created_at: NOW, updated_at: NOW };

describe('contract check of responses', () => {
  it('accepts a documented status with a valid body, with or without the trailing slash', () => {
    check(exchange('GET', '/org/acme/organizations/areas/', 200, { results: [area], next: null, next_cursor: null }))();
    check(exchange('GET', '/org/acme/organizations/areas', 200, { results: [], next: null, next_cursor: null }))();
    check(exchange('POST', '/org/acme/organizations/areas/', 422, envelope('invalid_reference')))();
  });

  it('refuses a body that does not match the schema, naming the operation and the field', () => {
    const run = check(exchange('GET', '/org/acme/organizations/areas/', 200, { results: [{ ...area, password_hash: 'x' }], next: null, next_cursor: null }));
    expect(run).toThrow(ContractViolation);
    expect(run).toThrow(/listAreas[\s\S]*\/results\/0[\s\S]*additional/);
    expect(check(exchange('GET', '/org/acme/organizations/areas/', 200, [area]))).toThrow(/must be object/);
  });

  it('refuses a status the operation does not document, and says how to fix the route', () => {
    expect(check(exchange('PUT', `/org/acme/organizations/position-categories/${ID}/`, 409, envelope('conflict')))).toThrow(
      /status 409 \(code `conflict`\) is not documented[\s\S]*declare it in the route's `errors`/,
    );
    expect(check(exchange('POST', '/org/acme/organizations/areas/', 409, envelope('email_taken')))).toThrow(
      /code `email_taken` is not documented for this operation's 409 \(documented: idempotency_in_progress\)[\s\S]*declare it/,
    );
    // A documented status with a code that belongs to another operation.
    expect(check(exchange('GET', '/org/acme/organizations/areas/', 404, envelope('area_not_found')))).toThrow(ContractViolation);
    expect(check(exchange('GET', '/org/acme/organizations/areas/', 403, envelope('not_request_owner')))).toThrow(/`not_request_owner` is not documented/);
  });

  it('requires the 404 not_found of the gateway for what no route matches', () => {
    check(exchange('GET', '/nope', 404, envelope('not_found')))();
    expect(check(exchange('GET', '/nope', 200, {}))).toThrow(/no route of the table matches/);
  });

  it("accepts the gateway's own answers on any operation, in the envelope", () => {
    check(exchange('GET', '/org/acme/organizations/areas/', 429, envelope('rate_limited')))();
    check(exchange('GET', '/org/acme/organizations/areas/', 413, envelope('payload_too_large')))();
    check(exchange('GET', '/api/v5/rest/docs', 502, envelope('internal_error')))();
    expect(check(exchange('GET', '/org/acme/organizations/areas/', 429, { code: 'rate_limited' }))).toThrow(/required property 'message'/);
    expect(check(exchange('GET', '/nope', 429, { code: 'rate_limited' }))).toThrow(/not the envelope/);
  });

  it('checks hidden routes and removed-from-docs aliases against the full document', () => {
    check(exchange('GET', '/org/acme/areas', 200, [area], { ...json, deprecation: '@1788220800', link: '<http://x/org/acme/organizations/areas/>; rel="successor-version"' }))();
    expect(check(exchange('GET', '/org/acme/areas', 200, [area], json))).toThrow(/header `Deprecation` is missing/);
    expect(check(exchange('GET', '/org/acme/areas', 200, { results: [area] }, { ...json, deprecation: '@1', link: '<x>' }))).toThrow(/must be array/);
  });

  it('checks empty bodies, redirects and headers', () => {
    check(exchange('DELETE', `/org/acme/api-keys/${ID}/`, 204, undefined, {}))();
    expect(check(exchange('DELETE', `/org/acme/api-keys/${ID}/`, 204, {}))).toThrow(/has no body/);
    check(exchange('GET', '/api/v5/rest/redocs', 302, undefined, { location: 'http://docs.test/' }))();
    expect(check(exchange('GET', '/api/v5/rest/redocs', 302, undefined, {}))).toThrow(/header `Location` is missing/);
  });

  it("skips what is not an API operation: another origin (a redirect's target) and the explorer's files", () => {
    checkAgainstContract(BASE, { ...exchange('GET', '/whatever', 200, 'x'), url: new URL('http://docs.test/api/v5/rest/explorer/') });
    check(exchange('GET', '/api/v5/rest/explorer/swagger-ui.css', 200, 'x', { 'content-type': 'text/css' }))();
  });
});
