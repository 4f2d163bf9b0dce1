// unit: needs no DynamoDB Local (vitest.config.ts)
import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { activeSecrets, webhookHeaders } from '../../shared/webhooks/signing';
import { MAX_ATTEMPTS, RETRY_DELAYS_SECONDS, retryDelaySeconds } from '../../shared/webhooks/retry-schedule';
import { secondsUntilDue, sqsHop, type DeliveryMessage } from '../../shared/webhooks/delivery-queue';

const secret = () => `whsec_${randomBytes(32).toString('base64')}`;

describe('signing (checked with the standardwebhooks package)', () => {
  it('one secret: verifies with it, not with another', () => {
    const s = secret();
    const body = JSON.stringify({ type: 'user.created', timestamp: new Date().toISOString(), data: { id: 'x' } });
    const headers = webhookHeaders({ secret: s }, 'msg_1', body, new Date());
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(s).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(s).verify(`${body} `, headers)).toThrow();
  });

  it('during a rotation both secrets verify (two entries); after it only the new one is used', () => {
    const [current, previous] = [secret(), secret()];
    const now = new Date();
    const overlap = { secret: current, previous_secret: previous, previous_secret_expires_at: new Date(now.getTime() + 60_000).toISOString() };
    const headers = webhookHeaders(overlap, 'msg_2', '{}', now);
    expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(new Webhook(current).verify('{}', headers)).toEqual({});
    expect(new Webhook(previous).verify('{}', headers)).toEqual({});
    const after = { ...overlap, previous_secret_expires_at: new Date(now.getTime() - 1).toISOString() };
    expect(activeSecrets(after, now)).toEqual([current]);
    const later = webhookHeaders(after, 'msg_3', '{}', now);
    expect(() => new Webhook(previous).verify('{}', later)).toThrow();
  });
});

describe('retry schedule', () => {
  it('Standard Webhooks schedule, ±10 % jitter, scaled, at least 24 h, 8 attempts', () => {
    expect(MAX_ATTEMPTS).toBe(8);
    expect(RETRY_DELAYS_SECONDS.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(24 * 3600);
    expect(retryDelaySeconds(1, 1, () => 0.5)).toBeCloseTo(5);
    expect(retryDelaySeconds(1, 1, () => 0)).toBeCloseTo(4.5);
    expect(retryDelaySeconds(1, 1, () => 1)).toBeCloseTo(5.5);
    expect(retryDelaySeconds(2, 1, () => 0.5)).toBeCloseTo(300);
    expect(retryDelaySeconds(7, 0.001, () => 0.5)).toBeCloseTo(36);
    expect(retryDelaySeconds(8)).toBeNull();
  });

  it('SQS hops: ≤ 900 s per hop, a longer delay carries not_before until due', () => {
    const message: DeliveryMessage = { slug: 'a', webhook_id: 'W', event_id: 'msg', event: '{}', attempt: 3 };
    const now = new Date('2026-01-01T00:00:00Z');
    expect(sqsHop(message, 4.2, now)).toEqual({ message, delaySeconds: 5 });
    const long = sqsHop(message, 1800, now);
    expect(long.delaySeconds).toBe(900);
    expect(long.message.not_before).toBe('2026-01-01T00:30:00.000Z');
    expect(secondsUntilDue(long.message, new Date('2026-01-01T00:15:00Z'))).toBe(900);
    expect(secondsUntilDue(long.message, new Date('2026-01-01T00:30:01Z'))).toBe(0);
    // Re-sent with the remainder: the original due time is kept.
    expect(sqsHop(long.message, 900, new Date('2026-01-01T00:15:00Z')).message.not_before).toBe(long.message.not_before);
  });
});
