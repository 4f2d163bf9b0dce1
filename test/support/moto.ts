import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startWithOneRetry, waitUntilReady } from '../../infra/local/process-start';

/**
 * moto_server, AWS's services emulated on this machine (Python; preinstalled on these machines,
 * installed by .ci/run where missing): Secrets Manager for the functions that read the cursor
 * secret at run time. Each test file starts its own on a free port.
 */
export interface RunningMoto {
  endpoint: string;
  /** What an SDK client needs to talk to it: `new SQSClient(moto.clientConfig)`. */
  clientConfig: { endpoint: string; region: string; credentials: { accessKeyId: string; secretAccessKey: string } };
  /** Requests that reached it, by `X-Amz-Target` (e.g. `secretsmanager.GetSecretValue`). */
  calls: (target: string) => number;
  /**
   * Until the returned function is called, answers every request that `matches` (method and path)
   * itself, with 429 TooManyRequestsException (what AWS answers a throttled call; the SDK's retries
   * meet it too): an AWS call failing without moto seeing it.
   */
  throttle(matches: (method: string, path: string) => boolean): () => void;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/**
 * How long one start of moto_server may take before it is killed and started once more: ~0.5 s on
 * an idle machine; Python's imports take tens of seconds at a load of 20+ on 2 cores (#45: the
 * former ~10 s of polling was missed there). A beforeAll that starts it gives itself
 * MOTO_START_TIMEOUT_MS (two starts and the rest of its work).
 */
const START_LIMIT_MS = 60_000;
export const MOTO_START_TIMEOUT_MS = 2 * START_LIMIT_MS + 60_000;

async function startServer(): Promise<{ child: ChildProcess; target: string }> {
  const port = await freePort();
  // Its output (a line per request) is piped and kept, read continuously: a failed start shows it.
  const child: ChildProcess = spawn('moto_server', ['-H', '127.0.0.1', '-p', String(port)], { stdio: ['ignore', 'pipe', 'pipe'] });
  const target = `http://127.0.0.1:${port}`;
  const notInstalled = new Promise<never>((_, fail) =>
    child.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') fail(new Error('moto_server not found: install it with `pip install "moto[server]"` (.ci/run does; it is preinstalled on these machines).'));
    }),
  );
  await Promise.race([notInstalled, waitUntilReady(child, () => fetch(`${target}/moto-api/`).then((r) => (r.body?.cancel(), true)), { name: 'moto_server', limitMs: START_LIMIT_MS })]);
  return { child, target };
}

export async function startMoto(): Promise<RunningMoto> {
  const { child, target } = await startWithOneRetry('moto_server', startServer);
  // A counting proxy in front of it: how many calls the code under test really made.
  const counts = new Map<string, number>();
  const throttled = new Set<(method: string, path: string) => boolean>();
  const proxy: Server = createServer((req, res) => {
    const amzTarget = String(req.headers['x-amz-target'] ?? '');
    counts.set(amzTarget, (counts.get(amzTarget) ?? 0) + 1);
    if ([...throttled].some((matches) => matches(req.method ?? '', (req.url ?? '').split('?')[0]!))) {
      req.resume();
      res.writeHead(429, { 'content-type': 'application/json', 'x-amzn-errortype': 'TooManyRequestsException' }).end('{"message":"Too Many Requests"}');
      return;
    }
    const upstream = request(`${target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(upstream);
  });
  // Idle connections are the SDK client's to close (infra/local/gateway.ts says why: ECONNRESET under load).
  proxy.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  return {
    endpoint,
    clientConfig: { endpoint, region: 'us-east-1', credentials: { accessKeyId: 't', secretAccessKey: 't' } },
    calls: (name) => counts.get(name) ?? 0,
    throttle(matches) {
      throttled.add(matches);
      return () => void throttled.delete(matches);
    },
    async stop() {
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      child.kill();
    },
  };
}
