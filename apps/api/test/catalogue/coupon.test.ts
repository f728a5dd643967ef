import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app';
import { createCoupon, createPresentation, createUser, holdSeats, inFuture } from './fixtures';

describe('coupon status', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { COUPON_RATE_LIMIT: '1000' } });
  });
  afterAll(() => t.close());

  const status = (code: string) => t.app.inject({ method: 'GET', url: `/api/coupon/${encodeURIComponent(code)}/` });

  it('reports a usable coupon for every presentation', async () => {
    await createCoupon(t.database.db, { code: 'LINUX20', percentage: 20, maxUses: 100 });
    const res = await status('LINUX20');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ is_valid: true, percentage: 20, eligible_presentations: [] });
  });

  it('matches the code case-insensitively', async () => {
    expect((await status('linux20')).json()).toMatchObject({ is_valid: true, percentage: 20 });
    expect((await status('LiNuX20')).statusCode).toBe(200);
  });

  it('lists the presentations a restricted coupon applies to', async () => {
    const db = t.database.db;
    const a = await createPresentation(db);
    const b = await createPresentation(db);
    await createCoupon(db, { code: 'WORKSHOP50', percentage: 50, maxUses: 5 }, [b, a]);
    expect((await status('WORKSHOP50')).json()).toEqual({
      is_valid: true,
      percentage: 50,
      eligible_presentations: [a, b].sort((x, y) => x - y),
    });
  });

  it('answers 404 COUPON_NOT_FOUND for an unknown code', async () => {
    const res = await status('NOPE');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'COUPON_NOT_FOUND' });
  });

  it('is invalid once expired', async () => {
    await createCoupon(t.database.db, { code: 'OLD', percentage: 10, maxUses: 10, expiresAt: inFuture(-1) });
    await createCoupon(t.database.db, { code: 'FRESH', percentage: 10, maxUses: 10, expiresAt: inFuture(3600) });
    expect((await status('OLD')).json()).toMatchObject({ is_valid: false, percentage: 10 });
    expect((await status('FRESH')).json()).toMatchObject({ is_valid: true });
  });

  it('is invalid once every use is consumed', async () => {
    await createCoupon(t.database.db, { code: 'USEDUP', percentage: 10, maxUses: 2, usedCount: 2 });
    await createCoupon(t.database.db, { code: 'ONELEFT', percentage: 10, maxUses: 2, usedCount: 1 });
    expect((await status('USEDUP')).json()).toMatchObject({ is_valid: false });
    expect((await status('ONELEFT')).json()).toMatchObject({ is_valid: true });
  });

  it('counts uses held by payments in progress, but not expired or finished ones', async () => {
    const db = t.database.db;
    const user = await createUser(db);
    const held = await createCoupon(db, { code: 'HELD', percentage: 30, maxUses: 2, usedCount: 1 });
    const paymentId = await holdSeats(db, user.id, [], inFuture(600), held);
    expect((await status('HELD')).json()).toMatchObject({ is_valid: false });

    const lapsed = await createCoupon(db, { code: 'LAPSED', percentage: 30, maxUses: 2, usedCount: 1 });
    await holdSeats(db, user.id, [], inFuture(-60), lapsed);
    expect((await status('LAPSED')).json()).toMatchObject({ is_valid: true });

    // A failed payment no longer holds its coupon use.
    const { payments } = await import('../../src/db/schema');
    const { eq } = await import('drizzle-orm');
    await db.update(payments).set({ paymentState: 'FAILED' }).where(eq(payments.id, paymentId));
    const { recount } = await import('../../src/modules/inventory');
    await recount(db);
    expect((await status('HELD')).json()).toMatchObject({ is_valid: true });
  });
});

describe('coupon look-up rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { COUPON_RATE_LIMIT: '3' } });
  });
  afterAll(() => t.close());

  it('answers 429 RATE_LIMITED with Retry-After past COUPON_RATE_LIMIT per minute per address', async () => {
    const from = (ip: string) => t.app.inject({ method: 'GET', url: '/api/coupon/ANY/', remoteAddress: ip });
    for (let i = 0; i < 3; i += 1) expect((await from('10.0.0.1')).statusCode).toBe(404);
    const limited = await from('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((limited.json() as { detail: string }).detail).toMatch(/^[^0-9]*[۰-۹]+ ثانیه[^0-9]*$/);
    // Another client address has its own allowance.
    expect((await from('10.0.0.2')).statusCode).toBe(404);
  });
});
