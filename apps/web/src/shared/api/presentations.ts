import type { Presentation } from '@fest/contract';
import { api } from './base-api';
import { editionQuery } from './edition-query';

export type { Presentation };

/** /api/presentations/all/ and /api/presentations/{id}. The cart's calls are in cart.ts. */
export const presentationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * An edition's whole programme, ordered by start: the current one's without an argument (the home
     * page and the workshops page share this entry), an archived one's by its slug.
     */
    getPresentations: build.query<Presentation[], string | void>({
      query: (edition) => `/api/presentations/all/${editionQuery(edition)}`,
      providesTags: ['Presentations'],
    }),
    /** 404 NOT_FOUND for an unknown id. */
    getPresentation: build.query<Presentation, number>({
      query: (id) => `/api/presentations/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Presentations', id }, 'Presentations'],
      // Keep the list in step: the seats left the visitor just saw here should match the list's.
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(
          presentationsApi.util.updateQueryData('getPresentations', undefined, (list) => {
            const index = list.findIndex((p) => p.id === data.id);
            if (index >= 0) list[index] = data;
          }),
        );
      },
    }),
  }),
});

export const { useGetPresentationsQuery, useGetPresentationQuery } = presentationsApi;
