import type { CancelBody, CancelPolicy, Refund, TransferBody, TransferResult } from '@fest/contract';
import { cartApi } from './cart';

export type { CancelBody, CancelPolicy, Refund, TransferBody, TransferResult };

/** A gateway refund still PENDING or refused leaves the registration as it was: nothing to take out. */
export const cancelledAtOnce = (refund: Pick<Refund, 'method' | 'state'>) =>
  refund.state === 'DONE' || (refund.state === 'PENDING' && refund.method === 'manual');

/** Takes a registration out of the cart's cached list at once, before the cart is asked again. */
const dropFromCart = (id: number) => cartApi.util.updateQueryData('getCart', undefined, (items) => items.filter((item) => item.id !== id));

/**
 * A visitor changing a paid registration: /api/presentations/cart/cancel_policy/, cancelling it
 * (/api/presentations/cart/{id}/cancel/) and giving it to another phone ({id}/transfer/). Apart from
 * shared/api/cart.ts (which the app loads at start, for the header's count) so that only the "my
 * workshops" chunk carries them.
 */
export const cancellationApi = cartApi.injectEndpoints({
  endpoints: (build) => ({
    /** Until how many hours before the start a registration may be cancelled (0: never) or given on, and the fee kept. */
    getCancelPolicy: build.query<CancelPolicy, void>({
      query: () => '/api/presentations/cart/cancel_policy/',
      // A server setting: it does not change while a visitor looks.
      keepUnusedDataFor: 3600,
    }),
    /**
     * 200 Refund: a manual PENDING one (paid by hand to `iban`) or a DONE one (back to the card, or
     * nothing to return) means the registration is cancelled now: it leaves the cart at once, and the
     * cart, the seats and the payments are asked again. A gateway refund still PENDING (the bank has
     * not answered) or FAILED (it refused) leaves the registration standing. 400 TOO_LATE, 400 on
     * `iban` (needed, or wrong), 400 when not COMPLETED, 404.
     */
    cancelRegistration: build.mutation<Refund, { id: number; body: CancelBody }>({
      query: ({ id, body }) => ({ url: `/api/presentations/cart/${id}/cancel/`, method: 'POST', body }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const refund = await queryFulfilled.then(({ data }) => data, () => null);
        if (refund && cancelledAtOnce(refund)) dispatch(dropFromCart(id));
      },
      invalidatesTags: (result) => (result ? ['Cart', 'Presentations', 'Payments'] : []),
    }),
    /**
     * 200 `{detail, phone_number}`: the registration is the recipient's now (a new ticket, the old one
     * void): it leaves the cart at once, and the cart (the tickets, the agenda) and the payments (whose
     * line lost its ticket) are asked again; the seats did not move. 400 TOO_LATE, ALREADY_REGISTERED,
     * TIME_CLASH (with `clashes_with`), VALIDATION_ERROR (on `phone_number`, or not paid, or used at the
     * door), 404.
     */
    transferRegistration: build.mutation<TransferResult, { id: number; body: TransferBody }>({
      query: ({ id, body }) => ({ url: `/api/presentations/cart/${id}/transfer/`, method: 'POST', body }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        if (await queryFulfilled.then(() => true, () => false)) dispatch(dropFromCart(id));
      },
      invalidatesTags: (result) => (result ? ['Cart', 'Payments'] : []),
    }),
  }),
});

export const { useGetCancelPolicyQuery, useCancelRegistrationMutation, useTransferRegistrationMutation } = cancellationApi;
