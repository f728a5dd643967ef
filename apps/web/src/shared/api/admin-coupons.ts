import type { AdminCoupon, AdminCouponChange, AdminCouponCreate, AdminCouponUse as CouponUse } from '@fest/contract';
import { api } from './base-api';
import { catalogueEndpoints, writeTags, type Paged } from './admin-list';

export type { AdminCoupon, CouponUse };

/** /api/admin/coupons/*, and the completed payments that used each. */
export const adminCouponsApi = api.injectEndpoints({
  endpoints: (build) => {
    const coupons = catalogueEndpoints<AdminCoupon, AdminCouponCreate, AdminCouponChange>(build, '/api/admin/coupons/', 'AdminCoupons', writeTags('AdminCoupons'));
    return {
      listAdminCoupons: coupons.list,
      createCoupon: coupons.create,
      updateCoupon: coupons.update,
      deleteCoupon: coupons.remove,
      /** The newest 200 (paged like every list; a plain array is read too). */
      listCouponUses: build.query<CouponUse[], number>({
        query: (id) => ({ url: `${coupons.path(id)}uses/`, params: { page_size: 200 } }),
        transformResponse: (answer: CouponUse[] | Paged<CouponUse>) => (Array.isArray(answer) ? answer : answer.results),
        providesTags: ['AdminCoupons', 'AdminPayments'],
      }),
    };
  },
});

export const { useListAdminCouponsQuery, useCreateCouponMutation, useUpdateCouponMutation, useDeleteCouponMutation, useListCouponUsesQuery } =
  adminCouponsApi;
