import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, walkInBodySchema, walkInResultSchema } from '@fest/contract';
import { sellAtDoor } from './given-seats';

/** The door's sale (contract, "Changing what was bought"): a seat sold on the spot and checked in. */
export const doorSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, settings: app.settings, ticketKey: app.ticketKey };
  app.post(
    '/checkin/walk_in/',
    {
      // The role is checked as the request arrives, before its body is read (as the door's other routes).
      onRequest: app.requireRole('door', 'admin'),
      schema: {
        tags: ['door'],
        summary: 'Sells a free seat at the door (cash, card or free) and checks the person in, in one step (role door or admin)',
        description:
          'A COMPLETED payment of `amount` Toman of kind "door" (0 exactly when FREE), audited and counted in the stats and ' +
          'exports; an account is made for a new phone; the ticket is texted. 400 CAPACITY_FULL when no seat is free (exactly ' +
          'one of a door sale and an online buyer racing for the last seat wins); 400 ALREADY_REGISTERED when the phone holds it.',
        security: [{ bearer: [] }],
        body: walkInBodySchema,
        response: { 201: walkInResultSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const sale = await sellAtDoor(deps, {
        actorId: request.user!.id,
        presentationId: b.presentation,
        person: { phone: b.phone_number, firstName: b.first_name, lastName: b.last_name },
        amount: b.amount,
        method: b.method,
      });
      return reply.status(201).send({
        result: 'OK' as const,
        checked_in_at: sale.checkedInAt!.toISOString(),
        attendee: { first_name: sale.holder.firstName, last_name: sale.holder.lastName, phone_last4: sale.holder.phoneNumber.slice(-4) },
        presentation: { id: sale.presentation.id, fa_title: sale.presentation.faTitle },
        participation_id: sale.participationId,
        payment_id: sale.paymentId,
        ticket: sale.ticket,
        amount: b.amount,
      });
    },
  );
};
