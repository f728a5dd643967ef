import type { Paged } from '@fest/contract';
import type { api, ApiTag } from './base-api';
import { editionQuery } from './edition-query';

export type { Paged };

/**
 * What every list of the organiser API shares (docs/api.md, "The organiser API"): `?page=` from 1,
 * `?page_size=`, `?ordering=field` or `-field`, `?search=` and per-list filters, answered as
 * `{count, results}`. The console keeps these in the page's address (features/admin/list-params.ts).
 */
export interface ListParams {
  page?: number;
  page_size?: number;
  ordering?: string;
  search?: string;
  /** Per-list filters (payments: state, from, to). */
  [filter: string]: string | number | undefined;
}

/** Every upload of the organiser API: multipart with the one field `file`. */
export function uploadForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file);
  return form;
}

/** What any organiser write makes stale besides its own list: the dashboard and the audit log. */
export const writeTags = (...own: ApiTag[]): ApiTag[] => [...own, 'AdminStats', 'AdminAudit'];

/** The endpoint builder of the app's one API (shared/api/base-api.ts). */
type Build = Parameters<Parameters<typeof api.injectEndpoints>[0]['endpoints']>[0];

/**
 * The endpoints of a catalogue the organiser API keeps at `base` (`/api/admin/tags/`, say): the paged
 * list (which provides `listTag`), create (POST), change (PATCH), delete, and an upload of the row's
 * picture to `{base}{id}/{field}/`; every write makes `changed` stale (writeTags).
 */
export function catalogueEndpoints<Row, Create, Change>(build: Build, base: string, listTag: ApiTag, changed: ApiTag[]) {
  const path = (id?: number) => (id === undefined ? base : `${base}${id}/`);
  return {
    path,
    list: build.query<Paged<Row>, ListParams>({ query: (params) => ({ url: path(), params }), providesTags: [listTag] }),
    /** Into the current edition, or (`edition`, for a catalogue of editions) another one. */
    create: build.mutation<Row, { body: Create; edition?: string }>({
      query: ({ body, edition }) => ({ url: `${path()}${editionQuery(edition)}`, method: 'POST', body }),
      invalidatesTags: changed,
    }),
    update: build.mutation<Row, { id: number; body: Change }>({
      query: ({ id, body }) => ({ url: path(id), method: 'PATCH', body }),
      invalidatesTags: changed,
    }),
    remove: build.mutation<void, number>({ query: (id) => ({ url: path(id), method: 'DELETE' }), invalidatesTags: changed }),
    upload: (field: string) =>
      build.mutation<Row, { id: number; file: File }>({
        query: ({ id, file }) => ({ url: `${path(id)}${field}/`, method: 'POST', body: uploadForm(file) }),
        invalidatesTags: changed,
      }),
  };
}
