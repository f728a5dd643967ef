import type { CouponStatus } from '@fest/contract';
import { api } from './base-api';

export type { CouponStatus };

/** /api/coupon/{code}/: whether a code is valid, its percentage and the presentations it is for. */
export const couponApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCouponStatus: build.query<CouponStatus, string>({
      query: (code) => `/api/coupon/${encodeURIComponent(code)}/`,
      // A coupon's uses change with other buyers' payments: never trust an old answer.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetCouponStatusQuery } = couponApi;
