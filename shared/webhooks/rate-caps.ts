import { createHash } from 'node:crypto';
import * as z from 'zod/mini';
import { config } from '../config';
import { defineEntity } from '../db/entity';
import { ID_MAX_LENGTH } from '../db/ids';
import { SQS_MAX_DELAY_SECONDS } from './delivery-queue';
import { canonicalAddress } from './url-safety';

/**
 * Delivery rate caps (#33 finding 6; docs/security.md "Webhooks (outbound requests)", docs/decisions/webhook-rate-caps.md).
 *
 * Two buckets per organization, each one item of the table: `organization` (every POST the
 * organization's subscriptions make) and `destination:<address>:<port>` (every POST of the
 * organization to one socket address: the address the delivery resolved, checked and pinned the
 * connection to, url-safety.ts; #45 finding 3: counted per host name as written, any number of
 * names of one server had a bucket each). Each is a token bucket kept as GCRA (the
 * "generic cell rate algorithm", a token bucket written as one number): `tat`, the theoretical
 * arrival time (epoch ms) of the next request at the bucket's rate. A bucket of rate r admits a
 * burst of `burstOf(r)` (one second's worth) and then one request every 1/r s.
 *
 * Over a cap a delivery is not refused but given a **slot**: the bucket's next free instant,
 * reserved by the same write (the bucket moves on by 1/r), and the message goes back to the queue
 * to be delivered at that slot, with its attempt number unchanged and without taking tokens again
 * (`rate_reserved_for` on the message). One write reserves one slot, so a burst of n deliveries
 * costs n reservations, never n² retries. Slots are reserved at most `RESERVATION_HORIZON_MS`
 * ahead (one SQS delay); a bucket booked beyond that answers "beyond": the message comes back
 * after the horizon and asks again (no slot taken).
 *
 * Cost per attempt: one UpdateItem per bucket when it is idle, two when it is busy (the second
 * adds to the first's answer) — 2 to 4 writes, never a read, never a Scan; a message that comes
 * back to its reserved slot takes none.
 */
export const RESERVATION_HORIZON_MS = SQS_MAX_DELAY_SECONDS * 1000;

/** A bucket item lives an hour past its last reserved slot (TTL): a quiet organization leaves nothing. */
const KEEP_MS = 3600_000;

const StoredBucket = z.object({
  /** `organization` or `destination:<address>:<port>` (`destination:<host>` from the release before #45: quiet, gone with its TTL). */
  bucket_id: z.string(),
  /** Epoch ms: the next free instant at the bucket's rate, plus what is booked. */
  tat: z.number(),
  ttl: z.optional(z.number()),
});

/** The bucket entity (a new item of #33 §6: no earlier layout, no migration). Written by Updates only. */
export const RATE_BUCKETS = defineEntity({
  name: 'webhook_rate',
  schema: StoredBucket,
  primary: { index: null, composites: [], sort: ['bucket_id'] },
  indexes: {},
});

export interface RateCaps {
  /** POSTs per second of one organization, every destination together. */
  organizationPerSecond: number;
  /** POSTs per second of one organization to one destination (address and port). */
  destinationPerSecond: number;
}

/** The caps of this deployment (WEBHOOK_ORGANIZATION_RATE_PER_SECOND, WEBHOOK_DESTINATION_RATE_PER_SECOND). */
export function configuredRateCaps(): RateCaps {
  const { WEBHOOK_ORGANIZATION_RATE_PER_SECOND, WEBHOOK_DESTINATION_RATE_PER_SECOND } = config();
  return { organizationPerSecond: WEBHOOK_ORGANIZATION_RATE_PER_SECOND, destinationPerSecond: WEBHOOK_DESTINATION_RATE_PER_SECOND };
}

/** A bucket of `perSecond` admits this many at once (one second's worth, at least one). */
export const burstOf = (perSecond: number): number => Math.max(1, Math.floor(perSecond));

/**
 * The destination a POST counts against: the socket address it connects to, the address as
 * url-safety.ts checked and pinned it (one spelling per machine: canonicalAddress) and the port,
 * `93.184.215.9:443` or `[2606:4700::1111]:443`. Every name of one server, and the server's own
 * address, are one destination; so are `localhost` and `127.0.0.1` locally.
 */
export function destinationOf(address: string, port: number): string {
  const canonical = canonicalAddress(address);
  return `${canonical.includes(':') ? `[${canonical}]` : canonical}:${port}`;
}

/** The bucket's sort key: `destination:<address>:<port>`, or its hash should one be too long for a key. */
function destinationBucket(destination: string): string {
  const plain = `destination:${destination}`;
  return plain.length <= ID_MAX_LENGTH ? plain : `destination:sha256:${createHash('sha256').update(destination).digest('hex')}`;
}

export const rateBucketKey = (slug: string, bucket: string) => RATE_BUCKETS.key(slug, { bucket_id: bucket });

type Reservation = { slot: number } | { beyond: true };

/**
 * Reserves the first slot at or after `earliest` (epoch ms) in one bucket, unless that slot lies
 * beyond `now + RESERVATION_HORIZON_MS`. GCRA with T = 1000 / rate and tolerance τ = (burst − 1)·T:
 * the slot is max(earliest, tat − τ) and tat becomes max(tat, earliest) + T.
 * - idle (`tat` absent or ≤ earliest): SET tat = earliest + T — the slot is `earliest`;
 * - busy: ADD T to tat, on condition that the slot stays within the horizon; the old tat comes back.
 * tat never goes down, so a failed idle step means "busy" for good and the busy step's failure
 * means "beyond": at most two writes, no loop.
 */
async function reserve(slug: string, bucket: string, perSecond: number, earliest: number, now: number): Promise<Reservation> {
  const interval = 1000 / perSecond;
  const tolerance = (burstOf(perSecond) - 1) * interval;
  const maxTat = now + RESERVATION_HORIZON_MS + tolerance;
  const key = rateBucketKey(slug, bucket);
  const ttl = (tat: number) => Math.ceil((tat + KEEP_MS) / 1000);
  const started = await RATE_BUCKETS.upsert(
    key,
    { set: { tat: earliest + interval, ttl: ttl(earliest + interval), bucket_id: bucket } },
    { where: (w) => w.or(w.attributeNotExists('tat'), w.le('tat', earliest)) },
  ).returning({ before: true });
  if (started.applied) return { slot: earliest };
  if (started.current && started.current.tat > maxTat) return { beyond: true };
  const booked = await RATE_BUCKETS.patch(key, { set: { ttl: ttl(maxTat + interval) }, add: { tat: interval } }, { where: (w) => w.and(w.gt('tat', earliest), w.le('tat', maxTat)) }).returning({ before: true });
  if (!booked.applied || !booked.item) return { beyond: true };
  return { slot: Math.max(earliest, booked.item.tat - tolerance) };
}

/** What the caps say about one attempt now. */
export type Admission =
  | { kind: 'now' }
  /** Both buckets hold a slot for it at `at`: deliver then, without asking again. */
  | { kind: 'reserved'; at: Date; by: 'organization' | 'destination'; destination: string }
  /** A bucket is booked beyond the horizon: ask again at `at` (nothing reserved). */
  | { kind: 'later'; at: Date; by: 'organization' | 'destination' };

/**
 * Takes the organization's slot first, then the destination's at or after it; the POST happens
 * at the destination's slot. Every POST to a destination (destinationOf) is at a slot of its
 * bucket, so an address never gets more than the destination cap (plus its burst) from one
 * organization, whatever names point at it; the organization's slot is at or before it. When the
 * destination is booked beyond the horizon, the organization's slot is lost (spent by the
 * organization's own flood, nobody else's).
 */
export async function admitDelivery(slug: string, destination: string, caps: RateCaps, at: Date): Promise<Admission> {
  const now = at.getTime();
  const later = (by: 'organization' | 'destination'): Admission => ({ kind: 'later', at: new Date(now + RESERVATION_HORIZON_MS), by });
  const organization = await reserve(slug, 'organization', caps.organizationPerSecond, now, now);
  if ('beyond' in organization) return later('organization');
  const target = await reserve(slug, destinationBucket(destination), caps.destinationPerSecond, organization.slot, now);
  if ('beyond' in target) return later('destination');
  if (target.slot <= now) return { kind: 'now' };
  return { kind: 'reserved', at: new Date(target.slot), by: target.slot > organization.slot ? 'destination' : 'organization', destination };
}
