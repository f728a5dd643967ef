import type { AdminTag, AdminTagCreate, AdminTagChange } from '@fest/contract';
import { api } from './base-api';
import { catalogueEndpoints, writeTags } from './admin-list';

export type { AdminTag };

/** /api/admin/tags/*: the labels the programme is filtered by. */
export const adminTagsApi = api.injectEndpoints({
  endpoints: (build) => {
    const tags = catalogueEndpoints<AdminTag, AdminTagCreate, AdminTagChange>(build, '/api/admin/tags/', 'AdminTags', writeTags('AdminTags', 'Presentations', 'AdminPresentations'));
    return {
      listAdminTags: tags.list,
      createTag: tags.create,
      updateTag: tags.update,
      deleteTag: tags.remove,
    };
  },
});

export const { useListAdminTagsQuery, useCreateTagMutation, useUpdateTagMutation, useDeleteTagMutation } = adminTagsApi;
