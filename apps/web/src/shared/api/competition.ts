import type { CompetitionInfo } from '@fest/contract';
import { api } from './base-api';

export type { CompetitionInfo };

/** /api/competition/: the competition's price and whether registration is open. (Signing up is users.ts'.) */
export const competitionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCompetitionInfo: build.query<CompetitionInfo, void>({
      query: () => '/api/competition/',
      providesTags: ['Competition'],
    }),
  }),
});

export const { useGetCompetitionInfoQuery } = competitionApi;
