import { config } from '../config';
import { cursorKey, type CursorKey, type CursorKeys } from './cursor';

/**
 * The keys that sign and verify pagination cursors (api.md §4), in one place.
 *
 * - Locally and in tests: the value itself, `CURSOR_SECRET` (infra/local/environment.ts).
 * - Deployed: `CURSOR_SECRET_ARN`, a Secrets Manager secret rotated on a schedule
 *   (infra/cdk/cursor-secret.ts, functions/cursor-rotation/). A function reads its `AWSCURRENT`
 *   and `AWSPREVIOUS` versions when it first needs them (its first page-answering request) and
 *   again once they are older than `CURSOR_SECRET_MAX_AGE_SECONDS` (default 300). It signs with
 *   the current key and verifies a cursor with the key the cursor names, current or previous.
 *
 * Rotation without a refused cursor: a cursor names its key (shared/db/cursor.ts). A container
 * that has not yet read a just-rotated secret and receives a cursor signed with the new key reads
 * the secret again before answering (at most once per `FORCED_READ_INTERVAL_MS`, so made-up key
 * ids cannot turn every request into a Secrets Manager call); a container that has read it still
 * verifies cursors of the old key, now `AWSPREVIOUS`.
 *
 * A failed read (Secrets Manager unreachable, throttled) keeps the keys already read: the caller
 * is told (`refreshFailed`; the handler shell logs and meters it) and the next read is tried after
 * `RETRY_AFTER_FAILURE_MS`. Only a container that has never read the keys fails its request.
 */

/** Minimum time between two reads caused by cursors naming a key this container does not know. */
export const FORCED_READ_INTERVAL_MS = 1_000;
/** After a failed read, the keys already read are served this long before the next attempt. */
export const RETRY_AFTER_FAILURE_MS = 10_000;

export interface LoadResult {
  /** Set when the keys could not be read again and the ones read earlier are served. */
  refreshFailed?: Error;
}

/** Reads one version stage of the secret; undefined when the stage does not exist (no rotation yet). */
export type ReadStage = (stage: 'AWSCURRENT' | 'AWSPREVIOUS') => Promise<string | undefined>;

function checked(value: string | undefined): string {
  if (!value || value.length < 16) throw new Error('the cursor secret is empty or shorter than 16 characters');
  return value;
}

/** The keys of one function instance ("container"): tests make several to play rotation through. */
export class CursorKeyring {
  private cached: { keys: CursorKeys; readAt: number; nextReadAt: number } | undefined;
  private lastForcedReadAt = -Infinity;
  private inFlight: Promise<CursorKeys> | undefined;

  constructor(
    private readonly readStage: ReadStage,
    private readonly maxAgeMs: number,
  ) {}

  private read(): Promise<CursorKeys> {
    this.inFlight ??= (async () => {
      const [current, previous] = await Promise.all([this.readStage('AWSCURRENT'), this.readStage('AWSPREVIOUS')]);
      const keys: CursorKeys = { current: cursorKey(checked(current)) };
      if (previous && previous.length >= 16 && previous !== current) keys.previous = cursorKey(previous);
      return keys;
    })().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private knows(keyId: string): boolean {
    const keys = this.cached?.keys;
    return !!keys && (keys.current.id === keyId || keys.previous?.id === keyId);
  }

  /**
   * Makes `keys()` current: read when none are cached, when they are older than the max age, or
   * when `wantedKeyId` (the key id of the cursor being answered) is not one of them.
   */
  async load(now = Date.now(), wantedKeyId?: string): Promise<LoadResult> {
    const expired = !this.cached || now >= this.cached.nextReadAt;
    const unknownKey = wantedKeyId !== undefined && !this.knows(wantedKeyId) && now - this.lastForcedReadAt >= FORCED_READ_INTERVAL_MS;
    if (!expired && !unknownKey) return {};
    if (unknownKey && !expired) this.lastForcedReadAt = now;
    try {
      const keys = await this.read();
      this.cached = { keys, readAt: now, nextReadAt: now + this.maxAgeMs };
      return {};
    } catch (error) {
      if (!this.cached) throw error;
      this.cached.nextReadAt = now + RETRY_AFTER_FAILURE_MS;
      return { refreshFailed: error instanceof Error ? error : new Error(String(error)) };
    }
  }

  /** The keys read last. Throws when none were read. */
  keys(): CursorKeys {
    if (!this.cached) throw new Error('cursor secret not loaded: set CURSOR_SECRET, or CURSOR_SECRET_ARN on a route that signs cursors');
    return this.cached.keys;
  }
}

/** Secrets Manager's `GetSecretValue` of one version stage (the SDK is loaded on first use only). */
export function secretsManagerStages(secretId: string, region: string): ReadStage {
  return async (stage) => {
    // Loaded on first use only: functions that sign no cursor never carry its cost at cold start.
    const { SecretsManagerClient, GetSecretValueCommand, ResourceNotFoundException } = await import('@aws-sdk/client-secrets-manager');
    const client = new SecretsManagerClient({ region });
    try {
      const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId, VersionStage: stage }));
      return SecretString;
    } catch (error) {
      // A secret that was never rotated has no AWSPREVIOUS version.
      if (stage === 'AWSPREVIOUS' && error instanceof ResourceNotFoundException) return undefined;
      throw error;
    } finally {
      client.destroy();
    }
  };
}

let instance: CursorKeyring | undefined;

function keyring(): CursorKeyring {
  const { CURSOR_SECRET_ARN, CURSOR_SECRET_MAX_AGE_SECONDS, AWS_REGION } = config();
  instance ??= new CursorKeyring(secretsManagerStages(CURSOR_SECRET_ARN!, AWS_REGION), CURSOR_SECRET_MAX_AGE_SECONDS * 1000);
  return instance;
}

/** Makes `cursorKeys()` current for a request carrying a cursor of `wantedKeyId` (if any). */
export async function loadCursorSecret(now = Date.now(), wantedKeyId?: string): Promise<LoadResult> {
  const { CURSOR_SECRET, CURSOR_SECRET_ARN } = config();
  if (CURSOR_SECRET || !CURSOR_SECRET_ARN) return {};
  return keyring().load(now, wantedKeyId);
}

let local: CursorKey | undefined;

/** The keys of this function. Throws when it signs cursors without the secret being configured or loaded. */
export function cursorKeys(): CursorKeys {
  const { CURSOR_SECRET } = config();
  if (CURSOR_SECRET) {
    if (local?.secret !== CURSOR_SECRET) local = cursorKey(CURSOR_SECRET);
    return { current: local };
  }
  if (!instance) throw new Error('cursor secret not loaded: set CURSOR_SECRET, or CURSOR_SECRET_ARN on a route that signs cursors');
  return instance.keys();
}

/** The current signing value (tests and tools that sign a cursor themselves). */
export const cursorSecret = (): string => cursorKeys().current.secret;

/** Tests only: forget the keys read (as a new instance would). */
export function resetCursorSecretCache(): void {
  instance = undefined;
}
