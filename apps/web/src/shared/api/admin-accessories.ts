import type { AdminAccessory, AdminAccessoryCreate, AdminAccessoryChange } from '@fest/contract';
import { api } from './base-api';
import { catalogueEndpoints, writeTags } from './admin-list';

export type { AdminAccessory };

/** /api/admin/accessories/*, with each accessory's picture. */
export const adminAccessoriesApi = api.injectEndpoints({
  endpoints: (build) => {
    const accessories = catalogueEndpoints<AdminAccessory, AdminAccessoryCreate, AdminAccessoryChange>(build, '/api/admin/accessories/', 'AdminAccessories', writeTags('AdminAccessories', 'Accessories'));
    return {
      listAdminAccessories: accessories.list,
      createAccessory: accessories.create,
      updateAccessory: accessories.update,
      deleteAccessory: accessories.remove,
      uploadAccessoryImage: accessories.upload('image'),
    };
  },
});

export const {
  useListAdminAccessoriesQuery,
  useCreateAccessoryMutation,
  useUpdateAccessoryMutation,
  useDeleteAccessoryMutation,
  useUploadAccessoryImageMutation,
} = adminAccessoriesApi;
