// unit: needs no DynamoDB Local
import { describe, expect, it } from 'vitest';
import type { ApiResponse } from '../support/http';
import { CORE, ENTERPRISE, expectConforms, expectKeptAsSent, expectListAsLibrary, expectPatchedAsLibrary, GROUP, LIST } from './judges';

/**
 * The judges of test/scim/idp-flows.test.ts can fail: each is shown an answer that breaks the
 * rule it checks (and the same answer without the fault, which it accepts).
 */
const meta = (type: string, id: string) => ({ resourceType: type, created: '2026-11-28T00:00:00.000Z', lastModified: '2026-11-28T00:00:00.000Z', location: `https://api.example/scim/v2/${type}s/${id}`, version: 'W/"1"' });
const user = (over: Record<string, unknown> = {}) => ({
  schemas: [CORE, ENTERPRISE],
  id: 'U1',
  userName: 'lee@contoso.example',
  name: { givenName: 'Lee', familyName: 'Park' },
  active: true,
  emails: [{ value: 'lee@contoso.example', type: 'work', primary: true }],
  phoneNumbers: [{ value: '+1 425 555 0100', type: 'work' }],
  [ENTERPRISE]: { department: 'Engineering', manager: { value: 'U2', $ref: 'https://api.example/scim/v2/Users/U2', displayName: 'Boss' } },
  meta: meta('User', 'U1'),
  ...over,
});
const group = (members: string[]) => ({ schemas: [GROUP], id: 'G1', displayName: 'Eng', members: members.map((value) => ({ value, display: value, type: 'User', $ref: `https://api.example/scim/v2/Users/${value}` })), meta: meta('Group', 'G1') });
const listOf = (resources: any[]): ApiResponse => ({ status: 200, headers: new Headers(), text: '', body: { schemas: [LIST], totalResults: resources.length, itemsPerPage: resources.length, startIndex: 1, Resources: resources } });

describe('the scimmy judge (RFC 7643 schemas)', () => {
  it('accepts a conforming user and group', () => {
    expectConforms(user(), 'User');
    expectConforms(group(['U1']), 'Group');
  });
  it.each([
    ['a password served (returned: never)', { password: 'secret' }],
    ['an attribute RFC 7643 does not define', { favouriteColour: 'green' }],
    ['a boolean as a string', { active: 'True' }],
    ['two primary emails', { emails: [{ value: 'a@x', primary: true }, { value: 'b@x', primary: true }] }],
    ['manager as a bare id', { [ENTERPRISE]: { manager: 'U2' } }],
    ['no userName', { userName: undefined }],
    ['the extension without its URN in schemas', { schemas: [CORE] }],
  ])('refuses %s', (_, over) => {
    expect(() => expectConforms(JSON.parse(JSON.stringify(user(over))), 'User')).toThrow();
  });
});

describe('the scim-patch judge (RFC 7644 §3.5.2)', () => {
  const ops = [
    { op: 'Add', path: 'phoneNumbers[type eq "mobile"].value', value: '+1 425 555 0101' },
    { op: 'Replace', path: 'active', value: 'False' },
    { op: 'Replace', path: `${ENTERPRISE}:manager`, value: 'U3' },
  ];
  const right = user({ active: false, phoneNumbers: [{ value: '+1 425 555 0100', type: 'work' }, { value: '+1 425 555 0101', type: 'mobile' }], [ENTERPRISE]: { department: 'Engineering', manager: { value: 'U3', $ref: 'https://api.example/scim/v2/Users/U3', displayName: 'Other' } } });
  it('accepts the result RFC 7644 gives (Entra ID\'s "False" and bare manager id read as what they mean; the provider\'s $ref and displayName its own)', () => {
    expectPatchedAsLibrary('User', user(), ops, right);
  });
  it.each([
    ['an operation ignored', { ...right, active: true }],
    ['the filtered value replaced instead of added', { ...right, phoneNumbers: [{ value: '+1 425 555 0101', type: 'mobile' }] }],
    ['a string kept for a boolean', { ...right, active: 'False' }],
    ['the manager not changed', { ...right, [ENTERPRISE]: user()[ENTERPRISE] }],
  ])('refuses %s', (_, after) => {
    expect(() => expectPatchedAsLibrary('User', user(), ops, after)).toThrow();
  });
  it('members: Entra ID\'s remove by a value list and Okta\'s remove by filter', () => {
    const remove = [{ op: 'Remove', path: 'members', value: [{ $ref: null, value: 'U1' }] }, { op: 'remove', path: 'members[value eq "U2"]' }];
    expectPatchedAsLibrary('Group', group(['U1', 'U2', 'U3']), remove, group(['U3']));
    expect(() => expectPatchedAsLibrary('Group', group(['U1', 'U2', 'U3']), remove, group(['U1', 'U3']))).toThrow();
    expect(() => expectPatchedAsLibrary('Group', group(['U1', 'U2', 'U3']), remove, group([]))).toThrow();
  });
});

describe('the scim2-parse-filter judge (RFC 7644 §3.4.2.2)', () => {
  const universe = [user(), user({ id: 'U2', userName: 'kim@contoso.example', externalId: 'kim' })];
  it('userName compares case-insensitively (caseExact false), externalId exactly', () => {
    expectListAsLibrary('User', 'userName eq "LEE@contoso.example"', universe, listOf([universe[0]]));
    expectListAsLibrary('User', 'externalId eq "kim"', universe, listOf([universe[1]]));
    expect(() => expectListAsLibrary('User', 'externalId eq "KIM"', universe, listOf([universe[1]]))).toThrow();
  });
  it('refuses a list missing a match, holding a non-match, or a total that is not the count', () => {
    expect(() => expectListAsLibrary('User', 'userName eq "lee@contoso.example"', universe, listOf([]))).toThrow();
    expect(() => expectListAsLibrary('User', 'userName eq "lee@contoso.example"', universe, listOf(universe))).toThrow();
    const wrongTotal = listOf([universe[0]]);
    wrongTotal.body.totalResults = 2;
    expect(() => expectListAsLibrary('User', 'userName eq "lee@contoso.example"', universe, wrongTotal)).toThrow();
  });
  it('Okta\'s membership probe: id and members[value eq]', () => {
    const groups = [group(['U1']), { ...group(['U2']), id: 'G2' }];
    expectListAsLibrary('Group', 'id eq "G1" and members[value eq "U1"]', groups, listOf([groups[0]]));
    expect(() => expectListAsLibrary('Group', 'id eq "G1" and members[value eq "U2"]', groups, listOf([groups[0]]))).toThrow();
  });
});

describe('kept as sent', () => {
  it('refuses an answer that dropped or changed what the create sent', () => {
    const sent = { schemas: [CORE, ENTERPRISE], userName: 'lee@contoso.example', active: true, password: 'x', phoneNumbers: [{ value: '+1 425 555 0100', type: 'work' }], [ENTERPRISE]: { department: 'Engineering' } };
    expectKeptAsSent('User', sent, user());
    expect(() => expectKeptAsSent('User', sent, user({ phoneNumbers: undefined }))).toThrow();
    expect(() => expectKeptAsSent('User', { ...sent, title: 'Engineer' }, user())).toThrow();
    expect(() => expectKeptAsSent('User', { ...sent, [ENTERPRISE]: { department: 'Research' } }, user())).toThrow();
  });
});
