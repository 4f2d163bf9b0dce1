import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

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

export async function startMoto(): Promise<RunningMoto> {
  if (spawnSync('moto_server', ['--help'], { stdio: 'ignore' }).error) {
    throw new Error('moto_server not found: install it with `pip install "moto[server]"` (.ci/run does; it is preinstalled on these machines).');
  }
  const port = await freePort();
  const child: ChildProcess = spawn('moto_server', ['-H', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
  const target = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await fetch(`${target}/moto-api/`);
      break;
    } catch (error) {
      if (attempt > 100) throw new Error(`moto_server did not start: ${String(error)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
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
