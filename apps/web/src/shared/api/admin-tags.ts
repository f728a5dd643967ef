import type { AdminTag, AdminTagCreate, AdminTagChange } from '@fest/contract';
import { api } from './base-api';
import { writeTags, type ListParams, type Paged } from './admin-list';

export type { AdminTag };

const path = (id?: number) => (id === undefined ? '/api/admin/tags/' : `/api/admin/tags/${id}/`);
const changed = writeTags('AdminTags', 'Presentations', 'AdminPresentations');

/** /api/admin/tags/*: the labels the programme is filtered by. */
export const adminTagsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminTags: build.query<Paged<AdminTag>, ListParams>({
      query: (params) => ({ url: path(), params }),
      providesTags: ['AdminTags'],
    }),
    createTag: build.mutation<AdminTag, AdminTagCreate>({
      query: (body) => ({ url: path(), method: 'POST', body }),
      invalidatesTags: changed,
    }),
    updateTag: build.mutation<AdminTag, { id: number; body: AdminTagChange }>({
      query: ({ id, body }) => ({ url: path(id), method: 'PATCH', body }),
      invalidatesTags: changed,
    }),
    deleteTag: build.mutation<void, number>({
      query: (id) => ({ url: path(id), method: 'DELETE' }),
      invalidatesTags: changed,
    }),
  }),
});

export const { useListAdminTagsQuery, useCreateTagMutation, useUpdateTagMutation, useDeleteTagMutation } = adminTagsApi;
