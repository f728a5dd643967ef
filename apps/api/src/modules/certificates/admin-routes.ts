import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCertificateCreateSchema,
  adminCertificateListQuerySchema,
  adminCertificatePageSchema,
  adminCertificateSchema,
  adminIdParamsSchema,
  certificateCodeParamsSchema,
  certificatePdfQuerySchema,
  certificatesIssuedSchema,
  errorBody,
} from '@fest/contract';
import { AppError } from '../../lib/errors';
import { fileAnswer } from '../../lib/openapi';
import { caller } from '../accounts';
import { requireEdition } from '../catalogue';
import { certificatePdf } from './pdf';
import { issueByHand, issueForPresentation, listAdminCertificates, pdfInputOf, revokeCertificate, validCodesOf } from './service';
import { zipStream } from './zip';

const base = { tags: ['admin'], security: [{ bearer: [] }] };
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const noContent = z.null().describe('no body');
const leftOutWhenGone = (err: unknown) => {
  if (err instanceof AppError && err.statusCode === 404) return null;
  throw err;
};

/** The organisers' certificates (registered by modules/admin under /api/admin, which checks the role). */
export const certificatesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/certificates/',
    {
      schema: {
        ...base,
        summary: 'Certificates, valid and revoked, newest first',
        description:
          'presentation: one session’s (its due certificates of attendance issued first); edition: an edition’s, the current one ' +
          'unless a presentation is named; search: the name on it, the code, the phone or the account’s name; ' +
          'ordering: issued_at (default newest first), name, start, kind, id',
        querystring: adminCertificateListQuerySchema,
        response: { 200: adminCertificatePageSchema, ...errors },
      },
    },
    async (request) => {
      const edition = request.query.edition ? await requireEdition(app.db, request.query.edition) : undefined;
      return listAdminCertificates(app.db, request.query, edition);
    },
  );

  app.post(
    '/certificates/',
    {
      schema: {
        ...base,
        summary: 'Issue a certificate by hand (audited)',
        description:
          '`{participation}`: of attendance, for a COMPLETED registration (else 400 on participation; no check-in needed, nor the ' +
          'session’s end); `{presentation, user, kind: "PRESENTER"}`: of presenting. The name is the account’s now, fixed from then on. ' +
          '409 CONFLICT when that person already has a valid certificate of that kind for that session (revoke it first to re-issue).',
        body: adminCertificateCreateSchema,
        response: { 201: adminCertificateSchema, ...errors, 409: errorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await issueByHand(app.db, caller(request).id, request.body)),
  );

  app.delete(
    '/certificates/:code/',
    {
      schema: {
        ...base,
        summary: 'Revoke a certificate (audited): its check then answers valid: false and its PDF is gone',
        description: '404 for an unknown code; 409 CONFLICT when it was revoked already.',
        params: certificateCodeParamsSchema,
        response: { 204: noContent, ...errors, 409: errorBody },
      },
    },
    async (request, reply) => {
      await revokeCertificate(app.db, caller(request).id, request.params.code);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/presentations/:id/certificates/',
    {
      schema: {
        ...base,
        summary: 'Issue certificates of attendance to everyone checked in to a session who has none yet (audited)',
        description: 'COMPLETED registrations with a check-in, at any time (before the session’s end too); not again to one whose certificate was revoked.',
        params: adminIdParamsSchema,
        response: { 200: certificatesIssuedSchema, ...errors },
      },
    },
    async (request) => ({ issued: await issueForPresentation(app.db, caller(request).id, request.params.id) }),
  );

  app.get(
    '/presentations/:id/certificates.zip',
    {
      schema: {
        ...base,
        summary: 'The PDFs of a session’s valid certificates, as one ZIP (streamed); ?lang=en for English',
        params: adminIdParamsSchema,
        querystring: certificatePdfQuerySchema,
        response: { 200: fileAnswer('a ZIP of PDFs, certificate-{code}.pdf each', ['application/zip']), ...errors },
      },
    },
    async (request, reply) => {
      const codes = await validCodesOf(app.db, request.params.id);
      const lang = request.query.lang ?? 'fa';
      const zip = zipStream(
        codes.map((code) => ({
          name: `certificate-${code}.pdf`,
          // One revoked since the list was read is left out (its PDF is gone).
          make: () => pdfInputOf(app.db, code, lang, app.settings).then(certificatePdf, leftOutWhenGone),
        })),
      );
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="certificates-${request.params.id}.zip"`)
        .header('cache-control', 'private, no-store')
        .send(zip);
    },
  );
};
