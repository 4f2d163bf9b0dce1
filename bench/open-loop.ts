/**
 * The open-loop load generator of the hot-content section (bench/hot.ts), run in its own process
 * so that its schedule never waits on the gateway's event loop:
 * `node --import tsx bench/open-loop.ts <spec.json>` prints one sample per request as JSON.
 * Request i is sent at `i / rate` seconds after the start whether or not earlier ones have
 * answered (open loop: a slow answer never delays the next request, unlike autocannon's
 * connections, which each wait for their answer); its latency is taken from the time it was
 * DUE, so a late send (this process falling behind on a busy machine) counts against the
 * latency instead of hiding it.
 */
import { Agent, request as httpRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

export interface OpenLoopSpec {
  /** `http://127.0.0.1:<port>` of the gateway. */
  baseUrl: string;
  token: string;
  /** Requests per second. */
  rate: number;
  /** Per request, after which it counts as a timeout (status 0). */
  timeoutMs: number;
  requests: Array<{ method: string; path: string; body: string }>;
}

export interface OpenLoopSample {
  /** Milliseconds after the start: when it was due, when it was sent, when it was answered (or failed). */
  due: number;
  sent: number;
  end: number;
  /** HTTP status; 0 for no answer (a network error or the timeout). */
  status: number;
  /** The error envelope's `code` of a non-2xx answer, the network error's code, or `timeout`. */
  code?: string;
  /** The answered resource's `status` of a 2xx answer (an enrollment: `completed`). */
  outcome?: string;
}

/** When request `i` is due, in ms after the start. */
export const dueAt = (i: number, rate: number): number => (i * 1000) / rate;

async function main() {
  const spec = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as OpenLoopSpec;
  const url = new URL(spec.baseUrl);
  // As many sockets as requests in flight: a queue in the agent would close the loop again.
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  const samples: OpenLoopSample[] = new Array(spec.requests.length);
  let answered = 0;
  let finish: () => void;
  const allAnswered = new Promise<void>((done) => (finish = done));
  const start = performance.now();

  const fire = (i: number) => {
    const r = spec.requests[i]!;
    const sample: OpenLoopSample = { due: dueAt(i, spec.rate), sent: performance.now() - start, end: 0, status: 0 };
    samples[i] = sample;
    let settled = false;
    const settle = (status: number, text: string, code?: string) => {
      if (settled) return;
      settled = true;
      sample.end = performance.now() - start;
      sample.status = status;
      if (status >= 200 && status < 300) {
        try {
          sample.outcome = String((JSON.parse(text) as { status?: unknown }).status);
        } catch {
          sample.outcome = 'unreadable';
        }
      } else {
        let envelope: string | undefined;
        try {
          envelope = (JSON.parse(text) as { code?: string }).code;
        } catch {
          envelope = undefined;
        }
        sample.code = code ?? envelope ?? 'no code';
      }
      if (++answered === spec.requests.length) finish();
    };
    const req = httpRequest(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: r.method,
        path: r.path,
        headers: { authorization: `Bearer ${spec.token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(r.body) },
        timeout: spec.timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => settle(res.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')));
        res.on('error', (e: NodeJS.ErrnoException) => settle(0, '', e.code ?? e.message));
      },
    );
    req.on('timeout', () => {
      settle(0, '', 'timeout');
      req.destroy();
    });
    req.on('error', (e: NodeJS.ErrnoException) => settle(0, '', e.code ?? e.message));
    req.end(r.body);
  };

  let next = 0;
  const tick = () => {
    const now = performance.now() - start;
    // Everything due by now goes out now (catching up after a late timer, never skipping).
    while (next < spec.requests.length && dueAt(next, spec.rate) <= now) fire(next++);
    if (next < spec.requests.length) setTimeout(tick, Math.max(0, dueAt(next, spec.rate) - (performance.now() - start)));
  };
  if (spec.requests.length === 0) finish!();
  else tick();
  await allAnswered;
  agent.destroy();
  process.stdout.write(JSON.stringify(samples));
}

if (process.argv[1] && import.meta.filename === process.argv[1]) await main();
