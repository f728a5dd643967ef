import type { Paged } from '@fest/contract';
import type { ApiTag } from './base-api';

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
