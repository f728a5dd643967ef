import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalizePhone } from '@fest/contract';
import type { FastifyRequest } from 'fastify';
import { sandboxMessages } from './messages';
import { isPublicDemo, viewerOf } from './viewer';
import { inboxPage } from './page';

const query = z.object({ phone: z.string().max(40).optional() });

/**
 * The built-in SMS sandbox, under `/_sandbox/sms`: the inbox page and its JSON. app.ts registers it
 * only while SMS_PROVIDER is the sandbox (in production, only when set so explicitly: settings.ts).
 * An unreadable `phone` matches nothing rather than everything.
 */
export const smsSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const phoneOf = (raw: string | undefined) => (raw ? (normalizePhone(raw) ?? 'none') : null);
  // A public demo shows each browser only what it asked for (viewer.ts); elsewhere everything.
  const demo = isPublicDemo(app.settings);
  const viewer = (request: FastifyRequest) => (demo ? viewerOf(request) : undefined);

  app.get('/', { schema: { hide: true, querystring: query } }, async (request, reply) => {
    const phone = phoneOf(request.query.phone);
    const messages = await sandboxMessages(app.db, phone, 100, viewer(request));
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(inboxPage(messages, phone === 'none' ? request.query.phone ?? '' : phone, demo));
  });

  app.get('/messages/', { schema: { hide: true, querystring: query } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return sandboxMessages(app.db, phoneOf(request.query.phone), 100, viewer(request));
  });
};
