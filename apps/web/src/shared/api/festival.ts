import type { Festival } from '@fest/contract';
import { api } from './base-api';

export type { Festival };

/** /api/festival/: the festival's public facts (dates, venue, contacts); every field "" when unset. */
export const festivalApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFestival: build.query<Festival, void>({
      query: () => '/api/festival/',
      // The same for the whole visit: kept while any page shows it, not asked again on every page.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetFestivalQuery } = festivalApi;
