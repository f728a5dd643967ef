import type { Faq } from '@fest/contract';
import { api } from './base-api';

export type { Faq };

/** /api/faq/: the questions in the organisers' order; answers are sanitised HTML. */
export const faqApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFaqs: build.query<Faq[], void>({
      query: () => '/api/faq/',
      providesTags: ['Faq'],
    }),
  }),
});

export const { useGetFaqsQuery } = faqApi;
