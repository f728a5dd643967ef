import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Proposal } from '@fest/contract';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectError, expectFieldError, uniquePhone } from '../accounts/support';
import { proposalSpeakers, proposals, smsOutbox, users } from '../../src/db/schema';
import { call, listOf, openCall, proposalBody, send, sent, setWindow, speaker, textsTo } from './fixtures';

/** Contract, "Proposals, review and the presenters' own pages": sending, changing and withdrawing proposals, co-speakers. */
describe('proposals', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => openCall(t));
  afterAll(() => t.close());
  const db = () => t.database.db;
  const count = async () => Number((await db().select({ n: sql<number>`count(*)` }).from(proposals))[0]!.n);

  describe("the call's window", () => {
    it('is closed until the organisers set it: a new edition’s call refuses proposals', async () => {
      await setWindow(t, null, null);
      const me = await speaker(t);
      const before = await count();
      expectError(await send(t, me), 400, 'CFP_CLOSED');
      expect(await count()).toBe(before);
      expect((await t.app.inject({ method: 'GET', url: '/api/cfp/' })).json()).toMatchObject({ is_open: false, cfp_opens_at: null, cfp_closes_at: null });
    });

    it('refuses a proposal before the call opens and after it closes, and takes one in between', async () => {
      const me = await speaker(t);
      const before = await count();
      await setWindow(t, 60, 24 * 60);
      expectError(await send(t, me), 400, 'CFP_CLOSED');
      expect((await t.app.inject({ method: 'GET', url: '/api/cfp/' })).json()).toMatchObject({ is_open: false });
      await setWindow(t, -24 * 60, -1);
      expectError(await send(t, me), 400, 'CFP_CLOSED');
      expect(await count()).toBe(before);
      await setWindow(t, -1, 60);
      expect((await t.app.inject({ method: 'GET', url: '/api/cfp/' })).json()).toMatchObject({ is_open: true });
      expect((await send(t, me)).statusCode).toBe(201);
    });

    it('lets its speakers change and withdraw a proposal only until the call closes', async () => {
      const me = await speaker(t);
      const p = await sent(t, me);
      await setWindow(t, -24 * 60, -1);
      expectError(await call(t, me, 'PATCH', `/api/proposals/${p.id}/`, { fa_title: 'عنوان تازه' }), 400, 'CFP_CLOSED');
      expectError(await call(t, me, 'DELETE', `/api/proposals/${p.id}/`), 400, 'CFP_CLOSED');
      const [row] = await db().select().from(proposals).where(eq(proposals.id, p.id));
      expect(row).toMatchObject({ state: 'SUBMITTED', faTitle: p.fa_title });
      // Still theirs to read.
      expect((await call(t, me, 'GET', `/api/proposals/${p.id}/`)).statusCode).toBe(200);
    });
  });

  describe('kinds and lengths', () => {
    it('takes a talk of 30 or 45 minutes and a workshop of 2 to 4 hours in half hours, by default', async () => {
      const me = await speaker(t);
      for (const [service_type, duration_minutes] of [
        ['TALK', 30],
        ['TALK', 45],
        ['WORKSHOP', 120],
        ['WORKSHOP', 180],
        ['WORKSHOP', 240],
      ] as const) {
        const res = await send(t, me, proposalBody({ service_type, duration_minutes }));
        expect(res.statusCode, `${service_type} ${duration_minutes}: ${res.body}`).toBe(201);
        expect(res.json()).toMatchObject({ service_type, duration_minutes, state: 'SUBMITTED' });
      }
    });

    it('refuses a length its kind does not allow, naming duration_minutes', async () => {
      const me = await speaker(t);
      const before = await count();
      for (const [service_type, duration_minutes] of [
        ['TALK', 60],
        ['TALK', 40],
        ['TALK', 15],
        ['WORKSHOP', 30],
        ['WORKSHOP', 90],
        ['WORKSHOP', 135],
        ['WORKSHOP', 270],
      ] as const) {
        expectFieldError(await send(t, me, proposalBody({ service_type, duration_minutes })), 'duration_minutes');
      }
      expect(await count()).toBe(before);
    });

    it('refuses a kind the call does not take, and follows the lengths the organisers set', async () => {
      const me = await speaker(t);
      await db().execute(
        sql`update cfp_settings set proposal_types = '[{"service_type":"TALK","min_minutes":20,"max_minutes":60,"step_minutes":20}]' where edition_id = fest_current_edition()`,
      );
      try {
        expectFieldError(await send(t, me, proposalBody({ service_type: 'WORKSHOP', duration_minutes: 120 })), 'service_type');
        expectFieldError(await send(t, me, proposalBody({ duration_minutes: 30 })), 'duration_minutes');
        expect((await send(t, me, proposalBody({ duration_minutes: 60 }))).statusCode).toBe(201);
      } finally {
        await db().execute(sql`update cfp_settings set proposal_types = default where edition_id = fest_current_edition()`);
      }
    });

    it('checks a change of kind or length against the call as it will be', async () => {
      const me = await speaker(t);
      const p = await sent(t, me);
      expectFieldError(await call(t, me, 'PATCH', `/api/proposals/${p.id}/`, { service_type: 'WORKSHOP' }), 'duration_minutes');
      expectFieldError(await call(t, me, 'PATCH', `/api/proposals/${p.id}/`, { duration_minutes: 120 }), 'duration_minutes');
      const res = await call(t, me, 'PATCH', `/api/proposals/${p.id}/`, { service_type: 'WORKSHOP', duration_minutes: 150, fa_title: 'کارگاه فایل‌سیستم' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ service_type: 'WORKSHOP', duration_minutes: 150, fa_title: 'کارگاه فایل‌سیستم', en_title: p.en_title });
    });

    it('keeps the fields a proposal needs and sanitises its abstracts', async () => {
      const me = await speaker(t);
      expectFieldError(await send(t, me, { ...proposalBody(), fa_title: '  ' }), 'fa_title');
      expectFieldError(await send(t, me, { ...proposalBody(), level: 'EXPERT' }), 'level');
      expectFieldError(await send(t, me, { ...proposalBody(), language: 'de' }), 'language');
      expectFieldError(await send(t, me, { ...proposalBody(), service_type: 'PACKAGE' }), 'service_type');
      const noConsent: Record<string, unknown> = { ...proposalBody() };
      delete noConsent.recording_consent;
      expectFieldError(await send(t, me, noConsent), 'recording_consent');
      const p = await sent(t, me, { fa_abstract: '<p>خلاصه<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>' });
      expect(p.fa_abstract).toContain('<p>خلاصه</p>');
      expect(p.fa_abstract).not.toMatch(/script|javascript/);
      expect(p).toMatchObject({ en_abstract: '', notes_to_organisers: '' });
    });
  });

  describe("the sender's name", () => {
    it('refuses a sender without a first or last name, naming the field, writing and texting nothing; their name set, it is taken', async () => {
      const nameless = await speaker(t, { first: '', last: ' ' });
      const invited = uniquePhone();
      const before = await count();
      const refused = expectFieldError(await send(t, nameless, proposalBody({ co_speakers: [invited] })), 'first_name');
      expect(refused.errors).toHaveProperty('last_name');
      expect(refused.detail).toMatch(/نام/);
      expect(await count()).toBe(before);
      expect(await textsTo(t, invited)).toHaveLength(0);

      await db().update(users).set({ firstName: 'مینا' }).where(eq(users.id, nameless.id));
      const half = expectFieldError(await send(t, nameless), 'last_name');
      expect(half.errors).not.toHaveProperty('first_name');

      expect((await call(t, nameless, 'PUT', `/api/users/${nameless.phone}/`, { first_name: 'مینا', last_name: 'کاظمی' })).statusCode).toBe(200);
      const taken = await send(t, nameless);
      expect(taken.statusCode).toBe(201);
      expect((taken.json() as Proposal).speakers).toEqual([expect.objectContaining({ phone_number: nameless.phone, first_name: 'مینا', last_name: 'کاظمی', accepted: true })]);
    });
  });

  describe('co-speakers', () => {
    it('invites each by a text message, making an account for a new phone, and lists them as not yet accepted', async () => {
      const me = await speaker(t, { first: 'مریم', last: 'کاظمی' });
      const known = await speaker(t, { first: 'رضا', last: 'نوری' });
      const fresh = uniquePhone();
      // A new phone written as people write it: +98 and Persian digits.
      const written = `+98${fresh.slice(1)}`.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
      const res = await send(t, me, proposalBody({ fa_title: 'کرنل بی‌درنگ', co_speakers: [known.phone, written, known.phone] }));
      expect(res.statusCode, res.body).toBe(201);
      const p = res.json() as Proposal;
      expect(p.speakers).toEqual([
        { phone_number: me.phone, first_name: 'مریم', last_name: 'کاظمی', accepted: true },
        expect.objectContaining({ accepted: false }),
        expect.objectContaining({ accepted: false }),
      ]);
      expect(p.speakers.map((s) => s.phone_number).sort()).toEqual([me.phone, known.phone, fresh].sort());

      const [account] = await db().select().from(users).where(eq(users.phoneNumber, fresh));
      expect(account).toMatchObject({ email: '', role: 'user', firstName: '' });
      const [toKnown] = await textsTo(t, known.phone);
      expect(toKnown).toMatchObject({ purpose: 'proposal', kind: 'text', state: 'queued' });
      expect(toKnown!.text).toMatch(/مریم کاظمی.*کرنل بی‌درنگ/);
      expect(toKnown!.text).not.toContain('forgot-password');
      // The link leads to the web app's page where the invitation is accepted.
      expect(toKnown!.text).toMatch(/https?:\/\/\S+\/profile\/proposals(\s|$)/);
      const toFresh = await textsTo(t, fresh);
      expect(toFresh).toHaveLength(1);
      expect(toFresh[0]!.text).toMatch(/کرنل بی‌درنگ[\s\S]*forgot-password/);
      // The sender is not texted about their own proposal.
      expect(await textsTo(t, me.phone)).toHaveLength(0);
    });

    it('shows the proposal to the invited with accepted: false; only they can accept it, and then it is theirs to change', async () => {
      const me = await speaker(t);
      const invited = await speaker(t);
      const stranger = await speaker(t);
      const p = await sent(t, me, { co_speakers: [invited.phone] });

      const theirs = (await listOf(t, invited)).find((x) => x.id === p.id)!;
      expect(theirs.speakers.find((s) => s.phone_number === invited.phone)).toMatchObject({ accepted: false });
      expect((await call(t, invited, 'GET', `/api/proposals/${p.id}/`)).statusCode).toBe(200);
      // Not theirs to change or withdraw until they accept.
      expectError(await call(t, invited, 'PATCH', `/api/proposals/${p.id}/`, { fa_title: 'دیگر' }), 404, 'NOT_FOUND');
      expectError(await call(t, invited, 'DELETE', `/api/proposals/${p.id}/`), 404, 'NOT_FOUND');

      expectError(await call(t, stranger, 'POST', `/api/proposals/${p.id}/accept_invitation/`), 404, 'NOT_FOUND');
      expectError(await call(t, stranger, 'POST', `/api/proposals/${p.id + 100_000}/accept_invitation/`), 404, 'NOT_FOUND');
      expectError(await call(t, null, 'POST', `/api/proposals/${p.id}/accept_invitation/`), 401, 'NOT_AUTHENTICATED');
      expect((await listOf(t, stranger)).map((x) => x.id)).not.toContain(p.id);

      const accepted = await call(t, invited, 'POST', `/api/proposals/${p.id}/accept_invitation/`);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect((accepted.json() as Proposal).speakers.find((s) => s.phone_number === invited.phone)).toMatchObject({ accepted: true });
      const [row] = await db().select().from(proposalSpeakers).where(eq(proposalSpeakers.userId, invited.id));
      expect(row!.acceptedAt).toBeInstanceOf(Date);
      // Again: nothing changes.
      expect((await call(t, invited, 'POST', `/api/proposals/${p.id}/accept_invitation/`)).statusCode).toBe(200);
      const changed = await call(t, invited, 'PATCH', `/api/proposals/${p.id}/`, { fa_title: 'عنوان هر دو' });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await listOf(t, me)).find((x) => x.id === p.id)!.fa_title).toBe('عنوان هر دو');
    });

    it("refuses the sender's own phone among the co-speakers, texting nobody", async () => {
      const me = await speaker(t);
      const other = uniquePhone();
      const before = await count();
      expectFieldError(await send(t, me, proposalBody({ co_speakers: [other, me.phone.replace(/^0/, '0098')] })), 'co_speakers');
      expect(await count()).toBe(before);
      expect(await textsTo(t, other)).toHaveLength(0);
      expect(await db().select().from(users).where(eq(users.phoneNumber, other))).toHaveLength(0);
    });

    it('writes nothing, makes no account and texts nobody when the proposal is refused', async () => {
      const me = await speaker(t);
      const other = uniquePhone();
      expectFieldError(await send(t, me, proposalBody({ duration_minutes: 60, co_speakers: [other] })), 'duration_minutes');
      expect(await db().select().from(users).where(eq(users.phoneNumber, other))).toHaveLength(0);
      expect(await textsTo(t, other)).toHaveLength(0);
    });

    it('refuses a phone that is not an Iranian mobile and more than five co-speakers', async () => {
      const me = await speaker(t);
      expectFieldError(await send(t, me, proposalBody({ co_speakers: ['12345'] })), 'co_speakers.0');
      const six = Array.from({ length: 6 }, () => uniquePhone());
      expectFieldError(await send(t, me, proposalBody({ co_speakers: six })), 'co_speakers');
    });
  });

  describe('withdrawing', () => {
    it('withdraws it for every speaker; again changes nothing; a withdrawn proposal is not changed or accepted', async () => {
      const me = await speaker(t);
      const invited = await speaker(t);
      const p = await sent(t, me, { co_speakers: [invited.phone] });
      const res = await call(t, me, 'DELETE', `/api/proposals/${p.id}/`);
      expect(res.statusCode, res.body).toBe(204);
      expect((await listOf(t, me)).find((x) => x.id === p.id)).toMatchObject({ state: 'WITHDRAWN' });
      expect((await listOf(t, invited)).find((x) => x.id === p.id)).toMatchObject({ state: 'WITHDRAWN' });
      expect((await call(t, me, 'DELETE', `/api/proposals/${p.id}/`)).statusCode).toBe(204);
      expectError(await call(t, me, 'PATCH', `/api/proposals/${p.id}/`, { fa_title: 'دوباره' }), 409, 'CONFLICT');
      expectError(await call(t, invited, 'POST', `/api/proposals/${p.id}/accept_invitation/`), 409, 'CONFLICT');
    });

    it('is refused once the organisers decided past it, and the database refuses a move its table does not allow', async () => {
      const me = await speaker(t);
      const p = await sent(t, me);
      await db().update(proposals).set({ state: 'REJECTED' }).where(eq(proposals.id, p.id));
      expectError(await call(t, me, 'DELETE', `/api/proposals/${p.id}/`), 409, 'CONFLICT');
      expectError(await call(t, me, 'PATCH', `/api/proposals/${p.id}/`, { fa_title: 'دوباره' }), 409, 'CONFLICT');
      await expect(db().update(proposals).set({ state: 'SUBMITTED' }).where(eq(proposals.id, p.id))).rejects.toThrow();
      await expect(db().update(proposals).set({ state: 'CONFIRMED' }).where(eq(proposals.id, p.id))).rejects.toThrow();
    });
  });

  describe('whose it is', () => {
    it('answers 404 to anyone who is not its speaker, as for no proposal at all, and 401 without a token', async () => {
      const me = await speaker(t);
      const stranger = await speaker(t);
      const p = await sent(t, me);
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        expectError(await call(t, stranger, method, `/api/proposals/${p.id}/`, method === 'PATCH' ? { fa_title: 'ربوده' } : undefined), 404, 'NOT_FOUND');
        expectError(await call(t, null, method, `/api/proposals/${p.id}/`, method === 'PATCH' ? { fa_title: 'ربوده' } : undefined), 401, 'NOT_AUTHENTICATED');
      }
      expectError(await call(t, me, 'GET', '/api/proposals/2147483647/'), 404, 'NOT_FOUND');
      expectError(await call(t, me, 'GET', '/api/proposals/0x10/'), 404, 'NOT_FOUND');
      expectError(await send(t, { id: 0, phone: '', token: 'not-a-token' }), 401, 'TOKEN_INVALID');
      const [row] = await db().select().from(proposals).where(eq(proposals.id, p.id));
      expect(row).toMatchObject({ state: 'SUBMITTED', faTitle: p.fa_title });
      expect((await listOf(t, stranger)).map((x) => x.id)).not.toContain(p.id);
    });

    it('lists the caller’s own, newest first, with the edition and times', async () => {
      const me = await speaker(t);
      const first = await sent(t, me, { fa_title: 'اول' });
      const second = await sent(t, me, { fa_title: 'دوم' });
      const list = await listOf(t, me);
      expect(list.map((x) => x.id)).toEqual([second.id, first.id]);
      expect(list[0]).toMatchObject({ edition: expect.any(String), created_at: expect.stringMatching(/Z$/), updated_at: expect.stringMatching(/Z$/) });
    });
  });

  it('limits the proposals one account sends in an hour', async () => {
    const me = await speaker(t);
    for (let i = 0; i < 10; i += 1) expect((await send(t, me)).statusCode).toBe(201);
    const res = await send(t, me);
    expectError(res, 429, 'RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(60);
    // Someone else is not held back.
    expect((await send(t, await speaker(t))).statusCode).toBe(201);
    // Texts queued by proposals go out as any other (the outbox), nothing else.
    expect(await db().select().from(smsOutbox).where(eq(smsOutbox.phoneNumber, me.phone))).toHaveLength(0);
  });
});
