import type { AdminSettings, AdminSettingsChange } from '@fest/contract';
import { api } from './base-api';
import { writeTags } from './admin-list';
import { editionQuery } from './edition-query';

export type { AdminSettings };

const path = '/api/admin/settings/';

/** /api/admin/settings/: an edition's competition terms and festival facts (name, days, venue, contacts). */
export const adminSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The current edition's, or (`edition`) another's. */
    getAdminSettings: build.query<AdminSettings, string | void>({
      query: (edition) => `${path}${editionQuery(edition)}`,
      providesTags: ['AdminSettings'],
    }),
    updateAdminSettings: build.mutation<AdminSettings, { body: AdminSettingsChange; edition?: string }>({
      query: ({ body, edition }) => ({ url: `${path}${editionQuery(edition)}`, method: 'PATCH', body }),
      invalidatesTags: writeTags('AdminSettings', 'Competition'),
    }),
  }),
});

export const { useGetAdminSettingsQuery, useUpdateAdminSettingsMutation } = adminSettingsApi;
