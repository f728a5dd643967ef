import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminIdParamsSchema, adminListQuerySchema } from './admin';
import { adminPresentationCreateSchema, adminTagCreateSchema } from './admin-catalogue';
import { checkinBodySchema } from './tickets';
import { idParamSchema, idSchema, INT32_MAX, NOT_AN_ID, queryNumberSchema, textSchema, wholeNumberSchema } from './primitives';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Zod constructors that make a string or a number with none of the contract's rules (control
 * characters, decimal-only ids, a ceiling). Only primitives.ts may call them; every other schema
 * builds on what it exports, so a new field can't forget the rules.
 */
const BARE = /\bz\s*\.\s*(string|number|int|int32|uint32|int64|uint64|float32|float64|bigint|coerce|stringFormat|custom|templateLiteral)\b/g;

/** The bare constructors a source text calls, comments left out. */
function bareConstructors(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  return [...code.matchAll(BARE)].map((m) => m[0].replace(/\s/g, ''));
}

describe('every schema of the contract builds on the primitives', () => {
  it('finds a bare z.string(), z.number() or z.coerce in a source text, and not in comments', () => {
    expect(bareConstructors("const a = z.string().max(3);\nconst b = z\n  .number();\nconst c = z.coerce.number();")).toEqual([
      'z.string',
      'z.number',
      'z.coerce',
    ]);
    expect(bareConstructors('// z.string() is banned\n/** z.number() too */\nconst d = textSchema();')).toEqual([]);
  });

  it('no file of the contract but primitives.ts calls one', () => {
    const files = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'primitives.ts');
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((f) => bareConstructors(readFileSync(path.join(here, f), 'utf8')).map((c) => `${f}: ${c}`));
    expect(found).toEqual([]);
  });
});

describe('ids', () => {
  it('takes decimal digits only in a path or query, 1 to 2147483647', () => {
    expect(idParamSchema.parse('16')).toBe(16);
    expect(idParamSchema.parse(String(INT32_MAX))).toBe(INT32_MAX);
    for (const notAnId of ['0x10', '+1', '1e1', ' 1', '1 ', '-1', '0', '1.0', '', '2147483648', '99999999999', '١٢', 'Infinity']) {
      const result = idParamSchema.safeParse(notAnId);
      expect(result.success, notAnId).toBe(false);
      // Marked, so that the API answers 404 for it in a path.
      expect(result.error?.issues[0]).toMatchObject({ code: 'custom', params: { reason: NOT_AN_ID } });
    }
    expect(adminIdParamsSchema.safeParse({ id: '0x10' }).success).toBe(false);
  });

  it('takes numbers in a body, never above 2147483647', () => {
    expect(idSchema.safeParse(INT32_MAX).success).toBe(true);
    for (const bad of [INT32_MAX + 1, 0, -1, 1.5, '1', '0x10']) expect(idSchema.safeParse(bad).success, String(bad)).toBe(false);
    const talk = { service_type: 'TALK', fa_title: 'x', start: '2026-05-01T06:30:00Z', end: '2026-05-01T07:30:00Z', capacity: 1, cost: 0 };
    for (const field of ['presenters', 'tags'] as const) {
      const result = adminPresentationCreateSchema.safeParse({ ...talk, [field]: [INT32_MAX + 1] });
      expect(result.error?.issues[0]?.path).toEqual([field, 0]);
    }
    expect(checkinBodySchema.safeParse({ ticket: 't', presentation: '0x10' }).success).toBe(false);
  });
});

describe('numbers', () => {
  it('caps every whole number at a PostgreSQL integer, whatever the caller asks', () => {
    expect(wholeNumberSchema().safeParse(INT32_MAX + 1).success).toBe(false);
    expect(wholeNumberSchema({ max: 2 ** 40 }).safeParse(INT32_MAX + 1).success).toBe(false);
  });

  it('reads a query number from decimal digits only, clamping page_size', () => {
    const page = queryNumberSchema({ min: 1 });
    for (const bad of ['0x10', '+1', '1e1', ' 1', '0', '2147483648', '1'.repeat(30)]) expect(page.safeParse(bad).success, bad).toBe(false);
    expect(adminListQuerySchema.parse({ page: '2', page_size: '9'.repeat(30) })).toEqual({ page: 2, page_size: 200 });
    expect(adminListQuerySchema.safeParse({ page_size: '1e3' }).success).toBe(false);
  });
});

describe('text', () => {
  it('refuses control characters, NUL included, and keeps line breaks to multiline text', () => {
    for (const c of ['\u0000', '\u0001', '\u001b', '\u007f', '\n', '\t']) expect(textSchema().safeParse(`a${c}b`).success, JSON.stringify(c)).toBe(false);
    expect(textSchema({ multiline: true }).safeParse('a\r\n\tb').success).toBe(true);
    expect(textSchema({ multiline: true }).safeParse('a\u0000b').success).toBe(false);
    expect(adminListQuerySchema.safeParse({ search: 'a\u0000' }).success).toBe(false);
    expect(adminTagCreateSchema.safeParse({ name: 'a\u0000b', color: '#fff' }).error?.issues[0]?.path).toEqual(['name']);
  });

  it('says so in the JSON Schema, so the OpenAPI document states it', () => {
    const json = z.toJSONSchema(textSchema(), { io: 'input' }) as { pattern?: string };
    expect(new RegExp(json.pattern!).test('a\u0000')).toBe(false);
  });
});
