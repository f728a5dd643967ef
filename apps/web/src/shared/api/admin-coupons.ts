import type { AdminCoupon, AdminCouponChange, AdminCouponCreate, AdminCouponUse as CouponUse } from '@fest/contract';
import { api } from './base-api';
import { writeTags, type ListParams, type Paged } from './admin-list';

export type { AdminCoupon, CouponUse };

const path = (id?: number) => (id === undefined ? '/api/admin/coupons/' : `/api/admin/coupons/${id}/`);
const changed = writeTags('AdminCoupons');

/** /api/admin/coupons/*, and the completed payments that used each. */
export const adminCouponsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminCoupons: build.query<Paged<AdminCoupon>, ListParams>({
      query: (params) => ({ url: path(), params }),
      providesTags: ['AdminCoupons'],
    }),
    createCoupon: build.mutation<AdminCoupon, AdminCouponCreate>({
      query: (body) => ({ url: path(), method: 'POST', body }),
      invalidatesTags: changed,
    }),
    updateCoupon: build.mutation<AdminCoupon, { id: number; body: AdminCouponChange }>({
      query: ({ id, body }) => ({ url: path(id), method: 'PATCH', body }),
      invalidatesTags: changed,
    }),
    deleteCoupon: build.mutation<void, number>({
      query: (id) => ({ url: path(id), method: 'DELETE' }),
      invalidatesTags: changed,
    }),
    /** The newest 200 (paged like every list; a plain array is read too). */
    listCouponUses: build.query<CouponUse[], number>({
      query: (id) => ({ url: `${path(id)}uses/`, params: { page_size: 200 } }),
      transformResponse: (answer: CouponUse[] | Paged<CouponUse>) => (Array.isArray(answer) ? answer : answer.results),
      providesTags: ['AdminCoupons', 'AdminPayments'],
    }),
  }),
});

export const { useListAdminCouponsQuery, useCreateCouponMutation, useUpdateCouponMutation, useDeleteCouponMutation, useListCouponUsesQuery } =
  adminCouponsApi;
