import { ApiError } from '../errors/api-error';
import { ID_PATTERN } from '../db/ids';
import { isSafeName, isSafeText } from '../schemas/common';
import { keyOf } from './filter';
import { ENTERPRISE_USER } from './schemas';

/**
 * The attributes of Okta's and Entra ID's default mappings that have no field of their own on
 * the user (#41; docs/decisions/scim.md, "Every attribute of Okta's and Entra ID's mappings is kept; userName is any string; the login email is one of the emails (2026-11-28, #41)"): read from a SCIM User document (bounded, the users API's character
 * rules applied) into one map attribute of the user item, `scim`, and rendered back from it. The
 * fields the users API has (email, first and last name, status, area, position) stay where they
 * are; `external_id`, `employee_number` and `user_name` are attributes of their own (locks or
 * earlier releases name them).
 */
type Json = Record<string, unknown>;

export interface ScimMultiValue {
  /** Absent after `remove phoneNumbers[type eq "fax"].value` (RFC 7644 §3.5.2.2 removes the sub-attribute, not the value). */
  value?: string;
  type?: string;
  primary?: boolean;
  display?: string;
}
export interface ScimAddress {
  formatted?: string;
  streetAddress?: string;
  locality?: string;
  region?: string;
  postalCode?: string;
  country?: string;
  type?: string;
  primary?: boolean;
}
export interface ScimManager {
  value: string;
  $ref?: string;
  displayName?: string;
}
/** The `scim` map of a user item: only what was sent, no empty member. */
export interface ScimExtras {
  displayName?: string;
  nickName?: string;
  profileUrl?: string;
  userType?: string;
  preferredLanguage?: string;
  locale?: string;
  timezone?: string;
  name?: { formatted?: string; middleName?: string; honorificPrefix?: string; honorificSuffix?: string };
  emails?: ScimMultiValue[];
  phoneNumbers?: ScimMultiValue[];
  addresses?: ScimAddress[];
  enterprise?: { costCenter?: string; organization?: string; division?: string; manager?: ScimManager; /** Kept only when it names no area (SCIM_DEPARTMENT_AREAS `existing`). */ department?: string };
}

/** The members of ScimExtras this release reads and writes. */
const KNOWN_EXTRAS = new Set(['displayName', 'nickName', 'profileUrl', 'userType', 'preferredLanguage', 'locale', 'timezone', 'name', 'emails', 'phoneNumbers', 'addresses', 'enterprise']);

/**
 * The members of a stored `scim` map this release does not know (a later release's): a write
 * of the map keeps them (two releases on one table: never erase an attribute you do not know).
 */
export function foreignExtras(stored: unknown): Record<string, unknown> {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
  return Object.fromEntries(Object.entries(stored).filter(([key]) => !KNOWN_EXTRAS.has(key)));
}

export const invalidValue = (message: string) => new ApiError('scim_invalid_value', message);

/** Bounds (characters): a name-like value, a short code (type, locale…), a URL, and the lengths of lists. */
export const LIMITS = { name: 200, code: 64, phone: 64, street: 500, url: 2048, managerId: 512, emails: 10, phoneNumbers: 10, addresses: 10 } as const;
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The value of `name` in `object`, case-insensitively (SCIM attribute names are). */
export const get = (object: unknown, name: string): unknown => {
  if (!object || typeof object !== 'object' || Array.isArray(object)) return undefined;
  const key = keyOf(object as Json, name);
  return key === undefined ? undefined : (object as Json)[key];
};

/** A trimmed string of at most `max` characters; null, absent or blank: undefined. */
export const text = (value: unknown, what: string, max: number = LIMITS.name): string | undefined => {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalidValue(`${what} must be a string.`);
  const trimmed = value.trim();
  if (trimmed.length > max) throw invalidValue(`${what} is longer than ${max} characters.`);
  return trimmed === '' ? undefined : trimmed;
};

/**
 * A name SCIM writes (every one-line text of a user: names, userName, title, department, phone
 * numbers, codes…): the users API's rule (shared/schemas/common.ts `isSafeName`, NFC), called,
 * not copied, so a character refused there (bidi overrides, invisible format characters, blank
 * fillers, controls, lone surrogates) is refused here too (#41), with SCIM's 400 `invalidValue`.
 */
export function nameText(value: unknown, what: string, max: number = LIMITS.name): string | undefined {
  const raw = text(value, what, max);
  if (raw === undefined) return undefined;
  const normal = raw.normalize('NFC');
  if (!isSafeName(normal)) throw invalidValue(`${what}: no control, format (invisible), blank filler or line-separator characters, lone surrogates or bidirectional override/isolate characters.`);
  return normal;
}

/** Multi-line text (a street address, a formatted address): the users API's rule for free text. */
function freeText(value: unknown, what: string, max: number): string | undefined {
  const raw = text(value, what, max);
  if (raw === undefined) return undefined;
  const normal = raw.normalize('NFC');
  if (!isSafeText(normal)) throw invalidValue(`${what}: no control characters, lone surrogates or bidirectional override/isolate characters.`);
  return normal;
}

/** A boolean, or Entra ID's "True"/"False" strings. */
export function booleanOf(value: unknown, what: string): boolean | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  throw invalidValue(`${what} must be true or false.`);
}

/** An object with only the members that have a value (undefined when none has). */
function compact<T extends object>(object: T): T | undefined {
  const out = Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined)) as T;
  return Object.keys(out).length ? out : undefined;
}

const same = (a: string | undefined, b: string | undefined) => a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();

/** A multi-valued attribute's list: an array (or absent/null: none) of at most `max` elements, each an object. */
function listOf(value: unknown, what: string, max: number): Json[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw invalidValue(`${what} must be a list.`);
  if (value.length > max) throw invalidValue(`${what} holds at most ${max} values.`);
  return value.map((item) => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) throw invalidValue(`Each of ${what} must be an object.`);
    return item as Json;
  });
}

/** RFC 7643 §2.4: `primary` true at most once; the first one keeps it (a PATCH has already moved it to the value it set). */
function onePrimary<T extends { primary?: boolean }>(values: T[]): T[] {
  let seen = false;
  return values.map((v) => {
    if (!v.primary) return v;
    if (!seen) return (seen = true), v;
    return { ...v, primary: false };
  });
}

function multiValues(doc: unknown, attribute: 'emails' | 'phoneNumbers'): ScimMultiValue[] {
  const max = attribute === 'emails' ? LIMITS.emails : LIMITS.phoneNumbers;
  const values = listOf(get(doc, attribute), attribute, max).flatMap((item): ScimMultiValue[] => {
    const value =
      attribute === 'emails' ? text(get(item, 'value'), 'emails.value', EMAIL_MAX_LENGTH) : nameText(get(item, 'value'), 'phoneNumbers.value', LIMITS.phone);
    if (attribute === 'emails' && value !== undefined && !EMAIL.test(value)) throw invalidValue(`emails.value must be an email address ("${value.slice(0, 50)}").`);
    if (attribute === 'emails' && value !== undefined && !isSafeName(value)) throw invalidValue('emails.value: no control, invisible or bidirectional characters.');
    // A phone number whose `value` was removed (`remove phoneNumbers[type eq "fax"].value`) keeps its other sub-attributes (RFC 7644 §3.5.2.2); an email without an address is none.
    if (attribute === 'emails' && value === undefined) return [];
    const one = compact({
      value,
      type: nameText(get(item, 'type'), `${attribute}.type`, LIMITS.code),
      primary: booleanOf(get(item, 'primary'), `${attribute}.primary`),
      display: nameText(get(item, 'display'), `${attribute}.display`),
    }) as ScimMultiValue | undefined;
    return one ? [one] : [];
  });
  return onePrimary(values);
}

const ADDRESS_PARTS = ['locality', 'region', 'postalCode', 'country'] as const;
function addresses(doc: unknown): ScimAddress[] {
  const values = listOf(get(doc, 'addresses'), 'addresses', LIMITS.addresses).flatMap((item): ScimAddress[] => {
    const parts: ScimAddress = {
      formatted: freeText(get(item, 'formatted'), 'addresses.formatted', LIMITS.street),
      streetAddress: freeText(get(item, 'streetAddress'), 'addresses.streetAddress', LIMITS.street),
    };
    for (const part of ADDRESS_PARTS) parts[part] = nameText(get(item, part), `addresses.${part}`);
    const address = compact(parts);
    // An address with none of its parts (only a type) is no address.
    if (!address) return [];
    return [compact({ ...address, type: nameText(get(item, 'type'), 'addresses.type', LIMITS.code), primary: booleanOf(get(item, 'primary'), 'addresses.primary') })!];
  });
  return onePrimary(values);
}

/** The enterprise `manager`: `{ value, $ref, displayName }`, or a bare id (some identity providers send one); no value: no manager. */
function managerOf(value: unknown): ScimManager | undefined {
  if (value === undefined || value === null) return undefined;
  const object = typeof value === 'string' ? { value } : value;
  if (typeof object !== 'object' || Array.isArray(object)) throw invalidValue('manager must be an object ({ "value": "<user id>" }) or a user id.');
  const id = nameText(get(object, 'value'), 'manager.value', LIMITS.managerId);
  if (id === undefined) return undefined;
  const ref = text(get(object, '$ref'), 'manager.$ref', LIMITS.url);
  if (ref !== undefined && !isSafeName(ref)) throw invalidValue('manager.$ref: no control, invisible or bidirectional characters.');
  return compact({ value: id, $ref: ref, displayName: nameText(get(object, 'displayName'), 'manager.displayName') }) as ScimManager;
}

/** What a SCIM User document says, in this provider's terms. */
export interface Desired {
  /** As given (the users API's name rule, NFC). */
  userName: string;
  /** The login email: the primary email, else the `work` one, else the first, else userName when it is an email. */
  email: string;
  first_name: string;
  last_name: string;
  active: boolean;
  external_id?: string;
  employee_number?: string;
  department?: string;
  title?: string;
  scim: ScimExtras;
}

/** The platform's login email of a document's emails (see Desired.email); undefined when none and userName is no email. */
function loginEmail(all: ScimMultiValue[], userName: string): string | undefined {
  const chosen = loginValue(all);
  if (chosen) return chosen.value;
  return EMAIL.test(userName) && userName.length <= EMAIL_MAX_LENGTH ? userName : undefined;
}

/** "given family" as this provider shows a user's displayName and name.formatted by default. */
export const fullName = (first: string, last: string) => [first, last].filter(Boolean).join(' ');

/** Reads a full SCIM User (POST, PUT, or a PATCHed one). `externalIdOf` bounds the externalId (its lock's key). */
export function desiredOf(doc: Json, externalIdOf: (value: unknown) => string | undefined): Desired {
  const userName = nameText(get(doc, 'userName'), 'userName', EMAIL_MAX_LENGTH);
  if (userName === undefined) throw invalidValue('userName is required (RFC 7643 §4.1.1).');
  const emails = multiValues(doc, 'emails');
  const email = loginEmail(emails, userName);
  if (email === undefined) throw invalidValue('The user needs an email (the login): send emails, or a userName that is an email address.');
  const name = get(doc, 'name');
  if (name !== undefined && name !== null && (typeof name !== 'object' || Array.isArray(name))) throw invalidValue('name must be an object.');
  const given = nameText(get(name, 'givenName'), 'name.givenName');
  const family = nameText(get(name, 'familyName'), 'name.familyName');
  const displayName = nameText(get(doc, 'displayName'), 'displayName');
  // Without a name (RFC 7643: optional): the first name is the displayName, else the userName (before its "@"); no last name.
  const first_name = given ?? displayName ?? (EMAIL.test(userName) ? userName.slice(0, userName.lastIndexOf('@')) : userName).slice(0, LIMITS.name);
  const last_name = family ?? '';
  const derived = fullName(first_name, last_name);
  const enterprise = get(doc, ENTERPRISE_USER);
  if (enterprise !== undefined && enterprise !== null && (typeof enterprise !== 'object' || Array.isArray(enterprise))) throw invalidValue('The enterprise extension must be an object.');
  const formatted = nameText(get(name, 'formatted'), 'name.formatted');
  const phoneNumbers = multiValues(doc, 'phoneNumbers');
  const places = addresses(doc);
  const profileUrl = text(get(doc, 'profileUrl'), 'profileUrl', LIMITS.url);
  if (profileUrl !== undefined && !isSafeName(profileUrl)) throw invalidValue('profileUrl: no control, invisible or bidirectional characters.');
  // What equals the default rendering is not stored: it then follows the name and email as the users API changes them.
  const defaultEmails = emails.length === 1 && emails[0]!.value === email && same(emails[0]!.type, 'work') && emails[0]!.primary === true && emails[0]!.display === undefined;
  const scim = compact<ScimExtras>({
    displayName: displayName !== derived ? displayName : undefined,
    nickName: nameText(get(doc, 'nickName'), 'nickName'),
    profileUrl,
    userType: nameText(get(doc, 'userType'), 'userType', LIMITS.code),
    preferredLanguage: nameText(get(doc, 'preferredLanguage'), 'preferredLanguage', LIMITS.code),
    locale: nameText(get(doc, 'locale'), 'locale', LIMITS.code),
    timezone: nameText(get(doc, 'timezone'), 'timezone', LIMITS.code),
    name: compact({
      formatted: formatted !== derived ? formatted : undefined,
      middleName: nameText(get(name, 'middleName'), 'name.middleName'),
      honorificPrefix: nameText(get(name, 'honorificPrefix'), 'name.honorificPrefix'),
      honorificSuffix: nameText(get(name, 'honorificSuffix'), 'name.honorificSuffix'),
    }),
    emails: emails.length && !defaultEmails ? emails : undefined,
    phoneNumbers: phoneNumbers.length ? phoneNumbers : undefined,
    addresses: places.length ? places : undefined,
    enterprise: compact({
      costCenter: nameText(get(enterprise, 'costCenter'), 'costCenter'),
      organization: nameText(get(enterprise, 'organization'), 'organization'),
      division: nameText(get(enterprise, 'division'), 'division'),
      manager: managerOf(get(enterprise, 'manager')),
    }),
  }) ?? {};
  return {
    userName,
    email,
    first_name,
    last_name,
    active: booleanOf(get(doc, 'active'), 'active') ?? true,
    external_id: externalIdOf(get(doc, 'externalId')),
    employee_number: nameText(get(enterprise, 'employeeNumber'), 'employeeNumber'),
    department: nameText(get(enterprise, 'department'), 'department'),
    title: nameText(get(doc, 'title'), 'title'),
    scim,
  };
}

/** The email the login is chosen from (primary, else work, else first, among those with an address). */
function loginValue(emails: ScimMultiValue[]): ScimMultiValue | undefined {
  const valued = emails.filter((e) => e.value !== undefined);
  return valued.find((e) => e.primary) ?? valued.find((e) => same(e.type, 'work')) ?? valued[0];
}

/**
 * The emails a user shows: those stored, arranged so that the login email is the one the rule
 * chooses (a write that sends them back keeps the login). When the users API (or the release
 * before #41, which knows one email) moved the login email: to another stored email, that one is
 * shown primary; to a new address, the stored value the login was chosen from shows it.
 */
function emailsOf(stored: ScimMultiValue[] | undefined, email: string): ScimMultiValue[] {
  if (!stored?.length) return [{ value: email, type: 'work', primary: true }];
  const chosen = loginValue(stored);
  if (chosen && same(chosen.value, email)) return stored;
  const at = stored.findIndex((e) => same(e.value, email));
  if (at >= 0) return stored.map((e, i) => (i === at ? { ...e, primary: true } : e.primary ? { ...e, primary: false } : e));
  return chosen ? stored.map((e) => (e === chosen ? { ...e, value: email } : e)) : [{ value: email, type: 'work', primary: true }, ...stored];
}

/** The user's attributes beside those of its own fields, as SCIM shows them (core, then the enterprise extension's). */
export function renderExtras(record: { email: string; first_name: string; last_name: string; scim?: unknown }, usersLocation: string): { core: Json; enterprise: Json } {
  const scim = (record.scim && typeof record.scim === 'object' ? record.scim : {}) as ScimExtras;
  const derived = fullName(record.first_name, record.last_name);
  const manager = scim.enterprise?.manager;
  const core: Json = {
    name: {
      givenName: record.first_name,
      ...(record.last_name ? { familyName: record.last_name } : {}),
      formatted: scim.name?.formatted ?? derived,
      ...(scim.name?.middleName !== undefined ? { middleName: scim.name.middleName } : {}),
      ...(scim.name?.honorificPrefix !== undefined ? { honorificPrefix: scim.name.honorificPrefix } : {}),
      ...(scim.name?.honorificSuffix !== undefined ? { honorificSuffix: scim.name.honorificSuffix } : {}),
    },
    displayName: scim.displayName ?? derived,
    ...compact({ nickName: scim.nickName, profileUrl: scim.profileUrl, userType: scim.userType, preferredLanguage: scim.preferredLanguage, locale: scim.locale, timezone: scim.timezone }),
    emails: emailsOf(scim.emails, record.email),
    ...(scim.phoneNumbers?.length ? { phoneNumbers: scim.phoneNumbers } : {}),
    ...(scim.addresses?.length ? { addresses: scim.addresses } : {}),
  };
  const enterprise: Json = {
    ...compact({ costCenter: scim.enterprise?.costCenter, organization: scim.enterprise?.organization, division: scim.enterprise?.division }),
    // A manager that is one of our user ids links to it when the identity provider sent no $ref.
    ...(manager ? { manager: { ...manager, ...(manager.$ref === undefined && ID_PATTERN.test(manager.value) ? { $ref: `${usersLocation}/${manager.value}` } : {}) } } : {}),
  };
  return { core, enterprise };
}
