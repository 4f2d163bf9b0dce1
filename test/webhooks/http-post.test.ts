// unit: needs no DynamoDB Local (vitest.config.ts)
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { postPinned } from '../../shared/webhooks/http-post';

/** The delivery POST (shared/webhooks/http-post.ts) against real sockets on 127.0.0.1. */
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function serve(handler: Parameters<typeof createServer>[1]): Promise<number> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return (server.address() as AddressInfo).port;
}

const post = (url: string, timeoutMs?: number) =>
  postPinned({ url, address: '127.0.0.1', family: 4, headers: { 'content-type': 'application/json' }, body: '{"a":1}', timeoutMs });

describe('postPinned', () => {
  it('connects to the checked address, never resolving the name again (the Host header keeps the name)', async () => {
    let host: string | undefined;
    let body = '';
    const port = await serve((req, res) => {
      host = req.headers.host;
      req.on('data', (c) => (body += c));
      req.on('end', () => res.writeHead(204).end());
    });
    // `.invalid` never resolves (RFC 6761): only the pinned address can be reached.
    const outcome = await post(`http://receiver.invalid:${port}/hook`);
    expect(outcome).toMatchObject({ statusCode: 204, error: null });
    expect(host).toBe(`receiver.invalid:${port}`);
    expect(body).toBe('{"a":1}');
  });

  it('a redirect is a failure and is not followed', async () => {
    let followed = false;
    const target = await serve((_req, res) => {
      followed = true;
      res.writeHead(200).end();
    });
    const port = await serve((_req, res) => res.writeHead(302, { location: `http://127.0.0.1:${target}/` }).end());
    const outcome = await post(`http://127.0.0.1:${port}/`);
    expect(outcome.statusCode).toBe(302);
    expect(outcome.error).toMatch(/redirect/);
    expect(followed).toBe(false);
  });

  it('no answer within the timeout is a failure without a status code', async () => {
    const port = await serve(() => undefined);
    const started = Date.now();
    const outcome = await post(`http://127.0.0.1:${port}/`, 300);
    expect(outcome.statusCode).toBeNull();
    expect(outcome.error).toMatch(/timeout/);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("the answer's body is dropped after 1 KiB (a receiver streaming forever does not hold the worker)", async () => {
    const port = await serve((_req, res) => {
      res.writeHead(200);
      const chunk = Buffer.alloc(16 * 1024, 'x');
      const pump = () => {
        while (!res.destroyed && res.write(chunk));
        if (!res.destroyed) res.once('drain', pump);
      };
      pump();
    });
    const outcome = await post(`http://127.0.0.1:${port}/`, 5000);
    expect(outcome).toMatchObject({ statusCode: 200, error: null });
    expect(outcome.durationMs).toBeLessThan(4000);
  });

  it('connection refused is a failure with the reason', async () => {
    const port = await serve(() => undefined);
    await new Promise((r) => servers.pop()!.close(r));
    const outcome = await post(`http://127.0.0.1:${port}/`);
    expect(outcome.statusCode).toBeNull();
    expect(outcome.error).toMatch(/ECONNREFUSED/);
  });
});
