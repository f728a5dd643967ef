import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminIdParamsSchema,
  cancelBodySchema,
  cancelPolicySchema,
  errorBody,
  payAllBodySchema,
  paymentSchema,
  paymentStartSchema,
  refundSchema,
  transferBodySchema,
  transferResultSchema,
  verifyBodySchema,
  verifyFailureSchema,
  verifyResultSchema,
  verifyStatusOf,
} from '@fest/contract';
import { perUserLimit } from '../../plugins/per-user-limit';
import { payAll } from './checkout';
import type { PaymentsDeps } from './deps';
import { listPayments } from './list';
import { cancelRegistration } from './refund';
import { settlementDetail, verifyForBuyer } from './settle';
import { paymentTexts } from './texts';
import { transferRegistration } from './transfer';

const security = [{ bearer: [] }];

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: PaymentsDeps = { db: app.db, gateway: app.gateway, settings: app.settings, log: app.log, ticketKey: app.ticketKey };
  const payAllLimit = perUserLimit(app, 'pay_all', 20);
  const verifyLimit = perUserLimit(app, 'verify', 30);

  app.post(
    '/payments/pay_all/',
    {
      preHandler: [app.authenticate, payAllLimit],
      schema: {
        tags: ['payments'],
        summary: 'Pays every PENDING cart item plus the chosen accessories',
        description:
          'Totals are computed by the server. Seats and one coupon use are held for PAYMENT_HOLD_SECONDS; ' +
          'a payment in progress is replaced. 204 (no body) when the total is 0 and everything completed at once.',
        security,
        // No body at all (or an empty one) means no coupon and no accessories.
        body: payAllBodySchema.nullish(),
        response: {
          200: paymentStartSchema,
          204: z.null().describe('total 0: everything completed at once'),
          400: errorBody,
          401: errorBody,
          409: errorBody,
          429: errorBody,
          502: errorBody,
        },
      },
    },
    async (request, reply) => {
      const result = await payAll(deps, request.user!.id, request.body ?? {});
      if (result.completed) return reply.status(204).send(null);
      return result.start;
    },
  );

  app.post(
    '/payments/verify/',
    {
      preHandler: [app.authenticate, verifyLimit],
      schema: {
        tags: ['payments'],
        summary: 'Asks the gateway whether the money arrived; idempotent',
        description:
          '200 when the money arrived (COMPLETED, or REFUND_REQUIRED when the seats were sold meanwhile: the money ' +
          'will be refunded); 400 PAYMENT_FAILED with payment_state FAILED when it did not; 502 when the gateway ' +
          'cannot be reached (the payment stays as it was).',
        security,
        body: verifyBodySchema,
        response: {
          200: verifyResultSchema,
          400: z.union([verifyFailureSchema, errorBody]),
          401: errorBody,
          404: errorBody,
          429: errorBody,
          502: errorBody,
        },
      },
    },
    async (request, reply) => {
      // `status` from the callback proves nothing (only the gateway's verify does), so it is not used.
      const s = await verifyForBuyer(deps, request.user!.id, request.body.authority);
      const body = {
        detail: settlementDetail(s),
        status: verifyStatusOf(s.state),
        ref_id: s.refId,
        card_pan: s.cardPan,
        amount: s.amount,
        payment_state: s.state,
      };
      if (s.state === 'COMPLETED' || s.state === 'REFUND_REQUIRED' || s.state === 'REFUNDED') return body;
      return reply.status(400).send({ ...body, code: 'PAYMENT_FAILED' });
    },
  );

  app.get(
    '/payments/get_list/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: "The caller's payments, newest first",
        security,
        response: { 200: z.array(paymentSchema), 401: errorBody },
      },
    },
    async (request) => listPayments(app.db, app.ticketKey, request.user!.id),
  );

  app.post(
    '/presentations/cart/:id/cancel/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: 'Cancels a COMPLETED registration of the caller until CANCEL_HOURS_BEFORE hours before it starts',
        description:
          'A refund of what was paid for it less CANCEL_FEE_PERCENT: through the gateway when ZarinPal can return it (the ' +
          'payment’s only line, within its window); otherwise a manual refund PENDING in the organisers’ refunds-to-pay list, ' +
          'to `iban` (required then; 400 on `iban`). The seat is freed (to the waiting list first) and the ticket void. ' +
          '400 TOO_LATE after the deadline; 400 when not COMPLETED; 404 for another’s.',
        security,
        params: adminIdParamsSchema,
        body: cancelBodySchema.nullish(),
        response: { 200: refundSchema, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 502: errorBody },
      },
    },
    async (request) => cancelRegistration(deps, { userId: request.user!.id, participationId: request.params.id, iban: request.body?.iban }),
  );

  app.post(
    '/presentations/cart/:id/transfer/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: 'Gives a COMPLETED registration of the caller to another phone until TRANSFER_HOURS_BEFORE hours before it starts',
        description:
          'The old ticket is void at once and a new one is the recipient’s (an account is made for a new phone: its owner sets ' +
          'a password with "forgot password"). The rules of adding apply to the recipient: 400 ALREADY_REGISTERED, 400 TIME_CLASH ' +
          '(with clashes_with). Both are texted; the move is in the payment’s history; the payment and its money stay the buyer’s. ' +
          '400 TOO_LATE after the deadline; 400 when not COMPLETED or already checked in; 404 for another’s.',
        security,
        params: adminIdParamsSchema,
        body: transferBodySchema,
        response: { 200: transferResultSchema, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const { phone } = await transferRegistration(deps, { userId: request.user!.id, participationId: request.params.id, phone: request.body.phone_number });
      return { detail: paymentTexts.transfer.done(phone), phone_number: phone };
    },
  );

  app.get(
    '/presentations/cart/cancel_policy/',
    {
      schema: {
        tags: ['payments'],
        summary: 'The rules for cancelling and giving on a registration: until how many hours before it starts, and the fee kept',
        response: { 200: cancelPolicySchema },
      },
    },
    async () => ({ cancel_hours_before: app.settings.CANCEL_HOURS_BEFORE, cancel_fee_percent: app.settings.CANCEL_FEE_PERCENT, transfer_hours_before: app.settings.TRANSFER_HOURS_BEFORE }),
  );
};
