import type { Accessory } from '@fest/contract';
import { api } from './base-api';

export type { Accessory };

/** /api/accessory/: the extras offered with an order (public). */
export const accessoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccessories: build.query<Accessory[], void>({
      query: () => '/api/accessory/',
      providesTags: ['Accessories'],
    }),
  }),
});

export const { useGetAccessoriesQuery } = accessoryApi;
