import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminStats } from '@fest/contract';
import { createTestApp, type TestApp } from '../helpers/app';
import { couponPresentations, participations, payments } from '../../src/db/schema';
import { accessTokenFor } from '../helpers/sign-in';
import { createCountingApp } from '../catalogue/counting-app';
import { addToCart, createAccessory, createBuyer, createCoupon, createPresentation, payAll } from '../payments/fixtures';
import { asAdmin, createRoleAccounts, expectAdminOnly, type RoleAccounts } from './authz';
import { buy, refund } from './money-fixtures';

/** Today as a Tehran day. */
const tehranToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date());

describe('organiser stats', () => {
  let t: TestApp;
  let accounts: RoleAccounts;
  beforeAll(async () => {
    t = await createTestApp();
    accounts = await createRoleAccounts(t.app);
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const stats = async () => {
    const res = await asAdmin(t.app, accounts.admin, { method: 'GET', url: '/api/admin/stats/' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminStats;
  };

  it('sums revenue, shares discounts out to presentations, counts seats, accessories, coupon uses and states', async () => {
    const a = await createPresentation(db(), { cost: 100_000, capacity: 10, title: 'الف' });
    const b = await createPresentation(db(), { cost: 50_000, capacity: 10, title: 'ب' });
    const shirt = await createAccessory(db(), { price: 20_000 });
    const everything = await createCoupon(db(), { percentage: 10 });
    const onlyB = await createCoupon(db(), { percentage: 50, eligible: [b] });

    // 1: A + B + a shirt, 10% off everything: 170,000 - 17,000 = 153,000; A's share 10,000, B's 5,000.
    const first = await buy(t, await createBuyer(t), [a, b], { coupon: everything.code, accessories: [shirt] });
    expect(first.payment.totalPrice).toBe(153_000);
    await db().update(participations).set({ checkedInAt: new Date() }).where(eq(participations.id, first.items[0]!));
    // 2: A + B, 50% off B only: 150,000 - 25,000 = 125,000; all of the discount is B's.
    const second = await buy(t, await createBuyer(t), [a, b], { coupon: onlyB.code });
    expect(second.payment.totalPrice).toBe(125_000);
    // 3: A, refunded: neither revenue nor a seat.
    const third = await buy(t, await createBuyer(t), [a]);
    expect((await refund(t, accounts.admin, third.payment.id, { method: 'manual', note: 'بازگشت' })).statusCode).toBe(201);
    // 4: A held by a payment in progress.
    const holder = await createBuyer(t);
    await addToCart(t, holder, a);
    expect((await payAll(t, holder)).statusCode).toBe(200);

    const res = await expectAdminOnly(t.app, accounts, { method: 'GET', url: '/api/admin/stats/' });
    const s = res.json() as AdminStats;
    expect(s.revenue_total).toBe(278_000);
    expect(s.revenue_by_day).toEqual([{ day: tehranToday(), revenue: 278_000 }]);
    expect(s.door_revenue).toBe(0);
    expect(s.presentations).toEqual([
      { id: a, fa_title: 'الف', sold: 2, held: 1, revenue: 190_000, checked_in: 1, complimentary: 0, door_sales: 0 },
      { id: b, fa_title: 'ب', sold: 2, held: 0, revenue: 70_000, checked_in: 0, complimentary: 0, door_sales: 0 },
    ]);
    expect(s.accessories).toEqual([{ id: shirt, name: 'تی‌شرت', sold: 1 }]);
    expect(s.coupons).toEqual([
      { id: everything.id, code: everything.code, uses: 1 },
      { id: onlyB.id, code: onlyB.code, uses: 1 },
    ]);
    expect(s.payments_by_state).toEqual({ PENDING: 1, COMPLETED: 2, FAILED: 0, EXPIRED: 0, REFUND_REQUIRED: 0, REFUNDED: 1 });
  });

  it('agrees with the presentations list, even after a used coupon stops naming the payment\'s items', async () => {
    const a = await createPresentation(db(), { cost: 100_000, title: 'ج' });
    const b = await createPresentation(db(), { cost: 60_000, title: 'د' });
    const elsewhere = await createPresentation(db(), { cost: 1_000 });
    const onlyA = await createCoupon(db(), { percentage: 20, eligible: [a] });
    await buy(t, await createBuyer(t), [a, b], { coupon: onlyA.code }); // 20,000 off, all of it A's
    // The organiser re-points the coupon: the payment's 20,000 discount is then split over its subtotal.
    await db().delete(couponPresentations).where(eq(couponPresentations.couponId, onlyA.id));
    await db().insert(couponPresentations).values({ couponId: onlyA.id, presentationId: elsewhere });

    const inStats = new Map((await stats()).presentations.map((p) => [p.id, p.revenue]));
    const inList = async (id: number) =>
      (await asAdmin(t.app, accounts.admin, { method: 'GET', url: `/api/admin/presentations/${id}/` })).json().revenue as number;
    expect(inStats.get(a)).toBe(await inList(a));
    expect(inStats.get(b)).toBe(await inList(b));
    expect([inStats.get(a), inStats.get(b)]).toEqual([87_500, 52_500]);
  });

  it('groups revenue by Tehran day (a payment at 22:00 UTC belongs to the next Tehran day)', async () => {
    const before = await stats();
    const buyer = await createBuyer(t);
    const { payment } = await buy(t, buyer, [await createPresentation(db(), { cost: 7_000 })]);
    await db().update(payments).set({ verifiedDate: new Date('2026-03-20T22:00:00Z') }).where(eq(payments.id, payment.id));
    const after = await stats();
    expect(after.revenue_by_day[0]).toEqual({ day: '2026-03-21', revenue: 7_000 });
    expect(after.revenue_total).toBe(before.revenue_total + 7_000);
  });

  it('costs the same number of SQL queries whatever the number of presentations', async () => {
    const counting = await createCountingApp(t);
    try {
      const token = await accessTokenFor(counting.app, { id: accounts.admin.id });
      const measure = async () => {
        counting.reset();
        const res = await counting.app.inject({ method: 'GET', url: '/api/admin/stats/', headers: { authorization: `Bearer ${token}` } });
        expect(res.statusCode).toBe(200);
        return { queries: counting.queries(), presentations: (res.json() as AdminStats).presentations.length };
      };
      await measure(); // the session check's first look-up is cached afterwards
      const few = await measure();
      for (let i = 0; i < 8; i += 1) {
        const p = await createPresentation(db(), { cost: 1_000 * (i + 1) });
        await buy(t, await createBuyer(t), [p], { accessories: [await createAccessory(db(), { price: 500 })] });
        await createCoupon(db(), { percentage: 5 });
      }
      const many = await measure();
      expect(many.presentations).toBe(few.presentations + 8);
      expect(many.queries).toBe(few.queries);
      expect(many.queries).toBeLessThanOrEqual(7);
    } finally {
      await counting.app.close();
    }
  });
});
