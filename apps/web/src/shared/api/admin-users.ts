import type { AdminUser, AdminUserDetail, UserRole } from '@fest/contract';
import { api } from './base-api';
import { writeTags, type ListParams, type Paged } from './admin-list';

export type { AdminUser, AdminUserDetail, UserRole };

const path = (id?: number) => (id === undefined ? '/api/admin/users/' : `/api/admin/users/${id}/`);

/** /api/admin/users/*: search by phone, name or e-mail; change a role. */
export const adminUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminUsers: build.query<Paged<AdminUser>, ListParams>({
      query: (params) => ({ url: path(), params }),
      providesTags: ['AdminUsers'],
    }),
    getAdminUser: build.query<AdminUserDetail, number>({
      query: (id) => path(id),
      providesTags: (_r, _e, id) => [{ type: 'AdminUsers', id }],
    }),
    /** 409 CONFLICT when it would leave the festival without an admin. */
    changeRole: build.mutation<AdminUser, { id: number; role: UserRole }>({
      query: ({ id, role }) => ({ url: path(id), method: 'PATCH', body: { role } }),
      invalidatesTags: writeTags('AdminUsers', 'User'),
    }),
  }),
});

export const { useListAdminUsersQuery, useGetAdminUserQuery, useChangeRoleMutation } = adminUsersApi;
