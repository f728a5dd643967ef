import type {
  AdminPresentation,
  AdminPresentationChange,
  AdminPresentationChanged,
  AdminPresentationCreate,
  Attendee,
  AttendeeMessageAnswer,
  AttendeeMessageBody,
  Paged,
  Recording,
  RecordingBody,
  Slides,
} from '@fest/contract';
import { api } from './base-api';
import { uploadForm, writeTags, type ListParams } from './admin-list';
import { editionQuery } from './edition-query';

export type { AdminPresentation, AdminPresentationChanged, Attendee, AttendeeMessageAnswer, AttendeeMessageBody, Recording, Slides };

/** The ids of a list of ids or of objects with one. */
export const idsOf = (list: ReadonlyArray<number | { id: number }>): number[] => list.map((item) => (typeof item === 'number' ? item : item.id));

const path = (id?: number) => (id === undefined ? '/api/admin/presentations/' : `/api/admin/presentations/${id}/`);
// A presentation's change is seen by visitors too (the programme, the seats left).
const changed = writeTags('AdminPresentations', 'Presentations', 'AdminCoupons');
// Slides and recordings show on the session's public page and on its presenters' own page.
const materialsChanged = writeTags('AdminPresentations', 'Presentations', 'Feedback');

/** The most the organiser list gives at once (contract ADMIN_PAGE_SIZE_MAX). */
export const ADMIN_PAGE_MAX = 200;

/** What the list of a whole edition is asked for: its edition (the current one by default). */
export interface WholeProgrammeParams {
  edition?: string;
}

/** /api/admin/presentations/*: the programme, each presentation's poster and attendees. */
export const adminPresentationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminPresentations: build.query<Paged<AdminPresentation>, ListParams>({
      query: (params) => ({ url: path(), params }),
      providesTags: ['AdminPresentations'],
    }),
    /**
     * Every session of an edition, page after page (the schedule editor must see them all, and one page holds
     * at most ADMIN_PAGE_MAX). In order of id: a session moved while the pages are read keeps its place in
     * that order, so none is skipped or read twice; one added meanwhile is read if its page is still to come.
     */
    listWholeProgramme: build.query<AdminPresentation[], WholeProgrammeParams>({
      async queryFn({ edition }, _api, _extra, baseQuery) {
        const sessions = new Map<number, AdminPresentation>();
        for (let page = 1; ; page += 1) {
          const answer = await baseQuery({ url: path(), params: { page, page_size: ADMIN_PAGE_MAX, ordering: 'id', edition } });
          if (answer.error) return { error: answer.error };
          const { count, results } = answer.data as Paged<AdminPresentation>;
          for (const session of results) sessions.set(session.id, session);
          if (results.length < ADMIN_PAGE_MAX || page * ADMIN_PAGE_MAX >= count) break;
        }
        return { data: [...sessions.values()] };
      },
      providesTags: ['AdminPresentations'],
    }),
    getAdminPresentation: build.query<AdminPresentation, number>({
      query: (id) => path(id),
      providesTags: (_r, _e, id) => [{ type: 'AdminPresentations', id }],
    }),
    /** Into the current edition, or (`edition`) one being prepared. */
    createPresentation: build.mutation<AdminPresentation, { body: AdminPresentationCreate; edition?: string }>({
      query: ({ body, edition }) => ({ url: `${path()}${editionQuery(edition)}`, method: 'POST', body }),
      invalidatesTags: changed,
    }),
    /** A change of room, start or end is a move (the schedule editor's): 409 SCHEDULE_CLASH, or the move's warnings. */
    updatePresentation: build.mutation<AdminPresentationChanged, { id: number; body: AdminPresentationChange }>({
      query: ({ id, body }) => ({ url: path(id), method: 'PATCH', body }),
      invalidatesTags: changed,
    }),
    deletePresentation: build.mutation<void, number>({
      query: (id) => ({ url: path(id), method: 'DELETE' }),
      invalidatesTags: changed,
    }),
    uploadPoster: build.mutation<AdminPresentation, { id: number; file: File }>({
      query: ({ id, file }) => ({ url: `${path(id)}poster/`, method: 'POST', body: uploadForm(file) }),
      invalidatesTags: changed,
    }),
    /** The organisers' twin of the presenters' upload: a PDF (checked by content), at most 20 MB; replaces the earlier slides. */
    uploadAdminSlides: build.mutation<Slides, { id: number; file: File }>({
      query: ({ id, file }) => ({ url: `${path(id)}slides/`, method: 'PUT', body: uploadForm(file) }),
      invalidatesTags: materialsChanged,
    }),
    /** null removes it; 400 NO_RECORDING_CONSENT where the proposal's speakers did not consent. */
    setRecording: build.mutation<Recording, { id: number; body: RecordingBody }>({
      query: ({ id, body }) => ({ url: `${path(id)}recording/`, method: 'PUT', body }),
      invalidatesTags: materialsChanged,
    }),
    listAttendees: build.query<Attendee[], number>({
      query: (id) => `${path(id)}attendees/`,
      providesTags: ['AdminPresentations', 'AdminPayments'],
    }),
    /** 202 {recipients, parts}; with `dry_run` nothing is queued (docs/api.md, SMS). A real send is audited. */
    messageAttendees: build.mutation<AttendeeMessageAnswer, { id: number; body: AttendeeMessageBody }>({
      query: ({ id, body }) => ({ url: `${path(id)}message/`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { body }) => (body.dry_run ? [] : ['AdminAudit']),
    }),
  }),
});

export const {
  useListAdminPresentationsQuery,
  useListWholeProgrammeQuery,
  useGetAdminPresentationQuery,
  useCreatePresentationMutation,
  useUpdatePresentationMutation,
  useDeletePresentationMutation,
  useUploadPosterMutation,
  useUploadAdminSlidesMutation,
  useSetRecordingMutation,
  useListAttendeesQuery,
  useMessageAttendeesMutation,
} = adminPresentationsApi;
