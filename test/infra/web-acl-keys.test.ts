// unit: needs no DynamoDB Local (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_TRANSFORMATIONS, publicPathPattern, WELL_FORMED_CREDENTIAL } from '../../infra/cdk/web-acl';
import { credentialOf, issueToken } from '../../shared/auth/tokens';
import { newId } from '../../shared/db/ids';
import { ROUTES } from '../../shared/routes';

/**
 * Issue #33, findings 1–2: the deployed WAF and the local gateway agree on what a credential is
 * and on its key. WAF's LOWERCASE and COMPRESS_WHITE_SPACE (as documented: runs of space, \t,
 * \n, \r, \f, \v and U+00A0 become one space) are applied here to the header, then the rule's
 * regular expression; the local gateway keys on credentialOf's token.
 */
const wafTransform = (value: string) =>
  CREDENTIAL_TRANSFORMATIONS.reduce(
    (v, t) => (t.type === 'LOWERCASE' ? v.toLowerCase() : v.replace(/[ \t\n\r\f\v\u00a0]+/g, ' ')),
    value,
  );
const wafIsCredential = (header: string) => new RegExp(WELL_FORMED_CREDENTIAL).test(wafTransform(header));

const apiKey = issueToken('api_key', 'acme-corp').token;
const userKey = issueToken('api_key', 'acme-corp', newId()).token;
const session = issueToken('session', 'acme-corp', newId()).token;

describe('WAF credential keys agree with the local gateway', () => {
  for (const token of [apiKey, userKey, session]) {
    it(`every spelling the authorizer accepts is one WAF key and one local key (${token.slice(0, 4)})`, () => {
      const spellings = [`Bearer ${token}`, `bearer ${token}`, `BEARER ${token}`, `Bearer  ${token}`, `Bearer\t${token}`, `bEaReR \t ${token}`];
      expect(new Set(spellings.map(wafTransform)).size).toBe(1);
      for (const header of spellings) {
        expect(wafIsCredential(header), header).toBe(true);
        expect(credentialOf(header)?.token, header).toBe(token);
      }
    });
  }

  it('what is no credential for one is none for the other: counted by address', () => {
    const garbage = ['x1', 'Bearer x', 'Bearer', `Basic ${apiKey}`, `Bearer ${apiKey}x`, `Bearer ${apiKey.slice(0, -1)}`, `Bearer lpx.acme-corp.${'a'.repeat(43)}`, `Bearer ${apiKey} extra`, `Token ${apiKey}`, ''];
    for (const header of garbage) {
      expect(wafIsCredential(header), header).toBe(false);
      expect(credentialOf(header), header).toBeNull();
    }
  });

  it('public routes are matched by their paths, with or without the stage segment; other routes are not', () => {
    const pattern = new RegExp(publicPathPattern([...new Set(ROUTES.filter((r) => r.roles === 'public').map((r) => r.path))]));
    for (const path of ['/org/acme/auth/login/', '/org/acme/auth/login', '/prod/org/acme/auth/login/', '/api/v5/rest/openapi.json', '/dev/api/v5/rest/changelog.atom']) {
      expect(pattern.test(path), path).toBe(true);
    }
    for (const path of ['/org/acme/users/', '/org/acme/auth/login/x', '/org/acme/api-keys/', '/api/v5/rest/openapiXjson']) expect(pattern.test(path), path).toBe(false);
    expect(pattern.source.length).toBeLessThanOrEqual(512); // WAF's RegexString limit
  });
});
