import { api } from './base-api';

/** GET /api/admin/stats/: the dashboard's figures (revenue per Tehran day, sales per presentation). */
export interface AdminStats {
  revenue_total: number;
  revenue_by_day: Array<{ day: string; revenue: number }>;
  presentations: Array<{ id: number; fa_title: string; sold: number; held: number; revenue: number; checked_in: number }>;
  accessories: Array<{ id: number; name: string; sold: number }>;
  coupons: Array<{ id: number; code: string; uses: number }>;
  payments_by_state: Record<string, number>;
}

export const adminStatsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminStats: build.query<AdminStats, void>({
      query: () => '/api/admin/stats/',
      providesTags: ['AdminStats', 'AdminPayments'],
    }),
  }),
});

export const { useGetAdminStatsQuery } = adminStatsApi;
