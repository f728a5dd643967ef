import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app';
import { auth, expectError } from '../accounts/support';
import { asAdmin, createAccount, createRoleAccounts, type RoleAccounts } from '../admin/authz';
import { agendaItems, mailOutbox, participations, presentations, presenters, smsOutbox, users } from '../../src/db/schema';
import { speaker } from '../proposals/fixtures';
import { at, confirmedDraft, move, moved, newRoom, session } from './support';

/**
 * Contract, "Proposals, review and the presenters' own pages": the schedule editor places sessions in
 * rooms and times, refusing a presenter in two places at once or two sessions in one room at once (409
 * naming both), warning outside a presenter's availability, and telling those who starred or bought a
 * session that moves.
 */
describe('the schedule editor', () => {
  let t: TestApp;
  let accounts: RoleAccounts;
  beforeAll(async () => {
    t = await createTestApp();
    accounts = await createRoleAccounts(t.app);
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const admin = () => accounts.admin;
  const placeOf = async (id: number) =>
    (await db().select({ room: presentations.room, start: presentations.start, end: presentations.end }).from(presentations).where(eq(presentations.id, id)))[0]!;
  const newPresenter = async (first = 'نگار', last = 'رضایی') => {
    const res = await asAdmin(t.app, admin(), { method: 'POST', url: '/api/admin/presenters/', payload: { first_name: first, last_name: last } });
    return res.json().id as number;
  };

  describe('refusals', () => {
    it('refuses two sessions in one room at once with 409 SCHEDULE_CLASH naming both; back to back is allowed', async () => {
      const room = newRoom();
      const first = await session(t, admin(), { room, start: at(1, 6), end: at(1, 7), fa_title: 'هستهٔ لینوکس' });
      const second = await session(t, admin(), { room: newRoom(), start: at(1, 9), end: at(1, 10), fa_title: 'بسته‌سازی دبیان' });
      const before = await placeOf(second.id);

      const res = await move(t, admin(), second.id, { room, start: at(1, 6, 30), end: at(1, 7, 30) });
      expectError(res, 409, 'SCHEDULE_CLASH');
      const body = res.json();
      expect(body.clashes_with).toEqual({ id: first.id, fa_title: 'هستهٔ لینوکس' });
      expect(body.clash).toEqual({
        kind: 'ROOM',
        room,
        sessions: [
          { id: second.id, fa_title: 'بسته‌سازی دبیان' },
          { id: first.id, fa_title: 'هستهٔ لینوکس' },
        ],
      });
      expect(body.detail).toContain('هستهٔ لینوکس');
      expect(body.detail).toContain('بسته‌سازی دبیان');
      expect(await placeOf(second.id)).toEqual(before);

      // Half-open times: ending at 07:00 and starting at 07:00 share nothing.
      expect((await moved(t, admin(), second.id, { room, start: at(1, 7), end: at(1, 8) })).warnings).toEqual([]);
      expect((await moved(t, admin(), second.id, { room, start: at(1, 5), end: at(1, 6) })).room).toBe(room);
    });

    it('refuses a presenter in two places at once (409 naming both sessions and the presenter), a placed draft counting', async () => {
      const who = await newPresenter('کاوه', 'آهنگر');
      const talk = await session(t, admin(), { room: newRoom(), start: at(2, 6), end: at(2, 7), presenters: [who], fa_title: 'امنیت سرور' });
      const other = await session(t, admin(), { room: newRoom(), start: at(2, 9), end: at(2, 10), presenters: [who], fa_title: 'پشتیبان‌گیری' });

      const res = await move(t, admin(), other.id, { room: other.room, start: at(2, 6, 45), end: at(2, 7, 45) });
      expectError(res, 409, 'SCHEDULE_CLASH');
      expect(res.json().clash).toEqual({
        kind: 'PRESENTER',
        presenter: { id: who, first_name: 'کاوه', last_name: 'آهنگر' },
        sessions: [
          { id: other.id, fa_title: 'پشتیبان‌گیری' },
          { id: talk.id, fa_title: 'امنیت سرور' },
        ],
      });
      expect(res.json().detail).toContain('کاوه آهنگر');

      // A draft given a room is placed: its presenter is busy then. Its speaker's other session cannot join it.
      const { draft, main } = await confirmedDraft(t, admin());
      await moved(t, admin(), draft, { room: newRoom(), start: at(2, 12), end: at(2, 13) });
      const [mine] = await db().select({ id: presenters.id }).from(presenters).where(eq(presenters.userId, main.id));
      const theirs = await session(t, admin(), { room: newRoom(), start: at(2, 15), end: at(2, 16), presenters: [mine!.id] });
      const clash = await move(t, admin(), theirs.id, { room: theirs.room, start: at(2, 12, 30), end: at(2, 13, 30) });
      expectError(clash, 409, 'SCHEDULE_CLASH');
      expect(clash.json().clashes_with.id).toBe(draft);
    });

    it('ignores an unplaced draft (no room: its time is a stand-in) in both checks', async () => {
      const { draft, main } = await confirmedDraft(t, admin());
      const stand = await placeOf(draft);
      const [mine] = await db().select({ id: presenters.id }).from(presenters).where(eq(presenters.userId, main.id));
      const theirs = await session(t, admin(), { room: newRoom(), start: at(5, 6), end: at(5, 7), presenters: [mine!.id] });
      const res = await moved(t, admin(), theirs.id, { room: theirs.room, start: stand.start.toISOString(), end: stand.end.toISOString() });
      expect(res.start).toBe(stand.start.toISOString());
    });
  });

  describe('back among the unplaced drafts', () => {
    const unplace = (id: number, more: Record<string, unknown> = {}) =>
      asAdmin(t.app, admin(), { method: 'PATCH', url: `/api/admin/presentations/${id}/`, payload: { room: '', ...more } });

    it('takes a placed draft back with room "": it then takes up neither its room nor its presenters\' time', async () => {
      const { draft, main } = await confirmedDraft(t, admin());
      const room = newRoom();
      await moved(t, admin(), draft, { room, start: at(9, 6), end: at(9, 7) });

      const res = await unplace(draft);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: draft, room: '', is_published: false, warnings: [] });
      expect((await placeOf(draft)).room).toBe('');

      // The room and the speaker are free at that time again.
      const [mine] = await db().select({ id: presenters.id }).from(presenters).where(eq(presenters.userId, main.id));
      expect((await moved(t, admin(), (await session(t, admin(), { room: newRoom(), start: at(9, 12), end: at(9, 13) })).id, { room, start: at(9, 6), end: at(9, 7) })).room).toBe(room);
      const theirs = await session(t, admin(), { room: newRoom(), start: at(9, 15), end: at(9, 16), presenters: [mine!.id] });
      expect((await moved(t, admin(), theirs.id, { room: theirs.room, start: at(9, 6), end: at(9, 7) })).start).toBe(at(9, 6));
      // And it can be placed again from there.
      expect((await moved(t, admin(), draft, { room: newRoom(), start: at(9, 8), end: at(9, 9) })).warnings).toEqual([]);
    });

    it('refuses to take a published session\'s room away with 409 ALREADY_PUBLISHED, changing nothing and telling no one', async () => {
      const room = newRoom();
      const s = await session(t, admin(), { room, start: at(10, 6), end: at(10, 7) });
      const watcher = await createAccount(t.app, 'user');
      expect((await t.app.inject({ method: 'PUT', url: `/api/agenda/${s.id}/`, headers: auth(watcher.token) })).statusCode).toBe(204);
      const before = await placeOf(s.id);

      expectError(await unplace(s.id), 409, 'ALREADY_PUBLISHED');
      // The editor's whole move body too, and with other fields beside it: nothing of it is written.
      expectError(await unplace(s.id, { start: at(10, 8), end: at(10, 9), fa_title: 'نام تازه' }), 409, 'ALREADY_PUBLISHED');
      expect(await placeOf(s.id)).toEqual(before);
      const [row] = await db().select({ title: presentations.faTitle, published: presentations.isPublished }).from(presentations).where(eq(presentations.id, s.id));
      expect(row).toMatchObject({ published: true });
      expect(row!.title).not.toBe('نام تازه');
      expect(await db().select().from(smsOutbox).where(and(eq(smsOutbox.phoneNumber, watcher.phone), eq(smsOutbox.purpose, 'schedule')))).toEqual([]);

      // A draft once published is a published session.
      const { draft } = await confirmedDraft(t, admin());
      await moved(t, admin(), draft, { room: newRoom(), start: at(10, 12), end: at(10, 13) });
      await db().update(presentations).set({ isPublished: true }).where(eq(presentations.id, draft));
      expectError(await unplace(draft), 409, 'ALREADY_PUBLISHED');
    });

    it('lets a published session that never had a room keep "" (the edit form sends every field)', async () => {
      const s = await session(t, admin(), { room: '', start: at(11, 6), end: at(11, 7) });
      const res = await unplace(s.id, { fa_title: 'اتاق هنوز معلوم نیست' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ room: '', is_published: true, fa_title: 'اتاق هنوز معلوم نیست' });
    });
  });

  describe('warnings', () => {
    it("warns, and still moves, outside a presenter's availability; none inside it or when the speaker named none", async () => {
      const main = await speaker(t, { first: 'سارا', last: 'امینی' });
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/speaker_profile/',
        headers: auth(main.token),
        payload: { availability: [{ start: at(6, 5), end: at(6, 9) }] },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const { draft } = await confirmedDraft(t, admin(), { main });
      const [mine] = await db().select({ id: presenters.id }).from(presenters).where(eq(presenters.userId, main.id));
      const room = newRoom();

      const outside = await moved(t, admin(), draft, { room, start: at(6, 8, 30), end: at(6, 9, 30) });
      expect(outside.warnings).toEqual([{ code: 'OUTSIDE_AVAILABILITY', presenter: mine!.id, detail: expect.stringContaining('سارا امینی') }]);
      expect(outside).toMatchObject({ room, start: at(6, 8, 30) });
      expect((await moved(t, admin(), draft, { room, start: at(6, 6), end: at(6, 7) })).warnings).toEqual([]);

      const unsaid = await confirmedDraft(t, admin());
      expect((await moved(t, admin(), unsaid.draft, { room: newRoom(), start: at(6, 20), end: at(6, 21) })).warnings).toEqual([]);
    });
  });

  describe('telling visitors', () => {
    const sessionTexts = (phone: string) =>
      db().select().from(smsOutbox).where(and(eq(smsOutbox.phoneNumber, phone), eq(smsOutbox.purpose, 'schedule')));
    const sessionMails = (address: string) =>
      db().select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, address), eq(mailOutbox.purpose, 'schedule')));

    it('texts (and e-mails, as each chose) those who starred or bought a published session that moves, once per move', async () => {
      const s = await session(t, admin(), { room: newRoom(), start: at(7, 6), end: at(7, 7), fa_title: 'شبکه در لینوکس' });
      await asAdmin(t.app, admin(), { method: 'PATCH', url: `/api/admin/presentations/${s.id}/`, payload: { capacity: 50 } });
      const starred = await createAccount(t.app, 'user');
      const bought = await createAccount(t.app, 'user');
      const bystander = await createAccount(t.app, 'user');
      expect((await t.app.inject({ method: 'PUT', url: `/api/agenda/${s.id}/`, headers: auth(starred.token) })).statusCode).toBe(204);
      const added = await t.app.inject({ method: 'POST', url: `/api/presentations/${s.id}/add_participation/`, headers: auth(bought.token) });
      expect(added.statusCode, added.body).toBe(201);
      await db().update(participations).set({ paymentState: 'COMPLETED', completedAt: new Date() }).where(eq(participations.userId, bought.id));
      // The buyer hears by SMS only.
      await db().update(users).set({ notifyEmail: false }).where(eq(users.id, bought.id));

      const room = newRoom();
      await moved(t, admin(), s.id, { room, start: at(7, 10), end: at(7, 11) });
      for (const who of [starred, bought]) {
        const [text, ...more] = await sessionTexts(who.phone);
        expect(more).toEqual([]);
        expect(text!.text).toContain('شبکه در لینوکس');
        expect(text!.text).toContain(room);
        expect(text!.text).toContain(`${t.settings.PUBLIC_URL}/workshop/${s.id}`);
      }
      expect(await sessionMails(`${starred.phone}@example.ir`)).toHaveLength(1);
      expect(await sessionMails(`${bought.phone}@example.ir`)).toHaveLength(0);
      expect(await sessionTexts(bystander.phone)).toEqual([]);

      // The same place again is no move; another move is told again.
      await moved(t, admin(), s.id, { room, start: at(7, 10), end: at(7, 11) });
      expect(await sessionTexts(starred.phone)).toHaveLength(1);
      await moved(t, admin(), s.id, { room, start: at(7, 12), end: at(7, 13) });
      expect(await sessionTexts(starred.phone)).toHaveLength(2);
      // A change that is not a move tells no one.
      await asAdmin(t.app, admin(), { method: 'PATCH', url: `/api/admin/presentations/${s.id}/`, payload: { fa_title: 'شبکه در لینوکس (نو)' } });
      expect(await sessionTexts(starred.phone)).toHaveLength(2);
    });

    it("tells no one of a draft's move: the public never saw it", async () => {
      const { draft } = await confirmedDraft(t, admin());
      const watcher = await createAccount(t.app, 'user');
      const allSessionTexts = () => db().select().from(smsOutbox).where(eq(smsOutbox.purpose, 'schedule'));
      const before = (await allSessionTexts()).length;
      // As if it had been starred: a draft cannot be, so the row is written by hand.
      await db().insert(agendaItems).values({ userId: watcher.id, presentationId: draft });
      await moved(t, admin(), draft, { room: newRoom(), start: at(8, 6), end: at(8, 7) });
      await moved(t, admin(), draft, { room: newRoom(), start: at(8, 9), end: at(8, 10) });
      expect(await sessionTexts(watcher.phone)).toEqual([]);
      expect(await allSessionTexts()).toHaveLength(before);
    });
  });
});
