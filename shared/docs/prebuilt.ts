import { gunzipSync } from 'node:zlib';

/**
 * A value that is the same for every request of a deployment (the OpenAPI document, the
 * changelog's views): the stack's bundler builds it once and defines it, gzipped and base64
 * (infra/cdk/bundling.ts), so a cold start loads neither its builder nor a large object literal,
 * and only the first request inflates it. Unbundled (local gateway, tests) `gzipped` is undefined
 * and `build` runs on first use instead.
 *
 * The gzipped text itself sits in a module of its own that `load` imports with `await import()`
 * (shared/docs/prebuilt-openapi.ts, prebuilt-changelog.ts): the bundler puts it in a lazily
 * loaded chunk, so the cold start does not read it either (#43: the OpenAPI document's function
 * loaded 451 KiB, above the 400 KiB bundle target; docs/decisions/performance.md).
 */
export function prebuilt<T>(load: () => Promise<string | undefined>, build: () => T | Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () =>
    (value ??= (async () => {
      const gzipped = await load();
      return gzipped === undefined ? await build() : (JSON.parse(gunzipSync(Buffer.from(gzipped, 'base64')).toString('utf8')) as T);
    })().catch((error: unknown) => {
      value = undefined;
      throw error;
    }));
}
