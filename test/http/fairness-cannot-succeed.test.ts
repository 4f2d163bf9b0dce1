import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../infra/local/gateway';
import { newTestOrg } from '../support/orgs';

/**
 * Issue #45, finding 1: 12 threads from two addresses sending `GET /org/demo/nope/` with made-up
 * but well-formed tokens (`Bearer lpk.demo.<43 characters>`) took a stage token each before their
 * 404, and `other`'s valid key at 2 requests per second got 12 of 23 answered 429. A request that
 * cannot succeed (no such route; a token that names no credential) must take nothing from the
 * bucket every organization shares.
 *
 * The gateway has a stage bucket `other` fits in with room to spare (4 per second, 8 at once,
 * against its 2 per second) and the WAF's per-credential rule (each made-up token is a credential
 * of its own, so that rule never stops a flood that rotates them); no per-address ceiling, as in
 * the issue's run (3,008 requests in 12 s).
 */
const STAGE = { ratePerSecond: 4, burst: 8 };
const SENDERS = 12;
const OTHER_REQUESTS = 12;

let gateway: RunningGateway | undefined;
beforeAll(async () => {
  gateway = await startGateway({ docsUrl: 'http://docs.test/', rateLimit: STAGE, fairness: { perCredential: 37 } });
});
afterAll(async () => {
  await gateway?.close();
});

const agents = new Map<string, Agent>();
/** A request from a given loopback address (the gateway keys on the socket's peer, like WAF on the client IP). */
function send(from: string, path: string, authorization: string) {
  let agent = agents.get(from);
  if (!agent) agents.set(from, (agent = new Agent({ keepAlive: true, localAddress: from })));
  return new Promise<number>((resolve, reject) => {
    const req = request(`${gateway!.baseUrl}${path}`, { agent, headers: { Authorization: authorization } }, (res) => {
      res.resume().on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-';
const madeUpToken = () => `lpk.demo.${Array.from({ length: 43 }, () => ALPHABET[Math.floor(Math.random() * 64)]).join('')}`;

/**
 * 12 senders (6 per address) loop on `path` with a new made-up token each time until `until`
 * settles. `started` resolves once they have had `warmUp` answers: the flood is running at full
 * speed before the measured traffic begins (an event, not a guessed delay).
 */
function flood(path: string, until: Promise<unknown>, warmUp = 3 * SENDERS) {
  const statuses: number[] = [];
  let stop = false;
  void until.finally(() => (stop = true));
  let announce!: () => void;
  const started = new Promise<void>((r) => (announce = r));
  const done = Promise.all(
    Array.from({ length: SENDERS }, async (_, i) => {
      const from = i % 2 ? '127.0.0.2' : '127.0.0.1';
      while (!stop) {
        statuses.push(await send(from, path, `Bearer ${madeUpToken()}`));
        if (statuses.length === warmUp) announce();
      }
    }),
  ).then(() => announce());
  return { statuses, started, done };
}

/** `other`'s integration: its valid key at 2 requests per second (request i is sent at i × 500 ms), `OTHER_REQUESTS` of them. */
async function otherAtTwoPerSecond(slug: string, key: string, during: { statuses: number[] }) {
  const answers: number[] = [];
  const floodBefore = during.statuses.length;
  const t0 = Date.now();
  for (let i = 0; i < OTHER_REQUESTS; i++) {
    const due = t0 + i * 500 - Date.now();
    if (due > 0) await new Promise((r) => setTimeout(r, due));
    answers.push(await send('127.0.0.3', `/org/${slug}/organizations/areas/`, `Bearer ${key}`));
  }
  return { answers, floodDuring: during.statuses.length - floodBefore };
}

describe('a request that cannot succeed takes nothing from the stage (issue #45, finding 1)', () => {
  for (const [name, path, refusedWith] of [
    ['no such route: GET /org/demo/nope/ with made-up tokens', '/org/demo/nope/', 404],
    ['a real route with made-up tokens that name no credential', '/org/demo/organizations/areas/', 401],
  ] as const) {
    it(`${name}, 12 senders from two addresses: other's valid key at 2 requests per second gets no 429`, async () => {
      const other = await newTestOrg();
      let finished!: () => void;
      const otherDone = new Promise<void>((r) => (finished = r));
      const attack = flood(path, otherDone);
      await attack.started;
      const { answers, floodDuring } = await otherAtTwoPerSecond(other.slug, other.adminKey, attack).finally(finished);
      await attack.done;

      expect(answers.filter((s) => s === 429)).toEqual([]);
      expect(answers).toEqual(Array(OTHER_REQUESTS).fill(200));
      // The flood ran all along and was answered as it deserves, never throttled by the stage:
      // many times what the stage would have admitted in the same time (burst + rate × ~6 s).
      expect(floodDuring).toBeGreaterThan(4 * (STAGE.burst + STAGE.ratePerSecond * (OTHER_REQUESTS / 2)));
      expect(new Set(attack.statuses)).toEqual(new Set([refusedWith]));
    });
  }
});
