import type { AlreadyCheckedIn, CheckinAttendee, CheckinBody, CheckinOk, DoorSaleMethod, WalkInBody, WalkInResult, WrongPresentation } from '@fest/contract';
import { api } from './base-api';

export type { AlreadyCheckedIn, CheckinAttendee, CheckinBody, CheckinOk, DoorSaleMethod, WalkInBody, WalkInResult, WrongPresentation };

/** A door gives up on a scan's answer after this long and decides from its offline snapshot. */
export const CHECKIN_TIMEOUT_MS = 6_000;

/** /api/checkin/*: the door (contract "Tickets and the door"). */
export const checkinApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A session's attendees, for the search box and the offline snapshot. */
    getCheckinAttendees: build.query<CheckinAttendee[], number>({
      query: (presentationId) => `/api/checkin/presentations/${presentationId}/`,
      providesTags: (_result, _error, id) => [{ type: 'Checkin', id }],
    }),
    /** 200 CheckinOk; errors carry the answer's body (409 AlreadyCheckedIn, 400 WrongPresentation). */
    checkIn: build.mutation<CheckinOk, CheckinBody>({
      query: (body) => ({ url: '/api/checkin/', method: 'POST', body, timeout: CHECKIN_TIMEOUT_MS }),
    }),
    /**
     * A seat sold at the door and checked in (contract "Sales at the door"): 201 WalkInResult; 400
     * CAPACITY_FULL, ALREADY_REGISTERED or VALIDATION_ERROR. Either way the session's list and seats
     * are asked again (a refusal for a full session means the seats shown were stale).
     */
    walkIn: build.mutation<WalkInResult, WalkInBody>({
      query: (body) => ({ url: '/api/checkin/walk_in/', method: 'POST', body }),
      invalidatesTags: (_result, _error, body) => [
        { type: 'Checkin', id: body.presentation },
        { type: 'Presentations', id: body.presentation },
        'AdminPresentations',
        'AdminPayments',
        'AdminStats',
        'AdminAudit',
      ],
    }),
    /** Admin: clears a check-in (409 CONFLICT when there is none); the console's lists and the door's refresh. */
    undoCheckIn: build.mutation<{ detail: string }, number>({
      query: (participationId) => ({ url: `/api/checkin/${participationId}/`, method: 'DELETE' }),
      invalidatesTags: ['AdminPresentations', 'Checkin', 'AdminStats', 'AdminAudit'],
    }),
  }),
});

export const { useGetCheckinAttendeesQuery, useCheckInMutation, useUndoCheckInMutation, useWalkInMutation } = checkinApi;
