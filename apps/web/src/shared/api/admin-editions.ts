import type { Edition, EditionChange, EditionCreate } from '@fest/contract';
import { api } from './base-api';
import { writeTags } from './admin-list';

export type { Edition };

const base = '/api/admin/editions/';

/**
 * /api/admin/editions/: the festival's editions (newest first), a new one, its name and dates, making
 * it current, and copying last year's settings, FAQ, staff, tags and accessories into it. Making
 * another edition current changes every public answer and every console list.
 */
export const adminEditionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminEditions: build.query<Edition[], void>({ query: () => base, providesTags: ['Editions'] }),
    createEdition: build.mutation<Edition, EditionCreate>({
      query: (body) => ({ url: base, method: 'POST', body }),
      invalidatesTags: writeTags('Editions'),
    }),
    changeEdition: build.mutation<Edition, { id: number; body: EditionChange }>({
      query: ({ id, body }) => ({ url: `${base}${id}/`, method: 'PATCH', body }),
      // Making one current changes what every page shows.
      invalidatesTags: (_result, _error, { body }) =>
        body.is_current
          ? writeTags('Editions', 'Presentations', 'Presenters', 'Faq', 'Staff', 'Accessories', 'Competition', 'AdminPresentations', 'AdminTags', 'AdminFaq', 'AdminStaff', 'AdminAccessories', 'AdminCoupons', 'AdminSettings', 'AdminPayments')
          : writeTags('Editions'),
    }),
    copyEdition: build.mutation<Edition, { id: number; from: number }>({
      query: ({ id, from }) => ({ url: `${base}${id}/copy_from/${from}/`, method: 'POST' }),
      invalidatesTags: writeTags('Editions', 'AdminTags', 'AdminFaq', 'AdminStaff', 'AdminAccessories', 'AdminSettings'),
    }),
  }),
});

export const { useListAdminEditionsQuery, useCreateEditionMutation, useChangeEditionMutation, useCopyEditionMutation } = adminEditionsApi;
