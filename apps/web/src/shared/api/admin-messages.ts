import type { FestivalMessageAnswer, FestivalMessageBody } from '@fest/contract';
import { api } from './base-api';

export type { FestivalMessageAnswer, FestivalMessageBody };

/** /api/admin/messages/: the organisers' message to the whole festival, one day's or one session's attendees. */
export const adminMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 202 {recipients, sms_recipients, email_recipients, sms_parts, parts_per_sms}; with `dry_run` nothing is sent. A real send is audited. */
    messageFestival: build.mutation<FestivalMessageAnswer, FestivalMessageBody>({
      query: (body) => ({ url: '/api/admin/messages/', method: 'POST', body }),
      invalidatesTags: (_r, _e, body) => (body.dry_run ? [] : ['AdminAudit']),
    }),
  }),
});

export const { useMessageFestivalMutation } = adminMessagesApi;
