import type { AdminStats } from '@fest/contract';
import { api } from './base-api';
import { editionQuery } from './edition-query';

export type { AdminStats };

/** GET /api/admin/stats/: the dashboard's figures (revenue per Tehran day, sales per presentation). */
export const adminStatsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The current edition's figures, or another's (by its slug). */
    getAdminStats: build.query<AdminStats, string | void>({
      query: (edition) => `/api/admin/stats/${editionQuery(edition)}`,
      providesTags: ['AdminStats', 'AdminPayments'],
    }),
  }),
});

export const { useGetAdminStatsQuery } = adminStatsApi;
