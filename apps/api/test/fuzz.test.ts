import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './helpers/app';
import { addToCart, createAccessory, createBuyer, createCoupon, createPresentation, type Buyer } from './payments/fixtures';

/**
 * No input gives a 500 (issue 9), checked by generated junk: every route of the OpenAPI document
 * (/api/schema/, so routes added later are driven too) gets wrong types, huge sizes, unicode, control
 * characters, huge numbers, `__proto__` keys, broken multipart and bad encodings, with and without a
 * valid token. Never a 5xx; every 4xx in the contract's error shape. Fixed seed and bounded runs, so
 * the same requests are sent every time and the test stays well under a minute.
 */

const SEED = 20_261_123;
const RUNS = 600;

interface Operation {
  method: string;
  path: string;
  params: string[];
  bodyFields: string[];
  multipart: boolean;
}

type OpenApi = {
  paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }>; requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }>>;
};

function operationsOf(doc: OpenApi): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = op.requestBody?.content ?? {};
      const schema = Object.values(content)[0]?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        params: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
        bodyFields: Object.keys(schema?.properties ?? {}),
        multipart: Object.keys(content).some((c) => c.startsWith('multipart/')),
      });
    }
  }
  return ops;
}

/** Percent-encodes any string, lone surrogates included (as UTF-8 with replacement characters). */
const pct = (s: string) => [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');

// ---- junk --------------------------------------------------------------------------------------

const controlChars = fc.constantFrom('\u0000', '\u0001', '\u0007', '\u001b', '\u007f', '\t', '\n', '\r');
const weirdText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.tuple(fc.string({ maxLength: 5 }), controlChars, fc.string({ maxLength: 5 })).map(([a, c, b]) => a + c + b),
  fc.constantFrom('', ' ', 'null', 'undefined', 'NaN', '-1', '0', '2147483648', '9'.repeat(400), '__proto__', '‮', '\uD800', 'سلام', '۰۹۱۲۱۲۳۴۵۶۷'),
  fc.nat({ max: 300_000 }).map((n) => 'x'.repeat(n)),
);
const hugeNumber = fc.constantFrom(2_147_483_648, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e308, -1e308, -2_147_483_649, 0.5, -0, 1e-320);
const junkValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    weirdText,
    fc.integer(),
    hugeNumber,
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'prototype')), tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** A path parameter: a real one (so routes go deep), or junk, percent-encoded or raw. */
function paramArb(name: string, real: Record<string, string[]>) {
  return fc.oneof(
    fc.constantFrom(...(real[name] ?? ['1'])),
    weirdText.map((s) => pct(s.slice(0, 2000))),
    fc.constantFrom('%00', '%ZZ', '%E0%A4%A', '%', '..', '%2F', '2147483648', '-5', '1e3', '0x10', '00000000001', '%F0%9F%98%80'),
    hugeNumber.map(String),
  );
}

/** A JSON body as text: the route's own fields with junk values, raw `__proto__`, or not JSON at all. */
function jsonBodyArb(fields: string[]) {
  const named = fields.length ? fc.constantFrom(...fields) : fc.string({ maxLength: 8 });
  return fc.oneof(
    fc.dictionary(named, junkValue, { maxKeys: 6 }).map((o) => JSON.stringify(o)),
    fc.tuple(fc.dictionary(named, junkValue, { maxKeys: 3 }), junkValue).map(([o, p]) => `{"__proto__": ${JSON.stringify(p) ?? 'null'}, ${JSON.stringify(o).slice(1)}`),
    fc.constantFrom('{"constructor": {"prototype": {"admin": true}}}', '[]', 'null', '1', '"x"', '{', '{"a":', '\u0000', '{"a":"\\ud800"}', ''),
    junkValue.map((v) => JSON.stringify(v) ?? ''),
  );
}

/** A form-encoded body: the route's fields, repeated or not, junk values, bad percent-escapes. */
function formBodyArb(fields: string[]) {
  const named = fields.length ? fc.oneof(fc.constantFrom(...fields), fc.constantFrom('__proto__', 'a[b]')) : fc.string({ maxLength: 8 });
  return fc.oneof(
    fc.array(fc.tuple(named, weirdText.map((s) => s.slice(0, 3000))), { maxLength: 6 }).map((pairs) => new URLSearchParams(pairs).toString()),
    fc.constantFrom('%', '%ZZ=1', 'a=%E0%A4%A', '&&&', '=', 'accessories=1&accessories=2147483648', 'coupon=%00'),
  );
}

/** A multipart body: well-formed with junk fields, or broken (boundary missing, mismatched, cut short). */
function multipartArb(fields: string[]) {
  const named = fc.oneof(fc.constantFrom(...fields, 'avatar', 'phone_number'), fc.string({ maxLength: 8 }));
  const part = fc.tuple(named, weirdText.map((s) => s.slice(0, 3000)), fc.boolean()).map(
    ([name, value, asFile]) =>
      `Content-Disposition: form-data; name="${name.replace(/["\r\n]/g, '')}"${asFile ? '; filename="a.png"\r\nContent-Type: image/png' : ''}\r\n\r\n${value}`,
  );
  return fc.tuple(fc.array(part, { maxLength: 4 }), fc.constantFrom('whole', 'no-boundary', 'other-boundary', 'cut', 'empty-boundary')).map(([parts, how]) => {
    const b = 'fuzzB0undary';
    const whole = `${parts.map((p) => `--${b}\r\n${p}\r\n`).join('')}--${b}--\r\n`;
    switch (how) {
      case 'whole':
        return { type: `multipart/form-data; boundary=${b}`, payload: whole };
      case 'no-boundary':
        return { type: 'multipart/form-data', payload: whole };
      case 'other-boundary':
        return { type: 'multipart/form-data; boundary=nope', payload: whole };
      case 'empty-boundary':
        return { type: 'multipart/form-data; boundary=', payload: whole };
      default:
        return { type: `multipart/form-data; boundary=${b}`, payload: whole.slice(0, Math.floor(whole.length / 2)) };
    }
  });
}

function bodyArb(op: Operation): fc.Arbitrary<{ type?: string; payload?: string }> {
  const options: Array<fc.Arbitrary<{ type?: string; payload?: string }>> = [
    fc.constant({}),
    jsonBodyArb(op.bodyFields).map((payload) => ({ type: 'application/json', payload })),
    formBodyArb(op.bodyFields).map((payload) => ({ type: 'application/x-www-form-urlencoded', payload })),
    fc.tuple(
      fc.constantFrom('text/plain', 'application/xml', 'application/octet-stream', 'application/json; charset=latin1', 'x/y; ;;', 'multipart/mixed', '*/*'),
      fc.oneof(fc.constant(''), weirdText.map((s) => s.slice(0, 5000))),
    ).map(([type, payload]) => ({ type, payload })),
    fc.constant({ type: 'application/json', payload: `{"a":"${'x'.repeat(1_100_000)}"}` }),
  ];
  if (op.multipart || op.method !== 'GET') options.push(multipartArb(op.bodyFields));
  return fc.oneof(...options);
}

// ---- the test ----------------------------------------------------------------------------------

function expectContractAnswer(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode < 400) return;
  expect(res.headers['content-type'], what).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(typeof body.detail, what).toBe('string');
  expect(typeof body.code, what).toBe('string');
  if (body.errors !== undefined) {
    for (const messages of Object.values(body.errors as Record<string, unknown>)) {
      expect(Array.isArray(messages) && messages.every((m) => typeof m === 'string'), what).toBe(true);
    }
  }
}

describe('fuzzing every route of the OpenAPI document', () => {
  let t: TestApp;
  let buyer: Buyer;
  let ops: Operation[];
  const real: Record<string, string[]> = {};

  beforeAll(async () => {
    t = await createTestApp({
      env: { SIGNUP_RATE_LIMIT: '100000', LOGIN_RATE_LIMIT: '100000', COUPON_RATE_LIMIT: '100000' },
    });
    buyer = await createBuyer(t);
    const presentation = await createPresentation(t.database.db);
    await addToCart(t, buyer, presentation);
    const accessory = await createAccessory(t.database.db);
    const coupon = await createCoupon(t.database.db, { percentage: 10 });
    Object.assign(real, { id: [String(presentation), String(accessory), '1'], phone_number: [buyer.phone], code: [coupon.code] });
    const doc = (await t.app.inject({ method: 'GET', url: '/api/schema/' })).json() as OpenApi;
    ops = operationsOf(doc);
  });
  afterAll(() => t.close());

  it('finds the routes in the OpenAPI document', () => {
    expect(ops.length).toBeGreaterThanOrEqual(15);
    expect(ops.map((o) => `${o.method} ${o.path}`)).toEqual(expect.arrayContaining(['POST /api/payments/pay_all/', 'PUT /api/users/{phone_number}/']));
  });

  it('answers generated junk on every route without a 5xx, always in the contract’s error shape', async () => {
    const opIndex = fc.nat({ max: ops.length - 1 });
    const request = opIndex.chain((i) => {
      const op = ops[i]!;
      return fc.record({
        op: fc.constant(op),
        params: fc.tuple(...op.params.map((name) => paramArb(name, real))),
        query: fc.oneof(fc.constant(''), fc.constantFrom('?%', '?a=%00', '?__proto__[x]=1', '?id=2147483648&id=1'), weirdText.map((s) => `?q=${pct(s.slice(0, 500))}`)),
        body: bodyArb(op),
        auth: fc.constantFrom('valid', 'none', 'junk', 'basic'),
      });
    });

    let sent = 0;
    await fc.assert(
      fc.asyncProperty(request, async ({ op, params, query, body, auth }) => {
        let i = 0;
        const url = op.path.replace(/\{\w+\}/g, () => String(params[i++])) + query;
        const headers: Record<string, string> = {};
        if (auth === 'valid') headers.authorization = buyer.headers.authorization;
        if (auth === 'junk') headers.authorization = 'Bearer eyJ.junk.token';
        if (auth === 'basic') headers.authorization = 'Basic YTpi';
        if (body.type) headers['content-type'] = body.type;
        const res = await t.app.inject({ method: op.method as 'GET', url, headers, payload: body.payload });
        sent += 1;
        expectContractAnswer(res, `${op.method} ${url.slice(0, 200)} [${body.type ?? 'no body'}] ${String(body.payload ?? '').slice(0, 200)}`);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    expect(sent).toBe(RUNS);
  }, 120_000);
});
