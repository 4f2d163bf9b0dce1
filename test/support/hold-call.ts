import { db } from '../../shared/db/client';

/**
 * Holds the first DynamoDB call of this process (the local gateway and the migration runner run
 * here) whose input `match`es until `release` resolves; `reached` resolves once it is held. Two
 * actors interleaved by events, never by timers.
 */
export function holdFirstCall(match: (input: Record<string, unknown>) => boolean, release: Promise<unknown>) {
  let reachedResolve!: () => void;
  const reached = new Promise<void>((resolve) => (reachedResolve = resolve));
  const name = `hold-${Math.random().toString(36).slice(2)}`;
  let held = false;
  db().middlewareStack.add(
    (next) => async (args) => {
      const input = ((args as { input?: Record<string, unknown> }).input ?? {}) as Record<string, unknown>;
      if (!held && match(input)) {
        held = true;
        reachedResolve();
        await release;
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  return { reached, remove: () => db().middlewareStack.remove(name) };
}

/** A promise and the function that resolves it. */
export function gate(): { open: () => void; opened: Promise<void> } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}
