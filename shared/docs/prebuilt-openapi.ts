/**
 * The OpenAPI document, gzipped and base64, as the bundler defines it (infra/cdk/bundling.ts);
 * undefined unbundled. Imported only with `await import()` (functions/docs/get-open-api-document.ts),
 * so this ~60 KiB string is a chunk of its own that a cold start does not load.
 */
declare const PREBUILT_OPENAPI_DOCUMENT_GZIP: string | undefined;

export const openApiDocumentGzip: string | undefined = typeof PREBUILT_OPENAPI_DOCUMENT_GZIP === 'string' ? PREBUILT_OPENAPI_DOCUMENT_GZIP : undefined;
