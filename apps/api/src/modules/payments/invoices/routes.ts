import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminIdParamsSchema, errorBody, invoiceDetailsBodySchema, invoiceDetailsSchema } from '@fest/contract';
import { fileAnswer, PDF_TYPE } from '../../../lib/openapi';
import { invoicePdf, receiptPdf } from './pdf';
import { invoiceDocuments, receiptInput, saveInvoiceDetails } from './service';

const security = [{ bearer: [] }];

/** A buyer's receipts, invoice details and official invoices (organisers: any payment's). */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/payments/:id/invoice_details/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: 'The details to name on the payment’s official invoice, until it is issued',
        description:
          'national_id: a person’s national code (10 digits) or a company’s national id (11 digits), check digit verified; postal_code 10 ' +
          'digits. 409 once the invoice is issued (its details are fixed with it).',
        security,
        params: adminIdParamsSchema,
        body: invoiceDetailsBodySchema,
        response: { 200: invoiceDetailsSchema, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => saveInvoiceDetails(app.db, request.user!.id, request.params.id, request.body),
  );

  app.get(
    '/payments/:id/receipt.pdf',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: 'The payment’s receipt (PDF): lines, discount, total, refunds, the gateway’s reference',
        description: 'For a COMPLETED or REFUNDED payment of the caller (organisers: any); 404 otherwise.',
        security,
        params: adminIdParamsSchema,
        response: { 200: fileAnswer('the receipt (PDF)', [PDF_TYPE]), 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const pdf = await receiptPdf(await receiptInput(app.db, request.user!, request.params.id));
      return reply
        .type(PDF_TYPE)
        .header('content-disposition', `inline; filename="receipt-${request.params.id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/payments/:id/invoice.pdf',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: 'The payment’s official invoice (PDF), issued on the first request, with its credit notes',
        description:
          'Issuing takes the next number of the edition’s gap-free sequence and fixes the invoice details. 400 when no invoice ' +
          'details were given; 409 when the payment is not COMPLETED and has no invoice.',
        security,
        params: adminIdParamsSchema,
        response: { 200: fileAnswer('the invoice and its credit notes (PDF)', [PDF_TYPE]), 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const { festivalName, documents } = await invoiceDocuments(app.db, request.user!, request.params.id, app.settings.VAT_PERCENT);
      const invoice = documents.find((d) => d.kind === 'INVOICE')!;
      return reply
        .type(PDF_TYPE)
        .header('content-disposition', `inline; filename="invoice-${invoice.edition}-${invoice.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(await invoicePdf(festivalName, documents));
    },
  );
};
