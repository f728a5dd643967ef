import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminIdParamsSchema,
  attendeeMessageAnswerSchema,
  attendeeMessageBodySchema,
  errorBody,
  festivalMessageAnswerSchema,
  festivalMessageBodySchema,
} from '@fest/contract';
import { recordAudit } from '../audit';
import { requireEdition } from '../catalogue';
import { messageAttendees } from './attendee-message';
import { messageFestival } from './festival-message';

/**
 * POST /api/admin/presentations/{id}/message/ and POST /api/admin/messages/ (registered by modules/admin,
 * which lets admins only through).
 */
export const messagesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/presentations/:id/message/',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Text a presentation’s attendees (all, checked in, or not yet)',
        description:
          'Answers 202 with how many people it reaches and the SMS parts each message costs (Persian: 70 characters ' +
          'in one part, 67 per part once split). With dry_run nothing is sent; otherwise the send is logged with its ' +
          'count and audited, and the messages queue for the SMS worker.',
        params: adminIdParamsSchema,
        body: attendeeMessageBodySchema,
        response: { 202: attendeeMessageAnswerSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const actorId = request.user!.id;
      const answer = await messageAttendees(
        app.db,
        { actorId, presentationId: request.params.id, text: request.body.text, audience: request.body.audience, dryRun: request.body.dry_run },
        (tx, broadcast) =>
          recordAudit(tx, { actorId, action: 'message', objectType: 'presentation', objectId: broadcast.presentationId, before: null, after: broadcast }),
      );
      if (!request.body.dry_run) request.log.info({ presentationId: request.params.id, recipients: answer.recipients, parts: answer.parts }, 'attendee message queued');
      return reply.status(202).send(answer);
    },
  );

  app.post(
    '/messages/',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'Message the whole festival, its attendees, one day’s or one session’s, by SMS, e-mail or both',
        description:
          'Answers 202 with how many people it reaches (each once, however many sessions they bought), how many by ' +
          'SMS and by e-mail (each person’s notify_by is honoured; e-mail only to those with an address) and the SMS ' +
          'parts it costs in all. With dry_run nothing is sent; otherwise the send is logged and audited and the ' +
          'messages queue for the worker. `day` is a Tehran day YYYY-MM-DD of the current edition.',
        body: festivalMessageBodySchema,
        response: { 202: festivalMessageAnswerSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const actorId = request.user!.id;
      const { text, audience, day, presentation, channels, dry_run: dryRun } = request.body;
      const answer = await messageFestival(
        app.db,
        { actorId, text, audience, day, presentation, channels, dryRun, edition: await requireEdition(app.db, undefined) },
        (tx, sent) => recordAudit(tx, { actorId, action: 'message', objectType: 'festival', objectId: sent.id, before: null, after: sent }),
      );
      if (!dryRun) request.log.info({ audience, channels, recipients: answer.recipients, smsParts: answer.sms_parts }, 'festival message queued');
      return reply.status(202).send(answer);
    },
  );
};
