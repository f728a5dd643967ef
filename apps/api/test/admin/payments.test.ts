import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectError, expectFieldError } from '../accounts/support';
import { payments, users } from '../../src/db/schema';
import { startFakeZarinpal, type FakeZarinpal } from '../gateways/fake-zarinpal';
import { addToCart, createBuyer, createPresentation, payAll, paymentByAuthority, pressAtBank, type Buyer } from '../payments/fixtures';
import { asAdmin, createRoleAccounts, expectAdminOnly, type RoleAccounts } from './authz';
import { buy } from './money-fixtures';

type Listed = { count: number; results: { id: number; payment_state: string; user: { id: number; phone_number: string }; total_price: number }[] };

describe('organiser payments: list, one, reverify', () => {
  let t: TestApp;
  let accounts: RoleAccounts;
  beforeAll(async () => {
    t = await createTestApp();
    accounts = await createRoleAccounts(t.app);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const list = async (query: string) => {
    const res = await asAdmin(t.app, accounts.admin, { method: 'GET', url: `/api/admin/payments/?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Listed;
  };
  async function started(buyer: Buyer) {
    await addToCart(t, buyer, await createPresentation(db(), { cost: 33_000 }));
    const res = await payAll(t, buyer);
    return paymentByAuthority(db(), (res.json() as { authority: string }).authority);
  }

  it('lists payments newest first with their buyers, paged ({count, results}); admins only', async () => {
    const a = await createBuyer(t);
    const b = await createBuyer(t);
    const first = await buy(t, a, [await createPresentation(db(), { cost: 10_000 })]);
    const second = await buy(t, b, [await createPresentation(db(), { cost: 20_000 })]);
    const res = await expectAdminOnly(t.app, accounts, { method: 'GET', url: '/api/admin/payments/?page_size=1' });
    const page = res.json() as Listed;
    expect(page.count).toBeGreaterThanOrEqual(2);
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({ id: second.payment.id, user: { id: b.id, phone_number: b.phone }, total_price: 20_000 });
    const next = await list('page_size=1&page=2');
    expect(next.results[0]!.id).toBe(first.payment.id);
  });

  it('searches by phone (any prefix or digits), name, authority and bank reference', async () => {
    const buyer = await createBuyer(t);
    await db().update(users).set({ firstName: 'نیلوفر', lastName: 'کاوه‌زاده' }).where(eq(users.id, buyer.id));
    const { payment } = await buy(t, buyer, [await createPresentation(db())]);
    const ids = async (search: string) => (await list(`search=${encodeURIComponent(search)}`)).results.map((r) => r.id);
    expect(await ids(buyer.phone)).toEqual([payment.id]);
    expect(await ids(`+98${buyer.phone.slice(1)}`)).toEqual([payment.id]);
    const persianDigits = buyer.phone.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    expect(await ids(persianDigits)).toEqual([payment.id]);
    expect(await ids('کاوه‌زاده')).toEqual([payment.id]);
    expect(await ids('نیلوفر کاوه')).toEqual([payment.id]);
    expect(await ids(payment.authority!)).toEqual([payment.id]);
    expect(await ids(String(payment.refId))).toEqual([payment.id]);
    expect(await ids('هیچ‌کس')).toEqual([]);
  });

  it('filters by state and by creation time (Tehran days or ISO), and orders by an allowed field', async () => {
    const buyer = await createBuyer(t);
    const pending = await started(buyer);
    await db().update(payments).set({ createdDate: new Date('2026-03-20T21:00:00Z') }).where(eq(payments.id, pending.id)); // 1405/01/02 00:30 Tehran
    const byState = await list('state=PENDING');
    expect(byState.results.every((r) => r.payment_state === 'PENDING')).toBe(true);
    expect(byState.results.map((r) => r.id)).toContain(pending.id);
    expect((await list('from=2026-03-21&to=2026-03-21')).results.map((r) => r.id)).toEqual([pending.id]);
    expect((await list('from=2026-03-20&to=2026-03-20')).results).toEqual([]);
    expect((await list('to=2026-03-20T21:00:00Z')).results.map((r) => r.id)).toEqual([pending.id]);
    const cheapest = await list('ordering=total_price&page_size=200');
    const totals = cheapest.results.map((r) => r.total_price);
    expect(totals).toEqual([...totals].sort((x, y) => x - y));
    expectFieldError(await asAdmin(t.app, accounts.admin, { method: 'GET', url: '/api/admin/payments/?ordering=password' }), 'ordering');
    expectFieldError(await asAdmin(t.app, accounts.admin, { method: 'GET', url: '/api/admin/payments/?state=LOST' }), 'state');
    expectFieldError(await asAdmin(t.app, accounts.admin, { method: 'GET', url: '/api/admin/payments/?from=yesterday' }), 'from');
  });

  it('shows one payment with its buyer, items and history; 404 for an unknown one', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { cost: 45_000 });
    const { payment, items } = await buy(t, buyer, [p]);
    const res = await expectAdminOnly(t.app, accounts, { method: 'GET', url: `/api/admin/payments/${payment.id}/` });
    const body = res.json();
    expect(body).toMatchObject({
      id: payment.id,
      payment_state: 'COMPLETED',
      total_price: 45_000,
      subtotal: 45_000,
      discount: 0,
      authority: payment.authority,
      ref_id: payment.refId,
      user: { id: buyer.id, phone_number: buyer.phone, first_name: 'خریدار' },
      participations: [{ id: items[0], payment_state: 'COMPLETED', presentation: { id: p } }],
      refunded_at: null,
    });
    expect(body.history.map((h: { state: string }) => h.state)).toEqual(['PENDING', 'COMPLETED']);
    expect(body.history[0]).toMatchObject({ at: expect.any(String), actor: null, note: expect.any(String) });
    expectError(await asAdmin(t.app, accounts.admin, { method: 'GET', url: '/api/admin/payments/999999/' }), 404, 'NOT_FOUND');
  });

  it('reverify completes a payment paid at the bank but never verified, naming the organiser in its history', async () => {
    const buyer = await createBuyer(t);
    const payment = await started(buyer);
    await pressAtBank(t, payment.authority!, 'OK');
    const res = await expectAdminOnly(t.app, accounts, { method: 'POST', url: `/api/admin/payments/${payment.id}/reverify/` });
    expect(res.json()).toMatchObject({ id: payment.id, payment_state: 'COMPLETED', ref_id: expect.any(Number) });
    const last = res.json().history.at(-1);
    expect(last).toMatchObject({ state: 'COMPLETED', actor: { id: accounts.admin.id } });
    expect(last.note).toContain('برگزارکننده');
    // Again: verify's idempotence, nothing completes twice.
    const again = await asAdmin(t.app, accounts.admin, { method: 'POST', url: `/api/admin/payments/${payment.id}/reverify/` });
    expect(again.json().history).toHaveLength(2);
  });

  it('reverify with verify\'s semantics: not paid is FAILED', async () => {
    const buyer = await createBuyer(t);
    const payment = await started(buyer);
    await pressAtBank(t, payment.authority!, 'NOK');
    const res = await asAdmin(t.app, accounts.admin, { method: 'POST', url: `/api/admin/payments/${payment.id}/reverify/` });
    expect(res.statusCode).toBe(200);
    expect(res.json().payment_state).toBe('FAILED');
    expectError(await asAdmin(t.app, accounts.admin, { method: 'POST', url: '/api/admin/payments/999999/reverify/' }), 404, 'NOT_FOUND');
  });
});

describe('reverify when the gateway cannot be reached', () => {
  let fake: FakeZarinpal;
  let t: TestApp;
  let accounts: RoleAccounts;
  beforeAll(async () => {
    fake = await startFakeZarinpal();
    t = await createTestApp({ env: { ZARINPAL_BASE_URL: fake.url, ZARINPAL_TIMEOUT_MS: '200' } });
    accounts = await createRoleAccounts(t.app);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('answers 502 GATEWAY_ERROR and leaves the payment as it was', async () => {
    const buyer = await createBuyer(t);
    const [row] = await t.database.db
      .insert(payments)
      .values({ userId: buyer.id, subtotal: 10_000, totalPrice: 10_000, authority: `A${'7'.repeat(35)}`, holdExpiresAt: sql`now() + interval '10 minutes'` })
      .returning();
    fake.handlers.set('verify.json', () => 'hang');
    const res = await asAdmin(t.app, accounts.admin, { method: 'POST', url: `/api/admin/payments/${row!.id}/reverify/` });
    expectError(res, 502, 'GATEWAY_ERROR');
    const [after] = await t.database.db.select().from(payments).where(eq(payments.id, row!.id));
    expect(after!.paymentState).toBe('PENDING');
  });
});
