import { hashToken } from '../../shared/auth/tokens';
import { db } from '../../shared/db/client';
import { getCredential } from '../../shared/auth/credentials-store';

/** The credential id behind a token (what idempotency keys are scoped to). */
export async function credentialIdOf(slug: string, token: string): Promise<string> {
  const record = await getCredential(slug, hashToken(token));
  if (!record) throw new Error('no such credential');
  return record.id;
}

/**
 * Acts on the next DynamoDB call whose input mentions `marker` (e.g. `ORG#<slug>#AREA"`, the
 * resource's partition) — the handlers run in this process, on this same client.
 * `fail`: that call throws (a 5xx for the request); `delay`: it is held that long first.
 */
export function interceptOnce(marker: string, action: { fail: true } | { delayMs: number }) {
  const name = `intercept-${Math.random().toString(36).slice(2)}`;
  let done = false;
  db().middlewareStack.add(
    (next) => async (args) => {
      if (!done && JSON.stringify((args as { input?: unknown }).input ?? {}).includes(marker)) {
        done = true;
        if ('fail' in action) throw new Error('injected failure');
        await new Promise((resolve) => setTimeout(resolve, action.delayMs));
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  return {
    get triggered() {
      return done;
    },
    stop: () => db().middlewareStack.remove(name),
  };
}
