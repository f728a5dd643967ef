import type { UserRole } from '@fest/contract';
import { api } from './base-api';
import { writeTags, type ListParams, type Paged } from './admin-list';

export type { UserRole };

export interface AdminUser {
  id: number;
  phone_number: string;
  first_name: string;
  last_name: string;
  email: string;
  role: UserRole;
  /** How many presentations the user holds a completed registration for. */
  registrations: number;
  created_at: string;
}

/** A registration as the user's detail lists it. */
export interface AdminRegistration {
  participation_id: number;
  presentation: { id: number; fa_title: string };
  payment_state: string;
  created_at: string;
  completed_at: string | null;
  checked_in_at: string | null;
}

/** A payment as the user's detail lists it. */
export interface AdminUserPayment {
  id: number;
  total_price: number;
  payment_state: string;
  authority: string | null;
  ref_id: number | null;
  coupon: string | null;
  created_date: string;
  verified_date: string | null;
}

/** One user with their payments and registrations. */
export interface AdminUserDetail extends Omit<AdminUser, 'registrations'> {
  is_signed_up_for_competition: boolean;
  payments: AdminUserPayment[];
  registrations: AdminRegistration[];
}

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
