import { db } from '../../shared/db/client';

/** Every DynamoDB call of the process (the local gateway runs in it) while `work` runs: its command name and input. */
export async function callsDuring<T>(work: () => Promise<T>): Promise<{ result: T; calls: Array<{ command: string; input: any }> }> {
  const calls: Array<{ command: string; input: any }> = [];
  const name = `count-calls-${Math.random().toString(36).slice(2)}`;
  db().middlewareStack.add(
    (next, context) => async (args) => {
      calls.push({ command: (context as { commandName?: string }).commandName ?? '', input: (args as { input?: unknown }).input });
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    return { result: await work(), calls };
  } finally {
    db().middlewareStack.remove(name);
  }
}
