// unit: needs no DynamoDB Local (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import fixture from '../fixtures/layout-9576b1a.json';
import versioned from '../fixtures/layout-501b1ee.json';
import { checkReadable, stamped, stampWrite } from '../../shared/db/layout';
import { queryInput } from '../../shared/db/key-query';
import fixture501b1ee from '../fixtures/layout-501b1ee.json';
import { EXTERNAL_ID_LOCKS, externalIdLockParts } from '../../shared/scim/external-ids-store';
import { DATA_LEVEL_ATTRIBUTE } from '../../shared/tenancy/data-level';
import { ORGANIZATIONS, organizationKey } from '../../shared/tenancy/organizations-store';
import { MARKS } from '../../shared/attendance/marks-store';
import { CREDENTIALS, credentialPut, toApiKey } from '../../shared/auth/credentials-store';
import { LOGIN_ATTEMPTS, loginAttemptsKey } from '../../shared/auth/login-attempts-store';
import { CUSTOM_FIELD_KEYS, CUSTOM_FIELDS } from '../../shared/custom-fields/custom-fields-store';
import { EMAIL_LOCKS, emailLockItem, emailLockKey, toUser, USERS } from '../../shared/directory/users-store';
import { ENROLLMENTS } from '../../shared/learning/enrollments-store';
import { BALANCES, toBalance } from '../../shared/timeoff/balances-store';
import { DAYS } from '../../shared/timeoff/days-store';
import { CATALOGS, type CatalogType } from '../../shared/organization/catalog-store';
import { DELIVERIES, sendItem } from '../../shared/webhooks/deliveries-store';
import { toWebhookRecord, webhookItem } from '../../shared/webhooks/subscriptions-store';
import { REQUESTS } from '../../shared/timeoff/requests-store';
import counters from '../fixtures/counters-6bdd820.json';
import fixture6932870 from '../fixtures/layout-6932870.json';
import userCount from '../fixtures/user-count-4e6fc20.json';
import { SCIM_USER_POSITIONS } from '../../shared/scim/positions-store';
import { USER_COUNT, userCountPart, userCountsPart, type UserCounts } from '../../shared/directory/user-count-store';
import { COUNTER_MONTHS, COUNTER_TOTALS, COUNTER_YEARS, counterItemIds, counterItems, counterUpdateParts, type CounterDelta } from '../../shared/learning/counters-store';

/**
 * The entities declared in the data kernel write exactly the items their earlier, hand-written
 * code wrote: no key shape and no attribute may change without a layout version and a migration
 * (shared/db/layout.ts). Checked against the items release 9576b1a wrote through its own API
 * (test/fixtures/, captured, not typed by hand; these layouts are unchanged since, layout.ts),
 * and against the items today's code wrote before the kernel, for states the fixture lacks.
 */
const slug = fixture.organization;
const itemsOf = (entity: string) => fixture.items.filter((item) => item.entity === entity) as Array<Record<string, unknown>>;
/** The items of release 501b1ee, the first to stamp `_lv`: what today's client writes, layout attribute included. */
const versionedItemsOf = (entity: string) => versioned.items.filter((item) => item.entity === entity) as Array<Record<string, unknown>>;

describe('time-off requests (REQUESTS)', () => {
  it('derives every stored request of the fixture, attribute for attribute', () => {
    const items = itemsOf('timeoff_request');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(REQUESTS.item(slug, REQUESTS.parse(item))).toEqual(item);
  });

  it('writes a decided request as before and moves it to its new status partition', () => {
    const pending = REQUESTS.parse(itemsOf('timeoff_request')[0]!);
    const approved = { ...pending, status: 'approved' as const, decided_at: '2026-11-26T10:00:00.000Z', decided_by: 'ADMIN1', updated_at: '2026-11-26T10:00:00.000Z' };
    const sort = `${pending.start_date}#${pending.id}`;
    // What requests-store.ts wrote before the kernel: requestKey + requestIndexAttributes + entity + the request.
    expect(REQUESTS.item(slug, approved)).toEqual({
      pk: `ORG#${slug}#TIMEOFF_REQUEST`,
      sk: pending.id,
      gsi1pk: `ORG#${slug}#TIMEOFF_USER#${pending.user_id}`,
      gsi1sk: sort,
      gsi2pk: `ORG#${slug}#TIMEOFF_STATUS#approved`,
      gsi2sk: sort,
      gsi3pk: `ORG#${slug}#TIMEOFF_TYPE#${pending.type}`,
      gsi3sk: sort,
      gsi4pk: `ORG#${slug}#TIMEOFF_ALL`,
      gsi4sk: sort,
      entity: 'timeoff_request',
      ...approved,
    });
    // The update of a transition (ledger-store.ts) brings the stored item to exactly that item.
    const moved = REQUESTS.reindex(slug, approved, ['status', 'decided_at', 'decided_by', 'updated_at']);
    expect({ ...REQUESTS.item(slug, pending), ...moved.set, ...approved }).toEqual(REQUESTS.item(slug, approved));
    expect(Object.keys(moved.set).sort()).toEqual(['gsi2pk', 'gsi2sk']);
  });
});

describe('enrollments (ENROLLMENTS)', () => {
  it('derives every stored enrollment of the fixture, attribute for attribute', () => {
    const items = itemsOf('enrollment');
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) expect(ENROLLMENTS.item(slug, ENROLLMENTS.parse(item))).toEqual(item);
  });

  it('moves a progressed enrollment to its new type-status partition, as the hand-written update did', () => {
    const started = ENROLLMENTS.parse(itemsOf('enrollment').find((item) => item.status !== 'completed')!);
    const done = { ...started, progress: 100, status: 'completed' as const, completed_at: '2026-11-26T10:00:00.000Z' };
    const moved = ENROLLMENTS.reindex(slug, done, ['progress', 'status', 'completed_at']);
    // Before the kernel: `gsi4pk: ORG#<slug>#ENROLLMENT_TYPE_STATUS#<type>#<status>` (its sort key unchanged).
    expect(moved).toEqual({
      set: { gsi4pk: `ORG#${slug}#ENROLLMENT_TYPE_STATUS#${started.content_type}#completed`, gsi4sk: `${started.enrolled_at}#${started.id}` },
      remove: [],
    });
    expect({ ...ENROLLMENTS.item(slug, started), ...moved.set, ...done }).toEqual(ENROLLMENTS.item(slug, done));
  });
});

describe('users (USERS)', () => {
  it('derives every stored user of the fixture, attribute for attribute', () => {
    const items = itemsOf('user');
    expect(items.length).toBeGreaterThan(1);
    for (const item of items) expect(USERS.item(slug, USERS.parse(item))).toEqual(item);
  });

  it('puts a user with an area in the area index and takes it out when the area is cleared', () => {
    const user = USERS.parse(itemsOf('user')[0]!);
    const placed = { ...user, area_id: 'AREA1', role: 'admin' as const };
    // Before the kernel: userIndexAttributes wrote gsi3 only for a user with an area.
    expect(USERS.item(slug, placed)).toMatchObject({
      gsi2pk: `ORG#${slug}#USER_ROLE#admin`,
      gsi2sk: user.id,
      gsi3pk: `ORG#${slug}#USER_AREA#AREA1`,
      gsi3sk: user.id,
    });
    expect(USERS.reindex(slug, user, ['area_id'])).toEqual({ set: {}, remove: ['gsi3pk', 'gsi3sk'] });
  });

  it('shows the public view without secrets or storage attributes', () => {
    const item = itemsOf('user')[0]!;
    const shown = toUser(item);
    expect(shown).not.toHaveProperty('password_hash');
    expect(shown).not.toHaveProperty('pk');
    expect(shown).toMatchObject({ id: item.id, email: item.email, custom_fields: {}, force_change_password: false });
  });
});

describe('attendance marks (MARKS)', () => {
  it('derives every stored mark of the fixture, attribute for attribute', () => {
    const items = itemsOf('attendance_mark');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(MARKS.item(slug, MARKS.parse(item))).toEqual(item);
  });

  it('writes a mark with its source and author as markItem did', () => {
    const mark = { id: 'M1', user_id: 'U1', at: '2026-11-25T14:05:08.258Z', kind: 'out' as const, source: 'kiosk', created_by: 'api_key:K1', created_at: '2026-11-25T14:05:09.000Z' };
    expect(MARKS.item(slug, mark)).toEqual({
      pk: `ORG#${slug}#MARK`,
      sk: `${mark.at}#M1`,
      gsi1pk: `ORG#${slug}#MARK_USER#U1`,
      gsi1sk: `${mark.at}#M1`,
      entity: 'attendance_mark',
      ...mark,
    });
  });
});

describe('time-off balances (BALANCES)', () => {
  it('derives every stored balance of the fixture (key <user id>#<type>), and shows user, type and days only', () => {
    const items = itemsOf('timeoff_balance');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(BALANCES.item(slug, BALANCES.parse(item))).toEqual(item);
      expect(toBalance(item)).toEqual({ user_id: item.user_id, type: item.type, available_days: item.available_days });
    }
  });
});

describe('time-off days (DAYS)', () => {
  it('derives every stored day of the fixtures, attribute for attribute, with the layout version the client stamps', () => {
    const items = itemsOf('timeoff_day');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(DAYS.item(slug, DAYS.parse(item))).toEqual(item);
    for (const item of versionedItemsOf('timeoff_day')) expect(stamped(DAYS.item(versioned.organization, DAYS.parse(item)))).toEqual(item);
  });

  it('keys a day by user and date, as dayKey did', () => {
    expect(DAYS.key(slug, { user_id: 'U1', date: '2026-12-01' })).toEqual({ pk: `ORG#${slug}#TIMEOFF_DAY#U1`, sk: '2026-12-01' });
  });
});

describe('catalogues (CATALOGS)', () => {
  it('derives every stored course and track of the fixtures, attribute for attribute, with the layout version the client stamps', () => {
    for (const type of ['course', 'track'] as const) {
      const items = itemsOf(type);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(CATALOGS[type].item(slug, CATALOGS[type].parse(item) as never)).toEqual(item);
      for (const item of versionedItemsOf(type)) expect(stamped(CATALOGS[type].item(versioned.organization, CATALOGS[type].parse(item) as never))).toEqual(item);
    }
  });

  it('writes areas, headquarters, positions and categories as putNewCatalogItem did: `ORG#<slug>#<TYPE> / <id>`, entity = type', () => {
    const at = '2026-11-25T10:00:00.000Z';
    const records: Record<Exclude<CatalogType, 'course' | 'track'>, Record<string, unknown>> = {
      area: { id: 'A1', name: 'Sales', parent_id: 'A0', created_at: at, updated_at: at },
      headquarter: { id: 'H1', name: 'Main', city: 'Lima', country: 'PE', address: 'Av. 1', created_at: at, updated_at: at },
      position: { id: 'P1', name: 'Clerk', area_id: 'A1', position_category_id: 'C1', created_at: at, updated_at: at },
      position_category: { id: 'C1', name: 'Staff', description: 'd', version: 3, created_at: at, updated_at: at },
    };
    const partitions = { area: 'AREA', headquarter: 'HEADQUARTER', position: 'POSITION', position_category: 'POSITION_CATEGORY' };
    for (const [type, record] of Object.entries(records) as Array<[keyof typeof records, Record<string, unknown>]>) {
      const before = { pk: `ORG#${slug}#${partitions[type]}`, sk: record.id, entity: type, ...record };
      expect(CATALOGS[type].item(slug, record as never)).toEqual(before);
      expect(CATALOGS[type].parse(before)).toEqual(record);
    }
    // An area a SCIM rename versioned keeps its version when read.
    expect(CATALOGS.area.parse({ pk: `ORG#${slug}#AREA`, sk: 'A1', entity: 'area', ...records.area, version: 2 })).toMatchObject({ version: 2 });
  });
});

describe('webhooks (WEBHOOKS, DELIVERIES, SENDS)', () => {
  const at = '2026-11-25T10:00:00.000Z';
  const healthy = {
    id: 'W1',
    url: 'https://example.com/hook',
    events: ['user.created'],
    description: null,
    status: 'enabled' as const,
    secret: 'whsec_x',
    failing_since: null,
    disabled_reason: null,
    created_at: at,
    updated_at: at,
  };

  it('writes a subscription as putSubscription did: NULL description and reason, no failing_since while healthy', () => {
    const { failing_since: _, ...stored } = healthy;
    expect(webhookItem(slug, healthy)).toEqual({ pk: `ORG#${slug}#WEBHOOK`, sk: 'W1', entity: 'webhook', ...stored });
    expect(webhookItem(slug, healthy)).not.toHaveProperty('failing_since');
    expect(webhookItem(slug, { ...healthy, failing_since: at })).toMatchObject({ failing_since: at });
    expect(toWebhookRecord(webhookItem(slug, healthy))).toEqual(healthy);
  });

  it('reads a subscription item the way the hand-written mapper did (absent fields as null, the streak kept)', () => {
    const item = { pk: `ORG#${slug}#WEBHOOK`, sk: 'W1', entity: 'webhook', _lv: 1, ...healthy, description: undefined, disabled_reason: undefined, failing_since: at, failed_attempts: 4 };
    expect(toWebhookRecord(JSON.parse(JSON.stringify(item)))).toEqual({ ...healthy, failing_since: at, failed_attempts: 4 });
  });

  it('reads the webhook items of 6932870 (before `_lv`: version 0), the layout of today', () => {
    const { failing_since: _, ...stored } = healthy;
    const unversioned = { pk: `ORG#${slug}#WEBHOOK`, sk: 'W1', entity: 'webhook', ...stored };
    expect(() => checkReadable(unversioned)).not.toThrow();
    expect(toWebhookRecord(unversioned)).toEqual(healthy);
    for (const entity of ['webhook_delivery', 'webhook_send']) expect(() => checkReadable({ pk: 'p', sk: 's', entity })).not.toThrow();
  });

  it('writes a delivery attempt and a send request as before: keys, entity, TTL, no send id attribute', () => {
    const attempt = {
      id: 'D1',
      webhook_id: 'W1',
      event_id: 'msg_1',
      event_type: 'user.created',
      attempt: 1,
      status: 'failed' as const,
      status_code: null,
      duration_ms: 12,
      error: 'timeout',
      attempted_at: at,
      next_retry_at: null,
      event: '{}',
      request_id: 'req_1',
    };
    const ttl = Date.parse(at) / 1000 + 30 * 86_400;
    expect({ ...DELIVERIES.item(slug, attempt), ttl }).toEqual({ pk: `ORG#${slug}#WEBHOOK_DELIVERY#W1`, sk: 'D1', entity: 'webhook_delivery', ttl, ...attempt });
    // An attempt logged before request ids were recorded (#30 §8) reads with request_id null.
    expect(DELIVERIES.parse({ pk: 'x', sk: 'D1', ttl, ...attempt, status_code: undefined, duration_ms: undefined, request_id: undefined })).toEqual({ ...attempt, duration_ms: 0, request_id: null });
    expect(sendItem(slug, { id: 'S1', webhook_id: 'W1', event_id: 'msg_1', event: '{}' }, new Date(at))).toEqual({
      pk: `ORG#${slug}#WEBHOOK_SEND`,
      sk: 'S1',
      entity: 'webhook_send',
      ttl: Date.parse(at) / 1000 + 86_400,
      webhook_id: 'W1',
      event_id: 'msg_1',
      event: '{}',
    });
  });
});

/** The fixtures of the releases before and at the first versioned layout: items without `_lv`, and items with `_lv` 1. */
const RELEASES = [fixture, fixture501b1ee] as Array<{ organization: string; items: Array<Record<string, unknown>> }>;
/** Every stored item of `entity` in both fixtures, with its organization and without its layout version (the client stamps it). */
const storedOf = (entity: string) =>
  RELEASES.flatMap((release) =>
    release.items.filter((item) => item.entity === entity).map((item) => {
      const { _lv, ...rest } = item;
      return { slug: release.organization, item: rest, lv: _lv };
    }),
  );

describe('organizations (ORGANIZATIONS)', () => {
  it('derives the META item of both releases; an organization of 9576b1a reads at data level 0', () => {
    const stored = storedOf('organization');
    expect(stored.map((s) => s.lv)).toEqual([undefined, 1]);
    for (const { slug, item } of stored) {
      const record = ORGANIZATIONS.parse(item);
      expect(ORGANIZATIONS.item(slug, record)).toEqual({ data_level: 0, ...item });
      expect(organizationKey(slug)).toEqual({ pk: item.pk, sk: item.sk });
    }
    // The name in the migration code (data-level.ts) and in the schema are one attribute.
    expect(DATA_LEVEL_ATTRIBUTE).toBe('data_level');
  });
});

describe('SCIM externalId locks (EXTERNAL_ID_LOCKS)', () => {
  it('writes the lock as externalIdLockParts wrote it by hand: the externalId as given in the key, never stored', () => {
    // Before the kernel: `{ pk: ORG#<slug>#USER_EXTERNAL_ID, sk: <externalId>, entity: 'user_external_id', user_id }`.
    const externalId = '00u1abcd2EFGH3ijk4x7#Okta/Case';
    const item = EXTERNAL_ID_LOCKS.item('acme', { external_id: externalId, user_id: 'U1' });
    expect(item).toEqual({ pk: 'ORG#acme#USER_EXTERNAL_ID', sk: externalId, entity: 'user_external_id', user_id: 'U1' });
    expect(EXTERNAL_ID_LOCKS.parse({ ...item, _lv: 1 })).toEqual({ user_id: 'U1' });
    const [claim] = externalIdLockParts('acme', 'U1', undefined, externalId);
    expect(claim!.Put!.Item).toEqual(item);
  });
});

describe('custom fields (CUSTOM_FIELDS, CUSTOM_FIELD_KEYS)', () => {
  it('writes the definition and its key lock as putNewCustomField wrote them by hand', () => {
    const definition = { id: '01M89GCH87HE5RAERQRZ9BEA40', key: 'shirt_size', name: 'Shirt size', type: 'select' as const, options: ['S', 'M'], required: true, created_at: '2026-11-25T14:05:07.719Z' };
    // Before the kernel: `{ ...definitionKey(slug, id), entity: 'custom_field', ...definition }` and `{ ...keyLock(slug, key), entity: 'custom_field_key', custom_field_id }`.
    expect(CUSTOM_FIELDS.item('acme', definition)).toEqual({ pk: 'ORG#acme#CUSTOM_FIELD', sk: definition.id, entity: 'custom_field', ...definition });
    expect(CUSTOM_FIELD_KEYS.item('acme', { key: 'shirt_size', custom_field_id: definition.id })).toEqual({
      pk: 'ORG#acme#CUSTOM_FIELD_KEY',
      sk: 'shirt_size',
      entity: 'custom_field_key',
      custom_field_id: definition.id,
    });
    expect(CUSTOM_FIELDS.parse({ ...CUSTOM_FIELDS.item('acme', definition), _lv: 1 })).toEqual(definition);
  });
});

describe('email locks (EMAIL_LOCKS)', () => {
  it('derives every lock of both releases from its user, attribute for attribute (the email in the key only, lower-cased)', () => {
    const stored = storedOf('user_email');
    expect(stored.length).toBeGreaterThan(4);
    for (const { slug, item } of stored) {
      const lock = EMAIL_LOCKS.parse(item);
      expect(lock).not.toHaveProperty('email');
      expect(EMAIL_LOCKS.item(slug, { ...lock, email: String(item.sk).toUpperCase() })).toEqual(item);
    }
  });

  it('writes the lock of a user as emailLockItem wrote it by hand', () => {
    const user = USERS.parse(itemsOf('user')[0]!);
    const { sk, ...lock } = itemsOf('user_email').find((item) => item.user_id === user.id)!;
    expect(emailLockItem(slug, { ...user, email: `  ${user.email}`.trim().toUpperCase() })).toEqual({ sk: user.email.toLowerCase(), ...lock });
    expect(emailLockKey(slug, user.email.toUpperCase())).toEqual({ pk: lock.pk, sk });
  });
});

describe('login attempt counters (LOGIN_ATTEMPTS)', () => {
  it('keys the counters of 501b1ee as they were stored (the email as its hash, the address as given) and reads their window', () => {
    const stored = storedOf('login_attempts');
    expect(stored.map((s) => s.lv)).toEqual([1, 1]);
    const account = stored.find((s) => String(s.item.pk).includes('#ACCOUNT#'))!;
    const address = stored.find((s) => String(s.item.pk).includes('#ADDRESS#'))!;
    // The login of the fixture was Ana's, from 127.0.0.1; the key lower-cases and trims the email.
    expect(loginAttemptsKey(account.slug, 'ACCOUNT', ' Ana@Upgrade.test ')).toEqual({ pk: account.item.pk, sk: 'LOGIN_ATTEMPTS' });
    expect(loginAttemptsKey(address.slug, 'ADDRESS', '127.0.0.1')).toEqual({ pk: address.item.pk, sk: 'LOGIN_ATTEMPTS' });
    for (const { slug, item } of [account, address]) {
      const window = LOGIN_ATTEMPTS.parse(item);
      expect(window).toEqual({ window_start: item.window_start, attempts: item.attempts, ttl: item.ttl });
      const [, kind, subject] = /#LOGIN_ATTEMPTS#(ACCOUNT|ADDRESS)#(.+)$/.exec(String(item.pk))!;
      expect(LOGIN_ATTEMPTS.item(slug, { ...window, kind: kind as 'ACCOUNT', subject })).toEqual(item);
    }
  });
});

describe('credentials: api-keys and sessions (CREDENTIALS)', () => {
  it('derives every api-key and session of both releases, attribute for attribute (gsi1 by kind, the TTL from expires_at)', () => {
    const stored = storedOf('credential');
    expect(stored.filter((s) => s.item.kind === 'session')).toHaveLength(2);
    for (const { slug, item } of stored) expect(CREDENTIALS.item(slug, CREDENTIALS.parse(item))).toEqual(item);
  });

  it('writes an api-key made by a user in its creator index, as credentialPut wrote it by hand', () => {
    const key = CREDENTIALS.parse(storedOf('credential').find((s) => s.item.kind === 'api_key')!.item);
    const made = { ...key, created_by: 'U1', creator_key_version: 2, scope: 'scim' as const };
    // Before the kernel: byTokenHash + apiKeysOfOrg (gsi1) + apiKeysOfCreator (gsi2) + entity + the record; no ttl without expires_at.
    expect(credentialPut(made).input.Item).toEqual({
      pk: `ORG#${key.org}#CRED#${key.token_hash}`,
      sk: 'CRED',
      gsi1pk: `ORG#${key.org}#APIKEY`,
      gsi1sk: key.id,
      gsi2pk: `ORG#${key.org}#USER#U1#APIKEY`,
      gsi2sk: key.id,
      entity: 'credential',
      ...made,
    });
    expect(toApiKey(credentialPut(made).input.Item!)).toMatchObject({ id: key.id, created_by: 'U1', scope: 'scim' });
  });
});

describe('report counters (COUNTER_TOTALS, COUNTER_YEARS, COUNTER_MONTHS)', () => {
  /** A counter item derived from its declaration: its subject, year or month read from its key, its counts through its entity. */
  function derived(slug: string, item: Record<string, unknown>): Record<string, unknown> {
    const [, kind, id] = /#(?:REPORT|LEARNING)_COUNTER#(CONTENT|USER)#(.+)$/.exec(String(item.pk))!;
    const subject = { kind: kind === 'USER' ? ('USER' as const) : ('CONTENT' as const), id };
    const sk = String(item.sk);
    if (sk === 'TOTAL') return COUNTER_TOTALS.item(slug, { ...subject, ...COUNTER_TOTALS.parse(item) });
    if (sk.startsWith('Y#')) return COUNTER_YEARS.item(slug, { ...subject, year: sk.slice(2), ...COUNTER_YEARS.parse(item) });
    expect(sk).toMatch(/^M#\d{6}$/);
    return COUNTER_MONTHS.item(slug, { ...subject, month: sk.slice(2), ...COUNTER_MONTHS.parse(item) });
  }
  const deltasOf = (c: (typeof counters.cases)[number]): CounterDelta[] =>
    c.deltas.map((d) => ({ ...d, subject: { kind: d.subject.kind === 'user' ? 'user' : 'content', id: d.subject.id } }));
  /** A TransactWriteItems part without its table (configuration, not layout). */
  const update = (part: { Update?: Record<string, unknown> }) => {
    const { TableName: _, ...rest } = part.Update!;
    return rest;
  };

  it('builds the Updates (keys, expressions, names, values), whole items and item ids the hand-written store built', () => {
    expect(counters.cases.length).toBeGreaterThan(3);
    for (const c of counters.cases) {
      const deltas = deltasOf(c);
      expect(counterUpdateParts(counters.organization, deltas).map(update)).toEqual(c.parts.map(update));
      expect(counterItems(counters.organization, deltas)).toEqual(c.items);
      expect(deltas.map((d) => counterItemIds(counters.organization, d.subject, d.date))).toEqual(c.ids);
    }
    // Every kind of item is among them: totals, year items of contents and users, month items.
    const sks = counters.cases.flatMap((c) => c.items.map((item) => String(item.sk).slice(0, 2)));
    expect(new Set(sks)).toEqual(new Set(['TO', 'Y#', 'M#']));
  });

  it('derives every captured item from its declaration, attribute for attribute, at layout version 2', () => {
    for (const c of counters.cases)
      for (const item of c.items) {
        expect(derived(counters.organization, item)).toEqual(item);
        expect(stamped(derived(counters.organization, item))).toEqual({ ...item, _lv: 2 });
      }
    expect([COUNTER_TOTALS, COUNTER_YEARS, COUNTER_MONTHS].map((entity) => entity.layout)).toEqual([2, 2, 2]);
  });

  it('reads every counter item of the earlier layouts (6932870, 501b1ee) with the same attributes: only the partition moved (registry item 8)', () => {
    const releases = [fixture6932870, fixture501b1ee] as Array<{ organization: string; items: Array<Record<string, unknown>> }>;
    const stored = releases.flatMap((release) => release.items.filter((i) => i.entity === 'learning_counter').map((item) => ({ slug: release.organization, item })));
    expect(stored.map(({ item }) => item._lv ?? 0).sort()).toEqual([...Array(20).fill(0), ...Array(20).fill(1)]);
    for (const { slug, item } of stored) {
      const { _lv, ...attributes } = item;
      const today = derived(slug, attributes);
      expect(today.pk).toBe(String(item.pk).replace('#LEARNING_COUNTER#', '#REPORT_COUNTER#'));
      expect({ ...today, pk: item.pk }).toEqual(attributes);
    }
  });
});

describe('user count shards (USER_COUNT)', () => {
  type Update = { Key: unknown; UpdateExpression: string; ExpressionAttributeNames: Record<string, string | undefined>; ExpressionAttributeValues?: Record<string, unknown> };
  /** An Update as DynamoDB applies it: its key and its expression with every placeholder resolved (placeholder names differ, the update does not). */
  const applied = (u: Update) => ({
    Key: u.Key,
    expression: u.UpdateExpression.replace(/#\w+/g, (ref) => u.ExpressionAttributeNames[ref]!).replace(/:\w+/g, (ref) => JSON.stringify(u.ExpressionAttributeValues?.[ref])),
  });
  /** As the document client sends it: with the `_lv` it stamps. */
  const sent = (part: { Update: Update }) => {
    const copy = structuredClone(part);
    stampWrite({ TransactItems: [copy] });
    return applied(copy.Update);
  };
  type Case = (typeof userCount.cases)[number] & { n?: number; delta?: Partial<UserCounts> };
  const built = (c: Case) => (c.call === 'userCountPart' ? userCountPart(userCount.organization, c.n!, c.id) : userCountsPart(userCount.organization, c.id, c.delta!));

  it('builds the Updates the hand-written store built (4e6fc20): same key, same SET entity (and _lv 1) and ADDs, for every shard', () => {
    expect(new Set(userCount.cases.map((c) => c.item.sk)).size).toBe(16);
    for (const c of userCount.cases as Case[]) {
      expect(sent(built(c)), c.name).toEqual(applied(c.sent.Update));
      expect(applied(built(c).Update).expression, c.name).not.toContain('_lv'); // the client stamps it, as before
    }
  });

  it('derives the items those Updates leave, attribute for attribute, and reads their counts back through the schema', () => {
    for (const c of userCount.cases as Case[]) {
      const { counts } = USER_COUNT.parse(c.item);
      const shard = String(c.item.sk).slice('SHARD#'.length);
      expect(stamped(USER_COUNT.item(userCount.organization, { shard, counts })), c.name).toEqual(c.item);
      expect(USER_COUNT.key(userCount.organization, { shard })).toEqual({ pk: c.item.pk, sk: c.item.sk });
    }
    expect(() => USER_COUNT.parse({ ...userCount.cases[0]!.item, users: 'one' })).toThrow();
    expect(() => userCountsPart(userCount.organization, 'a', { total: 1 } as never)).toThrow();
  });

  it('reads the shards with a Query of the same partition, no sort-key condition (readUserCounts adds ConsistentRead)', () => {
    expect(queryInput(USER_COUNT.primary.query(userCount.organization, {}))).toEqual({
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': 'pk' },
      ExpressionAttributeValues: { ':pk': 'ORG#upgrade#USER_COUNT' },
    });
  });
});

describe('SCIM list positions (SCIM_USER_POSITIONS)', () => {
  // What positions-store.ts wrote by hand before the declaration (6bdd820): recordPosition(…, 1000, id, now).
  const now = Date.UTC(2026, 10, 25, 12, 0, 0);
  const id = '01JDZ8Y5T0S3K1N2M4P6Q8R0TV';
  const handWritten = { pk: 'ORG#acme#SCIM_USER_POSITION', sk: '0000001000', entity: 'scim_user_position', id, ttl: Math.floor(now / 1000) + 7 * 24 * 3600 };

  it('writes the same key, entity, user id and TTL as the hand-written store, plus the ISO expiry the TTL comes from', () => {
    const item = SCIM_USER_POSITIONS.item('acme', { position: '0000001000', id, expires_at: new Date(now + 7 * 24 * 3600 * 1000).toISOString() });
    expect(item).toEqual({ ...handWritten, expires_at: '2026-12-02T12:00:00.000Z' });
  });

  it('reads an entry written before the declaration (no expires_at) as the same user', () => {
    expect(SCIM_USER_POSITIONS.parse(handWritten)).toEqual({ id });
  });

  it('finds the closest recorded position at or below, newest first, one item', () => {
    const query = queryInput({ ...SCIM_USER_POSITIONS.primary.query('acme', {}, { op: '<=', value: '0000001000' }), descending: true });
    expect(query).toMatchObject({ KeyConditionExpression: '#pk = :pk AND #sk <= :sk', ScanIndexForward: false });
    expect(Object.values(query.ExpressionAttributeValues ?? {})).toEqual(['ORG#acme#SCIM_USER_POSITION', '0000001000']);
  });
});
