import type { AdminFeedback, FeedbackBody, MyFeedback, Slides, SpeakerSessionFeedback } from '@fest/contract';
import { api } from './base-api';

// Types only: a value import from the contract would pull zod into the bundle.
export type { AdminFeedback, FeedbackBody, MyFeedback, Slides, SpeakerSessionFeedback };

/** The slides as multipart form data: the PDF in the field `file`. */
function slidesForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}

/**
 * After a session: a visitor's rating (/api/presentations/{id}/feedback/), the presenter's ratings and
 * slides (/api/speaker/...), the organisers' moderation (/api/admin/feedback/...).
 */
export const feedbackApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Whether the caller may rate the session now, and what they gave. */
    getMyFeedback: build.query<MyFeedback, number>({
      query: (id) => `/api/presentations/${id}/feedback/`,
      providesTags: (_result, _error, id) => [{ type: 'Feedback', id }],
    }),
    /** 403 before the start or when not checked in; a second PUT replaces the first. */
    putFeedback: build.mutation<MyFeedback, { id: number; body: FeedbackBody }>({
      query: ({ id, body }) => ({ url: `/api/presentations/${id}/feedback/`, method: 'PUT', body }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data) dispatch(feedbackApi.util.upsertQueryData('getMyFeedback', id, data));
      },
    }),
    getSpeakerFeedback: build.query<SpeakerSessionFeedback[], void>({
      query: () => '/api/speaker/feedback/',
      providesTags: ['Feedback'],
    }),
    /** 413 above 20 MB, 415 for anything but a PDF, 403 for someone else's session. */
    uploadSlides: build.mutation<Slides, { id: number; file: File }>({
      query: ({ id, file }) => ({ url: `/api/speaker/presentations/${id}/slides/`, method: 'PUT', body: slidesForm(file) }),
      invalidatesTags: ['Feedback', 'Presentations'],
    }),
    getAdminFeedback: build.query<AdminFeedback[], void>({
      query: () => '/api/admin/feedback/',
      providesTags: ['AdminFeedback'],
    }),
    setFeedbackHidden: build.mutation<AdminFeedback, { id: number; hidden: boolean }>({
      query: ({ id, hidden }) => ({ url: `/api/admin/feedback/${id}/${hidden ? 'hide' : 'unhide'}/`, method: 'POST' }),
      invalidatesTags: ['AdminFeedback', 'AdminAudit'],
    }),
  }),
});

export const {
  useGetMyFeedbackQuery,
  usePutFeedbackMutation,
  useGetSpeakerFeedbackQuery,
  useUploadSlidesMutation,
  useGetAdminFeedbackQuery,
  useSetFeedbackHiddenMutation,
} = feedbackApi;
