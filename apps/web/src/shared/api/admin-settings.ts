import type { AdminSettings, AdminSettingsChange } from '@fest/contract';
import { api } from './base-api';
import { writeTags } from './admin-list';

export type { AdminSettings };

const path = '/api/admin/settings/';

/** /api/admin/settings/: the competition's terms and the festival's facts (name, days, venue, contacts). */
export const adminSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminSettings: build.query<AdminSettings, void>({
      query: () => path,
      providesTags: ['AdminSettings'],
    }),
    updateAdminSettings: build.mutation<AdminSettings, AdminSettingsChange>({
      query: (body) => ({ url: path, method: 'PATCH', body }),
      invalidatesTags: writeTags('AdminSettings', 'Competition'),
    }),
  }),
});

export const { useGetAdminSettingsQuery, useUpdateAdminSettingsMutation } = adminSettingsApi;
