import type { PayAllBody, Payment, PaymentStart, PaymentState, VerifyResult } from '@fest/contract';
import { api, type ApiTag } from './base-api';

// Types only: a value import from the contract would pull zod into the bundle.
export type { Payment, PaymentStart, PaymentState, VerifyResult };

/** What pay_all answered: where to pay, or (204) that everything was free and is already completed. */
export type PayAllOutcome = { kind: 'redirect'; start: PaymentStart } | { kind: 'completed' };

/** docs/product.md#payment-state: newest first, by id (the server's order is by date; ids settle ties the same way). */
export function sortPayments(payments: readonly Payment[]): Payment[] {
  return [...payments].sort((a, b) => b.id - a.id);
}

function isVerifyAnswer(value: unknown): value is VerifyResult {
  return typeof value === 'object' && value !== null && 'payment_state' in value && 'amount' in value;
}

/** What a completed payment changes: the cart (items completed), the payments, the user, the seats. */
const completedTags: ApiTag[] = ['Cart', 'Payments', 'User', 'Presentations'];

/** /api/payments/*: starting, verifying and listing payments. */
export const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPayments: build.query<Payment[], void>({
      query: () => '/api/payments/get_list/',
      transformResponse: (list: Payment[]) => sortPayments(list),
      providesTags: ['Payments'],
    }),
    payAll: build.mutation<PayAllOutcome, PayAllBody>({
      query: (body) => ({ url: '/api/payments/pay_all/', method: 'POST', body }),
      transformResponse: (data: PaymentStart | '', meta): PayAllOutcome =>
        meta?.status === 204 || !data ? { kind: 'completed' } : { kind: 'redirect', start: data },
      invalidatesTags: (result) => (result?.kind === 'completed' ? completedTags : []),
    }),
    /**
     * Asks the server whether the money arrived. A 400 that carries `payment_state` (FAILED) is an
     * answer, not an error: the bank said no. Anything else (404, 502, no network) is an error.
     * The caller asks once per authority per visit (PaymentStatusPage); the server is idempotent anyway.
     */
    verifyPayment: build.mutation<VerifyResult, { authority: string; status: string | null }>({
      async queryFn({ authority, status }, _api, _extra, baseQuery) {
        const body = status === 'OK' || status === 'NOK' ? { authority, status } : { authority };
        const answer = await baseQuery({ url: '/api/payments/verify/', method: 'POST', body });
        if (answer.error) {
          const { body: verdict, ...error } = answer.error;
          if (error.status === 400 && isVerifyAnswer(verdict)) return { data: verdict };
          return { error };
        }
        return { data: answer.data as VerifyResult };
      },
      // Any verdict may have changed the cart (a failure frees its hold); only a completion the rest.
      invalidatesTags: (result) => (result?.payment_state === 'COMPLETED' ? completedTags : result ? ['Cart', 'Payments'] : []),
    }),
  }),
});

export const { useGetPaymentsQuery, usePayAllMutation } = paymentsApi;
