import type { AdminPayment, AdminPaymentDetail, PaymentHistoryEntry, RefundBody } from '@fest/contract';
import { api, type ApiTag } from './base-api';
import { writeTags, type ListParams, type Paged } from './admin-list';

export type { AdminPayment, AdminPaymentDetail, PaymentHistoryEntry, RefundBody };

const path = (id?: number) => (id === undefined ? '/api/admin/payments/' : `/api/admin/payments/${id}/`);
/** A refund or a late verify moves seats, coupon uses, tickets and accessories: every view of them. */
const moved: ApiTag[] = writeTags('AdminPayments', 'AdminPresentations', 'AdminCoupons', 'AdminUsers', 'AdminAccessories', 'Presentations', 'Payments', 'Cart');

/** /api/admin/payments/*: search, detail with history, reverify, refund. */
export const adminPaymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminPayments: build.query<Paged<AdminPayment>, ListParams>({
      query: (params) => ({ url: path(), params }),
      providesTags: ['AdminPayments'],
    }),
    getAdminPayment: build.query<AdminPaymentDetail, number>({
      query: (id) => path(id),
      providesTags: (_r, _e, id) => [{ type: 'AdminPayments', id }, 'AdminPayments'],
    }),
    /** Asks the gateway again, with verify's semantics; the answer is the payment's new state. */
    reverifyPayment: build.mutation<unknown, number>({
      query: (id) => ({ url: `${path(id)}reverify/`, method: 'POST' }),
      invalidatesTags: moved,
    }),
    refundPayment: build.mutation<AdminPaymentDetail, { id: number; body: RefundBody }>({
      query: ({ id, body }) => ({ url: `${path(id)}refund/`, method: 'POST', body }),
      invalidatesTags: moved,
    }),
  }),
});

export const { useListAdminPaymentsQuery, useGetAdminPaymentQuery, useReverifyPaymentMutation, useRefundPaymentMutation } = adminPaymentsApi;
