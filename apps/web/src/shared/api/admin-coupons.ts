import type { AdminCouponBody } from '@fest/contract';
import { api } from './base-api';
import { writeTags, type ListParams, type Paged } from './admin-list';
import type { AdminPayment } from './admin-payments';

export type { AdminCouponBody };

/** A coupon with how it has been used: spent, held by payments in progress, left. */
export interface AdminCoupon {
  id: number;
  code: string;
  percentage: number;
  max_uses: number;
  expires_at: string | null;
  eligible_presentations: number[];
  used_count: number;
  held: number;
  remaining: number;
}

const path = (id?: number) => (id === undefined ? '/api/admin/coupons/' : `/api/admin/coupons/${id}/`);
const changed = writeTags('AdminCoupons');

/** /api/admin/coupons/*, and the completed payments that used each. */
export const adminCouponsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminCoupons: build.query<Paged<AdminCoupon>, ListParams>({
      query: (params) => ({ url: path(), params }),
      providesTags: ['AdminCoupons'],
    }),
    createCoupon: build.mutation<AdminCoupon, AdminCouponBody>({
      query: (body) => ({ url: path(), method: 'POST', body }),
      invalidatesTags: changed,
    }),
    updateCoupon: build.mutation<AdminCoupon, { id: number; body: Partial<AdminCouponBody> }>({
      query: ({ id, body }) => ({ url: path(id), method: 'PATCH', body }),
      invalidatesTags: changed,
    }),
    deleteCoupon: build.mutation<void, number>({
      query: (id) => ({ url: path(id), method: 'DELETE' }),
      invalidatesTags: changed,
    }),
    /** Paged like every list, or a plain array: both are accepted, the console shows the rows. */
    listCouponUses: build.query<AdminPayment[], number>({
      query: (id) => `${path(id)}uses/`,
      transformResponse: (answer: AdminPayment[] | Paged<AdminPayment>) => (Array.isArray(answer) ? answer : answer.results),
      providesTags: ['AdminCoupons', 'AdminPayments'],
    }),
  }),
});

export const { useListAdminCouponsQuery, useCreateCouponMutation, useUpdateCouponMutation, useDeleteCouponMutation, useListCouponUsesQuery } =
  adminCouponsApi;
