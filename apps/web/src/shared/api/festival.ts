import type { Festival } from '@fest/contract';
import { api } from './base-api';
import { editionQuery } from './edition-query';

export type { Festival };

/** /api/festival/: the festival's public facts (dates, venue, contacts); every field "" when unset. */
export const festivalApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The current edition's facts, or an archived edition's (by its slug). */
    getFestival: build.query<Festival, string | void>({
      query: (edition) => `/api/festival/${editionQuery(edition)}`,
      // The same for the whole visit: kept while any page shows it, not asked again on every page.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetFestivalQuery } = festivalApi;
