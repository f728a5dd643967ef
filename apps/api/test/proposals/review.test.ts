import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ReviewProposal, ReviewProposalDetail } from '@fest/contract';
import { createTestApp, type TestApp } from '../helpers/app';
import { accessTokenFor } from '../helpers/sign-in';
import { auth, expectError, expectFieldError } from '../accounts/support';
import { asAdmin, createAccount, createRoleAccounts, type Account, type RoleAccounts } from '../admin/authz';
import { proposalReviews, proposals } from '../../src/db/schema';
import { call, openCall, sent, speaker } from './fixtures';
import { as, proposalWithTwo, review, scoresOf } from './review-support';

/** Contract, "Proposals, review and the presenters' own pages": the reviewers' routes. */
describe('reviewing proposals', () => {
  let t: TestApp;
  let accounts: RoleAccounts;
  let r1: Account;
  let r2: Account;
  beforeAll(async () => {
    t = await createTestApp();
    accounts = await createRoleAccounts(t.app);
    r1 = await createAccount(t.app, 'reviewer');
    r2 = await createAccount(t.app, 'reviewer');
  });
  beforeEach(() => openCall(t));
  afterAll(() => t.close());

  const setCall = (body: Record<string, unknown>) => asAdmin(t.app, accounts.admin, { method: 'PUT', url: '/api/admin/cfp/', payload: body });
  const reviewsOf = (id: number) => t.database.db.select().from(proposalReviews).where(eq(proposalReviews.proposalId, id));

  it('is for reviewers and admins: 401 anonymous, 403 for visitors and the door, on every review route', async () => {
    const p = await sent(t, await speaker(t));
    const routes = [
      ['GET', '/api/review/categories/'],
      ['GET', '/api/review/proposals/'],
      ['GET', `/api/review/proposals/${p.id}/`],
      ['PUT', `/api/review/proposals/${p.id}/`],
    ] as const;
    for (const [method, url] of routes) {
      const payload = method === 'PUT' ? { scores: scoresOf(3) } : undefined;
      expectError(await as(t, null, method, url, payload), 401, 'NOT_AUTHENTICATED');
      expectError(await as(t, accounts.user, method, url, payload), 403, 'FORBIDDEN');
      expectError(await as(t, accounts.door, method, url, payload), 403, 'FORBIDDEN');
    }
    expect(await reviewsOf(p.id)).toEqual([]);
    for (const who of [r1, accounts.admin]) {
      for (const [method, url] of routes) expect((await as(t, who, method, url, method === 'PUT' ? { scores: scoresOf(3) } : undefined)).statusCode).toBe(200);
    }
    expect(await reviewsOf(p.id)).toHaveLength(2);
  });

  it('is a role the console gives (and the database keeps): a visitor made reviewer reviews from their next request', async () => {
    const someone = await createAccount(t.app, 'user');
    expectError(await as(t, someone, 'GET', '/api/review/proposals/'), 403, 'FORBIDDEN');
    const res = await asAdmin(t.app, accounts.admin, { method: 'PATCH', url: `/api/admin/users/${someone.id}/`, payload: { role: 'reviewer' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: someone.id, role: 'reviewer' });
    expect((await asAdmin(t.app, accounts.admin, { method: 'GET', url: '/api/admin/users/?role=reviewer' })).body).toContain(someone.phone);
    // The role moved the session version: the old token is over; a new session reviews.
    expect((await as(t, someone, 'GET', '/api/review/proposals/')).statusCode).toBe(401);
    const signedIn = { ...someone, token: await accessTokenFor(t.app, { id: someone.id }) };
    expect((await as(t, signedIn, 'GET', '/api/review/proposals/')).statusCode).toBe(200);
  });

  it("keeps reviewers out of the organisers' routes", async () => {
    const p = await sent(t, await speaker(t));
    expectError(await as(t, r1, 'GET', '/api/admin/proposals/'), 403, 'FORBIDDEN');
    expectError(await as(t, r1, 'POST', `/api/admin/proposals/${p.id}/decide/`, { state: 'ACCEPTED', message: '' }), 403, 'FORBIDDEN');
    expectError(await as(t, r1, 'GET', '/api/admin/cfp/'), 403, 'FORBIDDEN');
    const [row] = await t.database.db.select({ state: proposals.state }).from(proposals).where(eq(proposals.id, p.id));
    expect(row!.state).toBe('SUBMITTED');
  });

  it('answers the call’s categories with their names and weights, as the organisers set them', async () => {
    const res = await as(t, r1, 'GET', '/api/review/categories/');
    expect(res.json()).toEqual([
      { key: 'relevance', name: expect.stringMatching(/[\u0600-\u06FF]/), weight: 1 },
      { key: 'quality', name: expect.any(String), weight: 1 },
      { key: 'speaker', name: expect.any(String), weight: 1 },
    ]);
    const categories = [...res.json(), { key: 'novelty', name: 'نوآوری', weight: 3 }];
    expect((await setCall({ review_categories: categories })).statusCode).toBe(200);
    try {
      expect((await as(t, r1, 'GET', '/api/review/categories/')).json()).toEqual(categories);
    } finally {
      await setCall({ review_categories: res.json() });
    }
  });

  describe('anonymity', () => {
    const names = [
      { first: 'Zartosht', last: 'Anonymouski' },
      { first: 'Bahrampour', last: 'Cospeakerian' },
    ];
    const secrets = (main: Account, co: Account) => [...names.flatMap((n) => [n.first, n.last]), main.phone, co.phone, 'BIOGRAPHY-MARK'];

    it('leaks no speaker’s name, phone, bio or co-speaker in any review answer while the review is anonymous', async () => {
      const { p, main, co } = await proposalWithTwo(t, names);
      for (const who of [main, co]) {
        expect((await t.app.inject({ method: 'PUT', url: '/api/speaker_profile/', headers: auth(who.token), payload: { bio_fa: 'BIOGRAPHY-MARK', bio_en: 'BIOGRAPHY-MARK' } })).statusCode).toBe(200);
      }
      await review(t, r2, p.id, scoresOf(4), 'نظر داور دوم');
      const answers = [
        await as(t, r1, 'GET', '/api/review/categories/'),
        await as(t, r1, 'GET', '/api/review/proposals/'),
        await as(t, r1, 'GET', `/api/review/proposals/${p.id}/`),
        await review(t, r1, p.id, scoresOf(3), 'نظر داور اول'),
        await as(t, r1, 'GET', `/api/review/proposals/${p.id}/`),
        await review(t, r1, p.id, { relevance: 9 }),
      ];
      answers.forEach((res, i) => secrets(main, co).forEach((secret) => expect(res.body, `answer ${i}`).not.toContain(secret)));
      const listed = (answers[1]!.json() as ReviewProposal[]).find((x) => x.id === p.id)!;
      expect(listed).toMatchObject({ id: p.id, fa_title: p.fa_title, speakers: null, reviewed: false });
      expect(answers[4]!.json()).toMatchObject({ speakers: null, reviewed: true });
    });

    it('names the speakers and their bios (never phones) once the organisers turn anonymity off', async () => {
      const { p, main, co } = await proposalWithTwo(t, names);
      await t.app.inject({ method: 'PUT', url: '/api/speaker_profile/', headers: auth(main.token), payload: { bio_fa: 'BIOGRAPHY-MARK' } });
      expect((await setCall({ review_anonymous: false })).statusCode).toBe(200);
      try {
        const detail = await as(t, r1, 'GET', `/api/review/proposals/${p.id}/`);
        expect((detail.json() as ReviewProposalDetail).speakers).toEqual([
          { first_name: names[0]!.first, last_name: names[0]!.last, bio_fa: 'BIOGRAPHY-MARK', bio_en: '' },
          { first_name: names[1]!.first, last_name: names[1]!.last, bio_fa: '', bio_en: '' },
        ]);
        const list = await as(t, r1, 'GET', '/api/review/proposals/');
        expect(list.body).toContain(names[0]!.last);
        for (const res of [detail, list]) for (const phone of [main.phone, co.phone]) expect(res.body).not.toContain(phone);
      } finally {
        await setCall({ review_anonymous: true });
      }
    });
  });

  it("hides the others' reviews until the caller has given their own, and never says who wrote one", async () => {
    const p = await sent(t, await speaker(t));
    expect((await review(t, r1, p.id, scoresOf(5, 4, 3), 'خوب است')).statusCode).toBe(200);
    const before = (await as(t, r2, 'GET', `/api/review/proposals/${p.id}/`)).json() as ReviewProposalDetail;
    expect(before).toMatchObject({ my_review: null, reviews: null, reviewed: false });
    const mine = await review(t, r2, p.id, scoresOf(1), 'ضعیف');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toMatchObject({
      reviewed: true,
      my_review: { scores: scoresOf(1), comment: 'ضعیف' },
      reviews: [{ scores: scoresOf(5, 4, 3), comment: 'خوب است', updated_at: expect.any(String) }],
    });
    expect(Object.keys((mine.json() as ReviewProposalDetail).reviews![0]!).sort()).toEqual(['comment', 'scores', 'updated_at']);
    expect(mine.body).not.toContain(r1.phone);
    expect(((await as(t, r1, 'GET', `/api/review/proposals/${p.id}/`)).json() as ReviewProposalDetail).reviews).toEqual([
      expect.objectContaining({ scores: scoresOf(1), comment: 'ضعیف' }),
    ]);
  });

  it('refuses (403) a reviewer their own proposal, and one they are invited to, and leaves it out of their list', async () => {
    const ownReviewer = await createAccount(t.app, 'reviewer');
    const own = await sent(t, ownReviewer);
    const invitedTo = await sent(t, await speaker(t), { co_speakers: [r2.phone] });
    for (const [who, p] of [
      [ownReviewer, own],
      [r2, invitedTo],
    ] as const) {
      expectError(await as(t, who, 'GET', `/api/review/proposals/${p.id}/`), 403, 'FORBIDDEN');
      expectError(await review(t, who, p.id, scoresOf(5)), 403, 'FORBIDDEN');
      const list = (await as(t, who, 'GET', '/api/review/proposals/')).json() as ReviewProposal[];
      expect(list.map((x) => x.id)).not.toContain(p.id);
    }
    expect(await reviewsOf(own.id)).toEqual([]);
    expect(await reviewsOf(invitedTo.id)).toEqual([]);
    // Others review them.
    expect((await review(t, r1, own.id, scoresOf(2))).statusCode).toBe(200);
  });

  it("takes every category of the call, and only those, each a whole number 0-5; a second review replaces the first", async () => {
    const p = await sent(t, await speaker(t));
    expectFieldError(await review(t, r1, p.id, { relevance: 3, speaker: 3 }), 'scores.quality');
    expectFieldError(await review(t, r1, p.id, { ...scoresOf(3), bogus: 2 }), 'scores.bogus');
    expectFieldError(await review(t, r1, p.id, scoresOf(6)), 'scores.relevance');
    expectFieldError(await review(t, r1, p.id, scoresOf(-1)), 'scores.relevance');
    expectFieldError(await review(t, r1, p.id, scoresOf(2.5)), 'scores.relevance');
    expectFieldError(await as(t, r1, 'PUT', `/api/review/proposals/${p.id}/`, { comment: 'بدون امتیاز' }), 'scores');
    expect(await reviewsOf(p.id)).toEqual([]);
    expect((await review(t, r1, p.id, scoresOf(0), 'اول')).statusCode).toBe(200);
    expect((await review(t, r1, p.id, scoresOf(5), 'دوم')).json()).toMatchObject({ my_review: { scores: scoresOf(5), comment: 'دوم' } });
    expect(await reviewsOf(p.id)).toEqual([expect.objectContaining({ scores: scoresOf(5), comment: 'دوم', reviewerId: r1.id })]);
  });

  it('keeps the score range in the database too', async () => {
    const p = await sent(t, await speaker(t));
    const insert = (scores: unknown) =>
      t.database.db.execute(sql`insert into proposal_reviews (proposal_id, reviewer_id, scores) values (${p.id}, ${r1.id}, ${JSON.stringify(scores)}::jsonb)`);
    await expect(insert({ relevance: 6 })).rejects.toThrow();
    await expect(insert({ relevance: 'بالا' })).rejects.toThrow();
    await expect(insert({ relevance: 1.5 })).rejects.toThrow();
    await expect(insert([1])).rejects.toThrow();
    await insert({ relevance: 0 });
  });

  it('reviews only the current edition’s proposals under review: a withdrawn one is 404, and so is one that does not exist', async () => {
    const me = await speaker(t);
    const p = await sent(t, me);
    expect((await call(t, me, 'DELETE', `/api/proposals/${p.id}/`)).statusCode).toBe(204);
    expectError(await as(t, r1, 'GET', `/api/review/proposals/${p.id}/`), 404, 'NOT_FOUND');
    expectError(await review(t, r1, p.id, scoresOf(3)), 404, 'NOT_FOUND');
    expect(((await as(t, r1, 'GET', '/api/review/proposals/')).json() as ReviewProposal[]).map((x) => x.id)).not.toContain(p.id);
    expectError(await as(t, r1, 'GET', `/api/review/proposals/${p.id + 100_000}/`), 404, 'NOT_FOUND');
  });
});
