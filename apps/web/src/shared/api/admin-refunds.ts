import type { Refund, RefundState } from '@fest/contract';
import { api } from './base-api';
import { writeTags, type ListParams, type Paged } from './admin-list';

export type { Refund, RefundState };

/**
 * /api/admin/refunds/: every refund of every payment, newest first, paged; `?state=PENDING` gives
 * those still to settle. Refunds are made on their payment (admin-payments.ts), which invalidates
 * 'AdminRefunds'.
 */
export const adminRefundsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminRefunds: build.query<Paged<Refund>, ListParams>({
      query: (params) => ({ url: '/api/admin/refunds/', params }),
      providesTags: ['AdminRefunds'],
    }),
    /**
     * POST /api/admin/refunds/{id}/paid/: the organisers paid a PENDING manual refund (a visitor's
     * cancellation) to its Sheba by hand; 200 the refund, DONE. The payment may be REFUNDED now and
     * the coupon use back, so the payments and the figures are stale too. 409 when it is not a PENDING
     * manual refund any more (another organiser marked it): the list is asked again.
     */
    markRefundPaid: build.mutation<Refund, number>({
      query: (id) => ({ url: `/api/admin/refunds/${id}/paid/`, method: 'POST' }),
      invalidatesTags: (result, error) => (result ? writeTags('AdminRefunds', 'AdminPayments', 'AdminCoupons', 'AdminUsers') : error?.status === 409 ? ['AdminRefunds'] : []),
    }),
  }),
});

export const { useListAdminRefundsQuery, useMarkRefundPaidMutation } = adminRefundsApi;
