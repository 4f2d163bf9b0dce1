/**
 * Lints the OpenAPI document the way third-party tools read it (#17 §4): Spectral with
 * `spectral:oas` and the OWASP API Security ruleset (ruleset: .spectral.mjs), and Redocly
 * (config: redocly.yaml). Both run in process, offline, on the built document.
 *
 *   npm run openapi:lint     prints every finding; exits 1 on an error
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig, lintFromString } from '@redocly/openapi-core';
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import type { OpenApiDocument } from '../../shared/openapi/build-document';

const ROOT = resolve(import.meta.dirname, '../..');

export interface Finding {
  tool: 'spectral' | 'redocly';
  severity: 'error' | 'warning' | 'info' | 'hint';
  rule: string;
  message: string;
  /** JSON pointer-ish location in the document. */
  at: string;
}

// Both Spectral packages are CommonJS: their named exports arrive on the default export under ESM.
const { Spectral, Document, Ruleset } = spectralCore as unknown as typeof import('@stoplight/spectral-core');
const { Json } = spectralParsers as unknown as typeof import('@stoplight/spectral-parsers');
const SPECTRAL_SEVERITY = ['error', 'warning', 'info', 'hint'] as const;

/** The document's text as served (what a third-party tool downloads). */
const asText = (doc: OpenApiDocument) => JSON.stringify(doc, null, 2);

export async function spectralFindings(doc: OpenApiDocument): Promise<Finding[]> {
  const source = resolve(ROOT, '.spectral.mjs');
  const spectral = new Spectral();
  // The ruleset's `overrides` name files relative to the ruleset: the document is "openapi.json" beside it.
  spectral.setRuleset(new Ruleset((await import(pathToFileURL(source).href)).default, { source }));
  const results = await spectral.run(new Document(asText(doc), Json, resolve(ROOT, 'openapi.json')));
  return results.map((r) => ({
    tool: 'spectral',
    severity: SPECTRAL_SEVERITY[r.severity] ?? 'error',
    rule: String(r.code),
    message: r.message,
    at: '#/' + r.path.map((p) => String(p).replaceAll('~', '~0').replaceAll('/', '~1')).join('/'),
  }));
}

export async function redoclyFindings(doc: OpenApiDocument): Promise<Finding[]> {
  const config = await loadConfig({ configPath: resolve(ROOT, 'redocly.yaml') });
  const problems = await lintFromString({ source: asText(doc), absoluteRef: resolve(ROOT, 'openapi.json'), config });
  return problems.map((p) => ({
    tool: 'redocly',
    severity: p.severity === 'error' ? 'error' : 'warning',
    rule: p.ruleId,
    message: p.message,
    at: p.location[0]?.pointer ?? '',
  }));
}


export const formatFinding = (f: Finding) => `${f.tool} ${f.severity} ${f.rule} ${f.at}: ${f.message}`;

if (process.argv[1] && import.meta.filename === resolve(process.argv[1])) {
  const { buildOpenApiDocument } = await import('../../shared/openapi/build-document');
  const doc = buildOpenApiDocument();
  const findings = [...(await spectralFindings(doc)), ...(await redoclyFindings(doc))];
  for (const finding of findings) console.log(formatFinding(finding));
  const errors = findings.filter((f) => f.severity === 'error').length;
  console.log(`${errors} errors, ${findings.length - errors} other findings`);
  process.exit(errors ? 1 : 0);
}
