import { finished } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminIdParamsSchema, editionQuerySchema, errorBody } from '@fest/contract';
import type { Db } from '../../db/client';
import { AppError, validationError } from '../../lib/errors';
import { imageTooLarge, reencodeImage } from '../../lib/images';
import { answerBrokenForms } from '../../lib/multipart-errors';
import { caller } from '../accounts';
import { requireEdition } from '../catalogue';
import { adminTexts } from './texts';

interface UploadBase<Item> {
  summary: string;
  /** In Persian, for messages: "پوستر". */
  what: string;
  maxBytes: number;
  /** The stored image fits in maxSide x maxSide. */
  maxSide: number;
  item: z.ZodType<Item>;
}

/** One image upload route: POST {path}/{id}/{field}/ with the multipart field `file`. */
export interface ImageUpload<Item> extends UploadBase<Item> {
  /** e.g. '/presentations/:id/poster/' */
  url: string;
  /** Stores the re-encoded image and points the object at it (audited); 404 for no such object. */
  save(db: Db, actorId: number, id: number, image: Buffer): Promise<Item>;
}

/** An upload to an edition's settings: POST {url} with the multipart field `file`, the edition named by `?edition=` (the current one by default). */
export interface EditionImageUpload<Item> extends UploadBase<Item> {
  /** e.g. '/settings/signature/' */
  url: string;
  /** Stores the re-encoded image into that edition's settings (audited). */
  save(db: Db, actorId: number, edition: SQL, image: Buffer): Promise<Item>;
}

const fileBody = z.object({
  file: z
    .custom<Buffer>((v) => Buffer.isBuffer(v), adminTexts.fileMissing)
    .meta({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP (checked by content); re-encoded' }),
});

/**
 * The admin image uploads, in a scope of their own so that multipart bodies reach these routes only.
 * The role check (an onRequest hook of the admin scope) runs before any byte of the upload is read.
 * Images go through lib/images.ts: checked by content, re-encoded without metadata.
 */
export function imageUploadRoutes(uploads: ImageUpload<unknown>[], editionUploads: EditionImageUpload<unknown>[] = []): FastifyPluginAsyncZod {
  return async (app) => {
    const largest = Math.max(...[...uploads, ...editionUploads].map((u) => u.maxBytes));
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: largest, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 100 },
      async onFile(part) {
        if (part.fieldname !== 'file') {
          part.file.resume();
          await finished(part.file);
          return;
        }
        await part.toBuffer();
      },
    });
    answerBrokenForms(app);

    const options = (upload: UploadBase<unknown>) => ({
      preValidation: async (request: FastifyRequest) => {
        if (!request.isMultipart()) {
          throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', adminTexts.notMultipart);
        }
      },
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: upload.summary,
        description: `multipart field \`file\`: JPEG, PNG or WebP by content, at most ${upload.maxBytes / MB} MB (413), else 415`,
        consumes: ['multipart/form-data'],
        body: fileBody,
        response: { 200: upload.item, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 413: errorBody, 415: errorBody },
      },
    });
    /** The upload checked by size and content and re-encoded (lib/images.ts). */
    const imageOf = (upload: UploadBase<unknown>, file: Buffer) => {
      if (file.length > upload.maxBytes) throw imageTooLarge(upload.what, upload.maxBytes / MB);
      if (file.length === 0) throw validationError({ file: [adminTexts.fileEmpty] });
      return reencodeImage(file, { maxSide: upload.maxSide, what: upload.what });
    };

    for (const upload of uploads) {
      const { schema, ...rest } = options(upload);
      app.post(upload.url, { ...rest, schema: { ...schema, params: adminIdParamsSchema } }, async (request) =>
        upload.save(app.db, caller(request).id, request.params.id, await imageOf(upload, request.body.file)),
      );
    }
    for (const upload of editionUploads) {
      const { schema, ...rest } = options(upload);
      app.post(upload.url, { ...rest, schema: { ...schema, querystring: editionQuerySchema } }, async (request) => {
        // The edition first: an unknown one is 404 before the image is decoded.
        const edition = await requireEdition(app.db, request.query.edition);
        return upload.save(app.db, caller(request).id, edition, await imageOf(upload, request.body.file));
      });
    }
  };
}

const MB = 1024 * 1024;
