import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { certificateCheckSchema, certificateCodeParamsSchema, certificatePdfQuerySchema, certificateSchema, errorBody } from '@fest/contract';
import { notFound } from '../../lib/errors';
import { fileAnswer, PDF_TYPE } from '../../lib/openapi';
import { certificatePdf } from './pdf';
import { checkCertificate, listMyCertificates, pdfInputOf } from './service';
import { certificateApiTexts as texts } from './texts';

const tags = ['certificates'];

/**
 * The visitor's certificates and the public side of one: its check (the page its QR code opens) and
 * its PDF, both by the code alone, which is the secret (at least 96 random bits; 128 here). Both are
 * rate limited per client address like the coupon look-ups, so codes can't be guessed by trying.
 */
export const certificatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const perMinute = { rateLimit: { max: app.settings.COUPON_RATE_LIMIT, timeWindow: '1 minute' } };

  app.get(
    '/certificates/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The caller's certificates of attendance and of presenting, every edition, newest session first",
        description: 'Revoked ones are left out. A certificate of attendance that fell due (checked in, the session ended) is issued first.',
        security: [{ bearer: [] }],
        response: { 200: z.array(certificateSchema), 401: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return listMyCertificates(app.db, request.user!.id);
    },
  );

  app.get(
    '/certificates/:code.pdf',
    {
      config: perMinute,
      schema: {
        tags,
        summary: 'A certificate as an A4 landscape PDF (no token: the code is the secret); ?lang=en for English',
        description: '404 for an unknown code and for a revoked certificate. Rate limited per client address.',
        operationId: 'certificates_pdf_retrieve',
        params: certificateCodeParamsSchema,
        querystring: certificatePdfQuerySchema,
        response: { 200: fileAnswer('the certificate (PDF)', [PDF_TYPE]), 404: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const input = await pdfInputOf(app.db, request.params.code, request.query.lang ?? 'fa', app.settings);
      const pdf = await certificatePdf(input);
      return reply
        .type(PDF_TYPE)
        .header('content-disposition', `inline; filename="certificate-${input.code}.pdf"`)
        // Revoking must take effect: no shared cache keeps it, and no search engine lists the address.
        .header('cache-control', 'private, no-cache')
        .header('x-robots-tag', 'noindex')
        .send(pdf);
    },
  );

  app.get(
    '/certificates/:code/',
    {
      config: perMinute,
      schema: {
        tags,
        summary: 'The public check of a certificate: whose, for which session, and whether it is still valid',
        description: 'valid: false once revoked; 404 for a code that names no certificate. Rate limited per client address.',
        operationId: 'certificates_check_retrieve',
        params: certificateCodeParamsSchema,
        response: { 200: certificateCheckSchema, 404: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const check = await checkCertificate(app.db, request.params.code);
      if (!check) throw notFound(texts.notFound);
      reply.header('cache-control', 'no-cache').header('x-robots-tag', 'noindex');
      return check;
    },
  );
};
