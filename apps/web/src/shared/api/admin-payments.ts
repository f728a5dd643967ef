import type { AdminPayment, AdminPaymentDetail, PaymentHistoryEntry, Refund, RefundBody } from '@fest/contract';
import { api, type ApiTag } from './base-api';
import { writeTags, type ListParams, type Paged } from './admin-list';

export type { AdminPayment, AdminPaymentDetail, PaymentHistoryEntry, Refund, RefundBody };

const path = (id?: number) => (id === undefined ? '/api/admin/payments/' : `/api/admin/payments/${id}/`);
/** A refund or a late verify moves seats, coupon uses, tickets and accessories: every view of them. */
const moved: ApiTag[] = writeTags('AdminPayments', 'AdminRefunds', 'AdminPresentations', 'AdminCoupons', 'AdminUsers', 'AdminAccessories', 'Presentations', 'Payments', 'Cart');

/** What the refund route takes: the body, and the key that makes a retry answer the same refund. */
export interface RefundRequest {
  id: number;
  body: RefundBody;
  /** Made once per attempt (features/admin: when the dialog opens), sent as `Idempotency-Key`. */
  idempotencyKey: string;
}

/** /api/admin/payments/*: search, detail with history and refunds, reverify, refund. */
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
    /**
     * 201 Refund: DONE, FAILED (the gateway refused; nothing else changed) or PENDING (the gateway's
     * answer was lost; the server settles it by inquiry). Any of them changes the payment's page, and
     * a DONE one the seats, coupons and the buyer's views, so every answer refreshes them all. A 409
     * says the payment changed under the dialog (another organiser's refund): its page is refreshed.
     */
    refundPayment: build.mutation<Refund, RefundRequest>({
      query: ({ id, body, idempotencyKey }) => ({ url: `${path(id)}refund/`, method: 'POST', body, headers: { 'Idempotency-Key': idempotencyKey } }),
      invalidatesTags: (result, error, { id }) => (result ? moved : error?.status === 409 ? [{ type: 'AdminPayments', id }, 'AdminRefunds'] : []),
    }),
  }),
});

export const { useListAdminPaymentsQuery, useGetAdminPaymentQuery, useReverifyPaymentMutation, useRefundPaymentMutation } = adminPaymentsApi;
