import type { Refund, RefundState } from '@fest/contract';
import { api } from './base-api';
import type { ListParams, Paged } from './admin-list';

export type { Refund, RefundState };

/**
 * /api/admin/refunds/: every refund of every payment, newest first, paged; `?state=PENDING` gives
 * those still to settle. Refunds are made on their payment (admin-payments.ts), which invalidates
 * 'AdminRefunds'.
 */
export const adminRefundsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminRefunds: build.query<Paged<Refund>, ListParams>({
      query: (params) => ({ url: '/api/admin/refunds/', params }),
      providesTags: ['AdminRefunds'],
    }),
  }),
});

export const { useListAdminRefundsQuery } = adminRefundsApi;
