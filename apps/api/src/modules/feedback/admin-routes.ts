import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminFeedbackListSchema, adminFeedbackQuerySchema, adminFeedbackSchema, adminIdParamsSchema, errorBody } from '@fest/contract';
import { caller } from '../accounts';
import { listFeedback, setHidden } from './moderation';

const base = { tags: ['admin'], security: [{ bearer: [] }] };
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** The organisers' feedback (registered by modules/admin under /api/admin, which checks the role). */
export const feedbackAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/feedback/',
    {
      schema: {
        ...base,
        summary: 'Every rating and comment with who gave it, newest first; ?presentation= one session’s',
        querystring: adminFeedbackQuerySchema,
        response: { 200: adminFeedbackListSchema, ...errors },
      },
    },
    async (request) => listFeedback(app.db, request.query.presentation),
  );

  for (const [verb, hidden] of [
    ['hide', true],
    ['unhide', false],
  ] as const) {
    app.post(
      `/feedback/:id/${verb}/`,
      {
        schema: {
          ...base,
          summary: hidden ? "Hides a comment from the session's presenters (audited); its rating still counts" : 'Shows a hidden comment to the presenters again (audited)',
          params: adminIdParamsSchema,
          response: { 200: adminFeedbackSchema, ...errors },
        },
      },
      async (request) => setHidden(app.db, caller(request).id, request.params.id, hidden),
    );
  }
};
