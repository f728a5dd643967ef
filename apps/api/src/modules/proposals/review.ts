import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Review, ReviewBody, ReviewCategory, ReviewProposal, ReviewProposalDetail } from '@fest/contract';
import type { Db, Tx } from '../../db/client';
import { currentEdition } from '../../db/editions';
import { proposalReviews, proposalSpeakers, proposals, speakerProfiles, users } from '../../db/schema';
import { AppError, notFound, validationError } from '../../lib/errors';
import { readCall } from './cfp';
import { proposalTexts, reviewTexts } from './texts';

/**
 * Reviewing the current edition's call: every proposal sent to it but those withdrawn, scored per
 * category of the call by reviewers (and admins). What a reviewer reads is built here and only here:
 * the proposal's content, its speakers' names and bios only when the call's review is not anonymous
 * (never a phone), and the other reviewers' reviews (never who wrote them) only once the caller has
 * given their own, so that theirs is their own. Nobody reviews a proposal they speak in (or are
 * invited to): it is left out of their list and refused (403) by id.
 */

/**
 * The outer proposal's id, qualified: drizzle writes a one-table query's columns bare, and a bare "id"
 * inside the subqueries below would be the inner table's own.
 */
const outerId = sql`"proposals"."id"`;

/** A speaker's row of the proposal, invited or accepted: a reviewer in it has a stake. */
const speaksIn = (userId: number) =>
  sql<boolean>`exists (select 1 from ${proposalSpeakers} s where s.proposal_id = ${outerId} and s.user_id = ${userId})`;

const reviewedBy = (userId: number) =>
  sql<boolean>`exists (select 1 from ${proposalReviews} r where r.proposal_id = ${outerId} and r.reviewer_id = ${userId})`;

/** Under review: the current edition's, not withdrawn. */
const underReview = and(eq(proposals.editionId, currentEdition()), ne(proposals.state, 'WITHDRAWN'));

const columns = (userId: number) => ({ p: proposals, reviewed: reviewedBy(userId) });
type Row = { p: typeof proposals.$inferSelect; reviewed: boolean };

/** The speakers reviewers may see (accepted ones, sender first), by proposal; none when anonymous. */
async function speakersOf(db: Db | Tx, ids: number[]) {
  const byProposal = new Map<number, NonNullable<ReviewProposal['speakers']>>();
  if (!ids.length) return byProposal;
  const rows = await db
    .select({
      proposalId: proposalSpeakers.proposalId,
      first_name: users.firstName,
      last_name: users.lastName,
      bio_fa: sql<string>`coalesce(${speakerProfiles.bioFa}, '')`,
      bio_en: sql<string>`coalesce(${speakerProfiles.bioEn}, '')`,
    })
    .from(proposalSpeakers)
    .innerJoin(users, eq(users.id, proposalSpeakers.userId))
    .innerJoin(proposals, eq(proposals.id, proposalSpeakers.proposalId))
    .leftJoin(speakerProfiles, eq(speakerProfiles.userId, proposalSpeakers.userId))
    .where(and(inArray(proposalSpeakers.proposalId, ids), eq(proposalSpeakers.accepted, true)))
    .orderBy(sql`${proposalSpeakers.userId} is distinct from ${proposals.submittedBy}`, asc(proposalSpeakers.invitedAt), asc(proposalSpeakers.userId));
  for (const { proposalId, ...speaker } of rows) byProposal.set(proposalId, [...(byProposal.get(proposalId) ?? []), speaker]);
  return byProposal;
}

async function wire(db: Db | Tx, rows: Row[]): Promise<ReviewProposal[]> {
  const call = await readCall(db, currentEdition());
  const speakers = call.reviewAnonymous ? null : await speakersOf(db, rows.map((r) => r.p.id));
  return rows.map(({ p, reviewed }) => ({
    id: p.id,
    state: p.state,
    service_type: p.serviceType,
    fa_title: p.faTitle,
    en_title: p.enTitle,
    fa_abstract: p.faAbstract,
    en_abstract: p.enAbstract,
    description: p.description,
    duration_minutes: p.durationMinutes,
    level: p.level,
    language: p.language,
    recording_consent: p.recordingConsent,
    speakers: speakers ? (speakers.get(p.id) ?? []) : null,
    reviewed,
    created_at: p.createdAt.toISOString(),
  }));
}

/** GET /api/review/categories/: the current edition's review categories. */
export async function reviewCategories(db: Db): Promise<ReviewCategory[]> {
  return (await readCall(db, currentEdition())).reviewCategories;
}

/** GET /api/review/proposals/: those under review the caller does not speak in, oldest first. */
export async function listForReview(db: Db, userId: number): Promise<ReviewProposal[]> {
  const rows = await db
    .select(columns(userId))
    .from(proposals)
    .where(and(underReview, sql`not ${speaksIn(userId)}`))
    .orderBy(asc(proposals.createdAt), asc(proposals.id));
  return wire(db, rows);
}

/** The proposal under review by id: 404 when it is not (another edition's, withdrawn, none); 403 for its own speakers. */
async function reviewable(db: Db | Tx, userId: number, proposalId: number): Promise<Row> {
  const [row] = await db
    .select({ ...columns(userId), own: speaksIn(userId) })
    .from(proposals)
    .where(and(underReview, eq(proposals.id, proposalId)));
  if (!row) throw notFound(proposalTexts.notFound);
  if (row.own) throw new AppError(403, 'FORBIDDEN', reviewTexts.ownProposal);
  return row;
}

const reviewWire = (r: typeof proposalReviews.$inferSelect): Review => ({ scores: r.scores, comment: r.comment, updated_at: r.updatedAt.toISOString() });

/** GET /api/review/proposals/{id}/: the proposal, the caller's review and, once they gave it, the others'. */
export async function reviewDetail(db: Db, userId: number, proposalId: number): Promise<ReviewProposalDetail> {
  const [proposal] = await wire(db, [await reviewable(db, userId, proposalId)]);
  const all = await db.select().from(proposalReviews).where(eq(proposalReviews.proposalId, proposalId)).orderBy(asc(proposalReviews.updatedAt), asc(proposalReviews.id));
  const mine = all.find((r) => r.reviewerId === userId);
  return {
    ...proposal!,
    my_review: mine ? reviewWire(mine) : null,
    reviews: mine ? all.filter((r) => r !== mine).map(reviewWire) : null,
  };
}

/**
 * The scores as the call asks them: each of its categories once (400 on scores.<key> for one left out),
 * no other key (400 on scores.<key>). The range (0-5, whole) is the contract's schema's.
 */
function refuseScores(categories: readonly ReviewCategory[], scores: Record<string, number>): void {
  const errors: Record<string, string[]> = {};
  const known = new Set(categories.map((c) => c.key));
  for (const c of categories) if (scores[c.key] === undefined) errors[`scores.${c.key}`] = [reviewTexts.missingScore];
  for (const key of Object.keys(scores)) if (!known.has(key)) errors[`scores.${key}`] = [reviewTexts.unknownCategory];
  if (Object.keys(errors).length) throw validationError(errors);
}

/** PUT /api/review/proposals/{id}/: makes or replaces the caller's review; answers as GET does. */
export async function putReview(db: Db, userId: number, proposalId: number, body: ReviewBody): Promise<ReviewProposalDetail> {
  await db.transaction(async (tx) => {
    await reviewable(tx, userId, proposalId);
    refuseScores((await readCall(tx, currentEdition())).reviewCategories, body.scores);
    const values = { scores: body.scores, comment: body.comment ?? '' };
    await tx
      .insert(proposalReviews)
      .values({ proposalId, reviewerId: userId, ...values })
      .onConflictDoUpdate({ target: [proposalReviews.proposalId, proposalReviews.reviewerId], set: { ...values, updatedAt: sql`now()` } });
  });
  return reviewDetail(db, userId, proposalId);
}
