import { api } from './base-api';
import type { ListParams, Paged } from './admin-list';

/** One recorded write: who did what to which object, with the object before and after. */
export interface AuditEntry {
  id: number;
  at: string;
  actor: { id: number; phone_number: string } | null;
  action: string;
  object_type: string;
  object_id: number | string | null;
  before: unknown;
  after: unknown;
}

/** GET /api/admin/audit/: newest first; search matches the actor's phone, the action and the object type. */
export const adminAuditApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAudit: build.query<Paged<AuditEntry>, ListParams>({
      query: (params) => ({ url: '/api/admin/audit/', params }),
      providesTags: ['AdminAudit'],
    }),
  }),
});

export const { useListAuditQuery } = adminAuditApi;
