import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminIdParamsSchema,
  adminListQuerySchema,
  adminPaymentDetailSchema,
  adminPaymentSchema,
  complimentaryBodySchema,
  complimentaryQuerySchema,
  complimentarySeatSchema,
  errorBody,
  pagedSchema,
  paymentStates,
  refundBodySchema,
  refundSchema,
  refundStates,
  textSchema,
  timeRangeQuerySchema,
  editionQuerySchema,
} from '@fest/contract';
import { requireEdition } from '../catalogue';
import { adminPaymentDetail, listAdminPayments, reverifyPayment } from './admin';
import { markRefundPaid, refundPayment } from './refund';
import { listRefunds } from './refund-list';
import { listComplimentary } from './complimentary-list';
import { giveComplimentarySeat } from './given-seats';

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
        querystring: adminListQuerySchema
          .extend(timeRangeQuerySchema.shape)
          .extend({ state: z.enum(paymentStates).optional() })
          .extend(editionQuerySchema.shape),
        response: { 200: pagedSchema(adminPaymentSchema), ...errors },
      },
    },
    async (request) => listAdminPayments(app.db, request.query, await requireEdition(app.db, request.query.edition)),
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
        summary: 'Refunds a COMPLETED or REFUND_REQUIRED payment, whole or some of its lines',
        description:
          'No lines named: every line no standing refund covers yet. A line costs its price less its share of the discount. ' +
          '`gateway` asks ZarinPal to reverse the whole transaction (only all its lines, within 30 minutes of its verification; ' +
          'otherwise 400 with the reason, nothing changed): the refund is DONE when ZarinPal answers "Reversed", FAILED (with its ' +
          'code) when it refuses, and stays PENDING when the answer is lost, until an inquiry settles it (the sweep, or the next ' +
          'refund of the payment). `manual` records money returned by hand (`note` required): DONE at once. DONE cancels the ' +
          'registrations it covers (seats free, to the waiting list first; tickets void), takes its accessories back, and when the ' +
          'payment is refunded whole gives the coupon use back and makes it REFUNDED. 409 CONFLICT: not refundable, a line refunded ' +
          'already, or a gateway refund of it PENDING. The same Idempotency-Key answers the first refund again.',
        params: adminIdParamsSchema,
        headers: z.object({ 'idempotency-key': textSchema().trim().min(1).max(200).optional() }),
        body: refundBodySchema,
        response: { 201: refundSchema, ...errors, 409: errorBody, 502: errorBody },
      },
    },
    async (request, reply) => {
      const refund = await refundPayment(deps, {
        actorId: request.user!.id,
        paymentId: request.params.id,
        idempotencyKey: request.headers['idempotency-key'],
        ...request.body,
      });
      return reply.status(201).send(refund);
    },
  );

  app.post(
    '/refunds/:id/paid/',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Marks a PENDING manual refund (a cancellation to pay back by hand) as paid to the visitor’s Sheba',
        description:
          'It becomes DONE with everything that implies (the payment REFUNDED when nothing is left of it, a credit note if it was ' +
          'invoiced, the buyer told). 409 for a refund that is not a PENDING manual one. Audited.',
        params: adminIdParamsSchema,
        response: { 200: refundSchema, ...errors, 409: errorBody },
      },
    },
    async (request) => markRefundPaid(deps, request.params.id, request.user!.id),
  );

  app.get(
    '/refunds/',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Every refund, newest first',
        description:
          'Of one edition’s payments (the current one, or `?edition=slug`). state=PENDING: the gateway refunds whose answer is not ' +
          'settled yet (the sweep asks the gateway about them).',
        querystring: adminListQuerySchema
          .pick({ page: true, page_size: true })
          .extend({ state: z.enum(refundStates).optional() })
          .extend(editionQuerySchema.shape),
        response: { 200: pagedSchema(refundSchema), ...errors },
      },
    },
    async (request) => listRefunds(app.db, request.query, await requireEdition(app.db, request.query.edition)),
  );

  app.post(
    '/presentations/:id/complimentary/',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Gives a complimentary seat (0 Toman) to a phone: a presenter, a sponsor, the press',
        description:
          'A COMPLETED registration with a ticket and an SMS; an account is made for a new phone (its owner sets a password ' +
          'with "forgot password"). It takes a seat (400 CAPACITY_FULL when none is free) unless `beyond_capacity`, which grows ' +
          'the capacity by the seat it needs. 400 ALREADY_REGISTERED when the phone holds it. Audited; counted apart in the stats ' +
          'and exports. Withdrawn with a refund of its payment (POST /api/admin/payments/{id}/refund/, manual).',
        params: adminIdParamsSchema,
        body: complimentaryBodySchema,
        response: { 201: complimentarySeatSchema, ...errors },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const seat = await giveComplimentarySeat(deps, {
        actorId: request.user!.id,
        presentationId: request.params.id,
        person: { phone: b.phone_number, firstName: b.first_name, lastName: b.last_name },
        note: b.note,
        beyondCapacity: b.beyond_capacity,
      });
      const [made] = await listComplimentary(app.db, { paymentId: seat.paymentId });
      return reply.status(201).send(made!);
    },
  );

  app.get(
    '/complimentary/',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Complimentary seats, newest first (of one edition, `?edition=slug`; of one presentation, `?presentation=id`)',
        querystring: complimentaryQuerySchema,
        response: { 200: z.array(complimentarySeatSchema), ...errors },
      },
    },
    async (request) =>
      listComplimentary(app.db, { edition: await requireEdition(app.db, request.query.edition), presentationId: request.query.presentation }),
  );
};
