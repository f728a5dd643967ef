import type { AdminAccessory, AdminAccessoryCreate, AdminAccessoryChange } from '@fest/contract';
import { api } from './base-api';
import { uploadForm, writeTags, type ListParams, type Paged } from './admin-list';

export type { AdminAccessory };

const path = (id?: number) => (id === undefined ? '/api/admin/accessories/' : `/api/admin/accessories/${id}/`);
const changed = writeTags('AdminAccessories', 'Accessories');

/** /api/admin/accessories/*, with each accessory's picture. */
export const adminAccessoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminAccessories: build.query<Paged<AdminAccessory>, ListParams>({
      query: (params) => ({ url: path(), params }),
      providesTags: ['AdminAccessories'],
    }),
    createAccessory: build.mutation<AdminAccessory, AdminAccessoryCreate>({
      query: (body) => ({ url: path(), method: 'POST', body }),
      invalidatesTags: changed,
    }),
    updateAccessory: build.mutation<AdminAccessory, { id: number; body: AdminAccessoryChange }>({
      query: ({ id, body }) => ({ url: path(id), method: 'PATCH', body }),
      invalidatesTags: changed,
    }),
    deleteAccessory: build.mutation<void, number>({
      query: (id) => ({ url: path(id), method: 'DELETE' }),
      invalidatesTags: changed,
    }),
    uploadAccessoryImage: build.mutation<AdminAccessory, { id: number; file: File }>({
      query: ({ id, file }) => ({ url: `${path(id)}image/`, method: 'POST', body: uploadForm(file) }),
      invalidatesTags: changed,
    }),
  }),
});

export const {
  useListAdminAccessoriesQuery,
  useCreateAccessoryMutation,
  useUpdateAccessoryMutation,
  useDeleteAccessoryMutation,
  useUploadAccessoryImageMutation,
} = adminAccessoriesApi;
