import type { InvoiceDetails, InvoiceDetailsBody } from '@fest/contract';
import { fetchAndSave } from './file-download';
import { paymentsApi } from './payments';

export type { InvoiceDetails, InvoiceDetailsBody };

/**
 * A payment's papers: /api/payments/{id}/invoice_details/, receipt.pdf and invoice.pdf. Apart from
 * shared/api/payments.ts (which the app loads at start, for the cart and the bank's return) so that
 * only the billing page's chunk carries them.
 */
export const invoicesApi = paymentsApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * PUT /api/payments/{id}/invoice_details/: 200 the details as stored (digits in ASCII), written into
     * the list at once; 400 names the field; 409 once the invoice was issued (the list is then asked
     * again, to show the invoice that fixed them).
     */
    saveInvoiceDetails: build.mutation<InvoiceDetails, { id: number; body: InvoiceDetailsBody }>({
      query: ({ id, body }) => ({ url: `/api/payments/${id}/invoice_details/`, method: 'PUT', body }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            paymentsApi.util.updateQueryData('getPayments', undefined, (list) => {
              const payment = list.find((p) => p.id === id);
              if (payment) payment.invoice_details = data;
            }),
          );
        } catch {
          // The error is the caller's to show.
        }
      },
      invalidatesTags: (_result, error) => (error?.status === 409 ? ['Payments'] : []),
    }),
    /** The payment's receipt (a COMPLETED or REFUNDED one: its `receipt_url`). */
    downloadReceipt: build.mutation<null, { id: number; url: string }>({
      queryFn: ({ id, url }, _api, _extra, baseQuery) => fetchAndSave(baseQuery, { url }, `receipt-${id}.pdf`),
    }),
    /**
     * The payment's official invoice. The first download issues it (a number, the details fixed), so
     * a success refreshes the list (the buyer's and the organisers'); 400 when no details were given.
     */
    downloadInvoice: build.mutation<null, { id: number }>({
      queryFn: ({ id }, _api, _extra, baseQuery) => fetchAndSave(baseQuery, { url: `/api/payments/${id}/invoice.pdf` }, `invoice-${id}.pdf`),
      invalidatesTags: (result) => (result === null ? ['Payments', 'AdminPayments'] : []),
    }),
  }),
});

export const { useSaveInvoiceDetailsMutation, useDownloadReceiptMutation, useDownloadInvoiceMutation } = invoicesApi;
