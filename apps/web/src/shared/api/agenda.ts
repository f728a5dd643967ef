import type { AgendaEntry, AgendaFeedUrl } from '@fest/contract';
import { api } from './base-api';

export type { AgendaEntry };

/** The whole programme as iCalendar (no login): for "subscribe to the programme". */
export const SCHEDULE_CALENDAR_PATH = '/api/schedule.ics';

/** The programme in the exchange formats schedule apps read (frab XML, c3voc JSON). */
export const SCHEDULE_EXCHANGE_PATHS = { xml: '/api/schedule.xml', json: '/api/schedule.json' } as const;

/**
 * /api/agenda/: the signed-in visitor's stars (and bought sessions), and the private feed of them.
 * A completed payment adds a bought session, so the agenda is stale whenever the cart is.
 */
export const agendaApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAgenda: build.query<AgendaEntry[], void>({
      query: () => '/api/agenda/',
      providesTags: ['Agenda', 'Cart'],
    }),
    star: build.mutation<void, number>({
      query: (presentationId) => ({ url: `/api/agenda/${presentationId}/`, method: 'PUT' }),
      // The star shows at once; a failure puts the list back.
      async onQueryStarted(presentationId, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          agendaApi.util.updateQueryData('getAgenda', undefined, (entries) => {
            if (!entries.some((e) => e.presentation === presentationId)) {
              entries.push({ presentation: presentationId, added_at: new Date().toISOString() });
            }
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: ['Agenda'],
    }),
    unstar: build.mutation<void, number>({
      query: (presentationId) => ({ url: `/api/agenda/${presentationId}/`, method: 'DELETE' }),
      async onQueryStarted(presentationId, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          agendaApi.util.updateQueryData('getAgenda', undefined, (entries) => entries.filter((e) => e.presentation !== presentationId)),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      // Asked again: a bought session stays in the agenda though unstarred.
      invalidatesTags: ['Agenda'],
    }),
    /**
     * Issues the private address on first asking (and answers the same one until revoked): asked
     * only when the visitor presses the button, never on page load, so no address exists unasked.
     */
    getFeedUrl: build.query<AgendaFeedUrl, void>({
      query: () => '/api/agenda/feed-url/',
      keepUnusedDataFor: 0,
    }),
    /** After revoking, the page forgets the old address; the next ask issues a new one. */
    revokeFeedUrl: build.mutation<void, void>({
      query: () => ({ url: '/api/agenda/feed-url/', method: 'DELETE' }),
    }),
  }),
});

export const { useGetAgendaQuery, useStarMutation, useUnstarMutation, useLazyGetFeedUrlQuery, useRevokeFeedUrlMutation } = agendaApi;
