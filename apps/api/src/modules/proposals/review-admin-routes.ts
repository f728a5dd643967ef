import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminIdParamsSchema, adminProposalSchema, adminProposalsQuerySchema, decideBodySchema, errorBody } from '@fest/contract';
import { caller } from '../accounts';
import { requireEdition } from '../catalogue';
import { decideProposal } from './decide';
import { rankProposals } from './ranking';

const base = { tags: ['admin'], security: [{ bearer: [] }] };
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** The organisers' ranking and decisions (registered by admin-routes.ts, under /api/admin: admins only). */
export const reviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/proposals/',
    {
      schema: {
        ...base,
        summary: "An edition's proposals with their scores: each category's mean, median and count, and the weighted total",
        description: '?state= and ?type= filter; ?ordering= -score (default: highest total first, unscored last), score, -created_at, created_at.',
        querystring: adminProposalsQuerySchema,
        response: { 200: z.array(adminProposalSchema), ...errors },
      },
    },
    async (request) => rankProposals(app.db, await requireEdition(app.db, request.query.edition), request.query),
  );

  app.post(
    '/proposals/:id/decide/',
    {
      schema: {
        ...base,
        summary: 'Accepts, rejects or wait-lists a proposal (audited) and tells its speakers by SMS and e-mail',
        description:
          'Through the states table (409 otherwise). An acceptance gives each speaker a one-tap link (PUBLIC_URL/proposals/confirm/{token}, ' +
          '14 days) to confirm or decline; message, when given, is in every SMS and e-mail.',
        params: adminIdParamsSchema,
        body: decideBodySchema,
        response: { 200: adminProposalSchema, ...errors, 409: errorBody },
      },
    },
    async (request) => decideProposal({ db: app.db, publicUrl: app.settings.PUBLIC_URL }, caller(request).id, request.params.id, request.body),
  );
};
