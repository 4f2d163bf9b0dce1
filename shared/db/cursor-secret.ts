import { config } from '../config';

/**
 * The key that signs pagination cursors (api.md §4), in one place.
 *
 * - Locally and in tests: the value itself, `CURSOR_SECRET` (infra/local/environment.ts).
 * - Deployed: `CURSOR_SECRET_ARN`, a Secrets Manager secret the function reads when it first
 *   needs it (its first page-answering request: one call per cold start) and again once the
 *   value is older than `CURSOR_SECRET_MAX_AGE_SECONDS` (default 300): a rotated value is in use
 *   everywhere within that bound, without a redeploy, and a warm request in between costs nothing.
 *
 * The handler shell awaits `loadCursorSecret()` before any route that signs cursors
 * (`signsCursors` in shared/http/route-types.ts); the data layer then reads `cursorSecret()`.
 */
let cached: { value: string; readAt: number } | undefined;
let inFlight: Promise<string> | undefined;

async function readFromSecretsManager(secretId: string): Promise<string> {
  // Loaded on first use only: functions that sign no cursor never carry its cost at cold start.
  const { SecretsManagerClient, GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
  const client = new SecretsManagerClient({ region: config().AWS_REGION });
  try {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
    if (!SecretString || SecretString.length < 16) throw new Error('the cursor secret is empty or shorter than 16 characters');
    return SecretString;
  } finally {
    client.destroy();
  }
}

/** Makes `cursorSecret()` current: at most one read per max-age, shared by concurrent callers. */
export async function loadCursorSecret(now = Date.now()): Promise<void> {
  const { CURSOR_SECRET, CURSOR_SECRET_ARN, CURSOR_SECRET_MAX_AGE_SECONDS } = config();
  if (CURSOR_SECRET || !CURSOR_SECRET_ARN) return;
  if (cached && now - cached.readAt < CURSOR_SECRET_MAX_AGE_SECONDS * 1000) return;
  inFlight ??= readFromSecretsManager(CURSOR_SECRET_ARN).finally(() => {
    inFlight = undefined;
  });
  const value = await inFlight;
  cached = { value, readAt: now };
}

/** The current key. Throws when a function signs cursors without the secret being configured or loaded. */
export function cursorSecret(): string {
  const { CURSOR_SECRET } = config();
  if (CURSOR_SECRET) return CURSOR_SECRET;
  if (!cached) throw new Error('cursor secret not loaded: set CURSOR_SECRET, or CURSOR_SECRET_ARN on a route that signs cursors');
  return cached.value;
}

/** Tests only: forget the cached value (as a new instance would). */
export function resetCursorSecretCache(): void {
  cached = undefined;
}
