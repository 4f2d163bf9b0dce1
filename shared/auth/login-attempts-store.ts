import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { db, tableName } from '../db/client';
import { defineEntity } from '../db/entity';
import * as stored from '../db/stored';
import { conditionally, conditionFailureItem, isConditionFailure } from '../db/update';
import { TABLE } from '../db/table';

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

const TTL = TABLE.ttlAttribute;
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
  const values = { ':one': 1, ':now': now, ':floor': now - rule.windowMs, ':ttl': Math.ceil((now + rule.windowMs) / 1000) };
  try {
    const { Attributes } = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET window_start = if_not_exists(window_start, :now), #ttl = if_not_exists(#ttl, :ttl), entity = :entity ADD attempts :one',
        ConditionExpression: 'attribute_not_exists(pk) OR (window_start > :floor AND attempts < :max)',
        ExpressionAttributeNames: { '#ttl': TTL },
        ExpressionAttributeValues: { ...values, ':max': rule.max, ':entity': LOGIN_ATTEMPTS.name },
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { reserved: true, windowStart: LOGIN_ATTEMPTS.parse(Attributes!).window_start };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    if (round >= 3) throw error;
    const old = conditionFailureItem(error);
    // Gone between the condition and now (TTL): count again, it will create the window.
    if (!old) return reserveAttempt(key, rule, now, round + 1);
    const { window_start: windowStart } = LOGIN_ATTEMPTS.parse(old);
    if (windowStart > now - rule.windowMs) return { reserved: false, retryAfterMs: windowStart + rule.windowMs - now };
    const restarted = await restartWindow(key, windowStart, values);
    return restarted ? { reserved: true, windowStart: now } : reserveAttempt(key, rule, now, round + 1);
  }
}

/** Replaces the expired window `expiredStart` by a new one holding this attempt; false if another attempt did first. */
async function restartWindow(key: ReturnType<typeof loginAttemptsKey>, expiredStart: number, values: Record<string, number>): Promise<boolean> {
  return conditionally(
    db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET window_start = :now, attempts = :one, #ttl = :ttl',
        ConditionExpression: 'window_start = :expired',
        ExpressionAttributeNames: { '#ttl': TTL },
        ExpressionAttributeValues: { ':now': values[':now'], ':one': 1, ':ttl': values[':ttl'], ':expired': expiredStart },
      }),
    ),
  );
}

/** Gives back an attempt reserved in the window `windowStart` (a login that succeeded); nothing if that window is gone. */
export async function releaseAttempt(key: ReturnType<typeof loginAttemptsKey>, windowStart: number): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD attempts :minusOne',
        ConditionExpression: 'window_start = :windowStart AND attempts > :zero',
        ExpressionAttributeValues: { ':minusOne': -1, ':windowStart': windowStart, ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
