import type { Invoice } from '@fest/contract';
import { api } from './base-api';
import type { ListParams, Paged } from './admin-list';

export type { Invoice };

/**
 * GET /api/admin/invoices/?edition=&payment=&page=: an edition's invoices and credit notes, by number.
 * They are made by what changes payments (a buyer's first invoice download, an organiser's refund:
 * a credit note), so the list is part of the payments' tag and refreshes with them.
 */
export const adminInvoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminInvoices: build.query<Paged<Invoice>, ListParams>({
      query: (params) => ({ url: '/api/admin/invoices/', params }),
      providesTags: ['AdminPayments'],
    }),
  }),
});

export const { useListAdminInvoicesQuery } = adminInvoicesApi;
