import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCfpBodySchema, adminCfpQuerySchema, adminCfpSchema, errorBody } from '@fest/contract';
import { caller } from '../accounts';
import { requireEdition } from '../catalogue';
import { adminCfpWire, changeCall, readCall } from './cfp';
import { reviewAdminRoutes } from './review-admin-routes';

const base = { tags: ['admin'], security: [{ bearer: [] }] };
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** The organisers' side of the call for proposals (registered by modules/admin under /api/admin, which checks the role). */
export const proposalsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cfp/',
    {
      schema: {
        ...base,
        summary: "An edition's call settings (the current edition's unless ?edition= names another)",
        querystring: adminCfpQuerySchema,
        response: { 200: adminCfpSchema, ...errors },
      },
    },
    async (request) => adminCfpWire(await readCall(app.db, await requireEdition(app.db, request.query.edition))),
  );

  app.put(
    '/cfp/',
    {
      schema: {
        ...base,
        summary: "Changes an edition's call settings (audited); fields left out stay as they are",
        description:
          'cfp_opens_at / cfp_closes_at: ISO 8601 (null unsets one: the call is closed); the close after the opening (400 on ' +
          'cfp_closes_at). proposal_types: [{service_type, min_minutes, max_minutes, step_minutes}], each kind once. ' +
          'review_categories: [{key, name, weight 1-100}], each key once. review_anonymous: reviewers see no names.',
        querystring: adminCfpQuerySchema,
        body: adminCfpBodySchema,
        response: { 200: adminCfpSchema, ...errors },
      },
    },
    async (request) => changeCall(app.db, caller(request).id, await requireEdition(app.db, request.query.edition), request.body),
  );

  await app.register(reviewAdminRoutes);
};
