import type { AdminStaff, AdminStaffCreate, AdminStaffChange } from '@fest/contract';
import { api } from './base-api';
import { uploadForm, writeTags, type ListParams, type Paged } from './admin-list';

export type { AdminStaff };

const path = (id?: number) => (id === undefined ? '/api/admin/staff/' : `/api/admin/staff/${id}/`);
const changed = writeTags('AdminStaff', 'Staff');

/** /api/admin/staff/*, with each member's photo. */
export const adminStaffApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminStaff: build.query<Paged<AdminStaff>, ListParams>({
      query: (params) => ({ url: path(), params }),
      providesTags: ['AdminStaff'],
    }),
    createStaff: build.mutation<AdminStaff, AdminStaffCreate>({
      query: (body) => ({ url: path(), method: 'POST', body }),
      invalidatesTags: changed,
    }),
    updateStaff: build.mutation<AdminStaff, { id: number; body: AdminStaffChange }>({
      query: ({ id, body }) => ({ url: path(id), method: 'PATCH', body }),
      invalidatesTags: changed,
    }),
    deleteStaff: build.mutation<void, number>({
      query: (id) => ({ url: path(id), method: 'DELETE' }),
      invalidatesTags: changed,
    }),
    uploadStaffImage: build.mutation<AdminStaff, { id: number; file: File }>({
      query: ({ id, file }) => ({ url: `${path(id)}image/`, method: 'POST', body: uploadForm(file) }),
      invalidatesTags: changed,
    }),
  }),
});

export const { useListAdminStaffQuery, useCreateStaffMutation, useUpdateStaffMutation, useDeleteStaffMutation, useUploadStaffImageMutation } =
  adminStaffApi;
