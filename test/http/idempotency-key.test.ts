import { describe, expect, it } from 'vitest';
import { putNewCatalogItem } from '../../shared/organization/catalog-store';
import { claimIdempotencyKey, getIdempotencyRecord } from '../../shared/http/idempotency-store';
import { newId } from '../../shared/db/ids';
import { MASKED_SECRET, requestFingerprint } from '../../shared/http/idempotency';
import { useGateway } from '../support/http';
import { newTestOrg } from '../support/orgs';
import { recordWrites } from '../support/write-recorder';
import { credentialIdOf, interceptOnce } from './idempotency-support';
import { loseIdempotencyClaimAnswer } from '../support/faults';

const { call } = useGateway();

const areasPath = (slug: string) => `/org/${slug}/organizations/areas/`;
const key = () => `key-${newId()}`;

async function areaNames(slug: string, token: string): Promise<string[]> {
  const list = await call('GET', areasPath(slug), { token });
  expect(list.status).toBe(200);
  return list.body.results.map((a: { name: string }) => a.name);
}

describe('Idempotency-Key on creating POSTs (api.md §1)', () => {
  it('replays the first response exactly (status, body, headers) and writes nothing the second time', async () => {
    const org = await newTestOrg();
    const k = key();
    const first = await call('POST', areasPath(org.slug), { token: org.adminKey, body: { name: 'Ops' }, headers: { 'Idempotency-Key': k } });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();

    const recorder = recordWrites();
    try {
      const again = await call('POST', areasPath(org.slug), { token: org.adminKey, body: { name: 'Ops' }, headers: { 'Idempotency-Key': k } });
      expect(again.status).toBe(201);
      expect(again.text).toBe(first.text);
      expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
      expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(recorder.writes).toEqual([]);
    } finally {
      recorder.stop();
    }
    expect(await areaNames(org.slug, org.adminKey)).toEqual(['Ops']);
  });

  it('the same values re-serialized (other key order, whitespace) are the same request; trailing slash too', async () => {
    const org = await newTestOrg();
    const other = await call('POST', `/org/${org.slug}/organizations/areas/`, { token: org.adminKey, body: { name: 'Root' } });
    const k = key();
    const first = await call('POST', areasPath(org.slug), {
      token: org.adminKey,
      rawBody: JSON.stringify({ name: 'Child', parent_id: other.body.id }),
      headers: { 'Idempotency-Key': k, 'Content-Type': 'application/json' },
    });
    expect(first.status).toBe(201);
    const again = await call('POST', areasPath(org.slug).replace(/\/$/, ''), {
      token: org.adminKey,
      rawBody: `{ "parent_id" : "${other.body.id}",\n  "name": "Child" }`,
      headers: { 'Idempotency-Key': k, 'Content-Type': 'application/json' },
    });
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await areaNames(org.slug, org.adminKey)).toEqual(['Root', 'Child']);
  });

  it('without the header nothing changes: two identical POSTs create two resources', async () => {
    const org = await newTestOrg();
    for (let i = 0; i < 2; i++) {
      const res = await call('POST', areasPath(org.slug), { token: org.adminKey, body: { name: 'Twin' } });
      expect(res.status).toBe(201);
      expect(res.headers.get('idempotent-replayed')).toBeNull();
    }
    expect(await areaNames(org.slug, org.adminKey)).toEqual(['Twin', 'Twin']);
  });

  it('20 concurrent identical requests with one key write once', async () => {
    const org = await newTestOrg();
    const k = key();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', areasPath(org.slug), { token: org.adminKey, body: { name: 'Once' }, headers: { 'Idempotency-Key': k } }),
      ),
    );
    const originals = responses.filter((r) => r.status === 201 && r.headers.get('idempotent-replayed') === null);
    expect(originals).toHaveLength(1);
    for (const res of responses) {
      if (res.status === 201) {
        expect(res.text).toBe(originals[0]!.text);
      } else {
        expect(res.status).toBe(409);
        expect(res.body.code).toBe('idempotency_in_progress');
      }
    }
    expect(await areaNames(org.slug, org.adminKey)).toEqual(['Once']);
    // Once the first is done, every retry is a replay.
    const later = await call('POST', areasPath(org.slug), { token: org.adminKey, body: { name: 'Once' }, headers: { 'Idempotency-Key': k } });
    expect(later.status).toBe(201);
    expect(later.text).toBe(originals[0]!.text);
  });

  it('the same key with a different body, or on another endpoint, is 422 idempotency_key_reused', async () => {
    const org = await newTestOrg();
    const k = key();
    const first = await call('POST', areasPath(org.slug), { token: org.adminKey, body: { name: 'A' }, headers: { 'Idempotency-Key': k } });
    expect(first.status).toBe(201);
    const otherBody = await call('POST', areasPath(org.slug), { token: org.adminKey, body: { name: 'B' }, headers: { 'Idempotency-Key': k } });
    expect(otherBody.status).toBe(422);
    expect(otherBody.body).toMatchObject({ code: 'idempotency_key_reused', message: expect.any(String), request_id: expect.any(String) });
    const otherEndpoint = await call('POST', `/org/${org.slug}/organizations/headquarters/`, {
      token: org.adminKey,
      body: { name: 'A' },
      headers: { 'Idempotency-Key': k },
    });
    expect(otherEndpoint.status).toBe(422);
    expect(otherEndpoint.body.code).toBe('idempotency_key_reused');
    expect(await areaNames(org.slug, org.adminKey)).toEqual(['A']);
    const hqs = await call('GET', `/org/${org.slug}/organizations/headquarters/`, { token: org.adminKey });
    expect(hqs.body.results).toEqual([]);
    // The first response is still the one kept.
    const replay = await call('POST', areasPath(org.slug), { token: org.adminKey, body: { name: 'A' }, headers: { 'Idempotency-Key': k } });
    expect(replay.text).toBe(first.text);
  });

  it('a retry while the first attempt holds the key is 409 idempotency_in_progress (marker written directly)', async () => {
    const org = await newTestOrg();
    const k = key();
    const body = { name: 'Pending' };
    const scope = { slug: org.slug, credentialId: await credentialIdOf(org.slug, org.adminKey), key: k };
    await claimIdempotencyKey(scope, requestFingerprint('POST', areasPath(org.slug), body), { lockMs: 60_000 });

    const res = await call('POST', areasPath(org.slug), { token: org.adminKey, body, headers: { 'Idempotency-Key': k } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'idempotency_in_progress', request_id: expect.any(String) });
    expect(await areaNames(org.slug, org.adminKey)).toEqual([]);
    // A different body is still told apart from a retry.
    const reused = await call('POST', areasPath(org.slug), { token: org.adminKey, body: { name: 'Else' }, headers: { 'Idempotency-Key': k } });
    expect(reused.status).toBe(422);
  });

  it('an attempt whose lock expired (it crashed) no longer blocks: the retry runs', async () => {
    const org = await newTestOrg();
    const k = key();
    const body = { name: 'Recovered' };
    const scope = { slug: org.slug, credentialId: await credentialIdOf(org.slug, org.adminKey), key: k };
    await claimIdempotencyKey(scope, requestFingerprint('POST', areasPath(org.slug), body), { lockMs: 30_000, now: Date.now() - 60_000 });

    const res = await call('POST', areasPath(org.slug), { token: org.adminKey, body, headers: { 'Idempotency-Key': k } });
    expect(res.status).toBe(201);
    expect(await areaNames(org.slug, org.adminKey)).toEqual(['Recovered']);
    const record = await getIdempotencyRecord(scope);
    expect(record).toMatchObject({ state: 'complete', response: { status: 201, body: res.text } });
  });

  it('a slow first attempt: a concurrent retry is 409, later ones replay', async () => {
    const org = await newTestOrg();
    const k = key();
    const slow = interceptOnce(`ORG#${org.slug}#AREA"`, { delayMs: 1_500 });
    try {
      const firstPromise = call('POST', areasPath(org.slug), { token: org.adminKey, body: { name: 'Slow' }, headers: { 'Idempotency-Key': k } });
      await new Promise((resolve) => setTimeout(resolve, 500));
      const during = await call('POST', areasPath(org.slug), { token: org.adminKey, body: { name: 'Slow' }, headers: { 'Idempotency-Key': k } });
      expect(during.status).toBe(409);
      expect(during.body.code).toBe('idempotency_in_progress');
      const first = await firstPromise;
      expect(first.status).toBe(201);
      const after = await call('POST', areasPath(org.slug), { token: org.adminKey, body: { name: 'Slow' }, headers: { 'Idempotency-Key': k } });
      expect(after.status).toBe(201);
      expect(after.text).toBe(first.text);
    } finally {
      slow.stop();
    }
    expect(await areaNames(org.slug, org.adminKey)).toEqual(['Slow']);
  });

  it('a first attempt that failed with a 5xx is not stored: the retry runs again', async () => {
    const org = await newTestOrg();
    const k = key();
    const credentialId = await credentialIdOf(org.slug, org.adminKey);
    const failure = interceptOnce(`ORG#${org.slug}#AREA"`, { fail: true });
    try {
      const first = await call('POST', areasPath(org.slug), { token: org.adminKey, body: { name: 'Flaky' }, headers: { 'Idempotency-Key': k } });
      expect(failure.triggered).toBe(true);
      expect(first.status).toBe(500);
      expect(first.body.code).toBe('internal_error');
    } finally {
      failure.stop();
    }
    expect(await getIdempotencyRecord({ slug: org.slug, credentialId, key: k })).toBeNull();
    const retry = await call('POST', areasPath(org.slug), { token: org.adminKey, body: { name: 'Flaky' }, headers: { 'Idempotency-Key': k } });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(await areaNames(org.slug, org.adminKey)).toEqual(['Flaky']);
  });

  it('a claim written but whose answer was lost: the retry here takes the key over (not 409 until the lock expires) and creates once', async () => {
    const org = await newTestOrg();
    const k = key();
    const credentialId = await credentialIdOf(org.slug, org.adminKey);
    const fault = loseIdempotencyClaimAnswer();
    try {
      const first = await call('POST', areasPath(org.slug), { token: org.adminKey, body: { name: 'Lost claim' }, headers: { 'Idempotency-Key': k } });
      expect(fault.lost()).toBe(1);
      expect(first.status, first.text).toBe(503);
      expect(Number(first.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    } finally {
      fault.remove();
    }
    // The claim is in the table, in progress, its lock far from expired.
    expect((await getIdempotencyRecord({ slug: org.slug, credentialId, key: k }))?.state).toBe('in_progress');
    const retry = await call('POST', areasPath(org.slug), { token: org.adminKey, body: { name: 'Lost claim' }, headers: { 'Idempotency-Key': k } });
    expect(retry.status, retry.text).toBe(201);
    const again = await call('POST', areasPath(org.slug), { token: org.adminKey, body: { name: 'Lost claim' }, headers: { 'Idempotency-Key': k } });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await areaNames(org.slug, org.adminKey)).toEqual(['Lost claim']);
  });

  it('a domain 4xx is stored and replayed, even after the cause is gone', async () => {
    const org = await newTestOrg();
    const k = key();
    const areaId = newId();
    const path = `/org/${org.slug}/organizations/positions/`;
    const body = { name: 'Analyst', area_id: areaId };
    const first = await call('POST', path, { token: org.adminKey, body, headers: { 'Idempotency-Key': k } });
    expect(first.status).toBe(422);
    expect(first.body.code).toBe('invalid_reference');

    const now = new Date().toISOString();
    await putNewCatalogItem(org.slug, 'area', { id: areaId, name: 'Now it exists', created_at: now, updated_at: now });

    const replay = await call('POST', path, { token: org.adminKey, body, headers: { 'Idempotency-Key': k } });
    expect(replay.status).toBe(422);
    expect(replay.text).toBe(first.text);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    // A new key is a new request: it now succeeds.
    const fresh = await call('POST', path, { token: org.adminKey, body, headers: { 'Idempotency-Key': key() } });
    expect(fresh.status).toBe(201);
  });

  it('validation and authentication failures run before idempotency and do not consume the key', async () => {
    const org = await newTestOrg();
    const k = key();
    const invalid = await call('POST', areasPath(org.slug), { token: org.adminKey, body: { name: 'x', extra: 1 }, headers: { 'Idempotency-Key': k } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe('validation_failed');
    const unauthenticated = await call('POST', areasPath(org.slug), { token: `${org.adminKey}x`, body: { name: 'Valid' }, headers: { 'Idempotency-Key': k } });
    expect(unauthenticated.status).toBe(401);
    const ok = await call('POST', areasPath(org.slug), { token: org.adminKey, body: { name: 'Valid' }, headers: { 'Idempotency-Key': k } });
    expect(ok.status).toBe(201);
    expect(ok.headers.get('idempotent-replayed')).toBeNull();
  });

  it.each([
    ['256 characters', 'k'.repeat(256)],
    ['a non-ASCII character', 'clé-1'],
    ['a control character', 'a\tb'],
  ])('a key of %s is 400 validation_failed with a header detail', async (_, value) => {
    const org = await newTestOrg();
    const res = await call('POST', areasPath(org.slug), { token: org.adminKey, body: { name: 'x' }, headers: { 'Idempotency-Key': value } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.details).toContainEqual(expect.objectContaining({ in: 'header', path: 'Idempotency-Key' }));
    expect(await areaNames(org.slug, org.adminKey)).toEqual([]);
  });

  it('a key of 255 printable characters (spaces included) is accepted', async () => {
    const org = await newTestOrg();
    const value = `${'a b~!'.repeat(51)}`;
    expect(value).toHaveLength(255);
    const res = await call('POST', areasPath(org.slug), { token: org.adminKey, body: { name: 'Long key' }, headers: { 'Idempotency-Key': value } });
    expect(res.status).toBe(201);
    const again = await call('POST', areasPath(org.slug), { token: org.adminKey, body: { name: 'Long key' }, headers: { 'Idempotency-Key': value } });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it("keys are scoped: another credential of the organization, or another organization, gets a fresh result", async () => {
    const [org, other] = [await newTestOrg(), await newTestOrg()];
    const k = key();
    const first = await call('POST', areasPath(org.slug), { token: org.adminKey, body: { name: 'Shared key' }, headers: { 'Idempotency-Key': k } });
    expect(first.status).toBe(201);

    const secondKey = await call('POST', `/org/${org.slug}/api-keys/`, { token: org.adminKey, body: { name: 'second' } });
    expect(secondKey.status).toBe(201);
    const sameOrg = await call('POST', areasPath(org.slug), { token: secondKey.body.key, body: { name: 'Shared key' }, headers: { 'Idempotency-Key': k } });
    expect(sameOrg.status).toBe(201);
    expect(sameOrg.headers.get('idempotent-replayed')).toBeNull();
    expect(sameOrg.body.id).not.toBe(first.body.id);

    const otherOrg = await call('POST', areasPath(other.slug), { token: other.adminKey, body: { name: 'Shared key' }, headers: { 'Idempotency-Key': k } });
    expect(otherOrg.status).toBe(201);
    expect(otherOrg.headers.get('idempotent-replayed')).toBeNull();

    expect(await areaNames(org.slug, org.adminKey)).toEqual(['Shared key', 'Shared key']);
    expect(await areaNames(other.slug, other.adminKey)).toEqual(['Shared key']);
  });

  it('a replayed api-key creation answers the api-key with its secret masked (#33 §10); the secret is not stored', async () => {
    const org = await newTestOrg();
    const k = key();
    const path = `/org/${org.slug}/api-keys/`;
    const first = await call('POST', path, { token: org.adminKey, body: { name: 'ci' }, headers: { 'Idempotency-Key': k } });
    expect(first.status).toBe(201);
    const again = await call('POST', path, { token: org.adminKey, body: { name: 'ci' }, headers: { 'Idempotency-Key': k } });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const { key: secret, ...resource } = first.body;
    expect(again.body).toEqual({ ...resource, key: MASKED_SECRET });
    expect(again.text).not.toContain(secret);
    // The secret of the first answer is the key's.
    expect((await call('GET', path, { token: secret })).status).toBe(200);
    const list = await call('GET', path, { token: org.adminKey });
    expect(list.body.results.filter((a: { name: string }) => a.name === 'ci')).toHaveLength(1);

    const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const { db, tableName } = await import('../../shared/db/client');
    const { idempotencyItemKey } = await import('../../shared/http/idempotency-store');
    const scope = { slug: org.slug, credentialId: await credentialIdOf(org.slug, org.adminKey), key: k };
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: idempotencyItemKey(scope) }));
    expect(Item).toBeDefined();
    expect(JSON.stringify(Item)).not.toContain(first.body.key);
    expect(JSON.stringify(Item)).not.toContain(k);
    expect(Item!.ttl).toBeGreaterThan(Date.now() / 1000 + 23 * 3600);
    expect(Item!.ttl).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 3600);
  });
});
