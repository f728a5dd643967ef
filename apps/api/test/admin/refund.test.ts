import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoDrift } from '../helpers/drift';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectError, expectFieldError } from '../accounts/support';
import {
  festival,
  participations,
  payments,
  userAccessories,
  users,
  zarinpalSandboxSessions as sandboxSessions,
} from '../../src/db/schema';
import { codeMessages } from '../../src/gateways/zarinpal-wire';
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
import { auditOf, buy, eventsOf, paymentRow, refund } from './money-fixtures';

/** POST /api/admin/payments/{id}/refund/ with the built-in sandbox as the gateway. */
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

  it('is for admins only (401 anonymous, 403 user and door) and a manual refund answers the REFUNDED payment', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { cost: 90_000 });
    const { payment } = await buy(t, buyer, [p]);
    const res = await expectAdminOnly(t.app, accounts, {
      method: 'POST',
      url: `/api/admin/payments/${payment.id}/refund/`,
      payload: { method: 'manual', note: 'واریز به کارت خریدار، پیگیری ۱۲۳' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: payment.id,
      payment_state: 'REFUNDED',
      refund_method: 'manual',
      refund_note: 'واریز به کارت خریدار، پیگیری ۱۲۳',
      refunded_at: expect.any(String),
      user: { id: buyer.id, phone_number: buyer.phone },
    });
    expect(res.json().participations[0].payment_state).toBe('CANCELLED');
  });

  it('manual: cancels the registrations, frees their seats, voids the tickets, takes the accessories back, returns the coupon use', async () => {
    const buyer = await createBuyer(t);
    const a = await createPresentation(db(), { cost: 100_000, capacity: 2 });
    const b = await createPresentation(db(), { cost: 50_000, capacity: 2 });
    const shirt = await createAccessory(db(), { price: 30_000 });
    const coupon = await createCoupon(db(), { percentage: 10, maxUses: 5 });
    // An accessory the buyer bought in another payment stays theirs.
    const other = await buy(t, buyer, [], { accessories: [shirt] });
    const { payment, items } = await buy(t, buyer, [a, b], { coupon: coupon.code, accessories: [shirt] });
    await db().update(participations).set({ ticketSalt: 'salt', ticketHash: `hash-${items[0]}` }).where(eq(participations.id, items[0]!));
    expect(await remainedCapacity(t, a)).toBe(1);
    expect(await couponUsedCount(db(), coupon.id)).toBe(1);
    expect(await accessoriesOfPayment(payment.id)).toHaveLength(1);

    const res = await refund(t, admin(), payment.id, { method: 'manual', note: 'نقدی پس داده شد' });
    expect(res.statusCode, res.body).toBe(200);

    for (const id of items) {
      const row = await participation(id);
      expect(row.paymentState).toBe('CANCELLED');
      expect(row.cancelledAt).not.toBeNull();
      expect(row.ticketHash).toBeNull();
      expect(row.ticketSalt).toBeNull();
    }
    expect(await remainedCapacity(t, a)).toBe(2);
    expect(await remainedCapacity(t, b)).toBe(2);
    expect(await accessoriesOfPayment(payment.id)).toHaveLength(0);
    expect(await accessoriesOfPayment(other.payment.id)).toHaveLength(1);
    expect(await couponUsedCount(db(), coupon.id)).toBe(0);
    const row = await paymentRow(t, payment.id);
    expect(row).toMatchObject({ paymentState: 'REFUNDED', refundMethod: 'manual', refundNote: 'نقدی پس داده شد', refundClaimedAt: null });
    expect(row.refundedAt).not.toBeNull();
  });

  it('the refunded items leave the cart, the billing shows REFUNDED, and the visitor may register again', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { cost: 40_000, capacity: 1 });
    const { payment, items } = await buy(t, buyer, [p]);
    expect((await refund(t, admin(), payment.id, { method: 'manual', note: 'بازگشت' })).statusCode).toBe(200);

    const cart = await t.app.inject({ method: 'GET', url: '/api/presentations/cart/', headers: buyer.headers });
    expect(cart.json()).toEqual([]);
    const billing = await t.app.inject({ method: 'GET', url: '/api/payments/get_list/', headers: buyer.headers });
    const listed = (billing.json() as { id: number; payment_state: string; participations: { id: number; payment_state: string }[] }[]).find((x) => x.id === payment.id)!;
    expect(listed.payment_state).toBe('REFUNDED');
    expect(listed.participations).toEqual([expect.objectContaining({ id: items[0], payment_state: 'CANCELLED' })]);
    // A cancelled item is not the buyer's to remove any more.
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/presentations/${items[0]}/remove_participation/`, headers: buyer.headers });
    expect(removed.statusCode).toBe(404);

    const again = await addToCart(t, buyer, p);
    expect(again).not.toBe(items[0]);
    const start = await payAll(t, buyer);
    expect(start.statusCode, start.body).toBe(200);
  });

  it('writes the refund into the payment history (actor, note) and the audit log, in the refund\'s transaction', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { cost: 70_000 });
    const { payment, items } = await buy(t, buyer, [p]);
    expect((await refund(t, admin(), payment.id, { method: 'manual', note: 'کارت به کارت' })).statusCode).toBe(200);
    const events = await eventsOf(t, payment.id);
    expect(events.map((e) => e.state)).toEqual(['PENDING', 'COMPLETED', 'REFUNDED']);
    expect(events[2]).toMatchObject({ actorId: admin().id });
    expect(events[2]!.note).toContain('کارت به کارت');
    expect(events[2]!.note).toContain('بازپرداخت دستی');
    const audit = await auditOf(t, payment.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin().id,
      action: 'refund',
      objectType: 'payment',
      before: { payment_state: 'COMPLETED' },
      after: { payment_state: 'REFUNDED', method: 'manual', cancelled_participations: items, coupon_use_returned: false },
    });
    const detail = await asAdmin(t.app, admin(), { method: 'GET', url: `/api/admin/payments/${payment.id}/` });
    expect(detail.json().history.at(-1)).toMatchObject({ state: 'REFUNDED', actor: { id: admin().id, phone_number: admin().phone } });
  });

  it('gateway: reverses the payment at the bank (the sandbox session becomes REVERSED) and refunds it', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { cost: 60_000, capacity: 1 });
    const { payment, items, authority } = await buy(t, buyer, [p]);
    const res = await refund(t, admin(), payment.id, { method: 'gateway' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ payment_state: 'REFUNDED', refund_method: 'gateway', refund_note: '' });
    expect(await sandboxStatus(authority)).toBe('REVERSED');
    expect((await participation(items[0]!)).paymentState).toBe('CANCELLED');
    expect(await remainedCapacity(t, p)).toBe(1);
    expect((await eventsOf(t, payment.id)).at(-1)!.note).toContain('بازپرداخت از راه درگاه');
  });

  it('gateway: past the 30-minute window, 400 REFUND_REFUSED with the gateway\'s reason, and nothing changed', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { cost: 60_000, capacity: 1 });
    const coupon = await createCoupon(db(), { percentage: 50 });
    const shirt = await createAccessory(db(), { price: 10_000 });
    const { payment, items, authority } = await buy(t, buyer, [p], { coupon: coupon.code, accessories: [shirt] });
    await db()
      .update(sandboxSessions)
      .set({ verifiedAt: sql`now() - interval '31 minutes'` })
      .where(eq(sandboxSessions.authority, authority));

    const res = await refund(t, admin(), payment.id, { method: 'gateway', note: 'دیر شد' });
    expectError(res, 400, 'REFUND_REFUSED');
    expect(res.json().detail).toContain(codeMessages[-63]);

    expect(await paymentRow(t, payment.id)).toMatchObject({ paymentState: 'COMPLETED', refundedAt: null, refundMethod: null, refundClaimedAt: null });
    expect((await participation(items[0]!)).paymentState).toBe('COMPLETED');
    expect(await remainedCapacity(t, p)).toBe(0);
    expect(await couponUsedCount(db(), coupon.id)).toBe(1);
    expect(await accessoriesOfPayment(payment.id)).toHaveLength(1);
    expect(await sandboxStatus(authority)).toBe('VERIFIED');
    expect(await auditOf(t, payment.id)).toHaveLength(0);
    expect((await eventsOf(t, payment.id)).map((e) => e.state)).toEqual(['PENDING', 'COMPLETED']);

    // The organisers return it by hand instead.
    const manual = await refund(t, admin(), payment.id, { method: 'manual', note: 'کارت به کارت پس از مهلت درگاه' });
    expect(manual.statusCode, manual.body).toBe(200);
    expect(await couponUsedCount(db(), coupon.id)).toBe(0);
  });

  it('gateway: a payment that never went through the gateway (free) is 400 naming method; manual works', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { cost: 0 });
    await addToCart(t, buyer, p);
    expect((await payAll(t, buyer)).statusCode).toBe(204);
    const [free] = await db().select().from(payments).where(eq(payments.userId, buyer.id));
    expectFieldError(await refund(t, admin(), free!.id, { method: 'gateway' }), 'method');
    expect((await paymentRow(t, free!.id)).refundClaimedAt).toBeNull();
    expect((await refund(t, admin(), free!.id, { method: 'manual', note: 'لغو ثبت‌نام رایگان' })).statusCode).toBe(200);
  });

  it('refunds once: a second refund, by either method, is 409 and changes nothing', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { cost: 20_000 });
    const coupon = await createCoupon(db(), { percentage: 10, usedCount: 3, maxUses: 10 });
    const { payment } = await buy(t, buyer, [p], { coupon: coupon.code });
    expect(await couponUsedCount(db(), coupon.id)).toBe(4);
    expect((await refund(t, admin(), payment.id, { method: 'gateway' })).statusCode).toBe(200);
    expectError(await refund(t, admin(), payment.id, { method: 'gateway' }), 409, 'CONFLICT');
    expectError(await refund(t, admin(), payment.id, { method: 'manual', note: 'دوباره' }), 409, 'CONFLICT');
    expect(await couponUsedCount(db(), coupon.id)).toBe(3);
    expect(await auditOf(t, payment.id)).toHaveLength(1);
    expect((await eventsOf(t, payment.id)).filter((e) => e.state === 'REFUNDED')).toHaveLength(1);
  });

  it('refunds once when many presses arrive at once: one 200, the others 409, one reverse at the bank', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { cost: 20_000 });
    const coupon = await createCoupon(db(), { percentage: 10, usedCount: 2, maxUses: 10 });
    const { payment } = await buy(t, buyer, [p], { coupon: coupon.code });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => refund(t, admin(), payment.id, i % 2 ? { method: 'manual', note: 'هم‌زمان' } : { method: 'gateway' })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expectError(a, 409, 'CONFLICT');
    expect(await couponUsedCount(db(), coupon.id)).toBe(2);
    expect(await auditOf(t, payment.id)).toHaveLength(1);
  });

  it('refuses payments that are not COMPLETED or REFUND_REQUIRED (409) and unknown ones (404)', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db());
    await addToCart(t, buyer, p);
    const started = await payAll(t, buyer);
    const pending = await paymentByAuthority(db(), (started.json() as { authority: string }).authority);
    expectError(await refund(t, admin(), pending.id, { method: 'manual', note: 'x' }), 409, 'CONFLICT');
    expectError(await refund(t, admin(), pending.id, { method: 'gateway' }), 409, 'CONFLICT');
    await pressAtBank(t, pending.authority!, 'NOK');
    expect((await verify(t, buyer, pending.authority!)).statusCode).toBe(400);
    expectError(await refund(t, admin(), pending.id, { method: 'manual', note: 'x' }), 409, 'CONFLICT');
    expect((await paymentRow(t, pending.id)).paymentState).toBe('FAILED');
    expectError(await refund(t, admin(), 999_999, { method: 'manual', note: 'x' }), 404, 'NOT_FOUND');
    expectError(await refund(t, admin(), 999_999, { method: 'gateway' }), 404, 'NOT_FOUND');
  });

  it('validates the body: a method is required, manual needs a note', async () => {
    const buyer = await createBuyer(t);
    const { payment } = await buy(t, buyer, [await createPresentation(db())]);
    expectFieldError(await refund(t, admin(), payment.id, {}), 'method');
    expectFieldError(await refund(t, admin(), payment.id, { method: 'cash' }), 'method');
    expectFieldError(await refund(t, admin(), payment.id, { method: 'manual' }), 'note');
    expectFieldError(await refund(t, admin(), payment.id, { method: 'manual', note: '   ' }), 'note');
    expectFieldError(await refund(t, admin(), payment.id, { method: 'manual', note: 'x'.repeat(1001) }), 'note');
    expect((await paymentRow(t, payment.id)).paymentState).toBe('COMPLETED');
  });

  it('REFUND_REQUIRED: only the state changes (it gave nothing; its cart items and the coupon are left alone)', async () => {
    const buyer = await createBuyer(t);
    const rival = await createBuyer(t);
    const p = await createPresentation(db(), { cost: 30_000, capacity: 1 });
    const coupon = await createCoupon(db(), { percentage: 10 });
    const item = await addToCart(t, buyer, p);
    const started = await payAll(t, buyer, { coupon: coupon.code });
    const authority = (started.json() as { authority: string }).authority;
    // The hold runs out and a rival buys the last seat; the first buyer's money arrives afterwards.
    await db().update(payments).set({ holdExpiresAt: sql`now() - interval '1 second'` }).where(eq(payments.authority, authority));
    await buy(t, rival, [p]);
    await pressAtBank(t, authority, 'OK');
    expect((await verify(t, buyer, authority)).json().payment_state).toBe('REFUND_REQUIRED');
    const late = await paymentByAuthority(db(), authority);
    const usesBefore = await couponUsedCount(db(), coupon.id);

    const res = await refund(t, admin(), late.id, { method: 'gateway' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment_state).toBe('REFUNDED');
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
    const signedUp = async () => (await db().select({ s: users.isSignedUpForCompetition }).from(users).where(eq(users.id, buyer.id)))[0]!.s;
    expect(await signedUp()).toBe(true);
    expect(await competitionCounters(db())).toEqual({ sold: 1, held: 0 });
    const payment = await paymentByAuthority(db(), authority);
    expect((await refund(t, admin(), payment.id, { method: 'manual', note: 'انصراف از مسابقه' })).statusCode).toBe(200);
    expect(await signedUp()).toBe(false);
    expect(await competitionCounters(db())).toEqual({ sold: 0, held: 0 });
    await expectNoDrift(db());
    await db().delete(festival).where(eq(festival.id, 1));
  });

  it('money arriving late for an older attempt never revives a refunded registration (REFUND_REQUIRED)', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(db(), { cost: 25_000, capacity: 3 });
    const item = await addToCart(t, buyer, p);
    const first = await payAll(t, buyer);
    const oldAuthority = (first.json() as { authority: string }).authority;
    // A second pay_all replaces the first (EXPIRED); it is paid, verified and then refunded.
    const second = await payAll(t, buyer);
    const authority = (second.json() as { authority: string }).authority;
    await pressAtBank(t, authority, 'OK');
    expect((await verify(t, buyer, authority)).statusCode).toBe(200);
    const paid = await paymentByAuthority(db(), authority);
    expect((await refund(t, admin(), paid.id, { method: 'manual', note: 'بازگشت' })).statusCode).toBe(200);
    // Now the money of the first, replaced attempt arrives.
    await pressAtBank(t, oldAuthority, 'OK');
    const late = await verify(t, buyer, oldAuthority);
    expect(late.json().payment_state).toBe('REFUND_REQUIRED');
    expect((await participation(item)).paymentState).toBe('CANCELLED');
    expect(await remainedCapacity(t, p)).toBe(3);
  });

  it('never leaves a claim behind: the refund claim is cleared whatever the outcome', async () => {
    const rows = await db().select({ id: payments.id }).from(payments).where(and(sql`${payments.refundClaimedAt} is not null`));
    expect(rows).toEqual([]);
  });
});
