import { describe, expect, it } from 'vitest';
import { cfpBody, cfpDraft } from './cfp-draft';

const cfp = {
  edition: '1405',
  cfp_opens_at: '2026-01-01T00:00:00.000Z',
  cfp_closes_at: null,
  is_open: false,
  proposal_types: [{ service_type: 'TALK' as const, min_minutes: 30, max_minutes: 45, step_minutes: 15 }],
  review_categories: [{ key: 'relevance', name: 'ارتباط', weight: 2 }],
  review_anonymous: true,
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe("the call's settings form", () => {
  it('lists every kind, a kind the call does not take unticked with default lengths, and sends back what it was given', () => {
    const draft = cfpDraft(cfp);
    expect(draft.types.map((x) => [x.service_type, x.taken, x.min_minutes])).toEqual([
      ['TALK', true, '30'],
      ['WORKSHOP', false, '120'],
    ]);
    expect(cfpBody(draft)).toEqual({
      cfp_opens_at: '2026-01-01T00:00:00.000Z',
      cfp_closes_at: null,
      proposal_types: cfp.proposal_types,
      review_categories: cfp.review_categories,
      review_anonymous: true,
    });
  });

  it('reads Persian digits, takes a ticked kind, and leaves a bad number for the server to name', () => {
    const draft = cfpDraft(cfp);
    draft.types[1] = { ...draft.types[1]!, taken: true, max_minutes: '۱۸۰' };
    draft.categories[0] = { key: ' quality ', name: 'کیفیت', weight: 'x' };
    const body = cfpBody(draft);
    expect(body.proposal_types?.[1]).toEqual({ service_type: 'WORKSHOP', min_minutes: 120, max_minutes: 180, step_minutes: 30 });
    expect(body.review_categories?.[0]).toMatchObject({ key: 'quality', weight: NaN });
  });
});
