import type { Staff } from '@fest/contract';
import { api } from './base-api';

export type { Staff };

/** /api/staff/: everyone on the festival team. */
export const staffApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaff: build.query<Staff[], void>({
      query: () => '/api/staff/',
      providesTags: ['Staff'],
    }),
  }),
});

export const { useGetStaffQuery } = staffApi;
