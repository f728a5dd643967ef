import type { AdminFaqBody, Faq } from '@fest/contract';
import { api } from './base-api';
import { writeTags, type ListParams, type Paged } from './admin-list';

export type { AdminFaqBody };
/** A question with its place in the organisers' order. */
export interface AdminFaq extends Faq {
  position: number;
}

const path = (id?: number) => (id === undefined ? '/api/admin/faq/' : `/api/admin/faq/${id}/`);
const changed = writeTags('AdminFaq', 'Faq');

/** /api/admin/faq/*: questions and answers, ordered by `position`. */
export const adminFaqApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminFaq: build.query<Paged<AdminFaq>, ListParams>({
      query: (params) => ({ url: path(), params }),
      providesTags: ['AdminFaq'],
    }),
    createFaq: build.mutation<AdminFaq, AdminFaqBody>({
      query: (body) => ({ url: path(), method: 'POST', body }),
      invalidatesTags: changed,
    }),
    updateFaq: build.mutation<AdminFaq, { id: number; body: Partial<AdminFaqBody> }>({
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
