import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';

/** A receiver has this long to answer (connect + response head), as the issue says. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** What is read of a receiver's answer before the connection is dropped (it is never used). */
const MAX_RESPONSE_BYTES = 1024;

export interface PostInput {
  url: string;
  /** The address the URL check approved: the connection goes there, the name is not resolved again. */
  address: string;
  family: 4 | 6;
  headers: Record<string, string>;
  body: string;
  timeoutMs?: number;
}

/** `statusCode` is null when no answer came (connection refused, timeout). */
export type PostOutcome = { statusCode: number | null; error: string | null; durationMs: number };

/**
 * One POST, pinned to the checked address through the socket's `lookup` (TLS still verifies the
 * certificate against the URL's name): a name that changes its answer between the check and the
 * connection (DNS rebinding) cannot redirect the request to another address. No redirects are
 * followed (a 3xx is a failure); the answer's body is discarded after at most 1 KiB.
 */
export function postPinned(input: PostInput): Promise<PostOutcome> {
  const started = performance.now();
  const url = new URL(input.url);
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: input.address, family: input.family }]);
    else callback(null, input.address, input.family);
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (statusCode: number | null, error: string | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ statusCode, error, durationMs: Math.round(performance.now() - started) });
    };
    const req = send(
      url,
      {
        method: 'POST',
        lookup,
        headers: { ...input.headers, 'content-length': String(Buffer.byteLength(input.body)) },
        // One connection per attempt: no pooled socket to a previously checked address is reused.
        agent: false,
      },
      (res: IncomingMessage) => {
        const status = res.statusCode ?? 0;
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_RESPONSE_BYTES) res.destroy();
        });
        res.on('error', () => undefined);
        const done = () => finish(status, outcomeError(status));
        res.on('end', done);
        res.on('close', done);
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new Error('timeout'));
      finish(null, `timeout after ${(input.timeoutMs ?? DELIVERY_TIMEOUT_MS) / 1000} s`);
    }, input.timeoutMs ?? DELIVERY_TIMEOUT_MS);
    req.on('error', (error: NodeJS.ErrnoException) => finish(null, error.code ? `${error.code}: ${error.message}` : error.message));
    req.end(input.body);
  });
}

function outcomeError(status: number): string | null {
  if (status >= 200 && status < 300) return null;
  if (status >= 300 && status < 400) return `redirect (${status}) not followed`;
  return `status ${status}`;
}
