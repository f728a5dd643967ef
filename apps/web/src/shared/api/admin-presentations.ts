import type { AdminPresentationBody, Attendee, Presentation, PresenterBase, Tag } from '@fest/contract';
import { api } from './base-api';
import { uploadForm, writeTags, type ListParams, type Paged } from './admin-list';

export type { AdminPresentationBody, Attendee };

/**
 * A presentation as organisers see it: the public fields, its room, and how it sells. Presenters
 * and tags may come as ids (as bodies send them) or as objects: idsOf reads both.
 */
export interface AdminPresentation extends Omit<Presentation, 'presenters' | 'tags'> {
  presenters: Array<number | PresenterBase>;
  tags: Array<number | Tag>;
  room: string;
  sold: number;
  held: number;
  revenue: number;
  checked_in: number;
}

/** The ids of a list of ids or of objects with one. */
export const idsOf = (list: ReadonlyArray<number | { id: number }>): number[] => list.map((item) => (typeof item === 'number' ? item : item.id));

const path = (id?: number) => (id === undefined ? '/api/admin/presentations/' : `/api/admin/presentations/${id}/`);
// A presentation's change is seen by visitors too (the programme, the seats left).
const changed = writeTags('AdminPresentations', 'Presentations', 'AdminCoupons');

/** /api/admin/presentations/*: the programme, each presentation's poster and attendees. */
export const adminPresentationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminPresentations: build.query<Paged<AdminPresentation>, ListParams>({
      query: (params) => ({ url: path(), params }),
      providesTags: ['AdminPresentations'],
    }),
    getAdminPresentation: build.query<AdminPresentation, number>({
      query: (id) => path(id),
      providesTags: (_r, _e, id) => [{ type: 'AdminPresentations', id }],
    }),
    createPresentation: build.mutation<AdminPresentation, AdminPresentationBody>({
      query: (body) => ({ url: path(), method: 'POST', body }),
      invalidatesTags: changed,
    }),
    updatePresentation: build.mutation<AdminPresentation, { id: number; body: Partial<AdminPresentationBody> }>({
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
    listAttendees: build.query<Attendee[], number>({
      query: (id) => `${path(id)}attendees/`,
      providesTags: ['AdminPresentations', 'AdminPayments'],
    }),
  }),
});

export const {
  useListAdminPresentationsQuery,
  useGetAdminPresentationQuery,
  useCreatePresentationMutation,
  useUpdatePresentationMutation,
  useDeletePresentationMutation,
  useUploadPosterMutation,
  useListAttendeesQuery,
} = adminPresentationsApi;
