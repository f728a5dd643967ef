import type { AdminPresenter, AdminPresenterCreate, AdminPresenterChange } from '@fest/contract';
import { api } from './base-api';
import { catalogueEndpoints, writeTags } from './admin-list';

export type { AdminPresenter };

/** /api/admin/presenters/*, with each presenter's avatar. */
export const adminPresentersApi = api.injectEndpoints({
  endpoints: (build) => {
    const presenters = catalogueEndpoints<AdminPresenter, AdminPresenterCreate, AdminPresenterChange>(build, '/api/admin/presenters/', 'AdminPresenters', writeTags('AdminPresenters', 'Presenters', 'Presentations', 'AdminPresentations'));
    return {
      listAdminPresenters: presenters.list,
      createPresenter: presenters.create,
      updatePresenter: presenters.update,
      deletePresenter: presenters.remove,
      uploadPresenterAvatar: presenters.upload('avatar'),
    };
  },
});

export const {
  useListAdminPresentersQuery,
  useCreatePresenterMutation,
  useUpdatePresenterMutation,
  useDeletePresenterMutation,
  useUploadPresenterAvatarMutation,
} = adminPresentersApi;
