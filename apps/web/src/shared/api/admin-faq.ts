import type { AdminFaq, AdminFaqCreate, AdminFaqChange } from '@fest/contract';
import { api } from './base-api';
import { writeTags, type ListParams, type Paged } from './admin-list';

export type { AdminFaq };
const path = (id?: number) => (id === undefined ? '/api/admin/faq/' : `/api/admin/faq/${id}/`);
const changed = writeTags('AdminFaq', 'Faq');

/** /api/admin/faq/*: questions and answers, ordered by `position`. */
export const adminFaqApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminFaq: build.query<Paged<AdminFaq>, ListParams>({
      query: (params) => ({ url: path(), params }),
      providesTags: ['AdminFaq'],
    }),
    createFaq: build.mutation<AdminFaq, AdminFaqCreate>({
      query: (body) => ({ url: path(), method: 'POST', body }),
      invalidatesTags: changed,
    }),
    updateFaq: build.mutation<AdminFaq, { id: number; body: AdminFaqChange }>({
      query: ({ id, body }) => ({ url: path(id), method: 'PATCH', body }),
      invalidatesTags: changed,
    }),
    deleteFaq: build.mutation<void, number>({
      query: (id) => ({ url: path(id), method: 'DELETE' }),
      invalidatesTags: changed,
    }),
  }),
});

export const { useListAdminFaqQuery, useCreateFaqMutation, useUpdateFaqMutation, useDeleteFaqMutation } = adminFaqApi;
