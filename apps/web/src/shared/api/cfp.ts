import type { Cfp } from '@fest/contract';
import { api } from './base-api';

// Types only: a value import from the contract would pull zod into the bundle.
export type { Cfp };

/**
 * GET /api/cfp/: the current edition's call for proposals, for anyone. Apart from the speakers'
 * endpoints (proposals.ts) because the programme asks it too, and the programme's shared chunk
 * should not carry them.
 */
export const cfpApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCfp: build.query<Cfp, void>({
      query: () => '/api/cfp/',
      providesTags: ['Proposals'],
    }),
  }),
});

export const { useGetCfpQuery } = cfpApi;
