import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminListQuerySchema, auditPageSchema, errorBody } from '@fest/contract';
import { listAudit } from './list';

/** GET /api/admin/audit/ (registered by modules/admin, which lets admins only through). */
export const auditAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit/',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: 'The audit log, newest first',
        description: 'search matches the actor’s phone, the action and the object type; ordering: at, action, object_type',
        querystring: adminListQuerySchema,
        response: { 200: auditPageSchema, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => listAudit(app.db, request.query),
  );
};
