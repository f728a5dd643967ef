import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';

/**
 * The contract's general rules, read off what the server itself documents (/api/schema/) for every
 * request part of every route, so that a route's own schema (in apps/api, or an answer-only
 * primitive used for a request) can't slip past packages/contract's primitives.test.ts: every text
 * refuses control characters (its pattern refuses a NUL), every number has a ceiling a PostgreSQL
 * integer can hold. Exempt: enums and constants, files (`format: binary`) and secrets that are only
 * hashed (`format: password`: primitives.ts hashedSecretSchema).
 */

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Operation = {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type OpenApi = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, JsonSchema> } };

const INT32_MAX = 2_147_483_647;
const is = (s: JsonSchema, type: string) => s.type === type || (Array.isArray(s.type) && s.type.includes(type));

/** Every text and number a request may carry that breaks the rules, as `where: why`. */
function unruly(doc: OpenApi): { checked: number; found: string[] } {
  const found: string[] = [];
  let checked = 0;
  const resolve = (s: JsonSchema) => (s.$ref ? doc.components!.schemas![s.$ref.split('/').pop()!]! : s);
  const walk = (given: JsonSchema, where: string) => {
    const s = resolve(given);
    for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) walk(branch, where);
    if (is(s, 'string') && s.enum === undefined && s.const === undefined && s.format !== 'binary' && s.format !== 'password') {
      checked += 1;
      const patterns = [s.pattern, ...(s.allOf ?? []).map((b) => b.pattern)].filter((p): p is string => typeof p === 'string');
      if (!patterns.some((p) => !new RegExp(p).test('a\u0000b') && !new RegExp(p).test('\u0000'))) {
        found.push(`${where}: text that may hold control characters`);
      }
    }
    if (is(s, 'integer') || is(s, 'number')) {
      checked += 1;
      const max = s.maximum ?? s.exclusiveMaximum;
      if (max === undefined || max > INT32_MAX) found.push(`${where}: a number with no ceiling`);
    }
    for (const [name, property] of Object.entries(s.properties ?? {})) walk(property, `${where}.${name}`);
    if (s.items) walk(s.items, `${where}[]`);
    if (typeof s.additionalProperties === 'object') walk(s.additionalProperties, `${where}{}`);
  };
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      for (const p of op.parameters ?? []) if (p.schema) walk(p.schema, `${method.toUpperCase()} ${path} ${p.in} ${p.name}`);
      for (const [type, content] of Object.entries(op.requestBody?.content ?? {})) {
        if (content.schema) walk(content.schema, `${method.toUpperCase()} ${path} body (${type})`);
      }
    }
  }
  return { checked, found };
}

describe('what every route documents that it reads', () => {
  let t: TestApp;
  let doc: OpenApi;
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ method: 'GET', url: '/api/schema/' })).json() as OpenApi;
  });
  afterAll(() => t.close());

  it('finds text with no control-character rule and numbers with no ceiling (the check itself)', () => {
    const sample: OpenApi = {
      paths: {
        '/x/{id}/': {
          post: {
            parameters: [{ in: 'path', name: 'id', schema: { type: 'integer', minimum: 1 } }],
            requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { name: { type: 'string', maxLength: 9 } } } } } },
          },
        },
      },
    };
    expect(unruly(sample).found).toEqual(['POST /x/{id}/ path id: a number with no ceiling', 'POST /x/{id}/ body (application/json).name: text that may hold control characters']);
  });

  it('refuses control characters in every request text and caps every request number, on every route', () => {
    const { checked, found } = unruly(doc);
    expect(checked).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });
});
