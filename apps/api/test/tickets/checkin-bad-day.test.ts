import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app';
import { auditLog, participations } from '../../src/db/schema';
import { expectError, expectFieldError } from '../accounts/support';
import { addToCart, createBuyer, createPresentation } from '../payments/fixtures';
import { createStaff, freeTicket, scan } from './fixtures';

/**
 * The door on a bad day (contract "Tickets and the door"): an attendee whose phone is dead is let in
 * by their registration with a reason (audited), and an offline door's queue says when it scanned.
 */
describe('check-in on a bad day', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.database.db;

  async function registered(opts: { title?: string } = {}) {
    const presentationId = await createPresentation(db(), { cost: 0, title: opts.title });
    const buyer = await createBuyer(t);
    const { participationId, ticket } = await freeTicket(t, buyer, presentationId);
    return { presentationId, buyer, participationId, ticket };
  }
  const row = async (id: number) => (await db().select().from(participations).where(eq(participations.id, id)))[0]!;
  const auditOf = (id: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectType, 'participation'), eq(auditLog.objectId, String(id))));
  const REASON = 'گوشی خاموش بود؛ کارت ملی دیده شد';

  describe('let in without a code (a dead phone)', () => {
    it('answers as a ticket scan does, and records who let them in and why in the audit log', async () => {
      const { presentationId, participationId, buyer } = await registered({ title: 'کارگاه شبکه' });
      const door = await createStaff(t, 'door', 'نرگس');
      const res = await scan(t, door, { participation: participationId, presentation: presentationId, reason: REASON });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        result: 'OK',
        checked_in_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        attendee: { first_name: 'خریدار', last_name: expect.any(String), phone_last4: buyer.phone.slice(-4) },
        presentation: { id: presentationId, fa_title: 'کارگاه شبکه' },
      });
      const stored = await row(participationId);
      expect(stored.checkedInBy).toBe(door.id);
      expect(stored.checkedInAt!.toISOString()).toBe(body.checked_in_at);
      const entries = await auditOf(participationId);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        actorId: door.id,
        action: 'checkin_without_code',
        before: { checked_in_at: null },
        after: { checked_in_at: body.checked_in_at, checked_in_by: door.id, presentation: presentationId, reason: REASON },
      });

      // The organisers read it in their audit log.
      const admin = await createStaff(t, 'admin');
      const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit/?search=checkin_without_code&page_size=200', headers: admin.headers });
      expect(audit.statusCode, audit.body).toBe(200);
      const listed = (audit.json() as { results: { object_id: string; actor: { id: number }; after: { reason: string } }[] }).results;
      expect(listed.find((e) => e.object_id === String(participationId))).toMatchObject({ actor: { id: door.id }, after: { reason: REASON } });
    });

    it('is then checked in for a ticket scan too (409 naming that door), and the other way round', async () => {
      const first = await registered();
      const door = await createStaff(t, 'door', 'نرگس');
      const other = await createStaff(t, 'door', 'علی');
      const ok = await scan(t, door, { participation: first.participationId, presentation: first.presentationId, reason: REASON });
      const scanned = await scan(t, other, { ticket: first.ticket, presentation: first.presentationId });
      expect(scanned.statusCode).toBe(409);
      expect(scanned.json()).toEqual({
        code: 'ALREADY_CHECKED_IN',
        detail: expect.any(String),
        checked_in_at: ok.json().checked_in_at,
        by: { id: door.id, first_name: 'نرگس' },
      });

      const second = await registered();
      await scan(t, other, { ticket: second.ticket, presentation: second.presentationId });
      const again = await scan(t, door, { participation: second.participationId, presentation: second.presentationId, reason: REASON });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'ALREADY_CHECKED_IN', by: { id: other.id, first_name: 'علی' } });
      // Refused, so nothing was let in without a code: no audit row.
      expect(await auditOf(second.participationId)).toEqual([]);
    });

    it('a repeat of the same nonce answers the first 200 again and is audited once', async () => {
      const { presentationId, participationId } = await registered();
      const door = await createStaff(t, 'door');
      const body = { participation: participationId, presentation: presentationId, reason: REASON, nonce: 'dead-phone-1' };
      const first = await scan(t, door, body);
      expect(first.statusCode).toBe(200);
      const retried = await scan(t, door, body);
      expect(retried.statusCode).toBe(200);
      expect(retried.json()).toEqual(first.json());
      expect(await auditOf(participationId)).toHaveLength(1);
    });

    it("400 WRONG_PRESENTATION with the registration's own session; nothing checked in or audited", async () => {
      const { presentationId, participationId } = await registered({ title: 'کارگاه بش' });
      const elsewhere = await createPresentation(db(), { cost: 0 });
      const res = await scan(t, await createStaff(t, 'door'), { participation: participationId, presentation: elsewhere, reason: REASON });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'WRONG_PRESENTATION', detail: expect.any(String), presentation: { id: presentationId, fa_title: 'کارگاه بش' } });
      expect((await row(participationId)).checkedInAt).toBeNull();
      expect(await auditOf(participationId)).toEqual([]);
    });

    it('404 TICKET_NOT_FOUND for an unknown registration, one not paid for, and one whose ticket a refund voided', async () => {
      const door = await createStaff(t, 'door');
      const { presentationId, participationId } = await registered();
      const pending = await addToCart(t, await createBuyer(t), presentationId);
      await db().update(participations).set({ ticketHash: null, ticketSalt: null }).where(eq(participations.id, participationId));
      for (const id of [2_147_483_000, pending, participationId]) {
        expectError(await scan(t, door, { participation: id, presentation: presentationId, reason: REASON }), 404, 'TICKET_NOT_FOUND');
        expect((await row(id).catch(() => null))?.checkedInAt ?? null).toBeNull();
        expect(await auditOf(id)).toEqual([]);
      }
    });

    it('anonymous 401 and a visitor 403; nothing checked in or audited', async () => {
      const { presentationId, participationId } = await registered();
      const body = { participation: participationId, presentation: presentationId, reason: REASON };
      expectError(await scan(t, null, body), 401, 'NOT_AUTHENTICATED');
      expectError(await scan(t, await createBuyer(t), body), 403, 'FORBIDDEN');
      expect((await row(participationId)).checkedInAt).toBeNull();
      expect(await auditOf(participationId)).toEqual([]);
    });

    it('400 naming the field: no reason, a blank or control-character reason, both a ticket and a registration, neither, a reason with a ticket', async () => {
      const { presentationId, participationId, ticket } = await registered();
      const door = await createStaff(t, 'door');
      expectFieldError(await scan(t, door, { participation: participationId, presentation: presentationId }), 'reason');
      expectFieldError(await scan(t, door, { participation: participationId, presentation: presentationId, reason: '   ' }), 'reason');
      expectFieldError(await scan(t, door, { participation: participationId, presentation: presentationId, reason: 'کارت\u0000ملی' }), 'reason');
      expectFieldError(await scan(t, door, { participation: participationId, presentation: presentationId, reason: 'x'.repeat(301) }), 'reason');
      expectFieldError(await scan(t, door, { ticket, participation: participationId, presentation: presentationId, reason: REASON }), 'participation');
      expectFieldError(await scan(t, door, { presentation: presentationId }), 'ticket');
      expectFieldError(await scan(t, door, { ticket, presentation: presentationId, reason: REASON }), 'reason');
      expectFieldError(await scan(t, door, { participation: 2_147_483_648, presentation: presentationId, reason: REASON }), 'participation');
      expectFieldError(await scan(t, door, { participation: '12', presentation: presentationId, reason: REASON }), 'participation');
      expect((await row(participationId)).checkedInAt).toBeNull();
      expect(await auditOf(participationId)).toEqual([]);
    });

    it('takes a form-encoded body as existing clients send it', async () => {
      const { presentationId, participationId } = await registered();
      const door = await createStaff(t, 'door');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/checkin/',
        headers: { ...door.headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ participation: String(participationId), presentation: String(presentationId), reason: REASON }).toString(),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await auditOf(participationId)).toHaveLength(1);
    });

    it('10 doors letting the same person in at once: exactly one 200 and one audit row', async () => {
      const { presentationId, participationId } = await registered();
      const doors = await Promise.all(Array.from({ length: 5 }, () => createStaff(t, 'door')));
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          scan(t, doors[i % doors.length]!, { participation: participationId, presentation: presentationId, reason: REASON, nonce: `door-${i}` }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
      expect(await auditOf(participationId)).toHaveLength(1);
    });
  });

  describe('scanned_at: when an offline door scanned it', () => {
    const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
    const HOUR = 3600_000;

    it('the check-in is recorded at that time, not when the queue was sent; a later scan is told that time', async () => {
      const { presentationId, participationId, ticket } = await registered();
      const door = await createStaff(t, 'door');
      const scannedAt = ago(2 * HOUR);
      const res = await scan(t, door, { ticket, presentation: presentationId, scanned_at: scannedAt });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().checked_in_at).toBe(scannedAt);
      expect((await row(participationId)).checkedInAt!.toISOString()).toBe(scannedAt);
      expect((await scan(t, door, { ticket, presentation: presentationId })).json()).toMatchObject({ code: 'ALREADY_CHECKED_IN', checked_in_at: scannedAt });
    });

    it('accepts a time with a zone offset, and up to 24 h back', async () => {
      const { presentationId, ticket } = await registered();
      const at = new Date(Date.now() - 23.5 * HOUR);
      at.setUTCMilliseconds(0);
      // The same instant written in Tehran's offset (+03:30).
      const tehran = new Date(at.getTime() + 3.5 * HOUR).toISOString().replace('.000Z', '+03:30');
      const res = await scan(t, await createStaff(t, 'door'), { ticket, presentation: presentationId, scanned_at: tehran });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().checked_in_at).toBe(at.toISOString());
    });

    it('400 naming scanned_at for more than 24 h back, the future, or not a time; nothing checked in', async () => {
      const { presentationId, participationId, ticket } = await registered();
      const door = await createStaff(t, 'door');
      for (const scannedAt of [ago(25 * HOUR), ago(-HOUR), ago(-10 * 60_000), 'yesterday', '2026-05-01', '2026-05-01T06:30:00']) {
        expectFieldError(await scan(t, door, { ticket, presentation: presentationId, scanned_at: scannedAt }), 'scanned_at');
      }
      expect((await row(participationId)).checkedInAt).toBeNull();
    });

    it("a phone clock a little fast is recorded as the server's now, never in the future", async () => {
      const { presentationId, ticket } = await registered();
      const res = await scan(t, await createStaff(t, 'door'), { ticket, presentation: presentationId, scanned_at: ago(-60_000) });
      expect(res.statusCode, res.body).toBe(200);
      expect(new Date(res.json().checked_in_at).getTime()).toBeLessThanOrEqual(Date.now());
      expect(new Date(res.json().checked_in_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    });

    it('a check-in without a code made offline is recorded, and audited, at its time', async () => {
      const { presentationId, participationId } = await registered();
      const door = await createStaff(t, 'door');
      const scannedAt = ago(HOUR);
      const res = await scan(t, door, { participation: participationId, presentation: presentationId, reason: REASON, scanned_at: scannedAt });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().checked_in_at).toBe(scannedAt);
      expect((await auditOf(participationId))[0]).toMatchObject({ after: { checked_in_at: scannedAt, reason: REASON } });
    });
  });
});
