import type { Staff } from '@fest/contract';
import { api } from './base-api';
import { editionQuery } from './edition-query';

export type { Staff };

/** /api/staff/: everyone on the festival team. */
export const staffApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The current edition's team, or an archived edition's (by its slug). */
    getStaff: build.query<Staff[], string | void>({
      query: (edition) => `/api/staff/${editionQuery(edition)}`,
      providesTags: ['Staff'],
    }),
  }),
});

export const { useGetStaffQuery } = staffApi;
