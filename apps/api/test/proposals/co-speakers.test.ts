import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Proposal } from '@fest/contract';
import { createTestApp, type TestApp } from '../helpers/app';
import { expectError, expectFieldError, uniquePhone } from '../accounts/support';
import { proposalSpeakers, users } from '../../src/db/schema';
import { call, listOf, openCall, sent, speaker, textsTo } from './fixtures';

/** Contract, "Proposals, review and the presenters' own pages": a co-speaker accepting with no name or declining, and the speakers changing the co-speakers' list. */
describe("a proposal's co-speakers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => openCall(t));
  afterAll(() => t.close());
  const db = () => t.database.db;
  const rowsOf = (proposalId: number) => db().select().from(proposalSpeakers).where(eq(proposalSpeakers.proposalId, proposalId));
  const phonesOf = (p: Proposal) => p.speakers.map((s) => s.phone_number);

  describe('declining an invitation', () => {
    it('takes the invited off the proposal: it leaves their list, the others keep it, and accepting afterwards is 404', async () => {
      const me = await speaker(t);
      const invited = await speaker(t);
      const other = await speaker(t);
      const p = await sent(t, me, { co_speakers: [invited.phone, other.phone] });

      const res = await call(t, invited, 'POST', `/api/proposals/${p.id}/decline_invitation/`);
      expect(res.statusCode, res.body).toBe(204);
      expect((await listOf(t, invited)).map((x) => x.id)).not.toContain(p.id);
      expectError(await call(t, invited, 'GET', `/api/proposals/${p.id}/`), 404, 'NOT_FOUND');
      expectError(await call(t, invited, 'POST', `/api/proposals/${p.id}/accept_invitation/`), 404, 'NOT_FOUND');
      // Again: they are no longer invited.
      expectError(await call(t, invited, 'POST', `/api/proposals/${p.id}/decline_invitation/`), 404, 'NOT_FOUND');

      const mine = (await listOf(t, me)).find((x) => x.id === p.id)!;
      expect(phonesOf(mine)).toEqual([me.phone, other.phone]);
      expect((await rowsOf(p.id)).map((r) => r.userId).sort()).toEqual([me.id, other.id].sort());
    });

    it('is for the invited account only: 404 for a stranger and for a proposal that does not exist, 401 without a token', async () => {
      const me = await speaker(t);
      const invited = await speaker(t);
      const stranger = await speaker(t);
      const p = await sent(t, me, { co_speakers: [invited.phone] });
      expectError(await call(t, stranger, 'POST', `/api/proposals/${p.id}/decline_invitation/`), 404, 'NOT_FOUND');
      expectError(await call(t, invited, 'POST', `/api/proposals/${p.id + 100_000}/decline_invitation/`), 404, 'NOT_FOUND');
      expectError(await call(t, null, 'POST', `/api/proposals/${p.id}/decline_invitation/`), 401, 'NOT_AUTHENTICATED');
      expect(await rowsOf(p.id)).toHaveLength(2);
    });

    it('is refused (409) to a speaker who accepted, the sender included; they stay on it', async () => {
      const me = await speaker(t);
      const invited = await speaker(t);
      const p = await sent(t, me, { co_speakers: [invited.phone] });
      expect((await call(t, invited, 'POST', `/api/proposals/${p.id}/accept_invitation/`)).statusCode).toBe(200);
      expectError(await call(t, invited, 'POST', `/api/proposals/${p.id}/decline_invitation/`), 409, 'CONFLICT');
      expectError(await call(t, me, 'POST', `/api/proposals/${p.id}/decline_invitation/`), 409, 'CONFLICT');
      expect(await rowsOf(p.id)).toHaveLength(2);
    });
  });

  describe('accepting an invitation', () => {
    it('is refused (400 on first_name and last_name) to an account with no name, which stays invited; once named, it accepts', async () => {
      const me = await speaker(t, { first: 'سارا', last: 'محمدی' });
      // As an account made for the invited phone, or by a login by code: no name.
      const nameless = await speaker(t, { first: '', last: '  ' });
      const p = await sent(t, me, { co_speakers: [nameless.phone] });

      const refused = expectFieldError(await call(t, nameless, 'POST', `/api/proposals/${p.id}/accept_invitation/`), 'first_name');
      expect(refused.errors?.last_name?.[0]).toMatch(/[\u0600-\u06FF]/);
      expect(refused.detail).toMatch(/[\u0600-\u06FF]/);
      const [row] = await db().select().from(proposalSpeakers).where(and(eq(proposalSpeakers.proposalId, p.id), eq(proposalSpeakers.userId, nameless.id)));
      expect(row).toMatchObject({ accepted: false, acceptedAt: null });

      // Half a name: only the missing half is named.
      await db().update(users).set({ firstName: 'رضا' }).where(eq(users.id, nameless.id));
      const half = expectFieldError(await call(t, nameless, 'POST', `/api/proposals/${p.id}/accept_invitation/`), 'last_name');
      expect(half.errors).not.toHaveProperty('first_name');

      // Named through the profile, as the web app's accept step does, then accepted.
      const named = await call(t, nameless, 'PUT', `/api/users/${nameless.phone}/`, { first_name: 'رضا', last_name: 'نوری' });
      expect(named.statusCode, named.body).toBe(200);
      const accepted = await call(t, nameless, 'POST', `/api/proposals/${p.id}/accept_invitation/`);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect((accepted.json() as Proposal).speakers.find((s) => s.phone_number === nameless.phone)).toMatchObject({
        first_name: 'رضا',
        last_name: 'نوری',
        accepted: true,
      });
    });
  });

  describe('changing the list (PATCH co_speakers)', () => {
    it('invites a new phone by SMS as on sending (an account made for it) and drops the ones left out, the other fields unchanged', async () => {
      const me = await speaker(t, { first: 'نرگس', last: 'امینی' });
      const kept = await speaker(t);
      const dropped = await speaker(t);
      const p = await sent(t, me, { fa_title: 'شبکه در لینوکس', co_speakers: [kept.phone, dropped.phone] });
      expect((await call(t, dropped, 'POST', `/api/proposals/${p.id}/accept_invitation/`)).statusCode).toBe(200);
      const fresh = uniquePhone();
      const textsBefore = (await textsTo(t, kept.phone)).length;

      const res = await call(t, me, 'PATCH', `/api/proposals/${p.id}/`, { co_speakers: [kept.phone, `+98${fresh.slice(1)}`] });
      expect(res.statusCode, res.body).toBe(200);
      const changed = res.json() as Proposal;
      expect(phonesOf(changed)).toEqual([me.phone, kept.phone, fresh]);
      expect(changed.speakers[2]).toMatchObject({ accepted: false });
      expect(changed.fa_title).toBe('شبکه در لینوکس');

      // The new phone: an account and an invitation naming the inviter and the title; the one kept is not texted again.
      expect(await db().select().from(users).where(eq(users.phoneNumber, fresh))).toHaveLength(1);
      const toFresh = await textsTo(t, fresh);
      expect(toFresh).toHaveLength(1);
      expect(toFresh[0]!.text).toMatch(/نرگس امینی.*شبکه در لینوکس[\s\S]*forgot-password/);
      expect(await textsTo(t, kept.phone)).toHaveLength(textsBefore);
      // The dropped one, although they had accepted, is no longer on it.
      expect(await db().select().from(proposalSpeakers).where(and(eq(proposalSpeakers.proposalId, p.id), eq(proposalSpeakers.userId, dropped.id)))).toHaveLength(0);
      expectError(await call(t, dropped, 'GET', `/api/proposals/${p.id}/`), 404, 'NOT_FOUND');
    });

    it('names the new title in an invitation sent with a change of title', async () => {
      const me = await speaker(t);
      const p = await sent(t, me);
      const fresh = uniquePhone();
      const res = await call(t, me, 'PATCH', `/api/proposals/${p.id}/`, { fa_title: 'عنوان تازهٔ پیشنهاد', co_speakers: [fresh] });
      expect(res.statusCode, res.body).toBe(200);
      expect((await textsTo(t, fresh))[0]!.text).toContain('عنوان تازهٔ پیشنهاد');
    });

    it('leaves the speakers alone when co_speakers is left out, and an empty list drops every co-speaker but keeps the sender', async () => {
      const me = await speaker(t);
      const invited = await speaker(t);
      const p = await sent(t, me, { co_speakers: [invited.phone] });
      expect(phonesOf((await call(t, me, 'PATCH', `/api/proposals/${p.id}/`, { fa_title: 'دیگر' })).json() as Proposal)).toEqual([me.phone, invited.phone]);
      const emptied = await call(t, me, 'PATCH', `/api/proposals/${p.id}/`, { co_speakers: [] });
      expect(emptied.statusCode, emptied.body).toBe(200);
      expect(phonesOf(emptied.json() as Proposal)).toEqual([me.phone]);
    });

    it("refuses the sender's phone (even when a co-speaker changes it) and more than five, texting nobody and changing nothing", async () => {
      const me = await speaker(t);
      const co = await speaker(t);
      const p = await sent(t, me, { co_speakers: [co.phone] });
      expect((await call(t, co, 'POST', `/api/proposals/${p.id}/accept_invitation/`)).statusCode).toBe(200);
      const fresh = uniquePhone();
      expectFieldError(await call(t, co, 'PATCH', `/api/proposals/${p.id}/`, { co_speakers: [co.phone, fresh, me.phone] }), 'co_speakers');
      expectFieldError(await call(t, me, 'PATCH', `/api/proposals/${p.id}/`, { co_speakers: Array.from({ length: 6 }, () => uniquePhone()) }), 'co_speakers');
      expect(await textsTo(t, fresh)).toHaveLength(0);
      expect(await db().select().from(users).where(eq(users.phoneNumber, fresh))).toHaveLength(0);
      expect(await rowsOf(p.id)).toHaveLength(2);
    });

    it('is for the speakers who accepted, while the proposal waits for review: 404 for the invited, 409 once decided', async () => {
      const me = await speaker(t);
      const invited = await speaker(t);
      const p = await sent(t, me, { co_speakers: [invited.phone] });
      expectError(await call(t, invited, 'PATCH', `/api/proposals/${p.id}/`, { co_speakers: [] }), 404, 'NOT_FOUND');
      await t.database.db.execute(`update proposals set state = 'REJECTED' where id = ${p.id}`);
      expectError(await call(t, me, 'PATCH', `/api/proposals/${p.id}/`, { co_speakers: [] }), 409, 'CONFLICT');
      expect(await rowsOf(p.id)).toHaveLength(2);
    });
  });
});
