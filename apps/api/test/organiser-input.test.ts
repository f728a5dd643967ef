import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from './helpers/app';
import { asAdmin, createRoleAccounts, type RoleAccounts } from './admin/authz';
import { auth, expectError, expectFieldError } from './accounts/support';
import { createPresentation } from './payments/fixtures';

/**
 * The contract's general rules on ids and text ("General rules") on the organiser's and the door's
 * routes: each of these answered 500 INTERNAL, or read `0x10` as 16 and `+1` as 1, before.
 */

const NUL = '\u0000';
const TOO_BIG = 2_147_483_648;
const boundary = 'b0undary';
const pngPart = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n`;

/** Multipart bodies the parser cannot read: no boundary, a boundary the body never uses, a body cut short. */
const brokenForms = [
  { type: 'multipart/form-data', payload: `${pngPart}--${boundary}--\r\n` },
  { type: 'multipart/form-data; boundary=nope', payload: `${pngPart}--${boundary}--\r\n` },
  { type: `multipart/form-data; boundary=${boundary}`, payload: pngPart.slice(0, 40) },
];

describe('hostile input on the organiser’s and the door’s routes', () => {
  let t: TestApp;
  let as: RoleAccounts;
  const admin = (request: InjectOptions) => asAdmin(t.app, as.admin, request);

  beforeAll(async () => {
    t = await createTestApp();
    as = await createRoleAccounts(t.app);
  });
  afterAll(() => t.close());

  it('refuses a NUL in ?search= of every organiser list and of the door’s, naming search', async () => {
    for (const list of ['presentations', 'presenters', 'tags', 'faq', 'staff', 'accessories', 'coupons', 'users', 'payments', 'audit']) {
      expectFieldError(await admin({ method: 'GET', url: `/api/admin/${list}/?search=a%00b` }), 'search');
    }
    const p = await createPresentation(t.database.db);
    const door = await t.app.inject({ method: 'GET', url: `/api/checkin/presentations/${p}/?search=%00`, headers: auth(as.door.token) });
    expectFieldError(door, 'search');
  });

  it('refuses control characters in every text field of the organiser’s bodies, naming the field', async () => {
    const p = await createPresentation(t.database.db);
    const cases: Array<[string, string, Record<string, unknown>, string]> = [
      ['POST', '/api/admin/tags/', { name: `a${NUL}`, color: '#fff' }, 'name'],
      ['POST', '/api/admin/presenters/', { first_name: 'a', last_name: `b${NUL}` }, 'last_name'],
      ['POST', '/api/admin/presenters/', { first_name: 'a', last_name: 'b', description: `x${NUL}` }, 'description'],
      ['POST', '/api/admin/faq/', { question: 'q', answer: `a${NUL}` }, 'answer'],
      ['POST', '/api/admin/staff/', { name: 'n', role: 'STAFF', team: 'MEDIA', quote: `\u0001` }, 'quote'],
      ['POST', '/api/admin/accessories/', { name: `x\u001b`, price: 1 }, 'name'],
      ['POST', '/api/admin/coupons/', { code: `OFF${NUL}`, percentage: 10, max_uses: 1 }, 'code'],
      ['PATCH', `/api/admin/presentations/${p}/`, { fa_title: `ع${NUL}` }, 'fa_title'],
      ['PATCH', `/api/admin/presentations/${p}/`, { room: `\u007f` }, 'room'],
      ['PATCH', '/api/admin/settings/', { venue: `v${NUL}` }, 'venue'],
      ['PATCH', '/api/admin/settings/', { address: `v${NUL}` }, 'address'],
      ['POST', `/api/admin/presentations/${p}/message/`, { text: `سلام${NUL}`, audience: 'all', dry_run: true }, 'text'],
    ];
    for (const [method, url, payload, field] of cases) {
      expectFieldError(await admin({ method: method as 'POST', url, payload }), field);
    }
    const door = await t.app.inject({ method: 'POST', url: '/api/checkin/', headers: auth(as.door.token), payload: { ticket: `t${NUL}`, presentation: p } });
    expectFieldError(door, 'ticket');
  });

  it('refuses ids and numbers above 2147483647 in bodies, naming the field', async () => {
    const talk = { service_type: 'TALK', fa_title: 'x', start: '2026-05-01T06:30:00Z', end: '2026-05-01T07:30:00Z', capacity: 1, cost: 0 };
    expectFieldError(await admin({ method: 'POST', url: '/api/admin/presentations/', payload: { ...talk, presenters: [TOO_BIG] } }), 'presenters.0');
    expectFieldError(await admin({ method: 'POST', url: '/api/admin/presentations/', payload: { ...talk, tags: [1, TOO_BIG] } }), 'tags.1');
    expectFieldError(await admin({ method: 'POST', url: '/api/admin/faq/', payload: { question: 'q', answer: 'a', position: TOO_BIG } }), 'position');
    expectFieldError(await admin({ method: 'POST', url: '/api/admin/staff/', payload: { name: 'n', role: 'STAFF', team: 'MEDIA', position: TOO_BIG } }), 'position');
    const coupon = { code: 'BIG', percentage: 10, max_uses: 1, eligible_presentations: [TOO_BIG] };
    expectFieldError(await admin({ method: 'POST', url: '/api/admin/coupons/', payload: coupon }), 'eligible_presentations.0');
    const refund = await admin({ method: 'POST', url: '/api/admin/payments/1/refund/', payload: { method: 'gateway', participations: [TOO_BIG] } });
    expectFieldError(refund, 'participations.0');
    for (const presentation of [TOO_BIG, '0x10', '+1', 1.5]) {
      const scan = await t.app.inject({ method: 'POST', url: '/api/checkin/', headers: auth(as.door.token), payload: { ticket: 't', presentation } });
      expectFieldError(scan, 'presentation');
    }
  });

  it('reads an id in a path from decimal digits only: 0x10, +1, 1e1 and " 1" name nothing, and delete nothing', async () => {
    const made = await admin({ method: 'POST', url: '/api/admin/tags/', payload: { name: 'پایتون', color: '#123456' } });
    expect(made.statusCode, made.body).toBe(201);
    const id = (made.json() as { id: number }).id;
    for (const alias of [`0x${id.toString(16)}`, `+${id}`, `${id}e0`, `%20${id}`, `${id}%20`, `${id}.0`, String(TOO_BIG), '9'.repeat(30)]) {
      expectError(await admin({ method: 'GET', url: `/api/admin/tags/${alias}/` }), 404, 'NOT_FOUND');
      expectError(await admin({ method: 'PATCH', url: `/api/admin/tags/${alias}/`, payload: { name: 'x' } }), 404, 'NOT_FOUND');
      expectError(await admin({ method: 'DELETE', url: `/api/admin/tags/${alias}/` }), 404, 'NOT_FOUND');
    }
    // Still there, unchanged.
    expect((await admin({ method: 'GET', url: `/api/admin/tags/${id}/` })).json()).toMatchObject({ id, name: 'پایتون' });
  });

  it('answers 404, never 500, for an id above 2147483647 in the agenda’s, the door’s and the organiser’s paths', async () => {
    const user = auth(as.user.token);
    expectError(await t.app.inject({ method: 'PUT', url: `/api/agenda/${TOO_BIG}/`, headers: user }), 404, 'NOT_FOUND');
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/agenda/${TOO_BIG}/`, headers: user }), 404, 'NOT_FOUND');
    const door = auth(as.door.token);
    expectError(await t.app.inject({ method: 'GET', url: `/api/checkin/presentations/${TOO_BIG}/`, headers: door }), 404, 'NOT_FOUND');
    expectError(await admin({ method: 'DELETE', url: `/api/checkin/${TOO_BIG}/` }), 404, 'NOT_FOUND');
    for (const url of [`/api/admin/presentations/${TOO_BIG}/attendees/`, `/api/admin/payments/${TOO_BIG}/`, `/api/admin/users/${TOO_BIG}/`, `/api/admin/coupons/0x1/uses/`]) {
      expectError(await admin({ method: 'GET', url }), 404, 'NOT_FOUND');
    }
  });

  it('refuses an id or a page that is not decimal digits in a query with 400', async () => {
    for (const presentation of ['0x10', '+1', '1e1', '%201', String(TOO_BIG)]) {
      expectFieldError(await admin({ method: 'GET', url: `/api/admin/exports/attendees.csv?presentation=${presentation}` }), 'presentation');
    }
    for (const page of ['0x10', '1e1', '+1', '99999999999']) expectFieldError(await admin({ method: 'GET', url: `/api/admin/tags/?page=${page}` }), 'page');
    // page_size above 200 counts as 200, however large.
    expect((await admin({ method: 'GET', url: `/api/admin/tags/?page_size=${'9'.repeat(40)}` })).statusCode).toBe(200);
  });

  it('checks the role at the door before the body: 401 and 403 whatever is sent', async () => {
    const bodies: Array<Pick<InjectOptions, 'payload' | 'headers'>> = [
      { payload: 'not json', headers: { 'content-type': 'application/json' } },
      { payload: { ticket: `t${NUL}`, presentation: TOO_BIG } },
      { payload: {} },
    ];
    for (const body of bodies) {
      const post = (token?: string) =>
        t.app.inject({ method: 'POST', url: '/api/checkin/', payload: body.payload, headers: { ...body.headers, ...(token ? auth(token) : {}) } });
      expectError(await post(), 401, 'NOT_AUTHENTICATED');
      expectError(await post(as.user.token), 403, 'FORBIDDEN');
      expectError(await post(as.door.token), 400, 'VALIDATION_ERROR');
    }
    expectError(await t.app.inject({ method: 'GET', url: '/api/checkin/presentations/0x10/?search=%00' }), 401, 'NOT_AUTHENTICATED');
    expectError(await t.app.inject({ method: 'DELETE', url: `/api/checkin/${TOO_BIG}/`, headers: auth(as.door.token) }), 403, 'FORBIDDEN');
  });

  it('answers a broken multipart body on every organiser image upload with 400, after the role check', async () => {
    const p = await createPresentation(t.database.db);
    for (const url of [`/api/admin/presentations/${p}/poster/`, '/api/admin/presenters/1/avatar/', '/api/admin/staff/1/image/', '/api/admin/accessories/1/image/']) {
      for (const form of brokenForms) {
        const send = (token?: string) =>
          t.app.inject({ method: 'POST', url, payload: form.payload, headers: { 'content-type': form.type, ...(token ? auth(token) : {}) } });
        expectError(await send(), 401, 'NOT_AUTHENTICATED');
        expectError(await send(as.door.token), 403, 'FORBIDDEN');
        expectError(await send(as.admin.token), 400, 'VALIDATION_ERROR');
      }
    }
  });
});
