import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditAdminRoutes } from '../audit';
import { invoicesAdminRoutes, paymentsAdminRoutes } from '../payments';
import { badgesAdminRoutes } from '../tickets';
import { reportsAdminRoutes } from '../reports';
import { catalogueAdminRoutes } from './catalogue/routes';
import { messagesAdminRoutes } from '../messages';
import { certificatesAdminRoutes } from '../certificates';
import { proposalsAdminRoutes } from '../proposals';
import { feedbackAdminRoutes } from '../feedback';
import { slidesAdminRoutes } from '../slides';
import { scheduleAdminRoutes } from '../schedule';
import { changedHere, CHANNELS } from '../../db/listen';

/**
 * The organiser API, registered by app.ts under /api/admin. The hook below runs on every request of
 * every route in this scope, before its body is read: 401 without a valid session, 403 FORBIDDEN for
 * any role but admin (the user's current role, so a demotion counts on the next request).
 *
 * Each admin area registers its route plugin here, one line each; its routes are relative to
 * /api/admin and need no role check of their own.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole('admin'));
  // An organiser's write may change any catalogue answer or anyone's session (a role, a refund, a
  // capacity): this process's caches hear it before the answer leaves, as every process hears the
  // NOTIFY a moment later (db/listen.ts). The handler's transaction has committed by now.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400) {
      changedHere(app.db, CHANNELS.catalogue);
      changedHere(app.db, CHANNELS.sessions);
    }
    return payload;
  });

  await app.register(auditAdminRoutes);
  await app.register(paymentsAdminRoutes);
  await app.register(reportsAdminRoutes);
  await app.register(catalogueAdminRoutes);
  await app.register(messagesAdminRoutes);
  await app.register(certificatesAdminRoutes);
  await app.register(invoicesAdminRoutes);
  await app.register(badgesAdminRoutes);
  await app.register(proposalsAdminRoutes);
  await app.register(feedbackAdminRoutes);
  await app.register(slidesAdminRoutes);
  await app.register(scheduleAdminRoutes);
};
