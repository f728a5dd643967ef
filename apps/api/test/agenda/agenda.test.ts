import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app';
import { participations } from '../../src/db/schema';
import { addToCart, createBuyer, createPresentation, type Buyer } from '../payments/fixtures';

/** Contract "The programme, an agenda and a waiting list": the agenda (stars). */
describe('agenda', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const put = (b: Buyer, id: number | string) => t.app.inject({ method: 'PUT', url: `/api/agenda/${id}/`, headers: b.headers });
  const del = (b: Buyer, id: number | string) => t.app.inject({ method: 'DELETE', url: `/api/agenda/${id}/`, headers: b.headers });
  const list = async (b: Buyer) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/agenda/', headers: b.headers });
    expect(res.statusCode).toBe(200);
    return res.json() as { presentation: number; added_at: string }[];
  };

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/agenda/' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/api/agenda/1/' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/agenda/1/' })).statusCode).toBe(401);
  });

  it('stars with PUT (204) and lists {presentation, added_at}', async () => {
    const b = await createBuyer(t);
    const p = await createPresentation(t.database.db);
    const res = await put(b, p);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const entries = await list(b);
    expect(entries).toEqual([{ presentation: p, added_at: expect.any(String) }]);
    expect(Number.isNaN(Date.parse(entries[0]!.added_at))).toBe(false);
  });

  it('a second PUT changes nothing and keeps added_at', async () => {
    const b = await createBuyer(t);
    const p = await createPresentation(t.database.db);
    await put(b, p);
    const [before] = await list(b);
    await new Promise((r) => setTimeout(r, 5));
    expect((await put(b, p)).statusCode).toBe(204);
    expect(await list(b)).toEqual([before]);
  });

  it('unstars with DELETE (204), and again (still 204)', async () => {
    const b = await createBuyer(t);
    const p = await createPresentation(t.database.db);
    await put(b, p);
    expect((await del(b, p)).statusCode).toBe(204);
    expect(await list(b)).toEqual([]);
    expect((await del(b, p)).statusCode).toBe(204);
  });

  it('lists a bought presentation, starred or not, and keeps it after DELETE', async () => {
    const b = await createBuyer(t);
    const bought = await createPresentation(t.database.db);
    const inCart = await createPresentation(t.database.db);
    const item = await addToCart(t, b, bought);
    await addToCart(t, b, inCart); // PENDING: not bought, not starred -> not in the agenda
    await t.database.db.update(participations).set({ paymentState: 'COMPLETED', completedAt: new Date() }).where(eq(participations.id, item));
    expect((await list(b)).map((e) => e.presentation)).toEqual([bought]);
    await put(b, bought);
    expect((await list(b)).map((e) => e.presentation)).toEqual([bought]);
    expect((await del(b, bought)).statusCode).toBe(204);
    expect((await list(b)).map((e) => e.presentation)).toEqual([bought]);
  });

  it("keeps each user's stars to themselves", async () => {
    const a = await createBuyer(t);
    const b = await createBuyer(t);
    const p = await createPresentation(t.database.db);
    await put(a, p);
    expect(await list(b)).toEqual([]);
  });

  it('404 for a presentation that does not exist, and for an id that is not one (contract, "Ids")', async () => {
    const b = await createBuyer(t);
    expect((await put(b, 999_999)).json()).toMatchObject({ code: 'NOT_FOUND' });
    expect((await put(b, 999_999)).statusCode).toBe(404);
    for (const notAnId of ['abc', '0x10', '2147483648']) expect((await put(b, notAnId)).json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
