import type { Presenter } from '@fest/contract';
import { api } from './base-api';
import { editionQuery } from './edition-query';

export type { Presenter };

/** /api/presenter/: each presenter with the titles of their presentations. */
export const presentersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The current edition's presenters, or an archived edition's (by its slug). */
    getPresenters: build.query<Presenter[], string | void>({
      query: (edition) => `/api/presenter/${editionQuery(edition)}`,
      providesTags: ['Presenters'],
    }),
  }),
});

export const { useGetPresentersQuery } = presentersApi;
