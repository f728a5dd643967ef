import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminIdParamsSchema,
  adminListQuerySchema,
  adminPaymentDetailSchema,
  adminPaymentSchema,
  errorBody,
  pagedSchema,
  paymentStates,
  refundBodySchema,
  timeRangeQuerySchema,
} from '@fest/contract';
import { adminPaymentDetail, listAdminPayments, reverifyPayment } from './admin';
import { refundPayment } from './refund';

const security = [{ bearer: [] }];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** The organisers' payments: list, one with its history, reverify, refund (registered by modules/admin). */
export const paymentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, gateway: app.gateway, settings: app.settings, log: app.log, ticketKey: app.ticketKey };

  app.get(
    '/payments/',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Payments, newest first',
        description:
          'search: the buyer’s phone or name, the authority, the bank reference (ref_id); state: one payment state; ' +
          'from/to: the creation time (Tehran days YYYY-MM-DD, inclusive, or ISO times); ordering: id, created_date, verified_date, total_price',
        querystring: adminListQuerySchema.extend(timeRangeQuerySchema.shape).extend({ state: z.enum(paymentStates).optional() }),
        response: { 200: pagedSchema(adminPaymentSchema), ...errors },
      },
    },
    async (request) => listAdminPayments(app.db, request.query),
  );

  app.get(
    '/payments/:id/',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'One payment with its buyer and its history (every state it entered, who moved it and why)',
        params: adminIdParamsSchema,
        response: { 200: adminPaymentDetailSchema, ...errors },
      },
    },
    async (request) => adminPaymentDetail(app.db, request.params.id),
  );

  app.post(
    '/payments/:id/reverify/',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Asks the gateway again, with verify’s exact semantics; answers the payment as it now is',
        description: 'Paid: COMPLETED (or REFUND_REQUIRED when it can no longer be fulfilled); not paid: FAILED; 502 when the gateway cannot be reached (nothing changes).',
        params: adminIdParamsSchema,
        response: { 200: adminPaymentDetailSchema, ...errors, 502: errorBody },
      },
    },
    async (request) => {
      await reverifyPayment(deps, { actorId: request.user!.id, paymentId: request.params.id });
      return adminPaymentDetail(app.db, request.params.id);
    },
  );

  app.post(
    '/payments/:id/refund/',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Refunds a COMPLETED or REFUND_REQUIRED payment, once',
        description:
          '`gateway` asks ZarinPal to reverse it (within 30 minutes of its verification; otherwise 400 REFUND_REFUSED with the reason and ' +
          'nothing changed); `manual` records money returned by hand (`note` required). The payment becomes REFUNDED; a COMPLETED one’s ' +
          'registrations are CANCELLED (seats free, tickets void), its accessories leave the buyer and its coupon use is given back. ' +
          '409 CONFLICT when it is not refundable (already refunded, never paid) or a gateway refund of it is under way.',
        params: adminIdParamsSchema,
        body: refundBodySchema,
        response: { 200: adminPaymentDetailSchema, ...errors, 409: errorBody, 502: errorBody },
      },
    },
    async (request) => {
      await refundPayment(deps, { actorId: request.user!.id, paymentId: request.params.id, ...request.body });
      return adminPaymentDetail(app.db, request.params.id);
    },
  );
};
