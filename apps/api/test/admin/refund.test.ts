import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoDrift } from '../helpers/drift';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectError, expectFieldError } from '../accounts/support';
import {
  competitionSignups,
  festival,
  participations,
  payments,
  smsOutbox,
  userAccessories,
  zarinpalSandboxSessions as sandboxSessions,
} from '../../src/db/schema';
import {
  addToCart,
  competitionCounters,
  couponUsedCount,
  createAccessory,
  createBuyer,
  createCoupon,
  createPresentation,
  payAll,
  paymentByAuthority,
  pressAtBank,
  remainedCapacity,
  setFestival,
  verify,
} from '../payments/fixtures';
import { asAdmin, createRoleAccounts, expectAdminOnly, type RoleAccounts } from './authz';
import { auditOf, buy, eventsOf, paymentRow, refund, refundsOfPayment } from './money-fixtures';

/** POST /api/admin/payments/{id}/refund/ and GET /api/admin/refunds/ with the built-in sandbox as the gateway. */
describe('refunds', () => {
  let t: TestApp;
  let accounts: RoleAccounts;
  beforeAll(async () => {
    t = await createTestApp();
    accounts = await createRoleAccounts(t.app);
  });
  afterEach(() => expectNoDrift(t.database.db));
  afterAll(() => t.close());
  const db = () => t.database.db;
  const admin = () => accounts.admin;

  async function participation(id: number) {
    const [row] = await db().select().from(participations).where(eq(participations.id, id));
    return row!;
  }
  const accessoriesOfPayment = (paymentId: number) => db().select().from(userAccessories).where(eq(userAccessories.paymentId, paymentId));
  const sandboxStatus = async (authority: string) =>
    (await db().select({ s: sandboxSessions.status }).from(sandboxSessions).where(eq(sandboxSessions.authority, authority)))[0]!.s;
  const billingOf = async (buyer: { headers: Record<string, string> }, paymentId: number) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/get_list/', headers: buyer.headers });
    return (res.json() as { id: number; payment_state: string; refunded_amount: number; participations: { id: number; payment_state: string; ticket: string | null }[] }[]).find(
      (p) => p.id === paymentId,
    )!;
  };

  it('is for admins only (401 anonymous, 403 user and door); a manual refund answers 201 with the DONE Refund', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { cost: 90_000 });
    const { payment, items } = await buy(t, buyer, [p]);
    const res = await expectAdminOnly(t.app, accounts, {
      method: 'POST',
      url: `/api/admin/payments/${payment.id}/refund/`,
      payload: { method: 'manual', note: 'واریز به کارت خریدار، پیگیری ۱۲۳' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      payment: payment.id,
      method: 'manual',
      amount: 90_000,
      state: 'DONE',
      participations: items,
      accessories: [],
      note: 'واریز به کارت خریدار، پیگیری ۱۲۳',
      actor: { id: admin().id, phone_number: admin().phone },
      created_at: expect.any(String),
      done_at: expect.any(String),
      gateway_code: null,
      iban: null,
    });
    expect((await paymentRow(t, payment.id)).paymentState).toBe('REFUNDED');
  });

  it('manual, whole: cancels the registrations, frees their seats, voids the tickets, takes the accessories back, returns the coupon use', async () => {
    const buyer = await createBuyer(t);
    const a = await createPresentation(db(), { cost: 100_000, capacity: 2 });
    const b = await createPresentation(db(), { cost: 50_000, capacity: 2 });
    const shirt = await createAccessory(db(), { price: 30_000 });
    const coupon = await createCoupon(db(), { percentage: 10, maxUses: 5 });
    // An accessory the buyer bought in another payment stays theirs.
    const other = await buy(t, buyer, [], { accessories: [shirt] });
    const { payment, items } = await buy(t, buyer, [a, b], { coupon: coupon.code, accessories: [shirt] });
    expect(await remainedCapacity(t, a)).toBe(1);
    expect(await couponUsedCount(db(), coupon.id)).toBe(1);

    const res = await refund(t, admin(), payment.id, { method: 'manual', note: 'نقدی پس داده شد' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ amount: payment.totalPrice, participations: items, accessories: [shirt] });

    for (const id of items) {
      const row = await participation(id);
      expect(row).toMatchObject({ paymentState: 'CANCELLED', ticketHash: null, ticketSalt: null });
      expect(row.cancelledAt).not.toBeNull();
    }
    expect(await remainedCapacity(t, a)).toBe(2);
    expect(await remainedCapacity(t, b)).toBe(2);
    expect(await accessoriesOfPayment(payment.id)).toHaveLength(0);
    expect(await accessoriesOfPayment(other.payment.id)).toHaveLength(1);
    expect(await couponUsedCount(db(), coupon.id)).toBe(0);
    expect((await paymentRow(t, payment.id)).paymentState).toBe('REFUNDED');
    expect((await billingOf(buyer, payment.id)).refunded_amount).toBe(payment.totalPrice);
    // The buyer is told what came back and how much.
    const texts = await db().select().from(smsOutbox).where(eq(smsOutbox.phoneNumber, buyer.phone));
    const told = texts.find((m) => m.purpose === 'refund');
    expect(told?.text).toContain(new Intl.NumberFormat('fa-IR').format(payment.totalPrice));
  });

  it('partial: refunds chosen lines at their price less their share of the discount; the rest stays bought until the last line', async () => {
    const buyer = await createBuyer(t);
    const a = await createPresentation(db(), { cost: 100_000, capacity: 3 });
    const b = await createPresentation(db(), { cost: 50_000, capacity: 3 });
    const mug = await createAccessory(db(), { price: 30_000 });
    const coupon = await createCoupon(db(), { percentage: 10, maxUses: 5 });
    const { payment, items } = await buy(t, buyer, [a, b], { coupon: coupon.code, accessories: [mug] });
    // 180,000 less 10%: 162,000; each line bears 10% of its price.
    expect(payment.totalPrice).toBe(162_000);

    const first = await refund(t, admin(), payment.id, { method: 'manual', note: 'انصراف از یک کارگاه', participations: [items[1]] });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ amount: 45_000, participations: [items[1]], accessories: [], state: 'DONE' });
    expect((await participation(items[1]!)).paymentState).toBe('CANCELLED');
    expect((await participation(items[0]!)).paymentState).toBe('COMPLETED');
    expect(await remainedCapacity(t, b)).toBe(3);
    expect(await remainedCapacity(t, a)).toBe(2);
    expect(await couponUsedCount(db(), coupon.id)).toBe(1);
    const billing = await billingOf(buyer, payment.id);
    expect(billing).toMatchObject({ payment_state: 'COMPLETED', refunded_amount: 45_000 });
    expect(billing.participations.find((p) => p.id === items[0])!.ticket).toEqual(expect.any(String));

    // A line refunded already: 409, nothing changed. A line of another payment: 400 naming the field.
    expectError(await refund(t, admin(), payment.id, { method: 'manual', note: 'دوباره', participations: [items[1]] }), 409, 'CONFLICT');
    expectFieldError(await refund(t, admin(), payment.id, { method: 'manual', note: 'x', participations: [999_999] }), 'participations');
    expectFieldError(await refund(t, admin(), payment.id, { method: 'manual', note: 'x', accessories: [999_999] }), 'accessories');
    // The gateway reverses whole transactions only.
    expectError(await refund(t, admin(), payment.id, { method: 'gateway' }), 400, 'REFUND_REFUSED');

    const mugBack = await refund(t, admin(), payment.id, { method: 'manual', note: 'ماگ', accessories: [mug] });
    expect(mugBack.json()).toMatchObject({ amount: 27_000, accessories: [mug] });
    expect(await accessoriesOfPayment(payment.id)).toHaveLength(0);
    expect((await paymentRow(t, payment.id)).paymentState).toBe('COMPLETED');

    // No lines named: every line still standing; it completes the refund of the whole payment.
    const rest = await refund(t, admin(), payment.id, { method: 'manual', note: 'بقیه' });
    expect(rest.json()).toMatchObject({ amount: 90_000, participations: [items[0]] });
    expect((await paymentRow(t, payment.id)).paymentState).toBe('REFUNDED');
    expect(await couponUsedCount(db(), coupon.id)).toBe(0);
    const all = await refundsOfPayment(t, payment.id);
    expect(all.reduce((s, r) => s + r.amount, 0)).toBe(payment.totalPrice);
    expectError(await refund(t, admin(), payment.id, { method: 'manual', note: 'باز هم' }), 409, 'CONFLICT');
  });

  it('the shares of a discount that does not divide evenly still add up to the total paid', async () => {
    const buyer = await createBuyer(t);
    const ps = [await createPresentation(db(), { cost: 33_333 }), await createPresentation(db(), { cost: 33_333 }), await createPresentation(db(), { cost: 33_334 })];
    const coupon = await createCoupon(db(), { percentage: 7 });
    const { payment, items } = await buy(t, buyer, ps, { coupon: coupon.code });
    const amounts: number[] = [];
    for (const id of items) amounts.push((await refund(t, admin(), payment.id, { method: 'manual', note: 'یکی‌یکی', participations: [id] })).json().amount);
    expect(amounts.reduce((s, x) => s + x, 0)).toBe(payment.totalPrice);
    for (const x of amounts) expect(Math.abs(x - payment.totalPrice / 3)).toBeLessThan(2);
  });

  it('the refunded items leave the cart, the billing shows REFUNDED, and the visitor may register again', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { cost: 40_000, capacity: 1 });
    const { payment, items } = await buy(t, buyer, [p]);
    expect((await refund(t, admin(), payment.id, { method: 'manual', note: 'بازگشت' })).statusCode).toBe(201);

    const cart = await t.app.inject({ method: 'GET', url: '/api/presentations/cart/', headers: buyer.headers });
    expect(cart.json()).toEqual([]);
    const listed = await billingOf(buyer, payment.id);
    expect(listed).toMatchObject({ payment_state: 'REFUNDED', refunded_amount: 40_000 });
    expect(listed.participations).toEqual([expect.objectContaining({ id: items[0], payment_state: 'CANCELLED', ticket: null })]);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/presentations/${items[0]}/remove_participation/`, headers: buyer.headers });
    expect(removed.statusCode).toBe(404);
    expect(await addToCart(t, buyer, p)).not.toBe(items[0]);
    expect((await payAll(t, buyer)).statusCode).toBe(200);
  });

  it('writes the refund into the payment history (actor, note) and the audit log, in the refund\'s transaction', async () => {
    const buyer = await createBuyer(t);
    const { payment, items } = await buy(t, buyer, [await createPresentation(db(), { cost: 70_000 })]);
    const made = await refund(t, admin(), payment.id, { method: 'manual', note: 'کارت به کارت' });
    const events = await eventsOf(t, payment.id);
    expect(events.map((e) => e.state)).toEqual(['PENDING', 'COMPLETED', 'REFUNDED']);
    expect(events[2]).toMatchObject({ actorId: admin().id });
    expect(events[2]!.note).toContain('بازپرداخت دستی');
    const audit = await auditOf(t, payment.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin().id,
      action: 'refund',
      before: { payment_state: 'COMPLETED' },
      after: { refund: made.json().id, method: 'manual', amount: 70_000, note: 'کارت به کارت', lines: [`participation:${items[0]}`] },
    });
    const detail = await asAdmin(t.app, admin(), { method: 'GET', url: `/api/admin/payments/${payment.id}/` });
    expect(detail.json().history.at(-1)).toMatchObject({ state: 'REFUNDED', actor: { id: admin().id, phone_number: admin().phone } });
    expect(detail.json().refunds).toEqual([made.json()]);
    expect(detail.json()).toMatchObject({ refunded_amount: 70_000, refund_method: 'manual', refund_note: 'کارت به کارت' });
  });

  it('gateway: reverses the payment at the bank (the sandbox session becomes REVERSED) and the refund is DONE', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { cost: 60_000, capacity: 1 });
    const { payment, items, authority } = await buy(t, buyer, [p]);
    const res = await refund(t, admin(), payment.id, { method: 'gateway' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ method: 'gateway', state: 'DONE', amount: 60_000, note: '', gateway_code: null });
    expect(await sandboxStatus(authority)).toBe('REVERSED');
    expect((await participation(items[0]!)).paymentState).toBe('CANCELLED');
    expect(await remainedCapacity(t, p)).toBe(1);
    expect((await eventsOf(t, payment.id)).at(-1)!.note).toContain('بازپرداخت از راه درگاه');
  });

  it('gateway: past the 30-minute window, 400 REFUND_REFUSED with the reason, and nothing changed; manual still works', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { cost: 60_000, capacity: 1 });
    const coupon = await createCoupon(db(), { percentage: 50 });
    const shirt = await createAccessory(db(), { price: 10_000 });
    const { payment, items, authority } = await buy(t, buyer, [p], { coupon: coupon.code, accessories: [shirt] });
    await db().update(payments).set({ verifiedDate: sql`now() - interval '31 minutes'` }).where(eq(payments.id, payment.id));

    const res = await refund(t, admin(), payment.id, { method: 'gateway', note: 'دیر شد' });
    expectError(res, 400, 'REFUND_REFUSED');
    expect(res.json().detail).toContain('۳۰');
    expect((await paymentRow(t, payment.id)).paymentState).toBe('COMPLETED');
    expect(await refundsOfPayment(t, payment.id)).toEqual([]);
    expect((await participation(items[0]!)).paymentState).toBe('COMPLETED');
    expect(await couponUsedCount(db(), coupon.id)).toBe(1);
    expect(await accessoriesOfPayment(payment.id)).toHaveLength(1);
    expect(await sandboxStatus(authority)).toBe('VERIFIED');
    expect(await auditOf(t, payment.id)).toHaveLength(0);

    const manual = await refund(t, admin(), payment.id, { method: 'manual', note: 'کارت به کارت پس از مهلت درگاه' });
    expect(manual.statusCode, manual.body).toBe(201);
    expect(await couponUsedCount(db(), coupon.id)).toBe(0);
  });

  it('gateway: a payment that never went through the gateway (free) is 400 naming method; manual works', async () => {
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, await createPresentation(db(), { cost: 0 }));
    expect((await payAll(t, buyer)).statusCode).toBe(204);
    const [free] = await db().select().from(payments).where(eq(payments.userId, buyer.id));
    expectFieldError(await refund(t, admin(), free!.id, { method: 'gateway' }), 'method');
    const manual = await refund(t, admin(), free!.id, { method: 'manual', note: 'لغو ثبت‌نام رایگان' });
    expect(manual.json()).toMatchObject({ state: 'DONE', amount: 0 });
  });

  it('refunds once: a second refund, by either method, is 409 and changes nothing', async () => {
    const buyer = await createBuyer(t);
    const coupon = await createCoupon(db(), { percentage: 10, usedCount: 3, maxUses: 10 });
    const { payment } = await buy(t, buyer, [await createPresentation(db(), { cost: 20_000 })], { coupon: coupon.code });
    expect((await refund(t, admin(), payment.id, { method: 'gateway' })).statusCode).toBe(201);
    expectError(await refund(t, admin(), payment.id, { method: 'gateway' }), 409, 'CONFLICT');
    expectError(await refund(t, admin(), payment.id, { method: 'manual', note: 'دوباره' }), 409, 'CONFLICT');
    expect(await couponUsedCount(db(), coupon.id)).toBe(3);
    expect(await refundsOfPayment(t, payment.id)).toHaveLength(1);
    expect((await eventsOf(t, payment.id)).filter((e) => e.state === 'REFUNDED')).toHaveLength(1);
  });

  it('refunds once when many presses arrive at once: one 201, the others 409, one reverse at the bank', async () => {
    const buyer = await createBuyer(t);
    const coupon = await createCoupon(db(), { percentage: 10, usedCount: 2, maxUses: 10 });
    const { payment } = await buy(t, buyer, [await createPresentation(db(), { cost: 20_000 })], { coupon: coupon.code });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => refund(t, admin(), payment.id, i % 2 ? { method: 'manual', note: 'هم‌زمان' } : { method: 'gateway' })),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 201)) expectError(a, 409, 'CONFLICT');
    expect(await couponUsedCount(db(), coupon.id)).toBe(2);
    expect(await refundsOfPayment(t, payment.id)).toHaveLength(1);
  });

  it('the same Idempotency-Key answers the first refund again instead of making another, even pressed at once', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { cost: 20_000 });
    const q = await createPresentation(db(), { cost: 30_000 });
    const { payment, items } = await buy(t, buyer, [p, q]);
    const body = { method: 'manual', note: 'یک بار', participations: [items[0]] };
    const answers = await Promise.all([1, 2, 3].map(() => refund(t, admin(), payment.id, body, 'key-1')));
    for (const a of answers) expect(a.statusCode, a.body).toBe(201);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await refundsOfPayment(t, payment.id)).toHaveLength(1);
    // Another key is another refund (of what is left).
    const other = await refund(t, admin(), payment.id, { method: 'manual', note: 'دومی' }, 'key-2');
    expect(other.json()).toMatchObject({ participations: [items[1]], amount: 30_000 });
  });

  it('REFUNDED is final: verify and reverify answer it (200, status "unexpected") and change nothing', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { cost: 25_000, capacity: 1 });
    const { payment, items, authority } = await buy(t, buyer, [p]);
    expect((await refund(t, admin(), payment.id, { method: 'gateway' })).statusCode).toBe(201);
    const again = await verify(t, buyer, authority);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ payment_state: 'REFUNDED', status: 'unexpected' });
    const reverified = await asAdmin(t.app, admin(), { method: 'POST', url: `/api/admin/payments/${payment.id}/reverify/` });
    expect(reverified.json()).toMatchObject({ payment_state: 'REFUNDED', refunded_amount: 25_000 });
    expect((await eventsOf(t, payment.id)).map((e) => e.state)).toEqual(['PENDING', 'COMPLETED', 'REFUNDED']);
    expect((await participation(items[0]!)).paymentState).toBe('CANCELLED');
    // The refund stays in the stats: nothing counted as revenue, one REFUNDED payment.
    const stats = (await asAdmin(t.app, admin(), { method: 'GET', url: '/api/admin/stats/' })).json();
    expect(stats.presentations.find((x: { id: number }) => x.id === p).revenue).toBe(0);
    expectError(await refund(t, admin(), payment.id, { method: 'manual', note: 'بار دوم' }), 409, 'CONFLICT');
  });

  it('a REFUND_REQUIRED payment refunded by hand never comes back COMPLETED, even when a seat frees up later', async () => {
    const buyer = await createBuyer(t);
    const rival = await createBuyer(t);
    const p = await createPresentation(db(), { cost: 30_000, capacity: 1 });
    const item = await addToCart(t, buyer, p);
    const authority = (await payAll(t, buyer)).json().authority as string;
    await db().update(payments).set({ holdExpiresAt: sql`now() - interval '1 second'` }).where(eq(payments.authority, authority));
    const rivalBuy = await buy(t, rival, [p]);
    await pressAtBank(t, authority, 'OK');
    expect((await verify(t, buyer, authority)).json().payment_state).toBe('REFUND_REQUIRED');
    const late = await paymentByAuthority(db(), authority);
    expect((await refund(t, admin(), late.id, { method: 'manual', note: 'کارت به کارت' })).statusCode).toBe(201);
    // The seat frees up; the buyer calls verify again.
    expect((await refund(t, admin(), rivalBuy.payment.id, { method: 'manual', note: 'آزاد شد' })).statusCode).toBe(201);
    const again = await verify(t, buyer, authority);
    expect(again.json().payment_state).toBe('REFUNDED');
    expect((await participation(item)).paymentState).toBe('PENDING');
    expect((await participation(item)).ticketHash).toBeNull();
  });

  it('the database refuses a move the life of a payment does not list, whatever code tries it', async () => {
    const buyer = await createBuyer(t);
    const { payment } = await buy(t, buyer, [await createPresentation(db(), { cost: 10_000 })]);
    await expect(db().update(payments).set({ paymentState: 'FAILED' }).where(eq(payments.id, payment.id))).rejects.toThrow();
    await refund(t, admin(), payment.id, { method: 'manual', note: 'x' });
    for (const state of ['COMPLETED', 'REFUND_REQUIRED', 'FAILED', 'PENDING', 'EXPIRED'] as const) {
      const refused = await db().execute(sql`update payments set payment_state = ${state} where id = ${payment.id}`).catch((err: Error) => err);
      expect(String((refused as Error).cause ?? refused)).toMatch(/payment_transition_refused/);
    }
    expect((await paymentRow(t, payment.id)).paymentState).toBe('REFUNDED');
  });

  it('refuses payments that are not COMPLETED or REFUND_REQUIRED (409) and unknown ones (404)', async () => {
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, await createPresentation(db()));
    const pending = await paymentByAuthority(db(), ((await payAll(t, buyer)).json() as { authority: string }).authority);
    expectError(await refund(t, admin(), pending.id, { method: 'manual', note: 'x' }), 409, 'CONFLICT');
    expectError(await refund(t, admin(), pending.id, { method: 'gateway' }), 409, 'CONFLICT');
    await pressAtBank(t, pending.authority!, 'NOK');
    expect((await verify(t, buyer, pending.authority!)).statusCode).toBe(400);
    expectError(await refund(t, admin(), pending.id, { method: 'manual', note: 'x' }), 409, 'CONFLICT');
    expect((await paymentRow(t, pending.id)).paymentState).toBe('FAILED');
    expectError(await refund(t, admin(), 999_999, { method: 'manual', note: 'x' }), 404, 'NOT_FOUND');
  });

  it('validates the body: a method is required, manual needs a note, lines are ids', async () => {
    const buyer = await createBuyer(t);
    const { payment } = await buy(t, buyer, [await createPresentation(db())]);
    expectFieldError(await refund(t, admin(), payment.id, {}), 'method');
    expectFieldError(await refund(t, admin(), payment.id, { method: 'cash' }), 'method');
    expectFieldError(await refund(t, admin(), payment.id, { method: 'manual' }), 'note');
    expectFieldError(await refund(t, admin(), payment.id, { method: 'manual', note: '   ' }), 'note');
    expectFieldError(await refund(t, admin(), payment.id, { method: 'manual', note: 'x'.repeat(1001) }), 'note');
    expectFieldError(await refund(t, admin(), payment.id, { method: 'manual', note: 'x', participations: ['a'] }), 'participations.0');
    expectFieldError(await refund(t, admin(), payment.id, { method: 'manual', note: 'x', participations: [] }), 'participations');
    expect((await paymentRow(t, payment.id)).paymentState).toBe('COMPLETED');
  });

  it('REFUND_REQUIRED: only the money and the state change (it gave nothing; its cart items and the coupon are left alone)', async () => {
    const buyer = await createBuyer(t);
    const rival = await createBuyer(t);
    const p = await createPresentation(db(), { cost: 30_000, capacity: 1 });
    const coupon = await createCoupon(db(), { percentage: 10 });
    const item = await addToCart(t, buyer, p);
    const authority = ((await payAll(t, buyer, { coupon: coupon.code })).json() as { authority: string }).authority;
    await db().update(payments).set({ holdExpiresAt: sql`now() - interval '1 second'` }).where(eq(payments.authority, authority));
    await buy(t, rival, [p]);
    await pressAtBank(t, authority, 'OK');
    expect((await verify(t, buyer, authority)).json().payment_state).toBe('REFUND_REQUIRED');
    const late = await paymentByAuthority(db(), authority);
    const usesBefore = await couponUsedCount(db(), coupon.id);

    const res = await refund(t, admin(), late.id, { method: 'gateway' });
    expect(res.json()).toMatchObject({ state: 'DONE', amount: late.totalPrice });
    expect((await paymentRow(t, late.id)).paymentState).toBe('REFUNDED');
    expect((await participation(item)).paymentState).toBe('PENDING');
    expect(await couponUsedCount(db(), coupon.id)).toBe(usesBefore);
    expect(await sandboxStatus(authority)).toBe('REVERSED');
  });

  it('a refunded competition payment signs the user out of the competition and frees the seat', async () => {
    await setFestival(db(), { price: 15_000, capacity: 5, open: true });
    const buyer = await createBuyer(t);
    const start = await t.app.inject({ method: 'POST', url: '/api/users/competition_signup/', headers: buyer.headers });
    expect(start.statusCode, start.body).toBe(200);
    const authority = (start.json() as { authority: string }).authority;
    await pressAtBank(t, authority, 'OK');
    expect((await verify(t, buyer, authority)).statusCode).toBe(200);
    const signedUp = async () => (await db().select().from(competitionSignups).where(eq(competitionSignups.userId, buyer.id))).length > 0;
    expect(await signedUp()).toBe(true);
    const payment = await paymentByAuthority(db(), authority);
    const res = await refund(t, admin(), payment.id, { method: 'manual', note: 'انصراف از مسابقه' });
    expect(res.json()).toMatchObject({ amount: 15_000, participations: [], accessories: [] });
    expect(await signedUp()).toBe(false);
    expect(await competitionCounters(db())).toEqual({ sold: 0, held: 0 });
    expect((await paymentRow(t, payment.id)).paymentState).toBe('REFUNDED');
    await expectNoDrift(db());
    await db().delete(festival).where(eq(festival.id, 1));
  });

  it('money arriving late for an older attempt never revives a refunded registration (REFUND_REQUIRED)', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { cost: 25_000, capacity: 3 });
    const coupon = await createCoupon(db(), { percentage: 10 });
    const item = await addToCart(t, buyer, p);
    const oldAuthority = ((await payAll(t, buyer)).json() as { authority: string }).authority;
    // Another cart (a coupon now) replaces the first attempt (EXPIRED).
    const authority = ((await payAll(t, buyer, { coupon: coupon.code })).json() as { authority: string }).authority;
    expect(authority).not.toBe(oldAuthority);
    await pressAtBank(t, authority, 'OK');
    expect((await verify(t, buyer, authority)).statusCode).toBe(200);
    const paid = await paymentByAuthority(db(), authority);
    expect((await refund(t, admin(), paid.id, { method: 'manual', note: 'بازگشت' })).statusCode).toBe(201);
    await pressAtBank(t, oldAuthority, 'OK');
    expect((await verify(t, buyer, oldAuthority)).json().payment_state).toBe('REFUND_REQUIRED');
    expect((await participation(item)).paymentState).toBe('CANCELLED');
    expect(await remainedCapacity(t, p)).toBe(3);
  });

  it('GET /api/admin/refunds/: every refund newest first, paged, filtered by state; admins only', async () => {
    const buyer = await createBuyer(t);
    const { payment } = await buy(t, buyer, [await createPresentation(db(), { cost: 11_000 })]);
    const made = (await refund(t, admin(), payment.id, { method: 'manual', note: 'فهرست' })).json();
    const res = await expectAdminOnly(t.app, accounts, { method: 'GET', url: '/api/admin/refunds/?page_size=1' });
    expect(res.json()).toMatchObject({ count: expect.any(Number), results: [made] });
    const done = await asAdmin(t.app, admin(), { method: 'GET', url: '/api/admin/refunds/?state=DONE' });
    expect(done.json().results.every((r: { state: string }) => r.state === 'DONE')).toBe(true);
    const pending = await asAdmin(t.app, admin(), { method: 'GET', url: '/api/admin/refunds/?state=PENDING' });
    expect(pending.json()).toEqual({ count: 0, results: [] });
    expectFieldError(await asAdmin(t.app, admin(), { method: 'GET', url: '/api/admin/refunds/?state=LOST' }), 'state');
  });
});
