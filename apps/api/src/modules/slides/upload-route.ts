import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminIdParamsSchema, errorBody, SLIDES_MAX_BYTES, slidesSchema } from '@fest/contract';
import { AppError } from '../../lib/errors';
import { imageTooLarge } from '../../lib/images';
import { acceptFileForm } from '../../lib/file-form';
import { caller } from '../accounts';
import { putSlides } from './slides';
import { slidesTexts } from './texts';

const MB = 1024 * 1024;

const body = z.object({
  file: z
    .custom<Buffer>((v) => Buffer.isBuffer(v), slidesTexts.fileMissing)
    .meta({ type: 'string', format: 'binary', description: `a PDF (checked by content), at most ${SLIDES_MAX_BYTES / MB} MB` }),
});

export interface SlidesUploadOptions {
  mediaRoot: string;
  /** An organiser's upload, audited; a presenter's is recorded on the session's row only. */
  audited: boolean;
  tags: string[];
  summary: string;
  /** Who may upload to the session, run before any byte of the file is read (the admin scope's role check runs before it too). */
  onRequest: onRequestHookHandler[];
}

/**
 * PUT /presentations/:id/slides/ (relative to where it is registered), in a scope of its own so that
 * multipart bodies reach this route only: the multipart field `file`, at most SLIDES_MAX_BYTES (413),
 * a PDF by content (415), through the limits and broken-form answers every upload of the API uses.
 */
export const slidesUploadRoute: FastifyPluginAsyncZod<SlidesUploadOptions> = async (app, opts) => {
  await acceptFileForm(app, {
    field: 'file',
    maxBytes: SLIDES_MAX_BYTES,
    tooLarge: () => imageTooLarge(slidesTexts.slides, SLIDES_MAX_BYTES / MB),
    fieldSize: 1024,
    counts: { files: 1, fields: 5, parts: 6 },
  });

  app.put(
    '/presentations/:id/slides/',
    {
      onRequest: opts.onRequest,
      preValidation: async (request) => {
        if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', slidesTexts.notMultipart);
      },
      schema: {
        tags: opts.tags,
        security: [{ bearer: [] }],
        summary: opts.summary,
        description: `multipart field \`file\`: a PDF by content (it starts with %PDF-), at most ${SLIDES_MAX_BYTES / MB} MB (413), else 415. Replaces earlier slides.`,
        consumes: ['multipart/form-data'],
        params: adminIdParamsSchema,
        body,
        response: { 200: slidesSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 413: errorBody, 415: errorBody },
      },
    },
    async (request) => putSlides(app.db, opts.mediaRoot, request.params.id, caller(request).id, request.body.file, { audited: opts.audited }),
  );
};
