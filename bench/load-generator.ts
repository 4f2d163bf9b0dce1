/**
 * The load generator of the warm-latency section, run in its own process so that the client's
 * work never shares an event loop with the gateway it measures:
 * `node --import tsx bench/load-generator.ts <spec.json>` prints autocannon's result as JSON.
 * Requests are taken in turn from the spec's list (writes: each used once; reads: one, reused).
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadSpec {
  url: string;
  connections: number;
  /** Seconds; or `amount` requests in all. */
  duration?: number;
  amount?: number;
  headers: Record<string, string>;
  requests: Array<{ method: string; path: string; body?: string }>;
}

const spec = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LoadSpec;
let next = 0;
/** Fractional milliseconds of every 2xx response (autocannon's own histogram keeps whole ms). */
const latencies: number[] = [];
const result = await new Promise<autocannon.Result>((done, fail) => {
  const instance = autocannon(
    {
      url: spec.url,
      connections: spec.connections,
      ...(spec.amount ? { amount: spec.amount } : { duration: spec.duration }),
      timeout: 30,
      headers: spec.headers,
      requests: [
        {
          setupRequest: (request) => {
            const r = spec.requests[next++ % spec.requests.length]!;
            return { ...request, method: r.method, path: r.path, ...(r.body !== undefined ? { body: r.body } : {}) };
          },
        },
      ],
    },
    (error, res) => (error ? fail(error) : done(res)),
  );
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    if (status >= 200 && status < 300) latencies.push(ms);
  });
});
process.stdout.write(
  JSON.stringify({
    latencies,
    total: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    duration: result.duration,
  }),
);
