import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminProposal, AdminProposalsQuery, Proposal, ReviewCategory } from '@fest/contract';
import type { Db, Tx } from '../../db/client';
import { proposalReviews, proposals } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { readCall } from './cfp';
import { proposalsWhere } from './serialize';
import { proposalTexts } from './texts';

/**
 * The organisers' ranking of an edition's proposals: each of the call's categories' mean, median and
 * count of scores, and the total, the means weighted by the categories' weights. A category nobody
 * scored yet (one added after the reviews) is left out of the total rather than counted as 0; a score of
 * a category the call no longer has is ignored. Numbers are rounded to 2 decimals.
 */

const round = (n: number) => Math.round(n * 100) / 100;

function median(sorted: number[]): number {
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** One proposal's scores from its reviews' {category: score} maps. */
export function summarise(categories: readonly ReviewCategory[], reviews: readonly Record<string, number>[]): Pick<AdminProposal, 'scores' | 'total' | 'review_count'> {
  const scores: AdminProposal['scores'] = {};
  let weighted = 0;
  let weights = 0;
  for (const c of categories) {
    const values = reviews.map((r) => r[c.key]).filter((v): v is number => typeof v === 'number').sort((a, b) => a - b);
    if (!values.length) {
      scores[c.key] = { mean: null, median: null, count: 0 };
      continue;
    }
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    scores[c.key] = { mean: round(mean), median: median(values), count: values.length };
    weighted += c.weight * mean;
    weights += c.weight;
  }
  return { scores, total: weights ? round(weighted / weights) : null, review_count: reviews.length };
}

async function withScores(db: Db | Tx, categories: readonly ReviewCategory[], list: Proposal[]): Promise<AdminProposal[]> {
  const ids = list.map((p) => p.id);
  const reviews = ids.length
    ? await db.select({ proposalId: proposalReviews.proposalId, scores: proposalReviews.scores }).from(proposalReviews).where(inArray(proposalReviews.proposalId, ids))
    : [];
  const byProposal = new Map<number, Record<string, number>[]>();
  for (const r of reviews) byProposal.set(r.proposalId, [...(byProposal.get(r.proposalId) ?? []), r.scores]);
  return list.map((p) => ({ ...p, ...summarise(categories, byProposal.get(p.id) ?? []) }));
}

/** By total (1 ascending, -1 descending), the unscored last either way; ties stay newest first, as listed. */
const byTotal = (direction: 1 | -1) => (a: AdminProposal, b: AdminProposal) =>
  a.total === null ? (b.total === null ? 0 : 1) : b.total === null ? -1 : direction * (a.total - b.total);

/** GET /api/admin/proposals/: an edition's proposals (`edition`: its id as SQL), filtered and ordered. */
export async function rankProposals(db: Db, edition: SQL, query: AdminProposalsQuery): Promise<AdminProposal[]> {
  const call = await readCall(db, edition);
  const list = await proposalsWhere(
    db,
    and(
      eq(proposals.editionId, call.editionId),
      query.state ? eq(proposals.state, query.state) : undefined,
      query.type ? eq(proposals.serviceType, query.type) : undefined,
    )!,
  );
  const ranked = await withScores(db, call.reviewCategories, list);
  const ordering = query.ordering ?? '-score';
  if (ordering === '-score') return ranked.sort(byTotal(-1));
  if (ordering === 'score') return ranked.sort(byTotal(1));
  return ordering === 'created_at' ? ranked.reverse() : ranked;
}

/** One proposal as the ranking shows it; 404 when there is none. */
export async function rankedProposal(db: Db | Tx, id: number): Promise<AdminProposal> {
  const [proposal] = await proposalsWhere(db, eq(proposals.id, id));
  if (!proposal) throw notFound(proposalTexts.notFound);
  const call = await readCall(db, sql`(select ${proposals.editionId} from ${proposals} where ${proposals.id} = ${id})`);
  const [ranked] = await withScores(db, call.reviewCategories, [proposal]);
  return ranked!;
}
