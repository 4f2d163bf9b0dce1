import { request } from 'node:http';
import type { APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { App } from 'aws-cdk-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as authorizer } from '../../functions/authorizer/index';
import { readSettings } from '../../infra/cdk/settings';
import { startGateway, type RunningGateway } from '../../infra/local/gateway';
import { login } from '../../shared/auth/credentials';
import { db, tableName } from '../../shared/db/client';
import { getOrganization, organizationKey, setOrganizationUsageKey } from '../../shared/tenancy/organizations-store';
import { insertUser, newTestOrg } from '../support/orgs';

/** The stack's shared key (infra/cdk/organization-share.ts), as the deployed authorizer has it; read with the configuration. */
const SHARED_USAGE_KEY = 'shared-usage-key-of-this-test-stack';
process.env.SHARED_USAGE_KEY = SHARED_USAGE_KEY;

/**
 * Issue #33, findings 1–3, through the local gateway configured as the deployed defaults are,
 * scaled down 100× so that a 5-minute window fits a test: the dev stage (50 rps: 15,000 per
 * 5 minutes → a bucket of 150), the WAF rules (per credential, per address without one, per
 * address in all) from the settings' own defaults.
 */
const SCALE = 100;
const settings = readSettings(new App({ context: { docsUrl: 'https://docs.test/' } }).node);
const scaled = (perFiveMinutes: number) => Math.floor(perFiveMinutes / SCALE);
const PER_CREDENTIAL = scaled(settings.perCredentialRateLimit);
const PER_ADDRESS = scaled(settings.perAddressRateLimit);
const PER_ADDRESS_TOTAL = scaled(settings.perAddressTotalRateLimit);
const STAGE = { ratePerSecond: settings.throttleRateLimit / SCALE, burst: scaled(settings.throttleRateLimit * 300) };

let gateway: RunningGateway | undefined;
beforeAll(async () => {
  gateway = await startGateway({
    docsUrl: 'http://docs.test/',
    rateLimit: STAGE,
    fairness: { perCredential: PER_CREDENTIAL, perAddress: PER_ADDRESS, perAddressTotal: PER_ADDRESS_TOTAL },
  });
});
afterAll(async () => {
  await gateway?.close();
});

/** A request from a given loopback address (the gateway keys on the socket's peer, like WAF on the client IP). */
function send(from: string, method: string, path: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; policy: string | undefined }>((resolve, reject) => {
    const req = request(`${gateway!.baseUrl}${path}`, { method, localAddress: from, headers: body ? { ...headers, 'Content-Type': 'application/json' } : headers }, (res) => {
      res.resume().on('end', () => resolve({ status: res.statusCode ?? 0, policy: res.headers['ratelimit-policy'] as string | undefined }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const spellings = (token: string) => [`Bearer ${token}`, `bearer ${token}`, `BEARER ${token}`, `Bearer  ${token}`, `Bearer\t${token}`];
/** Tokens a bucket of `perFiveMinutes` gets back while a test runs (a slow machine refills some). */
const refilledSince = (started: number, perFiveMinutes: number) => Math.ceil((((Date.now() - started) / 1000) * perFiveMinutes) / 300);

const fakeSecret = () => Array.from({ length: 43 }, () => 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-'[Math.floor(Math.random() * 64)]).join('');

describe('rate limits under the deployed defaults (issue #33)', () => {
  it('the defaults leave the stage to others: one credential or address takes at most a quarter of it', () => {
    expect(PER_CREDENTIAL * 4).toBeLessThanOrEqual(STAGE.burst);
    expect(PER_ADDRESS_TOTAL * 4).toBeLessThanOrEqual(STAGE.burst);
  });

  it('every spelling of one credential shares one bucket (finding 1)', async () => {
    const org = await newTestOrg();
    const path = `/org/${org.slug}/organizations/areas/`;
    const results = [];
    const started = Date.now();
    for (let i = 0; i < PER_CREDENTIAL + 10; i++) results.push(await send('127.0.0.4', 'GET', path, { Authorization: spellings(org.adminKey)[i % 5]! }));
    // One bucket: its size (and what it refilled meanwhile), not five times it.
    const served = results.filter((r) => r.status === 200).length;
    expect(served).toBeGreaterThanOrEqual(PER_CREDENTIAL);
    expect(served).toBeLessThanOrEqual(PER_CREDENTIAL + refilledSince(started, PER_CREDENTIAL));
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 429 && r.policy === `"credential";q=${PER_CREDENTIAL};w=300`)).toBe(true);
  });

  it('a public route is counted by address whatever Authorization it sends (finding 2)', async () => {
    const org = await newTestOrg();
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not the password' });
    const results = [];
    const started = Date.now();
    for (let i = 0; i < PER_ADDRESS + 4; i++) {
      const authorization = [`x${i}`, `Bearer lpk.${org.slug}.${fakeSecret()}`, `Bearer ${org.adminKey}`][i % 3]!;
      results.push(await send('127.0.0.5', 'POST', `/org/${org.slug}/auth/login/`, { Authorization: authorization }, body));
    }
    const refused = results.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(4 - refilledSince(started, PER_ADDRESS));
    expect(refused.every((r) => r.policy === `"address";q=${PER_ADDRESS};w=300`)).toBe(true);
    expect(results.filter((r) => r.status !== 429).every((r) => r.status === 401)).toBe(true);
  });

  it("two tenants: one hammers with every spelling and garbage tokens from two addresses; the other's requests succeed ≥ 99 % (finding 3)", async () => {
    const [attacker, victim] = [await newTestOrg(), await newTestOrg()];
    const attackPath = `/org/${attacker.slug}/organizations/areas/`;
    const headersOf = (i: number) =>
      [
        ...spellings(attacker.adminKey),
        `x${i}`,
        `Bearer x${i}`,
        `Basic ${attacker.adminKey}`,
        `Bearer lpk.${attacker.slug}.${fakeSecret()}`,
        `Bearer lps.${victim.slug}.01ARZ3NDEKTSV4RRFFQ69G5FAV.${fakeSecret()}`,
      ][i % 10]!;
    const hammer = async (from: string) => {
      const statuses: number[] = [];
      // 4 connections at once per address, 300 requests each address (6× its whole share).
      await Promise.all(
        Array.from({ length: 4 }, async (_, worker) => {
          for (let i = worker; i < 300; i += 4) statuses.push((await send(from, 'GET', attackPath, { Authorization: headersOf(i) })).status);
        }),
      );
      return statuses;
    };
    // The victim at its normal rate (well within its own credential's share), during the attack.
    const normal = async () => {
      const statuses: number[] = [];
      for (let i = 0; i < PER_CREDENTIAL - 5; i++) {
        statuses.push((await send('127.0.0.3', 'GET', `/org/${victim.slug}/organizations/areas/`, { Authorization: `Bearer ${victim.adminKey}` })).status);
        await new Promise((r) => setTimeout(r, 20));
      }
      return statuses;
    };
    const started = Date.now();
    const [a, b, served] = await Promise.all([hammer('127.0.0.1'), hammer('127.0.0.2'), normal()]);
    // The attack was refused: at most its addresses' totals got past its own limits.
    expect([...a, ...b].filter((s) => s !== 429 && s !== 401).length).toBeLessThanOrEqual(2 * (PER_ADDRESS_TOTAL + refilledSince(started, PER_ADDRESS_TOTAL)));
    expect(served.filter((s) => s === 200).length / served.length).toBeGreaterThanOrEqual(0.99);
  });
});

/**
 * Finding 3, deployed (docs/decisions/security-round-3b.md): API Gateway counts each request
 * against the API key the authorizer names (`usageIdentifierKey`; key source AUTHORIZER), one
 * per organization in a usage plan whose per-key throttle is a quarter of the stage. The local
 * gateway keeps no per-organization bucket (no rule the stack does not deploy): what is tested
 * here is the authorizer's answer, as API Gateway would receive it.
 */
describe('per-organization usage keys: the authorizer names the key a request counts against (finding 3)', () => {
  const authorize = (slug: string, authorization: string) =>
    authorizer({
      type: 'REQUEST',
      methodArn: `arn:aws:execute-api:us-east-1:123456789012:abcdef1234/dev/GET/org/${slug}/users/`,
      headers: { Authorization: authorization },
    } as unknown as APIGatewayRequestAuthorizerEvent);
  const keyOf = async (slug: string) => (await getOrganization(slug))!.usage_key;

  it("an organization's credentials (api-key, session) all name its key; two organizations, two keys", async () => {
    const [a, b] = [await newTestOrg(), await newTestOrg()];
    const [keyA, keyB] = [await keyOf(a.slug), await keyOf(b.slug)];
    expect(keyA).toEqual(expect.any(String));
    expect(keyB).not.toBe(keyA);
    const user = await insertUser(a.slug, { role: 'collaborator' });
    const session = await login(a.slug, user.email, user.password);
    for (const token of [a.adminKey, session.token]) {
      const answer = await authorize(a.slug, `Bearer ${token}`);
      expect(answer.context?.org).toBe(a.slug);
      expect(answer.usageIdentifierKey).toBe(keyA);
    }
    expect((await authorize(b.slug, `Bearer ${b.adminKey}`)).usageIdentifierKey).toBe(keyB);
  });

  it("a refused credential never spends an organization's share: a forged token naming it gets the shared key", async () => {
    const org = await newTestOrg();
    const forged = `lpk.${org.slug}.${fakeSecret()}`;
    for (const header of [`Bearer ${forged}`, `Bearer lps.${org.slug}.01ARZ3NDEKTSV4RRFFQ69G5FAV.${fakeSecret()}`, 'Bearer nonsense', `Basic ${org.adminKey}`]) {
      const answer = await authorize(org.slug, header);
      expect(answer.context?.auth_error).toBe('invalid_credentials');
      expect(answer.usageIdentifierKey, header).toBe(SHARED_USAGE_KEY);
    }
  });

  it('an organization without its key yet (before the usage-key migration) gets the shared key, then its own once recorded', async () => {
    const org = await newTestOrg();
    await db().send(new UpdateCommand({ TableName: tableName(), Key: organizationKey(org.slug), UpdateExpression: 'REMOVE usage_key, usage_key_id' }));
    expect((await authorize(org.slug, `Bearer ${org.adminKey}`)).usageIdentifierKey).toBe(SHARED_USAGE_KEY);
    expect(await setOrganizationUsageKey(org.slug, { id: 'k1', value: `recorded-key-of-${org.slug}` })).toBe(true);
    expect((await authorize(org.slug, `Bearer ${org.adminKey}`)).usageIdentifierKey).toBe(`recorded-key-of-${org.slug}`);
    // Recorded once: a second record is refused, the first stays.
    expect(await setOrganizationUsageKey(org.slug, { id: 'k2', value: 'another-key-0123456789' })).toBe(false);
    expect(await keyOf(org.slug)).toBe(`recorded-key-of-${org.slug}`);
  });
});
