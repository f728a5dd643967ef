import type { AuditEntry } from '@fest/contract';
import { api } from './base-api';
import type { ListParams, Paged } from './admin-list';

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

export type { AuditEntry };
