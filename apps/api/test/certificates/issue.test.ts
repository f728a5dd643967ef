import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { certificates, editions, participations, presentations, users } from '../../src/db/schema';
import { issueDueCertificates, startCertificateWorker } from '../../src/modules/certificates';
import { expectError } from '../accounts/support';
import { createTestApp, type TestApp } from '../helpers/app';
import { onServer } from '../helpers/database';
import { addToCart, createBuyer, createPresentation } from '../payments/fixtures';
import { createStaff } from '../tickets/fixtures';
import { attendance, attendances, certificateRows, endSession, myCertificates, sessionRunning, type CertificateItem } from './fixtures';

/**
 * Certificates of attendance issued by the server (contract "Certificates, receipts and invoices"):
 * to an attendee whose registration is COMPLETED and who was checked in, once the session has ended,
 * once per person and session, never again after an organiser revoked it; by one statement that any
 * number of callers, on any number of processes, may run at once.
 */
describe('certificates of attendance, issued by the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const currentSlug = async () => (await db().select({ slug: editions.slug }).from(editions).where(eq(editions.isCurrent, true)))[0]!.slug;

  it('a checked-in attendee of a COMPLETED registration has one as soon as the session has ended: the list issues it', async () => {
    const { buyer, presentationId, participationId } = await attendance(t, { title: 'کارگاه گیت' });
    const [session] = await db().select().from(presentations).where(eq(presentations.id, presentationId));
    const list = await myCertificates(t, buyer);
    expect(list).toEqual([
      {
        code: expect.stringMatching(/^[0-9a-f]{32}$/),
        kind: 'ATTENDANCE',
        presentation: {
          id: presentationId,
          fa_title: 'کارگاه گیت',
          en_title: 'Linux workshop',
          start: session!.start.toISOString(),
          end: session!.end.toISOString(),
        },
        issued_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        pdf_url: `/api/certificates/${list[0]!.code}.pdf`,
        edition: await currentSlug(),
      },
    ]);
    const [user] = await db().select().from(users).where(eq(users.id, buyer.id));
    expect(await certificateRows(db(), buyer.id)).toEqual([
      expect.objectContaining({
        code: list[0]!.code,
        kind: 'ATTENDANCE',
        presentationId,
        participationId,
        name: `${user!.firstName} ${user!.lastName}`,
        issuedBy: null,
        revokedAt: null,
      }),
    ]);
    // The same on every read.
    expect(await myCertificates(t, buyer)).toEqual(list);
  });

  it('none while the session is still running, nor before it starts; one the moment it has ended', async () => {
    const { buyer, presentationId } = await attendance(t, { ended: false });
    expect(await myCertificates(t, buyer)).toEqual([]);
    await sessionRunning(db(), presentationId);
    expect(await issueDueCertificates(db(), { presentationId })).toEqual([]);
    expect(await myCertificates(t, buyer)).toEqual([]);
    await endSession(db(), presentationId, 0);
    expect(await myCertificates(t, buyer)).toHaveLength(1);
  });

  it('none to an attendee who was not checked in', async () => {
    const { buyer, presentationId } = await attendance(t, { checkedIn: false });
    expect(await issueDueCertificates(db(), { presentationId })).toEqual([]);
    expect(await myCertificates(t, buyer)).toEqual([]);
    expect(await certificateRows(db(), buyer.id)).toEqual([]);
  });

  it('none for a registration that is not COMPLETED, checked in or not', async () => {
    const presentationId = await createPresentation(db(), { cost: 50_000 });
    const buyer = await createBuyer(t);
    const participationId = await addToCart(t, buyer, presentationId);
    // Only a COMPLETED registration has a ticket to scan; the row says "checked in" all the same.
    await db().update(participations).set({ checkedInAt: sql`now()` }).where(eq(participations.id, participationId));
    await endSession(db(), presentationId);
    expect(await issueDueCertificates(db(), { presentationId })).toEqual([]);
    expect(await myCertificates(t, buyer)).toEqual([]);
  });

  it('a revoked certificate is not issued again by the server', async () => {
    const { buyer, presentationId } = await attendance(t);
    const [issued] = await myCertificates(t, buyer);
    const admin = await createStaff(t, 'admin');
    const revoked = await t.app.inject({ method: 'DELETE', url: `/api/admin/certificates/${issued!.code}/`, headers: admin.headers });
    expect(revoked.statusCode, revoked.body).toBe(204);
    expect(await myCertificates(t, buyer)).toEqual([]);
    expect(await issueDueCertificates(db(), { presentationId })).toEqual([]);
    expect(await issueDueCertificates(db())).not.toContain(issued!.code);
    const rows = await certificateRows(db(), buyer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.revokedAt).toBeInstanceOf(Date);
  });

  it('is idempotent: called again, or by many at once (the pass of every process, the visitor’s list), one certificate', async () => {
    const [first, second] = await attendances(t, [true, true]);
    // Both arrived before anyone asked: every caller races to issue the same two.
    const issued = await Promise.all([
      issueDueCertificates(db(), { presentationId: first.presentationId }),
      issueDueCertificates(db(), { presentationId: first.presentationId }),
      issueDueCertificates(db(), { userId: first.buyer.id }),
      issueDueCertificates(db()),
      myCertificates(t, first.buyer),
      myCertificates(t, second.buyer),
    ]);
    const rows = await db().select().from(certificates).where(eq(certificates.presentationId, first.presentationId));
    expect(rows).toHaveLength(2);
    const rowCodes = rows.map((r) => r.code).sort();
    // Each certificate was issued by exactly one caller: a pass (which answers the codes it issued) or a
    // visitor's list (which issues before it reads; its answer shows the code whoever issued it).
    const byPasses = issued
      .slice(0, 4)
      .flat()
      .filter((code) => rowCodes.includes(code as string));
    expect(new Set(byPasses).size).toBe(byPasses.length);
    const lists = (issued.slice(4) as CertificateItem[][]).map((list) => list.filter((c) => c.presentation.id === first.presentationId).map((c) => c.code));
    expect(lists).toEqual([[rows.find((r) => r.userId === first.buyer.id)!.code], [rows.find((r) => r.userId === second.buyer.id)!.code]]);
    expect(rowCodes).toEqual(expect.arrayContaining(byPasses as string[]));
    expect(await issueDueCertificates(db(), { presentationId: first.presentationId })).toEqual([]);
  });

  it.runIf(onServer)('two passes at the same moment on separate connections make one row (PostgreSQL server)', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { presentationId, buyer } = await attendance(t);
      const [a, b] = await Promise.all([issueDueCertificates(db(), { presentationId }), issueDueCertificates(db(), { presentationId })]);
      expect(a.length + b.length).toBe(1);
      expect(await certificateRows(db(), buyer.id)).toHaveLength(1);
    }
  });

  it('narrows to one person or one session when asked', async () => {
    const one = await attendance(t);
    const other = await attendance(t);
    expect(await issueDueCertificates(db(), { userId: one.buyer.id })).toHaveLength(1);
    expect(await certificateRows(db(), other.buyer.id)).toEqual([]);
    expect(await issueDueCertificates(db(), { presentationId: other.presentationId })).toHaveLength(1);
    expect(await certificateRows(db(), other.buyer.id)).toHaveLength(1);
  });

  it('keeps the name it was issued with when the person changes theirs', async () => {
    const { buyer } = await attendance(t);
    const [issued] = await myCertificates(t, buyer);
    const [before] = await certificateRows(db(), buyer.id);
    await db().update(users).set({ firstName: 'نام', lastName: 'تازه' }).where(eq(users.id, buyer.id));
    const check = (await t.app.inject({ method: 'GET', url: `/api/certificates/${issued!.code}/` })).json();
    expect(check.name).toBe(before!.name);
    expect(check.name).not.toContain('تازه');
  });

  it('the background pass issues them without anyone asking, and stops when told', async () => {
    const { buyer } = await attendance(t);
    const stop = startCertificateWorker({ db: db(), log: t.app.log, periodMs: 50 });
    try {
      await vi.waitFor(async () => expect(await certificateRows(db(), buyer.id)).toHaveLength(1), { timeout: 10_000 });
    } finally {
      await stop();
    }
  });

  it('lists the caller’s own, newest session first, every edition, revoked ones left out; 401 without a token', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/api/certificates/' }), 401, 'NOT_AUTHENTICATED');

    const older = await attendance(t);
    const newer = await attendance(t);
    // One visitor at both: the newer session is this year's, the older one last year's.
    await db().update(participations).set({ userId: older.buyer.id }).where(eq(participations.id, newer.participationId));
    await endSession(db(), older.presentationId, 24 * 400);
    await endSession(db(), newer.presentationId, 5);
    const slug = `p${randomBytes(3).toString('hex')}`;
    const [past] = await db().insert(editions).values({ slug, name: 'دورهٔ گذشته' }).returning();
    await db().update(presentations).set({ editionId: past!.id }).where(eq(presentations.id, older.presentationId));
    const third = await attendance(t);
    await db().update(participations).set({ userId: older.buyer.id }).where(eq(participations.id, third.participationId));

    const list = await myCertificates(t, older.buyer);
    expect(list.map((c) => [c.presentation.id, c.edition])).toEqual([
      [third.presentationId, await currentSlug()],
      [newer.presentationId, await currentSlug()],
      [older.presentationId, slug],
    ]);
    // Revoked: left out. Another visitor's: never shown.
    const admin = await createStaff(t, 'admin');
    await t.app.inject({ method: 'DELETE', url: `/api/admin/certificates/${list[0]!.code}/`, headers: admin.headers });
    expect((await myCertificates(t, older.buyer)).map((c) => c.presentation.id)).toEqual([newer.presentationId, older.presentationId]);
    expect(await myCertificates(t, newer.buyer)).toEqual([]);
  });
});
