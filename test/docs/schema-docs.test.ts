// unit: needs no DynamoDB Local (vitest.config.ts)
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, type JsonSchema } from '../../shared/openapi/build-document';
import { PROPERTY_EXAMPLES, SCHEMA_DESCRIPTIONS } from '../../shared/openapi/schema-docs';
import { schemaErrorsAt } from '../support/contract';

/**
 * Every named schema says what it is, and every property shows a value (#31 §3, §4): generators
 * turn descriptions into doc comments and examples into `@example`, explorers prefill with them.
 */
const published = buildOpenApiDocument();
const full = buildOpenApiDocument({ includeUndocumented: true });
const schemasOf = (doc: typeof full) => doc.components.schemas as Record<string, JsonSchema>;

describe('named schemas (#31 §3, §4)', () => {
  it.each([
    ['published', published],
    ['full', full],
  ] as const)('every named schema of the %s document has a description', (_, doc) => {
    for (const [name, schema] of Object.entries(schemasOf(doc))) expect(schema.description, name).toMatch(/\S{3}/);
  });

  it('every property of every named schema has an example its own schema accepts (or refers to a named schema that has them)', () => {
    let checked = 0;
    for (const [name, schema] of Object.entries(schemasOf(full))) {
      for (const [key, property] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) {
        if (property.$ref) continue;
        expect(property.examples, `${name}.${key}`).toBeInstanceOf(Array);
        for (const example of property.examples as unknown[]) {
          expect(schemaErrorsAt(example, 'components', 'schemas', name, 'properties', key), `${name}.${key}: ${JSON.stringify(example)}`).toEqual([]);
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('has no description or property example for a schema or property that does not exist', () => {
    const schemas = schemasOf(full);
    for (const name of Object.keys(SCHEMA_DESCRIPTIONS)) expect(schemas[name], name).toBeDefined();
    for (const path of Object.keys(PROPERTY_EXAMPLES)) {
      const [name, key] = path.split('.') as [string, string];
      expect((schemas[name]?.properties as Record<string, unknown> | undefined)?.[key], path).toBeDefined();
    }
  });
});
