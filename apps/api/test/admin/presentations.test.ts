import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, participations, paymentItems, presentations } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectError, expectFieldError, image, multipart } from '../accounts/support';
import { createPresenter, createTag } from '../catalogue/fixtures';
import {
  addToCart,
  createBuyer,
  createCoupon,
  createPresentation,
  payAll,
  paymentByAuthority,
  pressAtBank,
  verify,
} from '../payments/fixtures';
import { asAdmin, createRoleAccounts, expectAdminOnly, type RoleAccounts } from './authz';

const inDays = (days: number, hours = 0) => new Date(Date.now() + days * 86_400_000 + hours * 3_600_000).toISOString();

describe('admin presentations', () => {
  let t: TestApp;
  let accounts: RoleAccounts;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'http://fest.test' } });
    accounts = await createRoleAccounts(t.app);
  });
  afterAll(() => t.close());

  const admin = (request: Parameters<typeof asAdmin>[2]) => asAdmin(t.app, accounts.admin, request);
  const body = (overrides: Record<string, unknown> = {}) => ({
    service_type: 'WORKSHOP',
    fa_title: 'کارگاه داکر',
    en_title: 'Docker workshop',
    start: inDays(10),
    end: inDays(10, 3),
    capacity: 20,
    cost: 150_000,
    ...overrides,
  });
  const auditOf = async (id: number, action: string) =>
    (await t.app.db.select().from(auditLog).where(eq(auditLog.objectId, String(id)))).filter((r) => r.objectType === 'presentation' && r.action === action);

  it('creates a presentation (admin only) with sanitised descriptions, presenters in order, tags and a room; audited', async () => {
    const [p1, p2] = [await createPresenter(t.app.db, 'مریم', 'اول'), await createPresenter(t.app.db, 'رضا', 'دوم')];
    const tag = await createTag(t.app.db, 'شبکه');
    const res = await expectAdminOnly(t.app, accounts, {
      method: 'POST',
      url: '/api/admin/presentations/',
      payload: body({
        fa_description: '<p onclick="x()">سلام<script>alert(1)</script><a href="javascript:alert(1)">بد</a></p>',
        presenters: [p2, p1],
        tags: [tag],
        room: 'سالن ۲',
      }),
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ fa_title: 'کارگاه داکر', presenters: [p2, p1], tags: [tag], room: 'سالن ۲', sold: 0, held: 0, remained_capacity: 20, revenue: 0, checked_in: 0, morkopoloyor: '' });
    expect(created.fa_description).toContain('<p>سلام');
    expect(created.fa_description).not.toMatch(/script|onclick|javascript:|alert/);
    expect(await auditOf(created.id, 'create')).toHaveLength(1);
    // The public catalogue shows it with its presenters in that order.
    const pub = (await t.app.inject({ method: 'GET', url: `/api/presentations/${created.id}` })).json();
    expect(pub.presenters.map((p: { id: number }) => p.id)).toEqual([p2, p1]);
  });

  it('refuses an end not after the start (400 naming end), costs and capacities that are not whole and non-negative, unknown presenters', async () => {
    const url = '/api/admin/presentations/';
    expectFieldError(await admin({ method: 'POST', url, payload: body({ end: inDays(9) }) }), 'end');
    expectFieldError(await admin({ method: 'POST', url, payload: body({ end: inDays(10) }) }), 'end');
    expectFieldError(await admin({ method: 'POST', url, payload: body({ cost: -1 }) }), 'cost');
    expectFieldError(await admin({ method: 'POST', url, payload: body({ cost: 10.5 }) }), 'cost');
    expectFieldError(await admin({ method: 'POST', url, payload: body({ capacity: -3 }) }), 'capacity');
    expectFieldError(await admin({ method: 'POST', url, payload: body({ presenters: [999_999] }) }), 'presenters');
    expectFieldError(await admin({ method: 'POST', url, payload: body({ tags: [999_999] }) }), 'tags');
    const id = await createPresentation(t.app.db);
    // A change that moves only the end before the existing start.
    const [row] = await t.app.db.select().from(presentations).where(eq(presentations.id, id));
    const earlier = new Date(row!.start.getTime() - 60_000).toISOString();
    expectFieldError(await admin({ method: 'PATCH', url: `/api/admin/presentations/${id}/`, payload: { end: earlier } }), 'end');
    expect(await auditOf(id, 'update')).toEqual([]);
  });

  it('lists with sold, held, remained capacity, revenue after the discount share, and checked in', async () => {
    const id = await createPresentation(t.app.db, { capacity: 5, cost: 100_000, title: 'کارگاه شمارش' });
    const other = await createPresentation(t.app.db, { cost: 50_000 });
    // Buyer 1 pays for both with a 20 % coupon on the whole order: this presentation bears 20 000 of the discount.
    const coupon = await createCoupon(t.app.db, { percentage: 20 });
    const b1 = await createBuyer(t);
    await addToCart(t, b1, id);
    await addToCart(t, b1, other);
    const started = (await payAll(t, b1, { coupon: coupon.code })).json();
    await pressAtBank(t, started.authority);
    expect((await verify(t, b1, started.authority)).statusCode).toBe(200);
    // Buyer 2 holds a seat; buyer 3 has it in the cart only (no seat).
    const b2 = await createBuyer(t);
    await addToCart(t, b2, id);
    expect((await payAll(t, b2)).statusCode).toBe(200);
    const b3 = await createBuyer(t);
    await addToCart(t, b3, id);
    // Buyer 1 is checked in.
    await t.app.db.update(participations).set({ checkedInAt: new Date() }).where(eq(participations.userId, b1.id));

    const list = (await admin({ method: 'GET', url: '/api/admin/presentations/?search=شمارش' })).json();
    expect(list.count).toBe(1);
    expect(list.results[0]).toMatchObject({ id, sold: 1, held: 1, remained_capacity: 3, revenue: 80_000, checked_in: 1 });
    const one = (await admin({ method: 'GET', url: `/api/admin/presentations/${other}/` })).json();
    expect(one).toMatchObject({ sold: 1, revenue: 40_000 });
  });

  it('searches titles whatever digits they and the query are written in: Persian, Arabic-Indic or Latin', async () => {
    const persian = await createPresentation(t.app.db, { title: 'لینوکس ۴۷۱۹' });
    const arabic = await createPresentation(t.app.db, { title: 'لینوکس ٤٧٢٠' });
    const latin = await createPresentation(t.app.db, { title: 'لینوکس 4721' });
    const found = async (search: string) =>
      ((await admin({ method: 'GET', url: `/api/admin/presentations/?search=${encodeURIComponent(search)}` })).json().results as { id: number }[])
        .map((r) => r.id)
        .sort((a, b) => a - b);
    for (const query of ['۴۷۱۹', '4719', '٤٧١٩', 'لینوکس ۴۷۱۹']) expect(await found(query), query).toEqual([persian]);
    for (const query of ['٤٧٢٠', '4720', '۴۷۲۰']) expect(await found(query), query).toEqual([arabic]);
    expect(await found('۴۷۲۱')).toEqual([latin]);
    expect(await found('47')).toEqual([persian, arabic, latin]);
  });

  it('puts the whole discount of a coupon for one presentation on that presentation', async () => {
    const id = await createPresentation(t.app.db, { cost: 100_000 });
    const other = await createPresentation(t.app.db, { cost: 60_000 });
    const coupon = await createCoupon(t.app.db, { percentage: 50, eligible: [id] });
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, id);
    await addToCart(t, buyer, other);
    const started = (await payAll(t, buyer, { coupon: coupon.code })).json();
    await pressAtBank(t, started.authority);
    await verify(t, buyer, started.authority);
    const revenue = async (pid: number) => (await admin({ method: 'GET', url: `/api/admin/presentations/${pid}/` })).json().revenue;
    expect(await revenue(id)).toBe(50_000);
    expect(await revenue(other)).toBe(60_000);
  });

  it('never lowers capacity below sold + held (409), under the lock pay_all takes; at sold + held it is accepted', async () => {
    const id = await createPresentation(t.app.db, { capacity: 5 });
    const sold = await createBuyer(t);
    await addToCart(t, sold, id);
    const s = (await payAll(t, sold)).json();
    await pressAtBank(t, s.authority);
    await verify(t, sold, s.authority);
    const holder = await createBuyer(t);
    await addToCart(t, holder, id);
    await payAll(t, holder);

    const url = `/api/admin/presentations/${id}/`;
    expectError(await admin({ method: 'PATCH', url, payload: { capacity: 1 } }), 409, 'CONFLICT');
    expect(await auditOf(id, 'update')).toEqual([]);
    const ok = await admin({ method: 'PATCH', url, payload: { capacity: 2 } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ capacity: 2, remained_capacity: 0 });
    const [entry] = await auditOf(id, 'update');
    expect(entry).toMatchObject({ actorId: accounts.admin.id, before: expect.objectContaining({ capacity: 5 }), after: expect.objectContaining({ capacity: 2 }) });
  });

  it('a price change never alters a payment already started: it completes at the price it started at', async () => {
    const id = await createPresentation(t.app.db, { cost: 100_000 });
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, id);
    const started = (await payAll(t, buyer)).json();
    const res = await admin({ method: 'PATCH', url: `/api/admin/presentations/${id}/`, payload: { cost: 300_000 } });
    expect(res.statusCode, res.body).toBe(200);
    const payment = await paymentByAuthority(t.app.db, started.authority);
    expect(payment.totalPrice).toBe(100_000);
    const [item] = await t.app.db.select().from(paymentItems).where(eq(paymentItems.paymentId, payment.id));
    expect(item!.cost).toBe(100_000);
    await pressAtBank(t, started.authority);
    const verified = await verify(t, buyer, started.authority);
    expect(verified.json()).toMatchObject({ payment_state: 'COMPLETED', amount: 100_000 });
    expect((await admin({ method: 'GET', url: `/api/admin/presentations/${id}/` })).json()).toMatchObject({ cost: 300_000, revenue: 100_000 });
  });

  it('refuses to delete a presentation with a completed registration or a payment in progress (409); deletes one with only cart items', async () => {
    const soldOne = await createPresentation(t.app.db);
    const b1 = await createBuyer(t);
    await addToCart(t, b1, soldOne);
    const s = (await payAll(t, b1)).json();
    await pressAtBank(t, s.authority);
    await verify(t, b1, s.authority);
    expectError(await admin({ method: 'DELETE', url: `/api/admin/presentations/${soldOne}/` }), 409, 'CONFLICT');

    const pending = await createPresentation(t.app.db);
    const b2 = await createBuyer(t);
    await addToCart(t, b2, pending);
    await payAll(t, b2);
    expectError(await admin({ method: 'DELETE', url: `/api/admin/presentations/${pending}/` }), 409, 'CONFLICT');
    expect(await auditOf(pending, 'delete')).toEqual([]);

    const carted = await createPresentation(t.app.db);
    const b3 = await createBuyer(t);
    await addToCart(t, b3, carted);
    const gone = await expectAdminOnly(t.app, accounts, { method: 'DELETE', url: `/api/admin/presentations/${carted}/` });
    expect(gone.statusCode).toBe(204);
    expect(await t.app.db.select().from(presentations).where(eq(presentations.id, carted))).toEqual([]);
    expect(await t.app.db.select().from(participations).where(eq(participations.presentationId, carted))).toEqual([]);
    expect(await auditOf(carted, 'delete')).toHaveLength(1);
    expectError(await admin({ method: 'GET', url: `/api/admin/presentations/${carted}/` }), 404, 'NOT_FOUND');
  });

  it('takes a poster by content through the upload checks, re-encoded as WebP; refuses what is not an image', async () => {
    const id = await createPresentation(t.app.db);
    const url = `/api/admin/presentations/${id}/poster/`;
    const res = await expectAdminOnly(t.app, accounts, async () => ({
      method: 'POST',
      url,
      ...(await multipart({ file: { data: await image('png', 2400, 1200), filename: 'poster.png', type: 'image/png' } })),
    }));
    const poster = res.json().morkopoloyor as string;
    expect(poster).toMatch(/^\/media\/posters\/[0-9a-f]{32}\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: poster });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect((await t.app.inject({ method: 'GET', url: `/api/presentations/${id}` })).json().morkopoloyor).toBe(poster);

    const fake = await multipart({ file: { data: Buffer.from('<svg onload="alert(1)"/>'), filename: 'x.png', type: 'image/png' } });
    expectError(await admin({ method: 'POST', url, ...fake }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expectFieldError(await admin({ method: 'POST', url, ...(await multipart({ other: 'x' })) }), 'file');
    expectError(await admin({ method: 'POST', url, payload: { file: 'x' } }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    const big = await multipart({ file: { data: Buffer.alloc(6 * 1024 * 1024, 1), filename: 'big.png', type: 'image/png' } });
    expectError(await admin({ method: 'POST', url, ...big }), 413, 'FILE_TOO_LARGE');
    const missing = await multipart({ file: { data: await image('jpeg'), filename: 'a.jpg', type: 'image/jpeg' } });
    expectError(await admin({ method: 'POST', url: '/api/admin/presentations/999999/poster/', ...missing }), 404, 'NOT_FOUND');
    // A replaced poster's file goes.
    const again = await admin({ method: 'POST', url, ...(await multipart({ file: { data: await image('jpeg'), filename: 'b.jpg' } })) });
    expect(again.statusCode, again.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: poster })).statusCode).toBe(404);
  });

  it('orders by an allowed field; refuses unknown ones (400 naming ordering)', async () => {
    const list = (await admin({ method: 'GET', url: '/api/admin/presentations/?ordering=-cost&page_size=3' })).json();
    const costs = list.results.map((r: { cost: number }) => r.cost);
    expect(costs).toEqual([...costs].sort((a, b) => b - a));
    expectFieldError(await admin({ method: 'GET', url: '/api/admin/presentations/?ordering=revenue' }), 'ordering');
  });
});
