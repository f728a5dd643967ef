import type { AddParticipationResult, CartItem, Presentation } from '@fest/contract';
import { api } from './base-api';

export type { CartItem };

/** docs/product.md#cart-count-and-totals: the header count is the number of items not yet paid for. */
export function pendingCount(items: readonly CartItem[]): number {
  return items.filter((item) => item.payment_state !== 'COMPLETED').length;
}

/**
 * /api/presentations/cart/ and the participation calls. A cart change takes or frees a seat, so it
 * makes the programme stale too. The cart is the signed-in visitor's: callers skip it without a session.
 */
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCart: build.query<CartItem[], void>({
      query: () => '/api/presentations/cart/',
      providesTags: ['Cart'],
    }),
    /** Takes the presentation; answers the new cart item's id. */
    addParticipation: build.mutation<AddParticipationResult, Presentation>({
      query: (presentation) => ({ url: `/api/presentations/${presentation.id}/add_participation/`, method: 'POST' }),
      invalidatesTags: (result) => (result ? ['Cart', 'Presentations'] : []),
      // The server answers only the id: show the item at once, built from the presentation, until the cart reloads.
      async onQueryStarted(presentation, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        const item: CartItem = { id: data.id, presentation, payment_state: 'PENDING', service_type: presentation.service_type, ticket: null, checked_in_at: null, offer_expires_at: null };
        dispatch(cartApi.util.updateQueryData('getCart', undefined, (items) => void items.push(item)));
      },
    }),
    /** Takes the cart item id (CartItem.id), not the presentation id (docs/api.md#cart). */
    removeParticipation: build.mutation<void, number>({
      query: (cartItemId) => ({ url: `/api/presentations/${cartItemId}/remove_participation/`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Cart', 'Presentations', 'Waitlist']),
      async onQueryStarted(cartItemId, { dispatch, queryFulfilled }) {
        const removed = await queryFulfilled.then(() => true, () => false);
        if (removed) dispatch(cartApi.util.updateQueryData('getCart', undefined, (items) => items.filter((item) => item.id !== cartItemId)));
      },
    }),
  }),
});

export const { useGetCartQuery, useAddParticipationMutation, useRemoveParticipationMutation } = cartApi;
