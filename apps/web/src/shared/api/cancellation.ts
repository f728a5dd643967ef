import type { CancelBody, CancelPolicy, Refund } from '@fest/contract';
import { cartApi } from './cart';

export type { CancelBody, CancelPolicy, Refund };

/** A gateway refund still PENDING or refused leaves the registration as it was: nothing to take out. */
export const cancelledAtOnce = (refund: Pick<Refund, 'method' | 'state'>) =>
  refund.state === 'DONE' || (refund.state === 'PENDING' && refund.method === 'manual');

/**
 * A visitor cancelling a paid registration: /api/presentations/cart/cancel_policy/ and
 * /api/presentations/cart/{id}/cancel/. Apart from shared/api/cart.ts (which the app loads at start,
 * for the header's count) so that only the "my workshops" chunk carries them.
 */
export const cancellationApi = cartApi.injectEndpoints({
  endpoints: (build) => ({
    /** Until how many hours before the start a registration may be cancelled (0: never), and the fee kept. */
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
        if (refund && cancelledAtOnce(refund)) dispatch(cartApi.util.updateQueryData('getCart', undefined, (items) => items.filter((item) => item.id !== id)));
      },
      invalidatesTags: (result) => (result ? ['Cart', 'Presentations', 'Payments'] : []),
    }),
  }),
});

export const { useGetCancelPolicyQuery, useCancelRegistrationMutation } = cancellationApi;
