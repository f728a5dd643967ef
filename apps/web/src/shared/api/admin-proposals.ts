import type { AdminCfp, AdminCfpBody, AdminProposal, AdminProposalsQuery, DecideBody } from '@fest/contract';
import { api } from './base-api';
import { writeTags } from './admin-list';
import { editionQuery } from './edition-query';

export type { AdminCfp, AdminCfpBody, AdminProposal, AdminProposalsQuery, DecideBody };

/** /api/admin/proposals/ and /api/admin/cfp/: the organisers' ranking, their decisions, and the call's settings. */
export const adminProposalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The current edition's proposals with each category's mean, median and count and the weighted total. */
    listAdminProposals: build.query<AdminProposal[], Pick<AdminProposalsQuery, 'state' | 'type' | 'ordering'>>({
      query: (params) => ({ url: '/api/admin/proposals/', params }),
      providesTags: ['AdminProposals'],
    }),
    /** 409 for a move the proposal's states do not allow; the speakers are told by SMS and e-mail. */
    decideProposal: build.mutation<AdminProposal, { id: number; body: DecideBody }>({
      query: ({ id, body }) => ({ url: `/api/admin/proposals/${id}/decide/`, method: 'POST', body }),
      invalidatesTags: writeTags('AdminProposals', 'Reviews'),
    }),
    getAdminCfp: build.query<AdminCfp, string | void>({
      query: (edition) => `/api/admin/cfp/${editionQuery(edition)}`,
      providesTags: ['AdminCfp'],
    }),
    updateAdminCfp: build.mutation<AdminCfp, { body: AdminCfpBody; edition?: string }>({
      query: ({ body, edition }) => ({ url: `/api/admin/cfp/${editionQuery(edition)}`, method: 'PUT', body }),
      invalidatesTags: writeTags('AdminCfp', 'AdminProposals', 'Proposals'),
    }),
  }),
});

export const { useListAdminProposalsQuery, useDecideProposalMutation, useGetAdminCfpQuery, useUpdateAdminCfpMutation } = adminProposalsApi;
