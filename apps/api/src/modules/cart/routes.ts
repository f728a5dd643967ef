import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addParticipationResultSchema, cartItemSchema, detailBody, errorBody, idParamSchema } from '@fest/contract';
import { addParticipation, listCart, removeParticipation, type KeptPresentations } from './service';
import { cartTexts } from './texts';

const idParams = z.object({ id: idParamSchema });
const security = [{ bearer: [] }];

export interface CartOptions {
  /** The catalogue's kept answers: a cart's Presentations are read from them where they can be. */
  kept?: KeptPresentations;
}

export const cartRoutes: FastifyPluginAsyncZod<CartOptions> = async (app, opts) => {
  app.get(
    '/presentations/cart/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['cart'],
        summary: "The caller's cart items, PENDING and COMPLETED",
        security,
        response: { 200: z.array(cartItemSchema), 401: errorBody },
      },
    },
    async (request) => listCart(app.db, app.ticketKey, request.user!.id, opts.kept),
  );

  app.post(
    '/presentations/:id/add_participation/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['cart'],
        summary: 'Adds a presentation (by presentation id) to the cart',
        security,
        params: idParams,
        response: { 201: addParticipationResultSchema, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const id = await addParticipation(app.db, request.user!.id, request.params.id);
      return reply.status(201).send({ detail: cartTexts.added, id });
    },
  );

  app.delete(
    '/presentations/:id/remove_participation/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['cart'],
        summary: 'Removes a PENDING cart item; {id} is the cart item id (CartItem.id)',
        description:
          'A payment in progress that includes the item is cancelled (EXPIRED, holds released); ' +
          'should it be paid anyway, verify marks it REFUND_REQUIRED.',
        security,
        params: idParams,
        response: { 200: detailBody, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      await removeParticipation(app.db, request.user!.id, request.params.id);
      return { detail: cartTexts.removed };
    },
  );
};
