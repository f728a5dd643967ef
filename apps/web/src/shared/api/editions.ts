import type { Edition } from '@fest/contract';
import { api } from './base-api';

export type { Edition };

/** /api/editions/: the festival's editions, newest first; the current one has is_current. */
export const editionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEditions: build.query<Edition[], void>({
      query: () => '/api/editions/',
      providesTags: ['Editions'],
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetEditionsQuery } = editionsApi;
