import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sandboxMails } from './messages';
import { inboxPage } from './page';

const query = z.object({ to: z.string().max(254).optional() });

/**
 * The built-in mail sandbox, under `/_sandbox/mail`: the inbox page and its JSON. app.ts registers it
 * only while the sandbox is the mail transport (SMTP_URL unset or `sandbox`; in production only when
 * set so explicitly: settings.ts). In a public demo it shows nothing, as the SMS sandbox shows there
 * only the codes a browser asked for: every e-mail (a receipt with its buyer's name and phone, a
 * ticket, a reminder) is asked for by no browser.
 */
export const mailSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered only on the sandbox: in production that is a public demo.
  const demo = app.settings.NODE_ENV === 'production';
  const mailsFor = async (to: string | undefined) => (demo ? [] : sandboxMails(app.db, to?.trim() || null));

  app.get('/', { schema: { hide: true, querystring: query } }, async (request, reply) => {
    const mails = await mailsFor(request.query.to);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(inboxPage(mails, request.query.to ?? '', demo));
  });

  app.get('/messages/', { schema: { hide: true, querystring: query } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return mailsFor(request.query.to);
  });
};
