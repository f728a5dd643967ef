import type { ConfirmBody, ConfirmResult, Review, ReviewBody, ReviewCategory, ReviewProposal, ReviewProposalDetail } from '@fest/contract';
import { api } from './base-api';

// Types only: a value import from the contract would pull zod into the bundle.
export type { ConfirmBody, ConfirmResult, Review, ReviewBody, ReviewCategory, ReviewProposal, ReviewProposalDetail };

/** /api/review/*: the reviewers' side of the call (role reviewer or admin), and the speakers' one-tap answer to an acceptance. */
export const reviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviewCategories: build.query<ReviewCategory[], void>({
      query: () => '/api/review/categories/',
    }),
    /** The current edition's proposals under review (anonymised when the call says so), oldest first. */
    listReviewProposals: build.query<ReviewProposal[], void>({
      query: () => '/api/review/proposals/',
      providesTags: ['Reviews'],
    }),
    /** One, with the caller's review and (once they gave it) the others'; 403 for one the caller speaks in. */
    getReviewProposal: build.query<ReviewProposalDetail, number>({
      query: (id) => `/api/review/proposals/${id}/`,
      providesTags: (_r, _e, id) => [{ type: 'Reviews', id }],
    }),
    saveReview: build.mutation<ReviewProposalDetail, { id: number; body: ReviewBody }>({
      query: ({ id, body }) => ({ url: `/api/review/proposals/${id}/`, method: 'PUT', body }),
      // The answer is the proposal as the GET gives it, the others' reviews now included.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(reviewApi.util.upsertQueryData('getReviewProposal', id, data));
      },
      invalidatesTags: ['Reviews', 'AdminProposals'],
    }),
    /** No login: the token is the proof. 404 for a link used, expired or unknown. */
    answerDecision: build.mutation<ConfirmResult, { token: string; answer: ConfirmBody['answer'] }>({
      query: ({ token, answer }) => ({ url: `/api/proposals/confirm/${encodeURIComponent(token)}/`, method: 'POST', body: { answer } }),
      invalidatesTags: ['Proposals'],
    }),
  }),
});

export const { useGetReviewCategoriesQuery, useListReviewProposalsQuery, useGetReviewProposalQuery, useSaveReviewMutation, useAnswerDecisionMutation } = reviewApi;
