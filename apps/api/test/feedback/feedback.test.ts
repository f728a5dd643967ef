import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminFeedback, MyFeedback, SpeakerSessionFeedback } from '@fest/contract';
import { createTestApp, type TestApp } from '../helpers/app';
import { auth, expectError, expectFieldError } from '../accounts/support';
import { createAccount, type Account } from '../admin/authz';
import { auditLog, participations, sessionFeedback } from '../../src/db/schema';
import { attendee, presenterOf, sessionStarted } from './support';

/** Contract: "Feedback: once a session has started, a visitor checked in to it can rate it once ..." */
describe('feedback on a session', () => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAccount(t.app, 'admin');
  });
  afterAll(() => t.close());

  const put = (who: Account, id: number, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/presentations/${id}/feedback/`, headers: auth(who.token), payload });
  const mine = async (who: Account, id: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/presentations/${id}/feedback/`, headers: auth(who.token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as MyFeedback;
  };
  const speakerView = async (who: Account) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/speaker/feedback/', headers: auth(who.token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SpeakerSessionFeedback[];
  };
  const adminList = async (presentation?: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/feedback/${presentation ? `?presentation=${presentation}` : ''}`,
      headers: auth(admin.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminFeedback[];
  };

  it('is taken from a checked-in visitor once the session has started, and a second PUT replaces the first', async () => {
    const id = await sessionStarted(t, 10);
    const visitor = await attendee(t, id, true);
    expect(await mine(visitor, id)).toEqual({ can_rate: true, rating: null, comment: '', updated_at: null });

    const first = await put(visitor, id, { rating: 4, comment: '  خوب بود  ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ can_rate: true, rating: 4, comment: 'خوب بود' });

    const second = await put(visitor, id, { rating: 2 });
    expect(second.statusCode, second.body).toBe(200);
    expect(await mine(visitor, id)).toMatchObject({ can_rate: true, rating: 2, comment: '' });
    const rows = await t.database.db.select().from(sessionFeedback).where(eq(sessionFeedback.presentationId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: visitor.id, rating: 2, comment: '' });
  });

  it('is refused (403) before the session starts, by the database clock', async () => {
    const id = await sessionStarted(t, -60);
    const visitor = await attendee(t, id, true);
    expect((await mine(visitor, id)).can_rate).toBe(false);
    expectError(await put(visitor, id, { rating: 5 }), 403, 'FORBIDDEN');
    expect(await t.database.db.select().from(sessionFeedback).where(eq(sessionFeedback.presentationId, id))).toEqual([]);
  });

  it('is refused (403) to a visitor not checked in: a ticket alone, a stranger, another session’s attendee', async () => {
    const id = await sessionStarted(t, 10);
    const other = await sessionStarted(t, 10);
    const ticketOnly = await attendee(t, id, false);
    const stranger = await createAccount(t.app, 'user');
    const elsewhere = await attendee(t, other, true);
    for (const who of [ticketOnly, stranger, elsewhere]) {
      expect((await mine(who, id)).can_rate).toBe(false);
      expectError(await put(who, id, { rating: 5 }), 403, 'FORBIDDEN');
    }
    // Checked in once the door lets them in.
    await t.database.db
      .update(participations)
      .set({ checkedInAt: new Date() })
      .where(and(eq(participations.userId, ticketOnly.id), eq(participations.presentationId, id)));
    expect((await put(ticketOnly, id, { rating: 5 })).statusCode).toBe(200);
  });

  it('needs a signed-in caller and an existing session', async () => {
    const id = await sessionStarted(t, 10);
    expectError(await t.app.inject({ method: 'PUT', url: `/api/presentations/${id}/feedback/`, payload: { rating: 3 } }), 401, 'NOT_AUTHENTICATED');
    const visitor = await createAccount(t.app, 'user');
    expectError(await put(visitor, 999_999, { rating: 3 }), 404, 'NOT_FOUND');
  });

  it.each([[0], [6], [3.5], ['4'], [null]])('refuses the rating %j (whole stars 1-5)', async (rating) => {
    const id = await sessionStarted(t, 10);
    const visitor = await attendee(t, id, true);
    expectFieldError(await put(visitor, id, { rating }), 'rating');
    expectFieldError(await put(visitor, id, {}), 'rating');
  });

  it('keeps the range in the database too', async () => {
    const id = await sessionStarted(t, 10);
    const visitor = await attendee(t, id, true);
    await expect(t.database.db.insert(sessionFeedback).values({ presentationId: id, userId: visitor.id, rating: 6 })).rejects.toThrow();
  });

  it('reaches the presenter as counts, mean and comments, without names, phones or hidden comments; organisers see all and hide (audited)', async () => {
    const id = await sessionStarted(t, 30);
    const notMine = await sessionStarted(t, 30);
    const presenter = await presenterOf(t, id);
    const a = await attendee(t, id, true, { first: 'نام‌یکم', last: 'خانوادگی‌یکم' });
    const b = await attendee(t, id, true, { first: 'نام‌دوم', last: 'خانوادگی‌دوم' });
    const c = await attendee(t, id, true);
    const d = await attendee(t, notMine, true);
    await put(a, id, { rating: 5, comment: 'عالی بود' });
    await put(b, id, { rating: 1, comment: 'توهین‌آمیز' });
    await put(c, id, { rating: 4 });
    await put(d, notMine, { rating: 1, comment: 'مال ارائهٔ دیگر' });

    const [offending] = (await adminList(id)).filter((f) => f.comment === 'توهین‌آمیز');
    expect(offending).toMatchObject({ user: { id: b.id, first_name: 'نام‌دوم', phone_number: b.phone }, rating: 1, hidden: false });
    expect((await adminList(id)).map((f) => f.user.id).sort()).toEqual([a.id, b.id, c.id].sort());

    const hid = await t.app.inject({ method: 'POST', url: `/api/admin/feedback/${offending!.id}/hide/`, headers: auth(admin.token) });
    expect(hid.statusCode, hid.body).toBe(200);
    expect(hid.json()).toMatchObject({ id: offending!.id, hidden: true });
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.objectType, 'feedback'), eq(auditLog.objectId, String(offending!.id))));
    expect(audit).toMatchObject({ actorId: admin.id, action: 'hide', before: expect.objectContaining({ hidden: false }), after: expect.objectContaining({ hidden: true }) });

    // The author replacing their words does not undo the organisers' decision.
    await put(b, id, { rating: 1, comment: 'باز هم توهین‌آمیز' });

    const view = await speakerView(presenter);
    expect(view).toHaveLength(1);
    expect(view[0]).toMatchObject({ presentation: { id }, count: 3, mean: 3.33, distribution: [1, 0, 0, 1, 1] });
    expect(view[0]!.comments).toEqual([{ rating: 5, comment: 'عالی بود', created_at: expect.any(String) }]);
    const text = JSON.stringify(view);
    for (const who of [a, b, c]) {
      expect(text).not.toContain(who.phone);
      expect(text).not.toContain(`"${who.id}"`);
    }
    expect(text).not.toMatch(/نام‌یکم|نام‌دوم|توهین‌آمیز|first_name|phone/);

    const shown = await t.app.inject({ method: 'POST', url: `/api/admin/feedback/${offending!.id}/unhide/`, headers: auth(admin.token) });
    expect(shown.json()).toMatchObject({ hidden: false, comment: 'باز هم توهین‌آمیز' });
    expect((await speakerView(presenter))[0]!.comments.map((x) => x.comment)).toContain('باز هم توهین‌آمیز');
    expect(await t.database.db.select().from(auditLog).where(and(eq(auditLog.objectType, 'feedback'), eq(auditLog.action, 'unhide')))).toHaveLength(1);
  });

  it('gives a presenter of nothing an empty list, and keeps moderation to organisers', async () => {
    const nobody = await createAccount(t.app, 'user');
    expect(await speakerView(nobody)).toEqual([]);
    expectError(await t.app.inject({ method: 'GET', url: '/api/admin/feedback/', headers: auth(nobody.token) }), 403, 'FORBIDDEN');
    expectError(await t.app.inject({ method: 'POST', url: '/api/admin/feedback/1/hide/', headers: auth(nobody.token) }), 403, 'FORBIDDEN');
    expectError(await t.app.inject({ method: 'POST', url: '/api/admin/feedback/999999/hide/', headers: auth(admin.token) }), 404, 'NOT_FOUND');
  });
});
