import type { AdminStaff, AdminStaffCreate, AdminStaffChange } from '@fest/contract';
import { api } from './base-api';
import { catalogueEndpoints, writeTags } from './admin-list';

export type { AdminStaff };

/** /api/admin/staff/*, with each member's photo. */
export const adminStaffApi = api.injectEndpoints({
  endpoints: (build) => {
    const staff = catalogueEndpoints<AdminStaff, AdminStaffCreate, AdminStaffChange>(build, '/api/admin/staff/', 'AdminStaff', writeTags('AdminStaff', 'Staff'));
    return {
      listAdminStaff: staff.list,
      createStaff: staff.create,
      updateStaff: staff.update,
      deleteStaff: staff.remove,
      uploadStaffImage: staff.upload('image'),
    };
  },
});

export const { useListAdminStaffQuery, useCreateStaffMutation, useUpdateStaffMutation, useDeleteStaffMutation, useUploadStaffImageMutation } =
  adminStaffApi;
