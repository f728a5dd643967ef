import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alreadyCheckedInSchema,
  checkinAttendeeSchema,
  checkinBodySchema,
  checkinOkSchema,
  checkinSearchQuerySchema,
  detailBody,
  errorBody,
  idParamSchema,
  wrongPresentationSchema,
} from '@fest/contract';
import { checkIn, listAttendees, undoCheckin } from './checkin';
import { ticketTexts } from './texts';

const security = [{ bearer: [] }];
const tags = ['door'];

/**
 * The door: check-in and the attendee list (contract "Tickets and the door"). The role is checked as
 * the request arrives (onRequest), before its body is read or validated: 401/403 whatever is sent.
 */
export const checkinRoutes: FastifyPluginAsyncZod = async (app) => {
  const door = app.requireRole('door', 'admin');

  app.post(
    '/checkin/',
    {
      onRequest: door,
      schema: {
        tags,
        summary: 'Checks a ticket in at the door of a session (role door or admin)',
        description:
          'Exactly one scan of a ticket wins, however many doors scan it at once. A repeat of the winning ' +
          "scan's `nonce` answers the same 200 again; any other later scan is 409 ALREADY_CHECKED_IN. " +
          'Instead of `ticket`, `participation` with a `reason` lets in an attendee without a code (audited); ' +
          "`scanned_at` is when an offline door scanned it (recorded then: not in the future, at most 24 h back).",
        security,
        body: checkinBodySchema,
        response: {
          200: checkinOkSchema,
          400: z.union([wrongPresentationSchema, errorBody]),
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: alreadyCheckedInSchema,
        },
      },
    },
    async (request, reply) => {
      const { ticket, participation, reason, presentation, nonce, scanned_at } = request.body;
      // The body's refinement made sure of one of the two (and of a reason with a registration).
      const key = ticket !== undefined ? { ticket } : { participation: participation!, reason: reason! };
      const outcome = await checkIn(app.db, { ...key, presentationId: presentation, nonce, scannedAt: scanned_at, doorUserId: request.user!.id });
      return reply.status(outcome.status).send(outcome.body);
    },
  );

  app.get(
    '/checkin/presentations/:id/',
    {
      onRequest: door,
      schema: {
        tags,
        summary: "A session's attendees for the door (search: name, or the last digits of the phone)",
        security,
        params: z.object({ id: idParamSchema }),
        querystring: checkinSearchQuerySchema,
        response: { 200: z.array(checkinAttendeeSchema), 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => listAttendees(app.db, request.params.id, request.query.search),
  );

  app.delete(
    '/checkin/:participation_id/',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        summary: 'Undoes a check-in (admin; audited): the ticket can be scanned again',
        security,
        params: z.object({ participation_id: idParamSchema }),
        response: { 200: detailBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      await undoCheckin(app.db, request.user!.id, request.params.participation_id);
      return { detail: ticketTexts.checkinUndone };
    },
  );
};
