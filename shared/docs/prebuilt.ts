import { gunzipSync } from 'node:zlib';

/**
 * A value that is the same for every request of a deployment (the OpenAPI document, the
 * changelog's views): the stack's bundler builds it once and defines it, gzipped and base64
 * (infra/cdk/bundling.ts), so a cold start loads neither its builder nor a large object literal,
 * and only the first request inflates it. Unbundled (local gateway, tests) `gzipped` is undefined
 * and `build` runs on first use instead.
 */
export function prebuilt<T>(gzipped: string | undefined, build: () => T | Promise<T>): () => Promise<T> {
  let value: T | undefined;
  return async () =>
    (value ??= gzipped === undefined ? await build() : (JSON.parse(gunzipSync(Buffer.from(gzipped, 'base64')).toString('utf8')) as T));
}
