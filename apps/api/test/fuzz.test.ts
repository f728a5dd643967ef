import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { errorCodes } from '@fest/contract';
import { createTestApp, type TestApp } from './helpers/app';
import { asAdmin, createAccount, createRoleAccounts } from './admin/authz';
import { addToCart, createAccessory, createBuyer, createCoupon, createPresentation } from './payments/fixtures';
import { freeTicket } from './tickets/fixtures';

/**
 * No input gives a 500 (the contract's general rules), checked by generated junk: every route of the OpenAPI
 * document (/api/schema/, so routes added later are driven too) gets wrong types, huge sizes, unicode,
 * control characters, huge numbers, `__proto__` keys, broken multipart and bad encodings, as each role
 * (anonymous, with no, a junk or a Basic token; user; door; reviewer; admin), since the organiser's, the
 * reviewers' and the door's routes are reached only with their role. Every route gets the same number of cases as every
 * role, and every upload route every broken form. Never a 5xx; every 4xx in the contract's error
 * shape. Fixed seeds and bounded runs, so the same requests are sent every time.
 */

const SEED = 20_261_123;
/** Generated requests per route and role: about 150 routes x 5 roles x 8 (seconds a role). */
const RUNS_PER_ROUTE = 8;
const ROLES = ['anonymous', 'user', 'door', 'reviewer', 'admin'] as const;
type Role = (typeof ROLES)[number];

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

const BROKEN_FORMS = ['no-boundary', 'other-boundary', 'cut', 'empty-boundary'] as const;

/** A multipart body: well-formed with junk fields, or broken (boundary missing, mismatched, cut short). */
function multipartArb(fields: string[]) {
  const named = fc.oneof(fc.constantFrom(...fields, 'avatar', 'phone_number'), fc.string({ maxLength: 8 }));
  const part = fc.tuple(named, weirdText.map((s) => s.slice(0, 3000)), fc.boolean()).map(
    ([name, value, asFile]) =>
      `Content-Disposition: form-data; name="${name.replace(/["\r\n]/g, '')}"${asFile ? '; filename="a.png"\r\nContent-Type: image/png' : ''}\r\n\r\n${value}`,
  );
  return fc.tuple(fc.array(part, { maxLength: 4 }), fc.constantFrom('whole', ...BROKEN_FORMS)).map(([parts, how]) => brokenForm(parts, how));
}

/** A multipart body of these parts, whole or broken in the way named. */
function brokenForm(parts: string[], how: 'whole' | (typeof BROKEN_FORMS)[number]) {
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
  // A code the contract lists: the web app has a text for each in both languages (its i18n test).
  expect(errorCodes, what).toContain(body.code);
  if (body.errors !== undefined) {
    for (const messages of Object.values(body.errors as Record<string, unknown>)) {
      expect(Array.isArray(messages) && messages.every((m) => typeof m === 'string'), what).toBe(true);
    }
  }
}

describe('fuzzing every route of the OpenAPI document, as each role', () => {
  let t: TestApp;
  let ops: Operation[];
  const tokens: Partial<Record<Role, string>> = {};
  /** Real path parameters, so that routes go deep; per role where the route is the caller's own (phone_number). */
  const real: Record<string, string[]> = {};
  const ownPhone: Partial<Record<Role, string>> = {};

  beforeAll(async () => {
    t = await createTestApp({
      env: { SIGNUP_RATE_LIMIT: '100000', LOGIN_RATE_LIMIT: '100000', COUPON_RATE_LIMIT: '100000' },
    });
    const accounts = await createRoleAccounts(t.app);
    const buyer = await createBuyer(t);
    const presentation = await createPresentation(t.database.db);
    const bought = await freeTicket(t, buyer, await createPresentation(t.database.db, { cost: 0 }));
    await addToCart(t, buyer, presentation);
    const accessory = await createAccessory(t.database.db);
    const coupon = await createCoupon(t.database.db, { percentage: 10 });
    const tag = await asAdmin(t.app, accounts.admin, { method: 'POST', url: '/api/admin/tags/', payload: { name: 'لینوکس', color: '#123456' } });
    const reviewer = await createAccount(t.app, 'reviewer');
    Object.assign(tokens, { user: buyer.headers.authorization.slice('Bearer '.length), door: accounts.door.token, reviewer: reviewer.token, admin: accounts.admin.token });
    Object.assign(ownPhone, { anonymous: buyer.phone, user: buyer.phone, door: accounts.door.phone, reviewer: reviewer.phone, admin: accounts.admin.phone });
    Object.assign(real, {
      id: [String(presentation), String(accessory), String(coupon.id), String((tag.json() as { id: number }).id), '1'],
      presentation_id: [String(presentation)],
      participation_id: [String(bought.participationId)],
      code: [coupon.code],
      file: ['attendees.csv', 'users.xlsx', 'payments.csv'],
    });
    const doc = (await t.app.inject({ method: 'GET', url: '/api/schema/' })).json() as OpenApi;
    ops = operationsOf(doc);
  });
  afterAll(() => t.close());

  it('finds the routes in the OpenAPI document, the organiser’s and the door’s among them', () => {
    expect(ops.length).toBeGreaterThanOrEqual(90);
    expect(ops.map((o) => `${o.method} ${o.path}`)).toEqual(
      expect.arrayContaining(['POST /api/payments/pay_all/', 'PUT /api/users/{phone_number}/', 'POST /api/checkin/', 'PUT /api/agenda/{presentation_id}/']),
    );
    expect(ops.filter((o) => o.multipart).length).toBeGreaterThanOrEqual(5);
  });

  function headersFor(role: Role, auth: 'valid' | 'none' | 'junk' | 'basic', type?: string) {
    const headers: Record<string, string> = {};
    if (auth === 'valid' && role !== 'anonymous') headers.authorization = `Bearer ${tokens[role]!}`;
    if (auth === 'junk') headers.authorization = 'Bearer eyJ.junk.token';
    if (auth === 'basic') headers.authorization = 'Basic YTpi';
    if (type) headers['content-type'] = type;
    return headers;
  }

  for (const role of ROLES) {
    it(`answers generated junk on every route as ${role} without a 5xx, always in the contract’s error shape`, async () => {
      // Mostly the role's own token; now and then none or a broken one, as a real client sends.
      const auths = role === 'anonymous' ? (['none', 'junk', 'basic'] as const) : (['valid', 'valid', 'valid', 'junk'] as const);
      const params = (name: string) => (name === 'phone_number' ? paramArb(name, { phone_number: [ownPhone[role]!] }) : paramArb(name, real));
      let sent = 0;
      for (const [index, op] of ops.entries()) {
        const request = fc.record({
          params: fc.tuple(...op.params.map(params)),
          query: fc.oneof(
            fc.constant(''),
            fc.constantFrom('?%', '?a=%00', '?search=%00', '?page=0x10', '?page=99999999999999999999', '?presentation=2147483648', '?__proto__[x]=1', '?id=2147483648&id=1'),
            weirdText.map((s) => `?search=${pct(s.slice(0, 500))}`),
            weirdText.map((s) => `?q=${pct(s.slice(0, 500))}`),
          ),
          body: bodyArb(op),
          auth: fc.constantFrom(...auths),
        });
        await fc.assert(
          fc.asyncProperty(request, async ({ params: values, query, body, auth }) => {
            let i = 0;
            const url = op.path.replace(/\{\w+\}/g, () => String(values[i++])) + query;
            const res = await t.app.inject({ method: op.method as 'GET', url, headers: headersFor(role, auth, body.type), payload: body.payload });
            sent += 1;
            expectContractAnswer(res, `${role}: ${op.method} ${url.slice(0, 200)} [${body.type ?? 'no body'}] ${String(body.payload ?? '').slice(0, 200)}`);
          }),
          // A seed per route and role: adding a route elsewhere in the document changes no other route's cases.
          { seed: SEED + index * ROLES.length + ROLES.indexOf(role), numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        );
      }
      expect(sent).toBe(ops.length * RUNS_PER_ROUTE);
    }, 180_000);

    it(`answers every broken form on every upload route as ${role} with a 4xx, a 400 once the role is let in`, async () => {
      const uploads = ops.filter((o) => o.multipart);
      for (const op of uploads) {
        const url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === 'phone_number' ? ownPhone[role]! : real[name]![0]!));
        const part = `Content-Disposition: form-data; name="${op.bodyFields[0] ?? 'file'}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`;
        for (const how of BROKEN_FORMS) {
          const form = brokenForm([part], how);
          const res = await t.app.inject({ method: op.method as 'POST', url, headers: headersFor(role, 'valid', form.type), payload: form.payload });
          const what = `${role}: ${op.method} ${url} [${form.type}] ${how}`;
          expectContractAnswer(res, what);
          // A presenter's own session's routes open by who presents it, not by role, and are refused before the
          // form is read: the fixture's session is nobody's here, so every role is kept out of them.
          const presentersOnly = op.path.startsWith('/api/speaker/presentations/');
          const letIn = !presentersOnly && (role === 'admin' || (role !== 'anonymous' && !op.path.startsWith('/api/admin/')));
          if (letIn) expect(res.statusCode, `${what} → ${res.body}`).toBe(400);
          else expect([401, 403], `${what} → ${res.body}`).toContain(res.statusCode);
        }
      }
    }, 60_000);
  }
});
