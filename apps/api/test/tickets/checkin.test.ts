import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app';
import { auditLog, participations } from '../../src/db/schema';
import { ticketHash } from '../../src/lib/ticket-codes';
import { addToCart, createBuyer, createPresentation } from '../payments/fixtures';
import { createStaff, freeTicket, scan } from './fixtures';

describe('check-in at the door', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  async function ticketFor(opts: { title?: string } = {}) {
    const presentationId = await createPresentation(db(), { cost: 0, title: opts.title });
    const buyer = await createBuyer(t);
    const { participationId, ticket } = await freeTicket(t, buyer, presentationId);
    return { presentationId, buyer, participationId, ticket };
  }

  describe('who may', () => {
    it('anonymous 401, a visitor 403, door and admin may scan and list', async () => {
      const { presentationId, ticket } = await ticketFor();
      const body = { ticket, presentation: presentationId };
      expect((await scan(t, null, body)).statusCode).toBe(401);
      const visitor = await createBuyer(t);
      const refused = await scan(t, visitor, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });

      const list = (who: { headers: Record<string, string> } | null) =>
        t.app.inject({ method: 'GET', url: `/api/checkin/presentations/${presentationId}/`, headers: who?.headers ?? {} });
      expect((await list(null)).statusCode).toBe(401);
      expect((await list(visitor)).statusCode).toBe(403);
      expect((await list(await createStaff(t, 'door'))).statusCode).toBe(200);
      expect((await list(await createStaff(t, 'admin'))).statusCode).toBe(200);

      expect((await scan(t, await createStaff(t, 'admin'), body)).statusCode).toBe(200);
    });

    it('the scanner is not checked in by a refused call', async () => {
      const { presentationId, ticket, participationId } = await ticketFor();
      await scan(t, await createBuyer(t), { ticket, presentation: presentationId });
      const [row] = await db().select().from(participations).where(eq(participations.id, participationId));
      expect(row!.checkedInAt).toBeNull();
    });
  });

  it('200 the first time, with the attendee and the session', async () => {
    const { presentationId, ticket, buyer } = await ticketFor({ title: 'کارگاه گیت' });
    const door = await createStaff(t, 'door');
    const res = await scan(t, door, { ticket, presentation: presentationId });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      result: 'OK',
      checked_in_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      attendee: { first_name: 'خریدار', last_name: expect.any(String), phone_last4: buyer.phone.slice(-4) },
      presentation: { id: presentationId, fa_title: 'کارگاه گیت' },
    });
  });

  it('409 ALREADY_CHECKED_IN afterwards, saying when and by whom', async () => {
    const { presentationId, ticket } = await ticketFor();
    const first = await createStaff(t, 'door', 'مریم');
    const ok = await scan(t, first, { ticket, presentation: presentationId });
    const again = await scan(t, await createStaff(t, 'door', 'علی'), { ticket, presentation: presentationId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'ALREADY_CHECKED_IN',
      detail: expect.any(String),
      checked_in_at: ok.json().checked_in_at,
      by: { id: first.id, first_name: 'مریم' },
    });
  });

  it('a repeat of the same nonce answers the first 200 again; another nonce or none is 409', async () => {
    const { presentationId, ticket } = await ticketFor();
    const door = await createStaff(t, 'door');
    const nonce = 'a1b2c3d4-e5f6-4711-8000-000000000001';
    const first = await scan(t, door, { ticket, presentation: presentationId, nonce });
    expect(first.statusCode).toBe(200);
    const retried = await scan(t, door, { ticket, presentation: presentationId, nonce });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(first.json());
    expect((await scan(t, door, { ticket, presentation: presentationId, nonce: 'another-nonce' })).statusCode).toBe(409);
    expect((await scan(t, door, { ticket, presentation: presentationId })).statusCode).toBe(409);
  });

  it("400 WRONG_PRESENTATION with the ticket's own session, and nothing is checked in", async () => {
    const { presentationId, ticket, participationId } = await ticketFor({ title: 'کارگاه داکر' });
    const elsewhere = await createPresentation(db(), { cost: 0 });
    const door = await createStaff(t, 'door');
    const res = await scan(t, door, { ticket, presentation: elsewhere });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'WRONG_PRESENTATION',
      detail: expect.any(String),
      presentation: { id: presentationId, fa_title: 'کارگاه داکر' },
    });
    const [row] = await db().select().from(participations).where(eq(participations.id, participationId));
    expect(row!.checkedInAt).toBeNull();
    expect((await scan(t, door, { ticket, presentation: presentationId })).statusCode).toBe(200);
  });

  it('404 TICKET_NOT_FOUND for an unknown code, a malformed one, and a voided ticket', async () => {
    const { presentationId, ticket, participationId } = await ticketFor();
    const door = await createStaff(t, 'door');
    for (const unknown of ['AAAAAAAAAAAAAAAAAAAAAAAA', 'not a ticket', ticket.slice(1)]) {
      const res = await scan(t, door, { ticket: unknown, presentation: presentationId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'TICKET_NOT_FOUND' });
    }
    // A refund voids the ticket (its hash and salt are cleared).
    await db().update(participations).set({ ticketHash: null, ticketSalt: null }).where(eq(participations.id, participationId));
    expect((await scan(t, door, { ticket, presentation: presentationId })).json()).toMatchObject({ code: 'TICKET_NOT_FOUND' });
  });

  it('400 VALIDATION_ERROR for a body without a ticket or a session', async () => {
    const door = await createStaff(t, 'door');
    const res = await scan(t, door, { ticket: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: { presentation: expect.any(Array) } });
  });

  it('20 simultaneous scans of one ticket: exactly one 200, the others 409 naming the winner', async () => {
    const { presentationId, ticket } = await ticketFor();
    const doors = await Promise.all(Array.from({ length: 4 }, () => createStaff(t, 'door')));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => scan(t, doors[i % doors.length]!, { ticket, presentation: presentationId, nonce: `scan-${i}` })),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    const winner = ok[0]!.json().checked_in_at;
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().checked_in_at).toBe(winner);
  });

  describe("a session's attendee list", () => {
    it('lists COMPLETED registrations with a ticket: names, last 4 digits, the ticket hash, checked-in time; nothing more', async () => {
      const { presentationId, ticket, participationId, buyer } = await ticketFor();
      const pendingBuyer = await createBuyer(t);
      await addToCart(t, pendingBuyer, presentationId);
      const door = await createStaff(t, 'door');
      const list = async (search?: string) => {
        const qs = search === undefined ? '' : `?search=${encodeURIComponent(search)}`;
        const res = await t.app.inject({ method: 'GET', url: `/api/checkin/presentations/${presentationId}/${qs}`, headers: door.headers });
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as Record<string, unknown>[];
      };
      expect(await list()).toEqual([
        {
          participation_id: participationId,
          first_name: 'خریدار',
          last_name: expect.any(String),
          phone_last4: buyer.phone.slice(-4),
          ticket_hash: ticketHash(ticket),
          checked_in_at: null,
        },
      ]);
      const ok = await scan(t, door, { ticket, presentation: presentationId });
      expect((await list())[0]!.checked_in_at).toBe(ok.json().checked_in_at);
    });

    it('searches by name or by the last digits of the phone (Persian digits too)', async () => {
      const presentationId = await createPresentation(db(), { cost: 0 });
      const a = await createBuyer(t);
      const b = await createBuyer(t);
      await freeTicket(t, a, presentationId);
      await freeTicket(t, b, presentationId);
      const door = await createStaff(t, 'door');
      const search = async (q: string) => {
        const res = await t.app.inject({ method: 'GET', url: `/api/checkin/presentations/${presentationId}/?search=${encodeURIComponent(q)}`, headers: door.headers });
        return (res.json() as { phone_last4: string }[]).map((r) => r.phone_last4);
      };
      const lastName = a.phone.slice(4).replace(/^0+/, ''); // createBuyer's last name is its number
      expect(await search(lastName)).toContain(a.phone.slice(-4));
      expect(await search(a.phone.slice(-4))).toEqual([a.phone.slice(-4)]);
      const persian = a.phone.slice(-4).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
      expect(await search(persian)).toEqual([a.phone.slice(-4)]);
      expect(await search('%')).toEqual([]);
      expect(await search('خریدار')).toHaveLength(2);
    });

    it('404 for an unknown presentation', async () => {
      const door = await createStaff(t, 'door');
      const res = await t.app.inject({ method: 'GET', url: '/api/checkin/presentations/999999/', headers: door.headers });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('undo (admin)', () => {
    const undo = (who: { headers: Record<string, string> } | null, id: number) =>
      t.app.inject({ method: 'DELETE', url: `/api/checkin/${id}/`, headers: who?.headers ?? {} });

    it('an admin undoes a check-in, audited; the ticket can be scanned again', async () => {
      const { presentationId, ticket, participationId } = await ticketFor();
      const door = await createStaff(t, 'door');
      const admin = await createStaff(t, 'admin');
      const first = await scan(t, door, { ticket, presentation: presentationId });
      const res = await undo(admin, participationId);
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await db().select().from(participations).where(eq(participations.id, participationId));
      expect(row).toMatchObject({ checkedInAt: null, checkedInBy: null, checkinNonce: null });
      const [entry] = await db().select().from(auditLog).where(eq(auditLog.objectId, String(participationId)));
      expect(entry).toMatchObject({
        actorId: admin.id,
        action: 'checkin_undo',
        objectType: 'participation',
        before: { checked_in_at: first.json().checked_in_at, checked_in_by: door.id },
        after: { checked_in_at: null, checked_in_by: null },
      });
      expect((await scan(t, door, { ticket, presentation: presentationId })).statusCode).toBe(200);
    });

    it('anonymous 401, visitor and door 403; 404 unknown; 409 when not checked in', async () => {
      const { participationId } = await ticketFor();
      expect((await undo(null, participationId)).statusCode).toBe(401);
      expect((await undo(await createBuyer(t), participationId)).statusCode).toBe(403);
      expect((await undo(await createStaff(t, 'door'), participationId)).statusCode).toBe(403);
      const admin = await createStaff(t, 'admin');
      expect((await undo(admin, 999_999)).statusCode).toBe(404);
      expect((await undo(admin, participationId)).json()).toMatchObject({ code: 'CONFLICT' });
      expect(await db().select().from(auditLog).where(eq(auditLog.objectId, String(participationId)))).toEqual([]);
    });
  });
});
