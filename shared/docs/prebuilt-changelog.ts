/**
 * The changelog's three views, gzipped and base64, as the bundler defines them
 * (infra/cdk/bundling.ts); undefined unbundled. Imported only with `await import()`
 * (shared/docs/changelog-prebuilt.ts), so the string is a chunk that a cold start does not load.
 */
declare const PREBUILT_CHANGELOG_GZIP: string | undefined;

export const changelogGzip: string | undefined = typeof PREBUILT_CHANGELOG_GZIP === 'string' ? PREBUILT_CHANGELOG_GZIP : undefined;
