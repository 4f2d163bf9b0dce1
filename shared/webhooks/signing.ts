import { createHmac } from 'node:crypto';

/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com/): the key is the base64 part
 * of a `whsec_<base64>` secret, the signed content `<webhook-id>.<webhook-timestamp>.<body>`,
 * and the header value `v1,<base64 HMAC-SHA256>`; several secrets (a rotation's overlap) give
 * space-separated entries, any one of which a receiver accepts.
 */
const SECRET_PREFIX = 'whsec_';

export function secretKey(secret: string): Buffer {
  const encoded = secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret;
  return Buffer.from(encoded, 'base64');
}

export function signatureEntry(secret: string, id: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secretKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The `webhook-signature` header value: one `v1,` entry per secret, in the order given. */
export function signatureHeader(secrets: readonly string[], id: string, timestamp: number, body: string): string {
  return secrets.map((secret) => signatureEntry(secret, id, timestamp, body)).join(' ');
}

export interface SigningSecrets {
  secret: string;
  previous_secret?: string;
  previous_secret_expires_at?: string;
}

/** The secrets a delivery at `now` is signed with: the current one, plus the previous during its overlap. */
export function activeSecrets(subscription: SigningSecrets, now: Date): string[] {
  const previousLive =
    subscription.previous_secret && subscription.previous_secret_expires_at && Date.parse(subscription.previous_secret_expires_at) > now.getTime();
  return previousLive ? [subscription.secret, subscription.previous_secret!] : [subscription.secret];
}

/** The three Standard Webhooks headers of one attempt (timestamp = the attempt's own time, unix seconds). */
export function webhookHeaders(subscription: SigningSecrets, eventId: string, body: string, now: Date): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signatureHeader(activeSecrets(subscription, now), eventId, timestamp, body),
  };
}
