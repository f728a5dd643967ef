import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParamSchema, waitlistEntrySchema, waitlistJoinedSchema } from '@fest/contract';
import { joinWaitlist, leaveWaitlist, listWaitlist } from './service';

const idParams = z.object({ id: idParamSchema });
const security = [{ bearer: [] }];
const noContent = z.null().describe('no body');

/** The waiting lists of full presentations (contract "The programme, an agenda and a waiting list"). */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/presentations/:id/waitlist/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['waitlist'],
        summary: "Joins a full presentation's waiting list; answers the place in line (1 = next)",
        description:
          'When a seat frees, the first in line gets an offer: a PENDING cart item holding the seat for ' +
          'WAITLIST_OFFER_MINUTES (its offer_expires_at), and a text message; an unused offer leaves the cart and passes on.',
        security,
        params: idParams,
        response: { 201: waitlistJoinedSchema, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const position = await joinWaitlist(app.db, request.user!.id, request.params.id);
      return reply.status(201).send({ position });
    },
  );

  app.delete(
    '/presentations/:id/waitlist/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['waitlist'],
        summary: 'Leaves the waiting list (idempotent); an offer already made is declined by removing its cart item',
        security,
        params: idParams,
        response: { 204: noContent, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      await leaveWaitlist(app.db, request.user!.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/waitlist/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['waitlist'],
        summary: "The caller's places in waiting lists and the offers made to them",
        security,
        response: { 200: z.array(waitlistEntrySchema), 401: errorBody },
      },
    },
    async (request) => listWaitlist(app.db, request.user!.id),
  );
};
