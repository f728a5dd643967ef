import type { AdminSettings, AdminSettingsChange } from '@fest/contract';
import { api } from './base-api';
import { uploadForm, writeTags } from './admin-list';
import { editionQuery } from './edition-query';

export type { AdminSettings };

const path = '/api/admin/settings/';

/** /api/admin/settings/: an edition's competition terms, festival facts (name, days, venue, contacts) and the certificates' signatory. */
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
    /** The signature printed on the edition's certificates (multipart `file`, re-encoded by the server). */
    uploadSignature: build.mutation<AdminSettings, { file: File; edition?: string }>({
      query: ({ file, edition }) => ({ url: `${path}signature/${editionQuery(edition)}`, method: 'POST', body: uploadForm(file) }),
      invalidatesTags: writeTags('AdminSettings'),
    }),
    removeSignature: build.mutation<AdminSettings, { edition?: string }>({
      query: ({ edition }) => ({ url: `${path}signature/${editionQuery(edition)}`, method: 'DELETE' }),
      invalidatesTags: writeTags('AdminSettings'),
    }),
  }),
});

export const { useGetAdminSettingsQuery, useUpdateAdminSettingsMutation, useUploadSignatureMutation, useRemoveSignatureMutation } = adminSettingsApi;
