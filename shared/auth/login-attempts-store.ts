import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import { defineEntity } from '../db/entity';
import * as stored from '../db/stored';
import { ifNotExists } from '../db/operations';

/**
 * Login attempt counters (shared/auth/login-throttle.ts; docs/decisions/security.md, "Login throttling"):
 * `ORG#<slug>#LOGIN_ATTEMPTS#ACCOUNT#<sha256 of the lower-cased email>` or
 * `ORG#<slug>#LOGIN_ATTEMPTS#ADDRESS#<client address>` / `LOGIN_ATTEMPTS` (LOGIN_ATTEMPTS below).
 * The email is stored only as a hash: counters exist for emails nobody has (typos, guesses).
 *
 * Access pattern: byKey (primary key) only. One item per counted thing, a fixed window that
 * starts at its first attempt: `window_start` (epoch ms), `attempts` (attempts reserved in the
 * window and not given back), `ttl` (epoch seconds, the window's end) lets DynamoDB delete it;
 * TTL deletion is lazy, so every condition compares `window_start`, never relies on `ttl`.
 */

export type CounterKind = 'ACCOUNT' | 'ADDRESS';

export interface WindowRule {
  max: number;
  windowMs: number;
}

export type Reservation = { reserved: true; windowStart: number } | { reserved: false; retryAfterMs: number };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The login counter, declared once (shared/db/entity.ts). Its kind and subject (the email's
 * hash, the address) are its key only; it stores the window. Written by Updates only (the
 * window is created by the first attempt's ADD), read from what those Updates return.
 */
export const LOGIN_ATTEMPTS = defineEntity({
  name: 'login_attempts',
  schema: z.object({
    kind: z.optional(z.enum(['ACCOUNT', 'ADDRESS'])),
    subject: stored.optionalString,
    window_start: stored.number,
    attempts: stored.number,
    /** The window's end, epoch seconds: DynamoDB deletes the item after it. */
    ttl: stored.number,
  }),
  primary: { index: null, composites: ['kind', 'subject'], sort: { literal: 'LOGIN_ATTEMPTS' } },
  indexes: {},
  keyOnly: ['kind', 'subject'],
});

export function loginAttemptsKey(slug: string, kind: CounterKind, subject: string) {
  return LOGIN_ATTEMPTS.key(slug, { kind, subject: kind === 'ACCOUNT' ? sha256(subject.trim().toLowerCase()) : subject });
}

/**
 * Takes one attempt from the window, atomically: one UpdateItem that adds 1 only while the
 * window is live and under its maximum (or creates the window). Concurrent attempts cannot
 * overshoot: each one is counted before its password is verified. When the condition fails
 * the item comes back in the same call: an expired window is restarted (a second, conditional
 * write: only one of concurrent restarters wins, the others count in the window it started);
 * a full live window answers how long until it ends.
 */
export async function reserveAttempt(
  key: ReturnType<typeof loginAttemptsKey>,
  rule: WindowRule,
  now: number,
  round = 1,
): Promise<Reservation> {
  const ttl = Math.ceil((now + rule.windowMs) / 1000);
  const outcome = await LOGIN_ATTEMPTS.upsert(
    key,
    { set: { window_start: ifNotExists(now), ttl: ifNotExists(ttl) }, add: { attempts: 1 } },
    { where: (w) => w.or(w.notExists(), w.and(w.gt('window_start', now - rule.windowMs), w.lt('attempts', rule.max))) },
  ).returning();
  if (outcome.applied) return { reserved: true, windowStart: outcome.item!.window_start };
  if (round >= 3) throw new Error('login attempts: the window kept changing under three reservations');
  // Gone between the condition and now (TTL): count again, it will create the window.
  if (!outcome.current) return reserveAttempt(key, rule, now, round + 1);
  const { window_start: windowStart } = outcome.current;
  if (windowStart > now - rule.windowMs) return { reserved: false, retryAfterMs: windowStart + rule.windowMs - now };
  const restarted = await restartWindow(key, windowStart, now, ttl);
  return restarted ? { reserved: true, windowStart: now } : reserveAttempt(key, rule, now, round + 1);
}

/** Replaces the expired window `expiredStart` by a new one holding this attempt; false if another attempt did first. */
function restartWindow(key: ReturnType<typeof loginAttemptsKey>, expiredStart: number, now: number, ttl: number): Promise<boolean> {
  return LOGIN_ATTEMPTS.patch(key, { set: { window_start: now, attempts: 1, ttl } }, { where: (w) => w.eq('window_start', expiredStart) }).go();
}

/** Gives back an attempt reserved in the window `windowStart` (a login that succeeded); nothing if that window is gone. */
export async function releaseAttempt(key: ReturnType<typeof loginAttemptsKey>, windowStart: number): Promise<void> {
  await LOGIN_ATTEMPTS.patch(key, { add: { attempts: -1 } }, { where: (w) => w.and(w.eq('window_start', windowStart), w.gt('attempts', 0)) }).go();
}
