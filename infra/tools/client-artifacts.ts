import openapiTS, { astToString } from 'openapi-typescript';
import { ERROR_CODES, type ErrorCode } from '../../shared/errors/error-codes';
import { buildOpenApiDocument } from '../../shared/openapi/build-document';

/**
 * The generated files of the API Reference, rendered in memory so that the generator script
 * writes them and the tests compare them with what is committed. Deterministic: the same route
 * table and error registry always give the same bytes.
 */
export const ARTIFACTS = {
  apiTypes: 'shared/client/api-types.ts',
  errorsDoc: 'docs/errors.md',
} as const;

export const REGENERATE = 'npm run client:generate';

const GENERATED = `This file is generated from the OpenAPI document (shared/openapi/build-document.ts) by \`${REGENERATE}\`. Do not edit it by hand.`;

/** The OpenAPI document as served at /api/v5/rest/openapi.json, pretty-printed. */
export const renderOpenApiJson = (): string => JSON.stringify(buildOpenApiDocument(), null, 2) + '\n';

/** TypeScript types of every documented operation (openapi-typescript), for the typed client. */
export async function renderApiTypes(): Promise<string> {
  // openapi-typescript may annotate the object it is given: hand it a copy.
  const document = buildOpenApiDocument();
  const ast = await openapiTS(structuredClone(document) as never, { silent: true });
  // One alias per named schema (`User`, `TimeOffRequest`…), so integrators need not spell
  // `components['schemas']['User']`. `Error` would shadow the global class: the client names it `ApiErrorBody`.
  const aliases = Object.keys(document.components.schemas)
    .filter((name) => name !== 'Error')
    .map((name) => `export type ${name} = components['schemas']['${name}'];`)
    .join('\n');
  return `/**\n * ${GENERATED}\n */\n\n${astToString(ast)}\n/** The named schemas of the document, by name. */\n${aliases}\n`;
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** docs/errors.md: the registry of stable error codes (shared/errors/error-codes.ts) as a table. */
export function renderErrorsDoc(): string {
  const codes = (Object.keys(ERROR_CODES) as ErrorCode[])
    .map((code, index) => ({ code, index, ...ERROR_CODES[code] }))
    .sort((a, b) => a.status - b.status || a.index - b.index);
  const rows = codes.map(({ code, status, description }) => `| ${status} | \`${code}\` | ${cell(description)} |`);
  return [
    '# Error codes',
    '',
    `<!-- Generated from shared/errors/error-codes.ts by \`${REGENERATE}\`; test/docs/generated-files.test.ts fails when it is stale. -->`,
    '',
    'Every error has one JSON shape, including those answered by API Gateway itself:',
    '',
    '```json',
    '{ "code": "request_not_pending", "message": "human text, not stable", "request_id": "…", "details": [] }',
    '```',
    '',
    'Branch on the HTTP status or on `code`: both are stable. `message` is for people and may change',
    'at any time. `details` is present when there is more to say (e.g. one entry per invalid field for',
    '`validation_failed`). Quote `request_id` to support. Each operation of the API Reference lists',
    'the codes it can answer.',
    '',
    '| status | code | meaning |',
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
