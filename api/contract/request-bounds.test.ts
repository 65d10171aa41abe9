/**
 * Every integer a request can carry is bounded to what its column holds (issue 10 "Every integer is
 * bounded to its column"): a stock of 99999999999 is a 400 naming the field, never a 500 from
 * PostgreSQL's int4. Checked on the document, so a new route cannot forget it.
 */
import { describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { AppDeps } from '../context.ts';
import { buildOpenApiDocument } from './openapi-document.ts';

const INT4_MAX = 2_147_483_647;
const INT4_MIN = -2_147_483_648;

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: Schema | boolean;
  $ref?: string;
};

function unbounded(schema: Schema | undefined, path: string, out: string[], refs: Record<string, Schema>) {
  if (!schema) return;
  if (schema.$ref) return unbounded(refs[schema.$ref.split('/').pop()!], path, out, refs);
  const types = [schema.type].flat();
  if (types.includes('integer') && !schema.enum) {
    const max =
      schema.maximum ?? (schema.exclusiveMaximum === undefined ? undefined : schema.exclusiveMaximum - 1);
    const min =
      schema.minimum ?? (schema.exclusiveMinimum === undefined ? undefined : schema.exclusiveMinimum + 1);
    if (max === undefined || max > INT4_MAX || min === undefined || min < INT4_MIN) out.push(path);
  }
  for (const [name, child] of Object.entries(schema.properties ?? {}))
    unbounded(child, `${path}.${name}`, out, refs);
  if (schema.items) unbounded(schema.items, `${path}[]`, out, refs);
  for (const child of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    unbounded(child, path, out, refs);
  if (typeof schema.additionalProperties === 'object')
    unbounded(schema.additionalProperties, `${path}.*`, out, refs);
}

describe('request integers', () => {
  it('are bounded to int4 in every parameter and body the API accepts', () => {
    const document = buildOpenApiDocument(createApp({} as AppDeps, { serveSpa: false }));
    const refs = (document.components?.schemas ?? {}) as Record<string, Schema>;
    const found: string[] = [];
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
        const operation = item[method];
        if (!operation) continue;
        const where = `${method.toUpperCase()} ${path}`;
        for (const parameter of (operation.parameters ?? []) as { name: string; schema?: Schema }[])
          unbounded(parameter.schema, `${where} ${parameter.name}`, found, refs);
        const content = (
          operation.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined
        )?.content;
        for (const media of Object.values(content ?? {}))
          unbounded(media.schema, `${where} body`, found, refs);
      }
    }
    expect(found).toEqual([]);
  });
});
