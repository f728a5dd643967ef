import type { AdminPresenter, AdminPresenterCreate, AdminPresenterChange } from '@fest/contract';
import { api } from './base-api';
import { uploadForm, writeTags, type ListParams, type Paged } from './admin-list';

export type { AdminPresenter };

const path = (id?: number) => (id === undefined ? '/api/admin/presenters/' : `/api/admin/presenters/${id}/`);
const changed = writeTags('AdminPresenters', 'Presenters', 'Presentations', 'AdminPresentations');

/** /api/admin/presenters/*, with each presenter's avatar. */
export const adminPresentersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminPresenters: build.query<Paged<AdminPresenter>, ListParams>({
      query: (params) => ({ url: path(), params }),
      providesTags: ['AdminPresenters'],
    }),
    createPresenter: build.mutation<AdminPresenter, AdminPresenterCreate>({
      query: (body) => ({ url: path(), method: 'POST', body }),
      invalidatesTags: changed,
    }),
    updatePresenter: build.mutation<AdminPresenter, { id: number; body: AdminPresenterChange }>({
      query: ({ id, body }) => ({ url: path(id), method: 'PATCH', body }),
      invalidatesTags: changed,
    }),
    deletePresenter: build.mutation<void, number>({
      query: (id) => ({ url: path(id), method: 'DELETE' }),
      invalidatesTags: changed,
    }),
    uploadPresenterAvatar: build.mutation<AdminPresenter, { id: number; file: File }>({
      query: ({ id, file }) => ({ url: `${path(id)}avatar/`, method: 'POST', body: uploadForm(file) }),
      invalidatesTags: changed,
    }),
  }),
});

export const {
  useListAdminPresentersQuery,
  useCreatePresenterMutation,
  useUpdatePresenterMutation,
  useDeletePresenterMutation,
  useUploadPresenterAvatarMutation,
} = adminPresentersApi;
