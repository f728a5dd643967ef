import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, schedulePublishResultSchema } from '@fest/contract';
import { caller } from '../accounts';
import { publishDrafts } from './publish';

const base = { tags: ['admin'], security: [{ bearer: [] }] };

/** The schedule editor's own route (registered by modules/admin under /api/admin, which checks the role); moves are the presentations' PATCH. */
export const scheduleAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/schedule/publish/',
    {
      schema: {
        ...base,
        summary: "Publishes the current edition's placed drafts at once (audited)",
        description:
          'Every draft that has a room becomes public; a draft without one (unplaced: its time is a stand-in) stays a ' +
          'draft and is counted in `unplaced`. Answers how many were published.',
        response: { 200: schedulePublishResultSchema, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => publishDrafts(app.db, caller(request).id),
  );
};
