import type { WaitlistEntry, WaitlistJoined } from '@fest/contract';
import { api } from './base-api';

export type { WaitlistEntry };

/**
 * /api/waitlist/ and joining / leaving a full presentation's line. An offer is a cart item, so the
 * list goes stale with the cart; joining or leaving changes a Presentation's `waiting`.
 */
export const waitlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWaitlist: build.query<WaitlistEntry[], void>({
      query: () => '/api/waitlist/',
      providesTags: ['Waitlist', 'Cart'],
    }),
    joinWaitlist: build.mutation<WaitlistJoined, number>({
      query: (presentationId) => ({ url: `/api/presentations/${presentationId}/waitlist/`, method: 'POST' }),
      // The worker may have made an offer at once (a seat was freed meanwhile): the cart too.
      invalidatesTags: (result) => (result ? ['Waitlist', 'Presentations', 'Cart'] : []),
    }),
    leaveWaitlist: build.mutation<void, number>({
      query: (presentationId) => ({ url: `/api/presentations/${presentationId}/waitlist/`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Waitlist', 'Presentations']),
    }),
  }),
});

export const { useGetWaitlistQuery, useJoinWaitlistMutation, useLeaveWaitlistMutation } = waitlistApi;
