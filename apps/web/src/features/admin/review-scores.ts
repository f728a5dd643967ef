import type { Review, ReviewBody, ReviewCategory } from '@/shared/api/review';

/** A review being written: each category's score, null until chosen. */
export type ScoreDraft = Record<string, number | null>;

/** The scores to start from: the caller's saved review's, else none chosen; a category added since starts unchosen. */
export function draftScores(categories: readonly ReviewCategory[], mine: Review | null): ScoreDraft {
  return Object.fromEntries(categories.map((c) => [c.key, mine?.scores[c.key] ?? null]));
}

/** The categories still without a score (the server refuses a review that leaves one out). */
export const unscored = (categories: readonly ReviewCategory[], draft: ScoreDraft) => categories.filter((c) => draft[c.key] === null || draft[c.key] === undefined);

/** The body of PUT /api/review/proposals/{id}/, once every category is scored; null before. */
export function reviewBody(categories: readonly ReviewCategory[], draft: ScoreDraft, comment: string): ReviewBody | null {
  if (unscored(categories, draft).length) return null;
  return { scores: Object.fromEntries(categories.map((c) => [c.key, draft[c.key]!])), comment: comment.trim() };
}
