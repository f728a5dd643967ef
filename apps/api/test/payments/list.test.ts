import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoDrift } from '../helpers/drift';
import { eq } from 'drizzle-orm';
import type { Payment } from '@fest/contract';
import { createTestApp, type TestApp } from '../helpers/app';
import { accessories } from '../../src/db/schema';
import {
  addToCart,
  createAccessory,
  createBuyer,
  createCoupon,
  createPresentation,
  payAll,
  pressAtBank,
  verify,
} from './fixtures';

describe('get_list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(() => expectNoDrift(t.database.db));
  afterAll(() => t.close());
  const db = () => t.database.db;
  const list = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/get_list/', headers });
    expect(res.statusCode).toBe(200);
    return res.json() as Payment[];
  };

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/get_list/' })).statusCode).toBe(401);
  });

  it("lists the caller's payments newest first, with items, accessories (price paid), coupon code and pay link", async () => {
    const buyer = await createBuyer(t);
    const stranger = await createBuyer(t);
    const p1 = await createPresentation(db(), { cost: 0 });
    const p2 = await createPresentation(db(), { cost: 40_000 });
    const shirt = await createAccessory(db(), { price: 25_000 });
    await createCoupon(db(), { code: 'Tux10', percentage: 10 });

    await addToCart(t, buyer, p1);
    expect((await payAll(t, buyer)).statusCode).toBe(204); // payment 1: free
    const item2 = await addToCart(t, buyer, p2);
    const second = (await payAll(t, buyer, { coupon: 'tux10', accessories: [shirt] })).json();
    await pressAtBank(t, second.authority, 'OK');
    const verified = (await verify(t, buyer, second.authority)).json();
    await db().update(accessories).set({ price: 99_000 }).where(eq(accessories.id, shirt));
    await addToCart(t, stranger, p2);
    await payAll(t, stranger);

    const payments = await list(buyer.headers);
    expect(payments).toHaveLength(2);
    const [newest, oldest] = payments as [Payment, Payment];
    expect(newest.id).toBeGreaterThan(oldest.id);
    expect(Object.keys(newest).sort()).toEqual(
      ['accessories', 'authority', 'card_pan', 'coupon', 'created_date', 'door_method', 'edition', 'id', 'invoice', 'invoice_details', 'is_competition_payment', 'kind', 'participations', 'pay_link', 'payment_state', 'receipt_url', 'ref_id', 'refunded_amount', 'total_price', 'verified_date'].sort(),
    );
    expect(newest).toMatchObject({
      kind: 'online',
      door_method: null,
      total_price: 58_500,
      payment_state: 'COMPLETED',
      authority: second.authority,
      pay_link: second.payment_url,
      ref_id: verified.ref_id,
      card_pan: verified.card_pan,
      coupon: 'Tux10',
      is_competition_payment: false,
    });
    expect(new Date(newest.created_date).toISOString()).toBe(newest.created_date);
    expect(newest.verified_date).not.toBeNull();
    expect(newest.participations).toHaveLength(1);
    expect(newest.participations[0]).toMatchObject({ id: item2, payment_state: 'COMPLETED', service_type: 'WORKSHOP', presentation: { id: p2 } });
    expect(newest.accessories).toEqual([expect.objectContaining({ id: shirt, price: 25_000, is_active: true })]);

    expect(oldest).toMatchObject({ total_price: 0, payment_state: 'COMPLETED', authority: null, pay_link: '', coupon: null, ref_id: null });
    expect(oldest.participations.map((c) => c.presentation.id)).toEqual([p1]);
    expect(await list(stranger.headers)).toHaveLength(1);
  });

  it('answers an empty list for a user with no payments', async () => {
    expect(await list((await createBuyer(t)).headers)).toEqual([]);
  });
});
