import type { AdminRefundBody, Payment, PaymentState } from '@fest/contract';
import { api, type ApiTag } from './base-api';
import { writeTags, type ListParams, type Paged } from './admin-list';

export type { AdminRefundBody };

/** The payment states, with the organiser API's `REFUNDED`. */
export type AdminPaymentState = PaymentState | 'REFUNDED';

export interface PaymentUser {
  id: number;
  phone_number: string;
  first_name: string;
  last_name: string;
}

export interface PaymentEvent {
  at: string;
  state: string;
  actor: string | { id: number; phone_number: string } | null;
  note: string;
}

/** A payment as organisers see it: whose it is, and (in the detail) what happened to it. */
export interface AdminPayment extends Omit<Payment, 'payment_state'> {
  payment_state: AdminPaymentState;
  user?: PaymentUser;
  history?: PaymentEvent[];
  refunded_at?: string | null;
  refund_method?: string | null;
  refund_note?: string | null;
}

const path = (id?: number) => (id === undefined ? '/api/admin/payments/' : `/api/admin/payments/${id}/`);
/** A refund or a late verify moves seats, coupon uses, tickets and accessories: every view of them. */
const moved: ApiTag[] = writeTags('AdminPayments', 'AdminPresentations', 'AdminCoupons', 'AdminUsers', 'Presentations', 'Payments', 'Cart');

/** /api/admin/payments/*: search, detail with history, reverify, refund. */
export const adminPaymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminPayments: build.query<Paged<AdminPayment>, ListParams>({
      query: (params) => ({ url: path(), params }),
      providesTags: ['AdminPayments'],
    }),
    getAdminPayment: build.query<AdminPayment, number>({
      query: (id) => path(id),
      providesTags: (_r, _e, id) => [{ type: 'AdminPayments', id }, 'AdminPayments'],
    }),
    /** Asks the gateway again, with verify's semantics; the answer is the payment's new state. */
    reverifyPayment: build.mutation<unknown, number>({
      query: (id) => ({ url: `${path(id)}reverify/`, method: 'POST' }),
      invalidatesTags: moved,
    }),
    refundPayment: build.mutation<AdminPayment, { id: number; body: AdminRefundBody }>({
      query: ({ id, body }) => ({ url: `${path(id)}refund/`, method: 'POST', body }),
      invalidatesTags: moved,
    }),
  }),
});

export const { useListAdminPaymentsQuery, useGetAdminPaymentQuery, useReverifyPaymentMutation, useRefundPaymentMutation } = adminPaymentsApi;
