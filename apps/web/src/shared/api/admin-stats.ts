import type { AdminStats } from '@fest/contract';
import { api } from './base-api';

export type { AdminStats };

/** GET /api/admin/stats/: the dashboard's figures (revenue per Tehran day, sales per presentation). */
export const adminStatsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminStats: build.query<AdminStats, void>({
      query: () => '/api/admin/stats/',
      providesTags: ['AdminStats', 'AdminPayments'],
    }),
  }),
});

export const { useGetAdminStatsQuery } = adminStatsApi;
