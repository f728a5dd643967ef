import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, coupons } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectError, expectFieldError } from '../accounts/support';
import { addToCart, createBuyer, createPresentation, payAll, pressAtBank, verify } from '../payments/fixtures';
import { asAdmin, createRoleAccounts, expectAdminOnly, type RoleAccounts } from './authz';

describe('admin coupons', () => {
  let t: TestApp;
  let accounts: RoleAccounts;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'http://fest.test' } });
    accounts = await createRoleAccounts(t.app);
  });
  afterAll(() => t.close());

  const admin = (request: Parameters<typeof asAdmin>[2]) => asAdmin(t.app, accounts.admin, request);
  let n = 0;
  const code = () => `FEST${(n += 1)}${Math.floor(Math.random() * 1e6)}`;
  const create = async (payload: Record<string, unknown>) => {
    const res = await admin({ method: 'POST', url: '/api/admin/coupons/', payload: { code: code(), percentage: 10, max_uses: 5, ...payload } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  /** A buyer who pays (or only starts paying for) one presentation with the coupon. */
  async function useCoupon(couponCode: string, complete: boolean) {
    const id = await createPresentation(t.app.db, { cost: 100_000 });
    const buyer = await createBuyer(t);
    await addToCart(t, buyer, id);
    const started = await payAll(t, buyer, { coupon: couponCode });
    expect(started.statusCode, started.body).toBe(200);
    if (complete) {
      await pressAtBank(t, started.json().authority);
      expect((await verify(t, buyer, started.json().authority)).statusCode).toBe(200);
    }
    return buyer;
  }

  it('goes through its whole life as admin only, audited; eligible presentations as ids', async () => {
    const p = await createPresentation(t.app.db);
    const res = await expectAdminOnly(t.app, accounts, {
      method: 'POST',
      url: '/api/admin/coupons/',
      payload: { code: 'Nowruz1405', percentage: 25, max_uses: 10, expires_at: '2027-03-20T00:00:00+03:30', eligible_presentations: [p] },
    });
    const c = res.json();
    expect(c).toMatchObject({ code: 'Nowruz1405', percentage: 25, max_uses: 10, used_count: 0, held: 0, remaining: 10, expires_at: '2027-03-19T20:30:00.000Z', eligible_presentations: [p] });
    await expectAdminOnly(t.app, accounts, { method: 'GET', url: `/api/admin/coupons/${c.id}/` });
    await expectAdminOnly(t.app, accounts, { method: 'GET', url: '/api/admin/coupons/?search=nowruz' });
    const changed = await expectAdminOnly(t.app, accounts, { method: 'PATCH', url: `/api/admin/coupons/${c.id}/`, payload: { eligible_presentations: [], expires_at: null } });
    expect(changed.json()).toMatchObject({ eligible_presentations: [], expires_at: null });
    await expectAdminOnly(t.app, accounts, { method: 'GET', url: `/api/admin/coupons/${c.id}/uses/` });
    expect((await expectAdminOnly(t.app, accounts, { method: 'DELETE', url: `/api/admin/coupons/${c.id}/` })).statusCode).toBe(204);
    const actions = (await t.app.db.select().from(auditLog).where(eq(auditLog.objectType, 'coupon'))).filter((r) => r.objectId === String(c.id)).map((r) => r.action);
    expect(actions).toEqual(['create', 'update', 'delete']);
  });

  it('keeps percentage within 1-100 and eligible presentations to real ones', async () => {
    expectFieldError(await admin({ method: 'POST', url: '/api/admin/coupons/', payload: { code: code(), percentage: 0, max_uses: 1 } }), 'percentage');
    expectFieldError(await admin({ method: 'POST', url: '/api/admin/coupons/', payload: { code: code(), percentage: 101, max_uses: 1 } }), 'percentage');
    expectFieldError(await admin({ method: 'POST', url: '/api/admin/coupons/', payload: { code: code(), percentage: 5, max_uses: -1 } }), 'max_uses');
    expectFieldError(
      await admin({ method: 'POST', url: '/api/admin/coupons/', payload: { code: code(), percentage: 5, max_uses: 1, eligible_presentations: [987_654] } }),
      'eligible_presentations',
    );
  });

  it('keeps codes unique ignoring case, on create and on change (400 naming code)', async () => {
    const c = await create({ code: 'Yalda-Night' });
    expectFieldError(await admin({ method: 'POST', url: '/api/admin/coupons/', payload: { code: 'YALDA-night', percentage: 5, max_uses: 1 } }), 'code');
    const other = await create({});
    expectFieldError(await admin({ method: 'PATCH', url: `/api/admin/coupons/${other.id}/`, payload: { code: 'yalda-night' } }), 'code');
    // Its own code in another case is fine.
    expect((await admin({ method: 'PATCH', url: `/api/admin/coupons/${c.id}/`, payload: { code: 'YALDA-NIGHT' } })).json().code).toBe('YALDA-NIGHT');
  });

  it('counts used, held and remaining; max_uses may be 0 but never below used + held (400 naming max_uses)', async () => {
    const c = await create({ max_uses: 5 });
    await useCoupon(c.code, true);
    await useCoupon(c.code, false);
    const seen = (await admin({ method: 'GET', url: `/api/admin/coupons/${c.id}/` })).json();
    expect(seen).toMatchObject({ used_count: 1, held: 1, remaining: 3 });
    const listed = (await admin({ method: 'GET', url: `/api/admin/coupons/?search=${c.code}` })).json();
    expect(listed.results[0]).toMatchObject({ id: c.id, used_count: 1, held: 1, remaining: 3 });
    expectFieldError(await admin({ method: 'PATCH', url: `/api/admin/coupons/${c.id}/`, payload: { max_uses: 1 } }), 'max_uses');
    expect((await admin({ method: 'PATCH', url: `/api/admin/coupons/${c.id}/`, payload: { max_uses: 2 } })).json()).toMatchObject({ max_uses: 2, remaining: 0 });
    // A coupon nobody used may be switched off with 0.
    const fresh = await create({});
    expect((await admin({ method: 'PATCH', url: `/api/admin/coupons/${fresh.id}/`, payload: { max_uses: 0 } })).json()).toMatchObject({ max_uses: 0, remaining: 0 });
    const status = (await t.app.inject({ method: 'GET', url: `/api/coupon/${fresh.code}/` })).json();
    expect(status.is_valid).toBe(false);
  });

  it('lists the completed payments that used it; a used coupon, or one a payment in progress holds, cannot be deleted (409)', async () => {
    const used = await create({});
    const buyer = await useCoupon(used.code, true);
    const uses = (await admin({ method: 'GET', url: `/api/admin/coupons/${used.id}/uses/` })).json();
    expect(uses.count).toBe(1);
    expect(uses.results[0]).toMatchObject({ user: { id: buyer.id, phone_number: buyer.phone }, subtotal: 100_000, discount: 10_000, total_price: 90_000 });
    expectError(await admin({ method: 'DELETE', url: `/api/admin/coupons/${used.id}/` }), 409, 'CONFLICT');

    const held = await create({});
    await useCoupon(held.code, false);
    expect((await admin({ method: 'GET', url: `/api/admin/coupons/${held.id}/uses/` })).json().count).toBe(0);
    expectError(await admin({ method: 'DELETE', url: `/api/admin/coupons/${held.id}/` }), 409, 'CONFLICT');
    expect(await t.app.db.select().from(coupons).where(eq(coupons.id, held.id))).toHaveLength(1);
    expectError(await admin({ method: 'GET', url: '/api/admin/coupons/999999/uses/' }), 404, 'NOT_FOUND');
  });
});
