import type { Call } from '../support/http';
import { newTestOrg } from '../support/orgs';
import { CORE, ENTERPRISE, identityProvider, scimToken } from './judges';

/**
 * What Okta and Entra ID send, as their documentation gives it: Okta's "SCIM 2.0 with Okta" guide
 * (its POST /Users body, with `password` and an empty `groups`), and Microsoft's "Develop and plan
 * provisioning for a SCIM endpoint" with Entra ID's default attribute mappings (userPrincipalName
 * as userName, mail as the work email, mailNickname as externalId, the work address and phones,
 * the enterprise extension). Each identity provider starts in an organization of its own with the
 * `scim` api-key docs/provisioning.md makes.
 */
export function identityProviders(call: Call) {
  const start = (name: string) => async () => {
    const org = await newTestOrg();
    return identityProvider(call, org, await scimToken(call, org, name));
  };
  return { okta: start('Okta'), entra: start('Microsoft Entra ID') };
}

/** The user Okta creates (its guide's POST /Users body). */
export const oktaUser = (userName: string, externalId: string) => ({
  schemas: [CORE],
  userName,
  name: { givenName: 'Test', familyName: 'User' },
  emails: [{ primary: true, value: userName, type: 'work' }],
  displayName: 'Test User',
  locale: 'en-US',
  externalId,
  groups: [],
  password: '1mz050nq',
  active: true,
});

/** The user Entra ID creates with its default mappings (UPN as userName, mail as the work email, mailNickname as externalId). */
export const entraUser = (upn: string, mail: string, nickname: string) => ({
  schemas: [CORE, ENTERPRISE],
  externalId: nickname,
  userName: upn,
  active: true,
  displayName: 'Lee Park',
  title: 'Engineer',
  preferredLanguage: 'en-US',
  emails: [{ primary: true, type: 'work', value: mail }],
  meta: { resourceType: 'User' },
  name: { formatted: 'Lee Park', familyName: 'Park', givenName: 'Lee' },
  addresses: [{ type: 'work', formatted: 'Building 4', streetAddress: '1 Main St', locality: 'Redmond', region: 'WA', postalCode: '98052', country: 'US' }],
  phoneNumbers: [{ type: 'work', value: '+1 425 555 0100' }, { type: 'fax', value: '+1 425 555 0199' }],
  roles: [],
  [ENTERPRISE]: { employeeNumber: '701984', department: 'Engineering', costCenter: 'CC-12', organization: 'Contoso', division: 'Cloud' },
});
