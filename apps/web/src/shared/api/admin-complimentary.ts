import type { ComplimentaryBody, ComplimentarySeat } from '@fest/contract';
import { api } from './base-api';
import { writeTags } from './admin-list';

export type { ComplimentaryBody, ComplimentarySeat };

export interface ComplimentaryQuery {
  /** An edition's slug; undefined for the current one. */
  edition?: string;
  presentation?: number;
}

/**
 * The organisers' complimentary seats (presenters, sponsors, the press): a COMPLETED registration at
 * 0 Toman. A seat is a payment of its own, withdrawn by a manual refund of that payment
 * (admin-payments.ts), so the list is part of the payments' tag and refreshes with every refund.
 */
export const adminComplimentaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/complimentary/: a plain array, newest first. */
    listComplimentary: build.query<ComplimentarySeat[], ComplimentaryQuery>({
      query: (params) => ({ url: '/api/admin/complimentary/', params: { edition: params.edition, presentation: params.presentation } }),
      providesTags: ['AdminPayments'],
    }),
    /**
     * 201 the seat. 400 CAPACITY_FULL when no seat is free (send again with `beyond_capacity`, which
     * grows the capacity by one), 400 ALREADY_REGISTERED when that phone holds it. It takes a seat,
     * makes a payment and maybe an account: the sessions' seats, the payments and the users change.
     */
    giveComplimentary: build.mutation<ComplimentarySeat, { presentation: number; body: ComplimentaryBody }>({
      query: ({ presentation, body }) => ({ url: `/api/admin/presentations/${presentation}/complimentary/`, method: 'POST', body }),
      invalidatesTags: (result) => (result ? writeTags('AdminPayments', 'AdminPresentations', 'AdminUsers', 'Presentations') : []),
    }),
  }),
});

export const { useListComplimentaryQuery, useGiveComplimentaryMutation } = adminComplimentaryApi;
