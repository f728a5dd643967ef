import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../helpers/app';
import { presentations, proposalDecisionTokens, proposalReviews, proposals, proposalSpeakers, speakerProfiles, users } from '../../src/db/schema';
import { proposalFileSteps } from '../../src/modules/proposals';
import { FestivalFileRefused, isDatabaseEmpty, loadFestivalFile, validateFestival } from '../../src/seed/loader';
import { smallFestival, smallFestivalImages, tempDir, writeFestivalFile } from './festival-files';

/**
 * The data file's call for proposals (docs/api.md, "The festival data file"): users' speaker profiles
 * and proposals with their speakers, reviews and decisions, each move made as the site makes it.
 */

const SPEAKER = '09125550001';
const CO = '09125550002';
const REVIEWER = '09125550003';
const ADMIN = '09120000001';

const person = (phone: string, role: string, extra: object = {}) => ({
  phone_number: phone,
  password: 'a-long-password',
  first_name: 'نام',
  last_name: role,
  email: `${phone}@example.com`,
  role,
  ...extra,
});

const proposal = (extra: object = {}) => ({
  service_type: 'TALK',
  fa_title: 'ارائهٔ آزمایشی',
  fa_abstract: 'چکیده',
  description: 'شرح',
  duration_minutes: 30,
  level: 'BEGINNER',
  language: 'fa',
  speakers: [SPEAKER],
  ...extra,
});

const scores = (n: number) => ({ relevance: n, quality: n, speaker: n });

/** The small festival with a speaker, a co-speaker, a reviewer, and proposals. */
const withCall = (proposalsList: object[], more: object[] = []) => {
  const f = smallFestival();
  return {
    ...f,
    cfp: { opens_at: '2020-01-01T00:00:00Z', closes_at: '2030-01-01T00:00:00Z' },
    users: [
      ...f.users,
      person(SPEAKER, 'user', {
        speaker_profile: {
          bio_fa: 'زندگی‌نامه <script>x()</script><strong>کوتاه</strong>',
          bio_en: 'A short bio',
          github: 'https://github.com/someone',
          availability: [
            { start: '2030-02-16T05:30:00Z', end: '2030-02-16T09:30:00Z' },
            { start: '2030-02-15T09:00:00+03:30', end: '2030-02-15T12:00:00+03:30' },
          ],
        },
      }),
      person(CO, 'user'),
      person(REVIEWER, 'reviewer'),
      ...more,
    ],
    proposals: proposalsList,
  };
};

describe('festival data file: proposals', () => {
  let t: TestApp;
  const steps = () => proposalFileSteps(t.settings.PUBLIC_URL);
  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: tempDir('data') } });
  });
  afterAll(() => t.close());

  /** The file's problems but its images' (checked here without them). */
  const problemsOf = (content: unknown) => {
    const result = validateFestival(content, tempDir('check'));
    return result.ok ? [] : result.problems.filter((p) => !/not found/.test(p.message)).map((p) => `${p.path}: ${p.message}`);
  };

  it('refuses unknown phones, a reviewer who speaks in it or is no reviewer, twice-named people, misplaced words and overlapping availability', () => {
    const content = withCall([
      proposal({ speakers: [SPEAKER, '09129999999'], invited: [SPEAKER] }),
      proposal({ reviews: [{ reviewer: SPEAKER, scores: scores(3) }, { reviewer: CO, scores: scores(3) }, { reviewer: '09129999998', scores: scores(3) }] }),
      proposal({ invited: [CO], reviews: [{ reviewer: CO, scores: scores(3) }, { reviewer: REVIEWER, scores: scores(3) }, { reviewer: REVIEWER, scores: scores(4) }] }),
      proposal({ message: 'words without a decision' }),
      proposal({ state: 'WITHDRAWN', reviews: [{ reviewer: REVIEWER, scores: { relevance: 6 } }] }),
      proposal({ invited: ['09125550011', '09125550012', '09125550013', '09125550014', '09125550015', '09125550016'] }),
    ]);
    (content.users[2] as { speaker_profile: { availability: object[] } }).speaker_profile.availability = [
      { start: '2030-02-15T05:30:00Z', end: '2030-02-15T09:30:00Z' },
      { start: '2030-02-15T08:00:00Z', end: '2030-02-15T07:00:00Z' },
    ];
    const problems = problemsOf(content);
    const expected: [string, RegExp][] = [
      ['proposals[0].speakers[1]', /no user in the file has the phone 09129999999/],
      ['proposals[0].invited[0]', /named twice/],
      ['proposals[1].reviews[0].reviewer', /neither a reviewer nor an admin/],
      ['proposals[1].reviews[1].reviewer', /neither a reviewer nor an admin/],
      ['proposals[1].reviews[2].reviewer', /no user in the file/],
      ['proposals[2].reviews[0].reviewer', /neither a reviewer nor an admin/],
      ['proposals[2].reviews[2].reviewer', /reviews this proposal twice/],
      ['proposals[3].message', /only for a proposal that is not SUBMITTED/],
      ['proposals[4].state', /Invalid option/],
      ['proposals[4].reviews[0].scores.relevance', /between 0 and 5/],
      ['proposals[5].invited', /at most 5 co-speakers/],
      ['users[2].speaker_profile.availability[1].end', /after start/],
      ['users[2].speaker_profile.availability[1].start', /overlaps/],
    ];
    for (const [where, message] of expected) expect(problems.find((p) => p.startsWith(`${where}:`)) ?? `${where}: missing`).toMatch(message);
  });

  it('refuses a speaker of the proposal as its reviewer, even an admin', () => {
    const problems = problemsOf(withCall([proposal({ speakers: [SPEAKER, ADMIN], reviews: [{ reviewer: ADMIN, scores: scores(5) }] })]));
    expect(problems).toEqual([`proposals[0].reviews[0].reviewer: ${ADMIN} speaks in this proposal and may not review it`]);
  });

  it("refuses, writing nothing, a length or review categories the edition's call does not take", async () => {
    const file = writeFestivalFile(
      withCall([proposal({ duration_minutes: 60 }), proposal({ service_type: 'WORKSHOP', duration_minutes: 180, reviews: [{ reviewer: REVIEWER, scores: { relevance: 3, clarity: 4 } }] })]),
      smallFestivalImages,
    );
    const error = await loadFestivalFile(t.database.db, file, { dataDir: t.settings.DATA_DIR, proposalSteps: steps() }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(FestivalFileRefused);
    expect((error as FestivalFileRefused).problems.map((p) => p.path)).toEqual(['proposals[0].duration_minutes', 'proposals[1].reviews[0].scores']);
    expect(await isDatabaseEmpty(t.database.db)).toBe(true);
  });

  it("will not load invitations or decisions without the proposals module's steps", async () => {
    const file = writeFestivalFile(withCall([proposal({ state: 'REJECTED' })]), smallFestivalImages);
    await expect(loadFestivalFile(t.database.db, file, { dataDir: t.settings.DATA_DIR })).rejects.toThrow(/proposalFileSteps/);
    expect(await isDatabaseEmpty(t.database.db)).toBe(true);
  });

  it('loads profiles, proposals, speakers, reviews, an invitation texted and decisions made as the site makes them', async () => {
    const file = writeFestivalFile(
      withCall([
        proposal({ fa_title: 'فرستاده', invited: [CO], reviews: [{ reviewer: REVIEWER, scores: scores(4), comment: 'خوب' }, { reviewer: ADMIN, scores: scores(2) }] }),
        proposal({ fa_title: 'پذیرفته', state: 'ACCEPTED', message: 'منتظریم' }),
        proposal({ fa_title: 'قطعی', speakers: [SPEAKER, CO], state: 'CONFIRMED', duration_minutes: 45 }),
        proposal({ fa_title: 'رد', state: 'REJECTED' }),
      ]),
      smallFestivalImages,
    );
    const result = await loadFestivalFile(t.database.db, file, { dataDir: t.settings.DATA_DIR, proposalSteps: steps() });
    expect(result.status === 'loaded' && result.counts).toMatchObject({ users: 5, speaker_profiles: 1, proposals: 4, reviews: 2 });
    const db = t.database.db;
    const [speaker] = await db.select().from(users).where(eq(users.phoneNumber, SPEAKER));
    const [profile] = await db.select().from(speakerProfiles).where(eq(speakerProfiles.userId, speaker!.id));
    // Sanitised as the site sanitises; availability in UTC, sorted, as the contract reads it.
    expect(profile).toMatchObject({ bioFa: 'زندگی‌نامه <strong>کوتاه</strong>', bioEn: 'A short bio', github: 'https://github.com/someone', linkedin: '' });
    expect(profile!.availability).toEqual([
      { start: '2030-02-15T05:30:00.000Z', end: '2030-02-15T08:30:00.000Z' },
      { start: '2030-02-16T05:30:00.000Z', end: '2030-02-16T09:30:00.000Z' },
    ]);

    const byTitle = new Map((await db.select().from(proposals).orderBy(asc(proposals.id))).map((p) => [p.faTitle, p]));
    expect([...byTitle.values()].map((p) => [p.faTitle, p.state, p.submittedBy])).toEqual([
      ['فرستاده', 'SUBMITTED', speaker!.id],
      ['پذیرفته', 'ACCEPTED', speaker!.id],
      ['قطعی', 'CONFIRMED', speaker!.id],
      ['رد', 'REJECTED', speaker!.id],
    ]);
    const sent = byTitle.get('فرستاده')!;
    const rows = await db.select({ phone: users.phoneNumber, accepted: proposalSpeakers.accepted }).from(proposalSpeakers).innerJoin(users, eq(users.id, proposalSpeakers.userId)).where(eq(proposalSpeakers.proposalId, sent.id));
    expect(rows.sort((a, b) => a.phone.localeCompare(b.phone))).toEqual([
      { phone: SPEAKER, accepted: true },
      { phone: CO, accepted: false },
    ]);
    expect((await db.select().from(proposalReviews).where(eq(proposalReviews.proposalId, sent.id)).orderBy(asc(proposalReviews.id))).map((r) => [r.scores, r.comment])).toEqual([
      [scores(4), 'خوب'],
      [scores(2), ''],
    ]);
    const texts = (phone: string) => t.app.inject({ method: 'GET', url: `/_sandbox/sms/messages/?phone=${phone}` }).then((r) => (r.json() as { text: string }[]).map((m) => m.text));
    // The co-speaker's invitation, and the acceptance told with its words and a link; the rejection told too.
    expect((await texts(CO)).some((m) => m.includes('فرستاده'))).toBe(true);
    expect((await texts(SPEAKER)).some((m) => m.includes('پذیرفته') && m.includes('منتظریم') && m.includes('/proposals/confirm/'))).toBe(true);
    expect((await texts(SPEAKER)).some((m) => m.includes('«رد»'))).toBe(true);
    expect(await db.select().from(proposalDecisionTokens).where(eq(proposalDecisionTokens.proposalId, byTitle.get('پذیرفته')!.id))).toHaveLength(1);
    // The confirmed one is its draft session, with both its speakers as presenters.
    const [draft] = await db.select().from(presentations).where(eq(presentations.proposalId, byTitle.get('قطعی')!.id));
    expect(draft).toMatchObject({ isPublished: false, room: '', faTitle: 'قطعی', isRegistrationActive: false });
    expect(draft!.end.getTime() - draft!.start.getTime()).toBe(45 * 60_000);
  });
});
