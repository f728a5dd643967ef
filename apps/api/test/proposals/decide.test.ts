import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { AdminProposal } from '@fest/contract';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectError } from '../accounts/support';
import { asAdmin, createAccount, createRoleAccounts, expectAdminOnly, type Account, type RoleAccounts } from '../admin/authz';
import { sandboxMessagesOf } from '../messages/support';
import { auditLog, mailOutbox, proposalDecisionTokens, proposals } from '../../src/db/schema';
import { queueConfirmReminders } from '../../src/modules/proposals';
import { openCall, sent, speaker } from './fixtures';
import { as, proposalWithTwo, review, scoresOf, tokenIn, tokensOf } from './review-support';

/** Contract, "Proposals, review and the presenters' own pages": the organisers' ranking, decisions and the speakers' answers. */
describe('ranking and deciding proposals', () => {
  let t: TestApp;
  let accounts: RoleAccounts;
  let reviewers: Account[];
  beforeAll(async () => {
    t = await createTestApp();
    accounts = await createRoleAccounts(t.app);
    reviewers = [await createAccount(t.app, 'reviewer'), await createAccount(t.app, 'reviewer'), await createAccount(t.app, 'reviewer')];
  });
  beforeEach(() => openCall(t));
  afterAll(() => t.close());

  const db = () => t.database.db;
  const publicUrl = () => t.settings.PUBLIC_URL;
  const decide = (id: number, state: string, message = '') =>
    asAdmin(t.app, accounts.admin, { method: 'POST', url: `/api/admin/proposals/${id}/decide/`, payload: { state, message } });
  const ranking = async (query = '') => {
    const res = await asAdmin(t.app, accounts.admin, { method: 'GET', url: `/api/admin/proposals/${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminProposal[];
  };
  const confirm = (token: string, answer: string) => t.app.inject({ method: 'POST', url: `/api/proposals/confirm/${token}/`, payload: { answer } });
  const stateOf = async (id: number) => (await db().select({ state: proposals.state }).from(proposals).where(eq(proposals.id, id)))[0]!.state;
  const linkTo = async (phone: string) => {
    const [newest] = await sandboxMessagesOf(t, phone);
    return tokenIn(newest?.text ?? '', publicUrl());
  };

  describe('the ranking', () => {
    it("gives each category's mean, median and count and the weighted total, highest total first, unscored last", async () => {
      const cfp = (await asAdmin(t.app, accounts.admin, { method: 'GET', url: '/api/admin/cfp/' })).json();
      const weighted = cfp.review_categories.map((c: { key: string }) => ({ ...c, weight: c.key === 'relevance' ? 2 : 1 }));
      expect((await asAdmin(t.app, accounts.admin, { method: 'PUT', url: '/api/admin/cfp/', payload: { review_categories: weighted } })).statusCode).toBe(200);
      try {
        const low = await sent(t, await speaker(t));
        const high = await sent(t, await speaker(t), { service_type: 'WORKSHOP', duration_minutes: 120 });
        const none = await sent(t, await speaker(t));
        const [a, b, c] = reviewers as [Account, Account, Account];
        // high: relevance 5, 4, 1 (mean 3.33, median 4); quality 3, 3, 0 (mean 2, median 3); speaker 2, 4, 5 (mean 3.67, median 4).
        await review(t, a, high.id, scoresOf(5, 3, 2));
        await review(t, b, high.id, scoresOf(4, 3, 4));
        await review(t, c, high.id, scoresOf(1, 0, 5));
        await review(t, a, low.id, scoresOf(1, 2, 0));
        await review(t, b, low.id, scoresOf(2, 1, 1));
        const res = await expectAdminOnly(t.app, accounts, { method: 'GET', url: '/api/admin/proposals/?ordering=-score' });
        const ids = [low.id, high.id, none.id];
        const list = (res.json() as AdminProposal[]).filter((p) => ids.includes(p.id));
        expect(list.map((p) => p.id)).toEqual([high.id, low.id, none.id]);
        const [h, l, n] = list as [AdminProposal, AdminProposal, AdminProposal];
        expect(h.scores).toEqual({
          relevance: { mean: 3.33, median: 4, count: 3 },
          quality: { mean: 2, median: 3, count: 3 },
          speaker: { mean: 3.67, median: 4, count: 3 },
        });
        // (2 × 10/3 + 2 + 11/3) / 4
        expect(h.total).toBe(Math.round(((2 * 10) / 3 + 2 + 11 / 3) / 4 * 100) / 100);
        expect(h.review_count).toBe(3);
        expect(l.scores).toEqual({
          relevance: { mean: 1.5, median: 1.5, count: 2 },
          quality: { mean: 1.5, median: 1.5, count: 2 },
          speaker: { mean: 0.5, median: 0.5, count: 2 },
        });
        expect(l.total).toBe(1.25);
        expect(n).toMatchObject({ total: null, review_count: 0, scores: { relevance: { mean: null, median: null, count: 0 } } });
        // The proposal itself comes whole, speakers and all.
        expect(h).toMatchObject({ fa_title: high.fa_title, speakers: [expect.objectContaining({ phone_number: expect.any(String) })] });

        const ascending = (await ranking('?ordering=score')).filter((p) => ids.includes(p.id)).map((p) => p.id);
        expect(ascending).toEqual([low.id, high.id, none.id]);
        expect((await ranking('?type=WORKSHOP')).map((p) => p.id)).toEqual([high.id]);
        await decide(low.id, 'REJECTED');
        expect((await ranking('?state=REJECTED')).map((p) => p.id)).toEqual([low.id]);
        expect((await ranking('?state=SUBMITTED')).map((p) => p.id)).not.toContain(low.id);
        expectError(await asAdmin(t.app, accounts.admin, { method: 'GET', url: '/api/admin/proposals/?ordering=bogus' }), 400, 'VALIDATION_ERROR');
      } finally {
        await asAdmin(t.app, accounts.admin, { method: 'PUT', url: '/api/admin/cfp/', payload: { review_categories: cfp.review_categories } });
      }
    });
  });

  describe('a decision', () => {
    it('accepts through the states table (audited), texting and e-mailing each speaker their own one-tap link', async () => {
      const { p, main, co } = await proposalWithTwo(t);
      const invited = await speaker(t);
      // An invitation not yet accepted: not a speaker, not told.
      await db().execute(sql`insert into proposal_speakers (proposal_id, user_id) values (${p.id}, ${invited.id})`);
      const res = await expectAdminOnly(t.app, accounts, {
        method: 'POST',
        url: `/api/admin/proposals/${p.id}/decide/`,
        payload: { state: 'ACCEPTED', message: 'لطفاً اسلایدها را تا پیش از جشنواره بفرستید.' },
      });
      expect(res.json()).toMatchObject({ id: p.id, state: 'ACCEPTED', total: null });
      expect(await stateOf(p.id)).toBe('ACCEPTED');

      const tokens = [await linkTo(main.phone), await linkTo(co.phone)];
      expect(tokens[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(tokens[1]).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(tokens[0]).not.toBe(tokens[1]);
      const [text] = await sandboxMessagesOf(t, main.phone);
      expect(text!.text).toContain(p.fa_title);
      expect(text!.text).toContain('لطفاً اسلایدها');
      expect(text!.text).toContain(`${publicUrl()}/proposals/confirm/${tokens[0]}`);
      expect(await sandboxMessagesOf(t, invited.phone)).toEqual([]);
      // The e-mail, in the account's language, carries the same link.
      const [mail] = await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, `${main.phone}@example.ir`));
      expect(mail!.text).toContain(`${publicUrl()}/proposals/confirm/${tokens[0]}`);

      // Stored hashed, one per speaker, for 14 days.
      const rows = await tokensOf(t, p.id);
      expect(rows.map((r) => r.userId).sort()).toEqual([main.id, co.id].sort());
      for (const row of rows) {
        expect(tokens).not.toContain(row.tokenHash);
        expect(row.usedAt).toBeNull();
        const days = (row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000;
        expect(days).toBeCloseTo(14, 5);
      }

      const [audit] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.objectType, 'proposal'), eq(auditLog.objectId, String(p.id))));
      expect(audit).toMatchObject({ action: 'decide', actorId: accounts.admin.id, before: { state: 'SUBMITTED' }, after: { state: 'ACCEPTED' } });
    });

    it('refuses a move the states table does not allow (409), changing and sending nothing', async () => {
      const me = await speaker(t);
      const p = await sent(t, me);
      expect((await decide(p.id, 'WAITLISTED', 'شاید')).statusCode).toBe(200);
      expect((await sandboxMessagesOf(t, me.phone))[0]!.text).toContain('فهرست انتظار');
      expect(tokenIn((await sandboxMessagesOf(t, me.phone))[0]!.text, publicUrl())).toBeNull();
      expect((await decide(p.id, 'ACCEPTED')).statusCode).toBe(200);
      const texts = (await sandboxMessagesOf(t, me.phone)).length;
      expectError(await decide(p.id, 'ACCEPTED'), 409, 'CONFLICT');
      expectError(await decide(p.id, 'REJECTED'), 409, 'CONFLICT');
      expectError(await decide(p.id, 'CONFIRMED'), 400, 'VALIDATION_ERROR');
      expect(await stateOf(p.id)).toBe('ACCEPTED');
      expect(await sandboxMessagesOf(t, me.phone)).toHaveLength(texts);
      expectError(await decide(p.id + 100_000, 'ACCEPTED'), 404, 'NOT_FOUND');
    });

    it('tells a rejection without a link', async () => {
      const me = await speaker(t);
      const p = await sent(t, me);
      expect((await decide(p.id, 'REJECTED')).json()).toMatchObject({ state: 'REJECTED' });
      const [text] = await sandboxMessagesOf(t, me.phone);
      expect(text!.text).toContain(p.fa_title);
      expect(tokenIn(text!.text, publicUrl())).toBeNull();
      expect(await tokensOf(t, p.id)).toEqual([]);
    });
  });

  describe("the speakers' answer", () => {
    it('confirms with the link, without logging in, once: the same link again is 404; a co-speaker’s same answer is told the state', async () => {
      const { p, main, co } = await proposalWithTwo(t);
      await decide(p.id, 'ACCEPTED');
      const mine = (await linkTo(main.phone))!;
      const theirs = (await linkTo(co.phone))!;
      const res = await confirm(mine, 'CONFIRM');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ id: p.id, state: 'CONFIRMED', fa_title: p.fa_title, en_title: p.en_title });
      expect(await stateOf(p.id)).toBe('CONFIRMED');
      expectError(await confirm(mine, 'CONFIRM'), 404, 'NOT_FOUND');
      expectError(await confirm(mine, 'DECLINE'), 404, 'NOT_FOUND');
      // The co-speaker cannot undo it; the same answer is told the state.
      expectError(await confirm(theirs, 'DECLINE'), 409, 'CONFLICT');
      expect(await stateOf(p.id)).toBe('CONFIRMED');
      expect((await confirm(theirs, 'CONFIRM')).json()).toMatchObject({ state: 'CONFIRMED' });
      expectError(await confirm(theirs, 'CONFIRM'), 404, 'NOT_FOUND');
    });

    it('declines with the link', async () => {
      const me = await speaker(t);
      const p = await sent(t, me);
      await decide(p.id, 'ACCEPTED');
      expect((await confirm((await linkTo(me.phone))!, 'DECLINE')).json()).toMatchObject({ id: p.id, state: 'DECLINED' });
      expect(await stateOf(p.id)).toBe('DECLINED');
    });

    it('is 404 for a link past its 14 days, an unknown one and a malformed one, changing nothing', async () => {
      const me = await speaker(t);
      const p = await sent(t, me);
      await decide(p.id, 'ACCEPTED');
      const token = (await linkTo(me.phone))!;
      await db().update(proposalDecisionTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(proposalDecisionTokens.proposalId, p.id));
      expectError(await confirm(token, 'CONFIRM'), 404, 'NOT_FOUND');
      expect(await stateOf(p.id)).toBe('ACCEPTED');
      const unknown = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
      expectError(await confirm(unknown, 'CONFIRM'), 404, 'NOT_FOUND');
      expectError(await confirm('not-a-token', 'CONFIRM'), 404, 'NOT_FOUND');
      // Still within its time, it works.
      await db().update(proposalDecisionTokens).set({ expiresAt: sql`now() + interval '1 minute'` }).where(eq(proposalDecisionTokens.proposalId, p.id));
      const bad = await confirm(token, 'MAYBE');
      expectError(bad, 400, 'VALIDATION_ERROR');
      expect((await confirm(token, 'CONFIRM')).json()).toMatchObject({ state: 'CONFIRMED' });
    });

    it('refuses an answer once the proposal was withdrawn (409)', async () => {
      const me = await speaker(t);
      const p = await sent(t, me);
      await decide(p.id, 'ACCEPTED');
      const token = (await linkTo(me.phone))!;
      expect((await as(t, me, 'GET', `/api/proposals/${p.id}/`)).statusCode).toBe(200);
      await db().update(proposals).set({ state: 'WITHDRAWN' }).where(eq(proposals.id, p.id));
      expectError(await confirm(token, 'CONFIRM'), 409, 'CONFLICT');
      expect(await stateOf(p.id)).toBe('WITHDRAWN');
    });
  });
  describe('reminders to answer', () => {
    const age = (proposalId: number, days: number) =>
      db()
        .update(proposalDecisionTokens)
        .set({ createdAt: sql`now() - make_interval(days => ${days}, mins => 1)` })
        .where(and(eq(proposalDecisionTokens.proposalId, proposalId), sql`${proposalDecisionTokens.reminderDay} is null`));
    const remind = () => queueConfirmReminders(db(), { publicUrl: publicUrl() });

    it('reminds a speaker who has not answered after 2 and 5 days, once each, with a new link of the same end', async () => {
      const me = await speaker(t);
      const p = await sent(t, me);
      await decide(p.id, 'ACCEPTED');
      const first = (await linkTo(me.phone))!;
      await remind();
      expect(await sandboxMessagesOf(t, me.phone)).toHaveLength(1);
      await age(p.id, 2);
      await remind();
      await remind();
      const texts = await sandboxMessagesOf(t, me.phone);
      expect(texts).toHaveLength(2);
      expect(texts[0]!.text).toContain('یادآوری');
      const second = tokenIn(texts[0]!.text, publicUrl())!;
      expect(second).not.toBe(first);
      const rows = await tokensOf(t, p.id);
      expect(new Set(rows.map((r) => r.expiresAt.getTime())).size).toBe(1);
      await age(p.id, 5);
      await remind();
      await remind();
      expect(await sandboxMessagesOf(t, me.phone)).toHaveLength(3);
      // Any of the links answers; then no more reminders.
      expect((await confirm(second, 'CONFIRM')).json()).toMatchObject({ state: 'CONFIRMED' });
      await age(p.id, 6);
      await remind();
      expect(await sandboxMessagesOf(t, me.phone)).toHaveLength(3);
    });

    it('gives a speaker due both reminders only the later, and none once the link is over', async () => {
      const me = await speaker(t);
      const p = await sent(t, me);
      await decide(p.id, 'ACCEPTED');
      await age(p.id, 6);
      await remind();
      expect(await sandboxMessagesOf(t, me.phone)).toHaveLength(2);
      const other = await speaker(t);
      const q = await sent(t, other);
      await decide(q.id, 'ACCEPTED');
      await age(q.id, 3);
      await db().update(proposalDecisionTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(proposalDecisionTokens.proposalId, q.id));
      await remind();
      expect(await sandboxMessagesOf(t, other.phone)).toHaveLength(1);
    });
  });
});
