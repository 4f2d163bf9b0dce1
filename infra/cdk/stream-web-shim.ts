/**
 * `node:stream/web` as the function bundles see it (infra/cdk/bundling.ts, `alias`): @middy/core
 * imports `ReadableStream` from it at its top level for one `instanceof` check of a streamed
 * response (`streamifyResponse`, which no function here uses), and that import made every cold
 * start load Node's web streams (seven internal modules): 2–4 ms of a ~32 ms import of getUser on
 * Node 22 (docs/decisions/performance.md, "Cold start: web streams left to the one who streams").
 * This class answers the same `instanceof` by asking the real `ReadableStream` (a global, loaded
 * by Node on first use), so the web streams load only if a response is ever checked.
 * test/infra/bundle-sizes.test.ts holds every bundle to @middy/core being its only importer.
 */
export class ReadableStream {
  static [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof globalThis.ReadableStream;
  }
}
