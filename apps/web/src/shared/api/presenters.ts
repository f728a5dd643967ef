import type { Presenter } from '@fest/contract';
import { api } from './base-api';

export type { Presenter };

/** /api/presenter/: each presenter with the titles of their presentations. */
export const presentersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPresenters: build.query<Presenter[], void>({
      query: () => '/api/presenter/',
      providesTags: ['Presenters'],
    }),
  }),
});

export const { useGetPresentersQuery } = presentersApi;
