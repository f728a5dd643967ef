import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app';
import { participations, users } from '../../src/db/schema';
import { ticketHash } from '../../src/lib/ticket-codes';
import { backfillTickets, ticketKeyFrom, ticketKeyMatches, ticketOf } from '../../src/modules/tickets';
import { addToCart, createBuyer, createPresentation, payAll, pressAtBank, verify } from '../payments/fixtures';
import { cartOf, freeTicket } from './fixtures';

const CODE = /^[A-Za-z0-9_-]{24}$/;

describe('tickets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'http://fest.test' } });
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  async function stored(id: number) {
    const [row] = await db().select().from(participations).where(eq(participations.id, id));
    return row!;
  }

  it('a paid registration gets its ticket when the payment completes: 144 bits, URL-safe, the same on every read', async () => {
    const buyer = await createBuyer(t);
    const id = await addToCart(t, buyer, await createPresentation(db(), { cost: 120_000 }));
    const started = (await payAll(t, buyer)).json() as { authority: string };
    // Before the money arrives the item is PENDING and has no ticket.
    expect((await cartOf(t, buyer))[0]).toMatchObject({ id, payment_state: 'PENDING', ticket: null });
    expect(await stored(id)).toMatchObject({ ticketHash: null, ticketSalt: null });

    await pressAtBank(t, started.authority);
    expect((await verify(t, buyer, started.authority)).statusCode).toBe(200);
    const [item] = await cartOf(t, buyer);
    expect(item).toMatchObject({ id, payment_state: 'COMPLETED', ticket: expect.stringMatching(CODE) });
    expect((await cartOf(t, buyer))[0]!.ticket).toBe(item!.ticket);

    // The database keeps the salt and the code's hash, never the code.
    const row = await stored(id);
    expect(row.ticketSalt).toMatch(/^[0-9a-f]{32}$/);
    expect(row.ticketHash).toBe(ticketHash(item!.ticket!));
    expect(JSON.stringify(row)).not.toContain(item!.ticket!);
  });

  it('a free order (total 0) completes with its tickets in the same pay_all', async () => {
    const buyer = await createBuyer(t);
    const { participationId, ticket } = await freeTicket(t, buyer, await createPresentation(db(), { cost: 0 }));
    expect(ticket).toMatch(CODE);
    expect((await stored(participationId)).ticketHash).toBe(ticketHash(ticket));
  });

  it("the payments list carries each completed item's ticket too", async () => {
    const buyer = await createBuyer(t);
    const { participationId, ticket } = await freeTicket(t, buyer, await createPresentation(db(), { cost: 0 }));
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/get_list/', headers: buyer.headers });
    const [payment] = res.json() as { participations: { id: number; ticket: string | null }[] }[];
    expect(payment!.participations).toEqual([expect.objectContaining({ id: participationId, ticket })]);
  });

  it('every ticket is different, even for the same presentation', async () => {
    const presentationId = await createPresentation(db(), { cost: 0 });
    const a = await freeTicket(t, await createBuyer(t), presentationId);
    const b = await freeTicket(t, await createBuyer(t), presentationId);
    expect(a.ticket).not.toBe(b.ticket);
  });

  it('a voided ticket (refund: salt and hash cleared) is no longer shown', async () => {
    const buyer = await createBuyer(t);
    const { participationId } = await freeTicket(t, buyer, await createPresentation(db(), { cost: 0 }));
    await db().update(participations).set({ ticketHash: null, ticketSalt: null }).where(eq(participations.id, participationId));
    expect((await cartOf(t, buyer))[0]!.ticket).toBeNull();
  });

  it('the ticket depends on the ticket secret: another secret makes other codes', () => {
    const row = { id: 7, paymentState: 'COMPLETED', ticketSalt: 'ab'.repeat(16) };
    const one = ticketOf(ticketKeyFrom('a'.repeat(40)), row);
    expect(one).toMatch(CODE);
    expect(ticketOf(ticketKeyFrom('b'.repeat(40)), row)).not.toBe(one);
    expect(ticketOf(ticketKeyFrom('a'.repeat(40)), { ...row, paymentState: 'PENDING' })).toBeNull();
  });

  describe('backfill of registrations made before tickets existed', () => {
    it('gives every COMPLETED registration without a ticket one, leaves PENDING ones alone, and is idempotent', async () => {
      const buyer = await createBuyer(t);
      const other = await createBuyer(t);
      const p1 = await createPresentation(db());
      const p2 = await createPresentation(db());
      // As the seed loader or an older version wrote them: COMPLETED, no ticket.
      const rows = await db()
        .insert(participations)
        .values([
          { userId: buyer.id, presentationId: p1, paymentState: 'COMPLETED', completedAt: new Date() },
          { userId: other.id, presentationId: p1, paymentState: 'COMPLETED', completedAt: new Date() },
          { userId: buyer.id, presentationId: p2, paymentState: 'PENDING' },
        ])
        .returning({ id: participations.id });
      const ids = rows.map((r) => r.id);

      const issued = await backfillTickets(db(), t.app.ticketKey);
      expect(issued).toBeGreaterThanOrEqual(2);
      const after = await db().select().from(participations).where(inArray(participations.id, ids)).orderBy(participations.id);
      expect(after[0]!.ticketHash).toMatch(/^[0-9a-f]{64}$/);
      expect(after[1]!.ticketHash).toMatch(/^[0-9a-f]{64}$/);
      expect(after[2]).toMatchObject({ ticketHash: null, ticketSalt: null });

      // The code the owner is shown hashes to what was stored.
      const item = (await cartOf(t, buyer)).find((i) => i.id === ids[0])!;
      expect(ticketHash(item.ticket!)).toBe(after[0]!.ticketHash);

      // Again: nothing to do, nothing changes.
      expect(await backfillTickets(db(), t.app.ticketKey)).toBe(0);
      const again = await db().select().from(participations).where(inArray(participations.id, ids)).orderBy(participations.id);
      expect(again.map((r) => r.ticketHash)).toEqual(after.map((r) => r.ticketHash));
    });

    it('leaves no completed registration without a ticket, however many there are (batches)', async () => {
      const buyers = await db()
        .insert(users)
        .values(Array.from({ length: 1200 }, (_, i) => ({ phoneNumber: `0937${String(i).padStart(7, '0')}`, email: `bulk${i}@example.ir`, firstName: 'انبوه', lastName: String(i), passwordHash: 'unused' })))
        .returning({ id: users.id });
      const presentationId = await createPresentation(db(), { capacity: 2000 });
      await db().insert(participations).values(buyers.map((b) => ({ userId: b.id, presentationId, paymentState: 'COMPLETED' as const, completedAt: new Date() })));
      expect(await backfillTickets(db(), t.app.ticketKey)).toBe(1200);
      const missing = await db().select({ id: participations.id }).from(participations).where(eq(participations.paymentState, 'COMPLETED'));
      const withHash = await db().select({ h: participations.ticketHash }).from(participations).where(eq(participations.paymentState, 'COMPLETED'));
      expect(withHash.filter((r) => r.h === null)).toEqual([]);
      expect(new Set(withHash.map((r) => r.h)).size).toBe(missing.length);
    });

    it('tells whether the stored tickets were made with this key (a changed TICKET_SECRET)', async () => {
      expect(await ticketKeyMatches(db(), t.app.ticketKey)).toBe(true);
      expect(await ticketKeyMatches(db(), ticketKeyFrom('another-ticket-secret-of-forty-characters'))).toBe(false);
    });
  });
});
