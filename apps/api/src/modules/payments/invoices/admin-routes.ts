import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminInvoiceQuerySchema, errorBody, invoicePageSchema } from '@fest/contract';
import { requireEdition } from '../../catalogue';
import { listInvoices } from './admin';

const security = [{ bearer: [] }];

/** The organisers' invoices (registered by modules/admin; the export is reports' invoices.{csv,xlsx}). */
export const invoicesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoices/',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Official invoices and credit notes of one edition, newest number first',
        description: 'The current edition, or `?edition=slug`; `?payment=` only that payment’s.',
        querystring: adminInvoiceQuerySchema,
        response: { 200: invoicePageSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => listInvoices(app.db, request.query, await requireEdition(app.db, request.query.edition)),
  );
};
