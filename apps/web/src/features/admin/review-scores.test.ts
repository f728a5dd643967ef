import { describe, expect, it } from 'vitest';
import { draftScores, reviewBody, unscored } from './review-scores';

const categories = [
  { key: 'relevance', name: 'Relevance', weight: 2 },
  { key: 'quality', name: 'Quality', weight: 1 },
];

describe('a review being written', () => {
  it('starts from the saved scores, a category added since unchosen, and from nothing without a saved review', () => {
    expect(draftScores(categories, { scores: { relevance: 0 }, comment: '', updated_at: '' })).toEqual({ relevance: 0, quality: null });
    expect(draftScores(categories, null)).toEqual({ relevance: null, quality: null });
  });

  it('is sent only once every category has a score, 0 counting as one; the comment trimmed, an old category dropped', () => {
    expect(unscored(categories, { relevance: 0, quality: null }).map((c) => c.key)).toEqual(['quality']);
    expect(reviewBody(categories, { relevance: 0, quality: null }, 'x')).toBeNull();
    expect(reviewBody(categories, { relevance: 0, quality: 5, gone: 3 }, '  good  ')).toEqual({ scores: { relevance: 0, quality: 5 }, comment: 'good' });
  });
});
