import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textSchema } from '@fest/contract';
import { finishAtBank, handleSandboxApi, sandboxAllowed, sandboxSession } from './api';
import { finishedPage, notFoundPage, SANDBOX_FONT_FILE, startPayPage } from './page';
import { API_PREFIX, endpoints, SANDBOX_PATH } from '../../gateways/zarinpal-wire';
import { sandboxTexts } from '../texts';

/** Where the buyer returns: `callback_url?Authority=...&Status=OK|NOK`. */
function callbackWith(callbackUrl: string, authority: string, paid: boolean): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('Authority', authority);
  url.searchParams.set('Status', paid ? 'OK' : 'NOK');
  return url.toString();
}

/**
 * The built-in ZarinPal imitation, registered under `/_sandbox/zarinpal`: the v4 JSON API
 * (logic in api.ts) and the StartPay bank page with its pay / cancel form.
 */
export const zarinpalSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!sandboxAllowed(app.settings)) {
    // Production with a real merchant id: a payment imitation must never answer there.
    const refuse = async (_req: unknown, reply: { status(code: number): { send(body: unknown): unknown } }) =>
      reply.status(404).send({ detail: sandboxTexts.zarinpalOffInProduction, code: 'NOT_FOUND' });
    app.all('/', { schema: { hide: true } }, refuse);
    app.all('/*', { schema: { hide: true } }, refuse);
    return;
  }

  // This scope only: the API must see the raw JSON text to answer ZarinPal-style errors for bad
  // bodies, and the bank form posts url-encoded fields.
  app.removeContentTypeParser(['application/json', 'application/x-www-form-urlencoded']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const context = { db: app.db, callbackOrigin: app.settings.PUBLIC_URL };
  for (const endpoint of endpoints) {
    app.post(`${API_PREFIX}/${endpoint}`, { schema: { hide: true } }, async (request, reply) => {
      const text = typeof request.body === 'string' ? request.body : '';
      const answer = await handleSandboxApi(context, `${API_PREFIX}/${endpoint}`, text);
      return reply.status(answer.status).type('application/json; charset=utf-8').send(answer.text);
    });
  }

  // No control characters: PostgreSQL cannot even compare a text with NUL in it.
  const authorityParams = z.object({ authority: textSchema().max(64) });

  // The bank page's own font (a real bank serves its own), so Persian digits and separators render
  // the same on every machine.
  const font = fs.readFileSync(createRequire(import.meta.url).resolve(SANDBOX_FONT_FILE));
  app.get('/vazirmatn.woff2', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('font/woff2').header('cache-control', 'public, max-age=604800').send(font),
  );

  app.get(
    '/pg/StartPay/:authority',
    { schema: { hide: true, params: authorityParams } },
    async (request, reply) => {
      const session = await sandboxSession(app.db, request.params.authority);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!session) return reply.status(404).send(notFoundPage());
      if (session.status !== 'IN_BANK') {
        const paid = session.status === 'PAID' || session.status === 'VERIFIED';
        return reply.send(finishedPage(callbackWith(session.callbackUrl, session.authority, paid), paid));
      }
      return reply.send(startPayPage(session, `${SANDBOX_PATH}/pg/StartPay/${session.authority}`));
    },
  );

  app.post(
    '/pg/StartPay/:authority',
    {
      schema: {
        hide: true,
        params: authorityParams,
        body: z.object({ status: z.enum(['OK', 'NOK']) }),
      },
    },
    async (request, reply) => {
      // Pressing a button twice, or in two tabs, changes nothing after the first press.
      const session = await finishAtBank(app.db, request.params.authority, request.body.status === 'OK');
      if (!session) return reply.status(404).type('text/html; charset=utf-8').send(notFoundPage());
      const paid = session.status === 'PAID' || session.status === 'VERIFIED';
      return reply.redirect(callbackWith(session.callbackUrl, session.authority, paid), 303);
    },
  );
};
