import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoDrift } from '../helpers/drift';
import { eq } from 'drizzle-orm';
import type { CartItem } from '@fest/contract';
import { createTestApp, type TestApp } from '../helpers/app';
import { payments, presentations } from '../../src/db/schema';
import {
  addToCart,
  createBuyer,
  createPresentation,
  paymentByAuthority,
  payAll,
  pressAtBank,
  remainedCapacity,
  verify,
} from '../payments/fixtures';

describe('cart', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(() => expectNoDrift(t.database.db));
  afterAll(() => t.close());

  const add = (headers: Record<string, string>, id: number | string) =>
    t.app.inject({ method: 'POST', url: `/api/presentations/${id}/add_participation/`, headers });
  const remove = (headers: Record<string, string>, id: number | string) =>
    t.app.inject({ method: 'DELETE', url: `/api/presentations/${id}/remove_participation/`, headers });
  const cart = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/presentations/cart/', headers });
    expect(res.statusCode).toBe(200);
    return res.json() as CartItem[];
  };

  it('needs a token', async () => {
    const p = await createPresentation(t.database.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/presentations/cart/' })).statusCode).toBe(401);
    expect((await add({}, p)).statusCode).toBe(401);
    expect((await remove({}, 1)).statusCode).toBe(401);
  });

  it('adds a presentation: 201 {detail, id}; the cart lists it as a CartItem', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(t.database.db, { cost: 120_000 });
    const res = await add(buyer.headers, p);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ detail: expect.any(String), id: expect.any(Number) });
    const items = await cart(buyer.headers);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: body.id, payment_state: 'PENDING', service_type: 'WORKSHOP', ticket: null });
    expect(items[0]!.presentation).toMatchObject({ id: p, cost: 120_000, presentation_link: '' });
    expect(Object.keys(items[0]!).sort()).toEqual(['checked_in_at', 'id', 'offer_expires_at', 'payment_state', 'presentation', 'service_type', 'ticket']);
    expect(items[0]!.offer_expires_at).toBeNull();
    expect(items[0]!.checked_in_at).toBeNull();
    // Works without the trailing slash too.
    expect((await t.app.inject({ method: 'GET', url: '/api/presentations/cart', headers: buyer.headers })).statusCode).toBe(200);
  });

  it('shows only the caller\'s items', async () => {
    const a = await createBuyer(t);
    const b = await createBuyer(t);
    const p = await createPresentation(t.database.db);
    await addToCart(t, a, p);
    expect(await cart(b.headers)).toEqual([]);
  });

  it('refuses the same presentation twice with ALREADY_IN_CART', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(t.database.db);
    await addToCart(t, buyer, p);
    const res = await add(buyer.headers, p);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ALREADY_IN_CART', detail: expect.any(String) });
  });

  it('refuses closed registration, started presentations and full ones', async () => {
    const buyer = await createBuyer(t);
    const db = t.database.db;
    const closed = await createPresentation(db, { open: false });
    const started = await createPresentation(db, { startsInHours: -1 });
    const full = await createPresentation(db, { capacity: 1 });
    const other = await createBuyer(t);
    await addToCart(t, other, full);
    await pay(other); // a held seat counts as taken
    expect((await add(buyer.headers, closed)).json()).toMatchObject({ code: 'REGISTRATION_CLOSED' });
    expect((await add(buyer.headers, started)).json()).toMatchObject({ code: 'ALREADY_STARTED' });
    const res = await add(buyer.headers, full);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CAPACITY_FULL' });
    const zero = await createPresentation(db, { capacity: 0 });
    expect((await add(buyer.headers, zero)).json()).toMatchObject({ code: 'CAPACITY_FULL' });
  });

  it('answers 404 for an unknown presentation', async () => {
    const buyer = await createBuyer(t);
    const res = await add(buyer.headers, 999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('accepts an empty JSON body (existing clients send one)', async () => {
    const buyer = await createBuyer(t);
    const p = await createPresentation(t.database.db);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/presentations/${p}/add_participation/`,
      headers: { ...buyer.headers, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(201);
  });

  it('removes by cart item id (not presentation id): 200 {detail}', async () => {
    const buyer = await createBuyer(t);
    const db = t.database.db;
    // Make the two ids differ so a route that took the presentation id would fail.
    await createPresentation(db);
    const p = await createPresentation(db);
    const itemId = await addToCart(t, buyer, p);
    const res = await remove(buyer.headers, itemId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: expect.any(String) });
    expect(await cart(buyer.headers)).toEqual([]);
    expect((await remove(buyer.headers, itemId)).statusCode).toBe(404);
  });

  it("answers 404 when removing another user's item", async () => {
    const owner = await createBuyer(t);
    const thief = await createBuyer(t);
    const itemId = await addToCart(t, owner, await createPresentation(t.database.db));
    const res = await remove(thief.headers, itemId);
    expect(res.statusCode).toBe(404);
    expect(await cart(owner.headers)).toHaveLength(1);
  });

  it('refuses to remove a COMPLETED item (400) and one whose presentation started (400 ALREADY_STARTED)', async () => {
    const buyer = await createBuyer(t);
    const db = t.database.db;
    const free = await createPresentation(db, { cost: 0 });
    const freeItem = await addToCart(t, buyer, free);
    expect((await payAll(t, buyer)).statusCode).toBe(204);
    const completed = await remove(buyer.headers, freeItem);
    expect(completed.statusCode).toBe(400);
    expect(completed.json()).toMatchObject({ code: 'ALREADY_REGISTERED' });

    const soon = await createPresentation(db);
    const item = await addToCart(t, buyer, soon);
    await db.update(presentations).set({ start: new Date(Date.now() - 60_000) }).where(eq(presentations.id, soon));
    const started = await remove(buyer.headers, item);
    expect(started.statusCode).toBe(400);
    expect(started.json()).toMatchObject({ code: 'ALREADY_STARTED' });
  });

  it('removing an item of a payment in progress cancels that payment and releases its seats', async () => {
    const buyer = await createBuyer(t);
    const db = t.database.db;
    const p = await createPresentation(db, { capacity: 3 });
    const kept = await createPresentation(db, { capacity: 3 });
    const item = await addToCart(t, buyer, p);
    await addToCart(t, buyer, kept);
    const started = await pay(buyer);
    expect(await remainedCapacity(t, p)).toBe(2);
    expect(await remainedCapacity(t, kept)).toBe(2);

    expect((await remove(buyer.headers, item)).statusCode).toBe(200);
    const payment = await paymentByAuthority(db, started.authority);
    expect(payment.paymentState).toBe('EXPIRED');
    expect(await remainedCapacity(t, p)).toBe(3);
    expect(await remainedCapacity(t, kept)).toBe(3);

    // Paying the cancelled payment anyway: the money is never silently kept for a removed item.
    await pressAtBank(t, started.authority, 'OK');
    const v = await verify(t, buyer, started.authority);
    expect(v.statusCode).toBe(200);
    expect(v.json()).toMatchObject({ payment_state: 'REFUND_REQUIRED' });
    const items = await cart(buyer.headers);
    expect(items.map((i) => i.payment_state)).toEqual(['PENDING']);
    const [row] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.refId).not.toBeNull();
  });

  async function pay(buyer: Awaited<ReturnType<typeof createBuyer>>) {
    const res = await payAll(t, buyer);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { payment_url: string; authority: string };
  }
});
