import { z } from 'zod';
import { answerInt, answerNumber, answerText, idSchema, textSchema, wholeNumberSchema } from './primitives';
import { proposalLanguages, proposalLevels, proposalSchema, proposalServiceTypes, proposalStates, reviewCategorySchema } from './proposals';

/**
 * Review and decisions of the call for proposals (contract, "Proposals, review and the presenters' own
 * pages"): reviewers score the current edition's proposals per category, the organisers rank them by
 * the scores and decide, and each speaker answers an acceptance with a one-tap link.
 */

const isoTime = answerText.meta({ format: 'date-time', description: 'ISO 8601, UTC' });

/** The most a category scores (the least is 0). */
export const REVIEW_SCORE_MAX = 5;
/** How long a decision's link lasts, in days. */
export const DECISION_LINK_DAYS = 14;

// ---- reviewers ----

/** GET /api/review/categories/: the current edition's categories, in the call's order. */
export const reviewCategoriesSchema = z.array(reviewCategorySchema);

/** {category key: 0-5}: every category of the call, no other key (the server checks against the call). */
export const reviewScoresSchema = z
  .record(textSchema().max(32), wholeNumberSchema({ min: 0, max: REVIEW_SCORE_MAX }))
  .meta({ description: `{category key: a whole number 0-${REVIEW_SCORE_MAX}}, one for each of the call’s categories` });

/** PUT /api/review/proposals/{id}/: the caller's review, made or replaced. */
export const reviewBodySchema = z.object({
  scores: reviewScoresSchema,
  comment: textSchema({ multiline: true }).trim().max(5000, 'حداکثر ۵۰۰۰ نویسه مجاز است.').default(''),
});
export type ReviewBody = z.input<typeof reviewBodySchema>;

/** One review as reviewers read it: never who wrote it. */
export const reviewSchema = z
  .object({
    scores: z.record(answerText, answerInt),
    comment: answerText,
    updated_at: isoTime,
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;

/** A speaker as a reviewer sees them when the review is not anonymous: names and bios, never a phone. */
export const reviewSpeakerSchema = z.object({
  first_name: answerText,
  last_name: answerText,
  bio_fa: answerText,
  bio_en: answerText,
});

/** A proposal as reviewers see it: what it proposes; its speakers only when the call's review is not anonymous. */
export const reviewProposalSchema = z
  .object({
    id: idSchema,
    state: z.enum(proposalStates),
    service_type: z.enum(proposalServiceTypes),
    fa_title: answerText,
    en_title: answerText,
    fa_abstract: answerText,
    en_abstract: answerText,
    description: answerText,
    duration_minutes: answerInt,
    level: z.enum(proposalLevels),
    language: z.enum(proposalLanguages),
    recording_consent: z.boolean(),
    speakers: z.array(reviewSpeakerSchema).nullable().meta({ description: 'null when the review is anonymous' }),
    reviewed: z.boolean().meta({ description: 'the caller has given their review' }),
    created_at: isoTime,
  })
  .meta({ id: 'ReviewProposal' });
export type ReviewProposal = z.infer<typeof reviewProposalSchema>;

/** GET/PUT /api/review/proposals/{id}/: the proposal, the caller's review, and the others' once the caller gave theirs. */
export const reviewProposalDetailSchema = reviewProposalSchema
  .extend({
    my_review: reviewSchema.nullable(),
    reviews: z.array(reviewSchema).nullable().meta({ description: "the other reviewers' reviews; null until the caller has given their own" }),
  })
  .meta({ id: 'ReviewProposalDetail' });
export type ReviewProposalDetail = z.infer<typeof reviewProposalDetailSchema>;

// ---- organisers ----

/** One category's scores of a proposal. */
export const categoryScoreSchema = z.object({
  mean: answerNumber.nullable().meta({ description: 'rounded to 2 decimals; null with no score' }),
  median: answerNumber.nullable(),
  count: answerInt,
});

/** GET /api/admin/proposals/: a proposal with its scores per category and their weighted total. */
export const adminProposalSchema = proposalSchema
  .extend({
    scores: z.record(answerText, categoryScoreSchema).meta({ description: 'one entry per category of the call' }),
    total: answerNumber
      .nullable()
      .meta({ description: "the categories' means weighted by their weights (categories without a score left out), 2 decimals; null before any review" }),
    review_count: answerInt,
  })
  .meta({ id: 'AdminProposal' });
export type AdminProposal = z.infer<typeof adminProposalSchema>;

export const adminProposalOrderings = ['-score', 'score', '-created_at', 'created_at'] as const;

export const adminProposalsQuerySchema = z.object({
  state: z.enum(proposalStates).optional(),
  type: z.enum(proposalServiceTypes).optional(),
  ordering: z.enum(adminProposalOrderings).default('-score').meta({ description: 'by total score (unscored last) or by when sent' }),
  edition: textSchema().trim().max(40).optional().meta({ description: "an edition's slug; the current edition when left out" }),
});
export type AdminProposalsQuery = z.input<typeof adminProposalsQuerySchema>;

/** The organisers' decisions; the speakers' answers follow an acceptance. */
export const decisionStates = ['ACCEPTED', 'REJECTED', 'WAITLISTED'] as const;

/** POST /api/admin/proposals/{id}/decide/. */
export const decideBodySchema = z.object({
  state: z.enum(decisionStates),
  message: textSchema({ multiline: true })
    .trim()
    .max(1000, 'حداکثر ۱۰۰۰ نویسه مجاز است.')
    .default('')
    .meta({ description: "the organisers' words to the speakers, in the SMS and e-mail" }),
});
export type DecideBody = z.input<typeof decideBodySchema>;

// ---- the speakers' answer ----

export const confirmAnswers = ['CONFIRM', 'DECLINE'] as const;

/** POST /api/proposals/confirm/{token}/. */
export const confirmBodySchema = z.object({ answer: z.enum(confirmAnswers) });
export type ConfirmBody = z.input<typeof confirmBodySchema>;

export const confirmTokenParamsSchema = z.object({ token: textSchema().max(200) });

/** What the confirmation page shows: the proposal's new state. */
export const confirmResultSchema = z
  .object({ id: idSchema, state: z.enum(proposalStates), fa_title: answerText, en_title: answerText })
  .meta({ id: 'ProposalConfirmation' });
export type ConfirmResult = z.infer<typeof confirmResultSchema>;
