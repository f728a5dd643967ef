import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AdminCfp, AdminProposal, Cfp, Festival, Presentation, Proposal, ReviewProposal, ReviewProposalDetail, SpeakerProfile } from '@fest/contract';
import { createTestApp, type TestApp } from '../helpers/app';
import { accessTokenFor } from '../helpers/sign-in';
import { auth } from '../accounts/support';
import { asAdmin, createAccount } from '../admin/authz';
import { sandboxMessagesOf } from '../messages/support';
import { presenters, users } from '../../src/db/schema';
import { proposalFileSteps } from '../../src/modules/proposals';
import { bundledFestivalFile, seedOnFirstStart } from '../../src/seed/first-start';
import { readFestivalFile, validateFestival } from '../../src/seed/loader';
import { smallFestival, tempDir } from '../seed/festival-files';
import { tokenIn } from './review-support';

const silent = { info: () => {}, debug: () => {}, warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
/** The demo accounts the README lists for the call: a speaker and a reviewer. */
const SPEAKER = '09120000003';
const REVIEWER = '09120000004';

/**
 * The demo festival's call for proposals, as the first start loads it (apps/api/seed/demo-festival.json):
 * an open call with proposals in each of the organisers' and speakers' states, reviewed by the demo's
 * reviewers, so that the whole cycle can be seen and carried on from the first start.
 */
describe("the demo festival's call for proposals", () => {
  let t: TestApp;
  const file = readFestivalFile(bundledFestivalFile);
  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: tempDir('data') } });
    await seedOnFirstStart(t.database, t.settings, silent, proposalFileSteps(t.settings.PUBLIC_URL));
  });
  afterAll(() => t.close());

  const tokenOf = async (phone: string) => {
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
    return accessTokenFor(t.app, row!);
  };
  const get = async <T>(url: string, token?: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const ranking = async () => {
    const admin = await createAccount(t.app, 'admin');
    const res = await asAdmin(t.app, admin, { method: 'GET', url: '/api/admin/proposals/' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AdminProposal[];
  };
  const titled = <T extends { fa_title: string }>(list: T[], words: string) => list.find((p) => p.fa_title.includes(words))!;

  it("is open now, closing weeks before the festival's first day, with the default kinds and review", async () => {
    const admin = await createAccount(t.app, 'admin');
    const cfp = (await asAdmin(t.app, admin, { method: 'GET', url: '/api/admin/cfp/' })).json() as AdminCfp;
    const festival = await get<Festival>('/api/festival/');
    expect((await get<Cfp>('/api/cfp/')).is_open).toBe(true);
    const weeksBefore = (Date.parse(`${festival.starts_on}T00:00:00+03:30`) - Date.parse(cfp.cfp_closes_at!)) / (7 * 24 * 3600_000);
    expect(weeksBefore).toBeGreaterThanOrEqual(2);
    // Only the window comes from the file; the kinds, lengths and review keep their defaults.
    expect(cfp.proposal_types.map((p) => p.service_type)).toEqual(['TALK', 'WORKSHOP']);
    expect(cfp.review_anonymous).toBe(true);
  });

  it("holds proposals in every state the organisers and speakers give, the ranking's highest first", async () => {
    const list = await ranking();
    expect(list).toHaveLength(8);
    const states = list.map((p) => p.state).sort();
    expect(states).toEqual(['ACCEPTED', 'CONFIRMED', 'REJECTED', 'SUBMITTED', 'SUBMITTED', 'SUBMITTED', 'SUBMITTED', 'WAITLISTED']);
    const totals = list.map((p) => p.total!);
    expect(totals.every((n) => typeof n === 'number')).toBe(true);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(titled(list, 'بهترین توزیع').state).toBe('REJECTED');
    expect(list.at(-1)!.state).toBe('REJECTED');
  });

  it("answers each category's mean and median of the demo's reviews, and a total between them", async () => {
    const list = await ranking();
    const round = (n: number) => Math.round(n * 100) / 100;
    for (const p of file.proposals) {
      const ranked = list.find((r) => r.fa_title === p.fa_title)!;
      expect(ranked.review_count).toBe(p.reviews.length);
      expect(p.reviews.length).toBeGreaterThan(0);
      for (const key of ['relevance', 'quality', 'speaker']) {
        const values = p.reviews.map((r) => r.scores[key]!).sort((a, b) => a - b);
        const mid = Math.floor(values.length / 2);
        const median = values.length % 2 ? values[mid] : (values[mid - 1]! + values[mid]!) / 2;
        expect(ranked.scores[key]).toEqual({ mean: round(values.reduce((a, b) => a + b, 0) / values.length), median, count: values.length });
      }
      const means = Object.values(ranked.scores).map((s) => s.mean!);
      expect(ranked.total).toBeGreaterThanOrEqual(Math.min(...means));
      expect(ranked.total).toBeLessThanOrEqual(Math.max(...means));
    }
  });

  it("lets the demo reviewer read the proposals, their own Persian reviews and the others', with some left to review", async () => {
    const token = await tokenOf(REVIEWER);
    const list = await get<ReviewProposal[]>('/api/review/proposals/', token);
    expect(list).toHaveLength(8);
    // Anonymous review: no names.
    expect(list.every((p) => p.speakers === null)).toBe(true);
    const left = list.filter((p) => !p.reviewed);
    expect(left.length).toBeGreaterThanOrEqual(1);
    expect(left.length).toBeLessThan(list.length);
    const ebpf = await get<ReviewProposalDetail>(`/api/review/proposals/${titled(list, 'eBPF').id}/`, token);
    expect(Object.keys(ebpf.my_review!.scores).sort()).toEqual(['quality', 'relevance', 'speaker']);
    expect(ebpf.my_review!.comment).toMatch(/[\u0600-\u06FF]/);
    expect(ebpf.reviews).toHaveLength(2);
    for (const r of ebpf.reviews!) expect(r.comment).toMatch(/[\u0600-\u06FF]/);
    const unreviewed = await get<ReviewProposalDetail>(`/api/review/proposals/${left[0]!.id}/`, token);
    expect(unreviewed.my_review).toBeNull();
    expect(unreviewed.reviews).toBeNull();
  });

  it("gives the demo speaker a profile, their proposals and a co-speaker's invitation they have not answered", async () => {
    const token = await tokenOf(SPEAKER);
    const profile = await get<SpeakerProfile>('/api/speaker_profile/', token);
    expect(profile.bio_fa).toMatch(/[\u0600-\u06FF]/);
    expect(profile.bio_en).toMatch(/^[A-Z]/);
    expect(profile.availability.length).toBeGreaterThan(0);
    const mine = await get<Proposal[]>('/api/proposals/', token);
    expect(mine.map((p) => p.state).sort()).toEqual(['ACCEPTED', 'SUBMITTED', 'WAITLISTED']);
    const invitation = mine.find((p) => p.state === 'SUBMITTED')!;
    expect(invitation.speakers.map((s) => [s.phone_number, s.accepted])).toEqual([
      ['09122000001', true],
      [SPEAKER, false],
    ]);
    // Invited as the site invites: by a text message.
    expect((await sandboxMessagesOf(t, SPEAKER)).some((m) => m.text.includes(invitation.fa_title))).toBe(true);
  });

  it('made the confirmed proposal a draft without a room, hidden from the public, with its presenter from the profile', async () => {
    const admin = await createAccount(t.app, 'admin');
    const confirmed = (await ranking()).find((p) => p.state === 'CONFIRMED')!;
    const drafts = (await asAdmin(t.app, admin, { method: 'GET', url: `/api/admin/presentations/?search=${encodeURIComponent(confirmed.fa_title)}` })).json() as {
      results: { id: number; room: string; is_published: boolean; proposal: number | null; presenters: number[] }[];
    };
    expect(drafts.results).toHaveLength(1);
    expect(drafts.results[0]).toMatchObject({ room: '', is_published: false, proposal: confirmed.id });
    const [presenter] = await t.database.db.select().from(presenters).where(inArray(presenters.id, drafts.results[0]!.presenters));
    const speaker = file.users.find((u) => u.phone_number === file.proposals.find((p) => p.state === 'CONFIRMED')!.speakers[0])!;
    expect(presenter).toMatchObject({ firstName: speaker.first_name, description: speaker.speaker_profile!.bio_fa, enDescription: speaker.speaker_profile!.bio_en });
    expect(presenter!.userId).not.toBeNull();
    const shown = await get<Presentation[]>('/api/presentations/all/');
    expect(shown.some((p) => p.fa_title === confirmed.fa_title)).toBe(false);
  });

  it("texted the accepted proposal's speaker a one-tap link that confirms it into a draft", async () => {
    const accepted = (await ranking()).find((p) => p.state === 'ACCEPTED')!;
    const texts = await sandboxMessagesOf(t, SPEAKER);
    const token = texts.map((m) => tokenIn(m.text, t.settings.PUBLIC_URL)).find(Boolean);
    expect(token).toBeTruthy();
    const answer = await t.app.inject({ method: 'POST', url: `/api/proposals/confirm/${token}/`, payload: { answer: 'CONFIRM' } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ id: accepted.id, state: 'CONFIRMED' });
    expect((await ranking()).find((p) => p.id === accepted.id)!.state).toBe('CONFIRMED');
  });

  it('refuses a file whose call closes before it opens, or with fields it does not know', () => {
    const closesFirst = validateFestival({ ...smallFestival(), cfp: { opens_at: '2030-01-10T00:00:00Z', closes_at: '2030-01-01T00:00:00Z' } }, tempDir('cfp'));
    expect(closesFirst.ok).toBe(false);
    expect(!closesFirst.ok && closesFirst.problems.map((p) => p.path)).toContain('cfp.closes_at');
    const unknown = validateFestival({ ...smallFestival(), cfp: { opens_at: '2030-01-01T00:00:00Z', closes_at: '2030-02-01T00:00:00Z', types: [] } }, tempDir('cfp'));
    expect(!unknown.ok && unknown.problems.map((p) => p.path)).toContain('cfp');
  });
});
