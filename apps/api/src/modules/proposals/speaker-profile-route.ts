import { finished } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, SPEAKER_PHOTO_MAX_BYTES, speakerProfileFieldsSchema, speakerProfileSchema } from '@fest/contract';
import { answerBrokenForms } from '../../lib/multipart-errors';
import { caller } from '../accounts';
import { photoTooLarge } from './photo';
import { putSpeakerProfile } from './speaker-profile';
import { proposalTexts } from './texts';

const body = speakerProfileFieldsSchema.extend({
  // A file part arrives as a Buffer. Text in its place (a client echoing the current URL, JSON's null)
  // is ignored, as the avatar's is: a photo only comes as a file.
  photo: z
    .custom<Buffer | string | null>((v) => Buffer.isBuffer(v) || typeof v === 'string' || v === null, proposalTexts.photoNotAFile)
    .optional()
    .meta({ type: 'string', format: 'binary', description: 'JPEG, PNG or WebP, at most 2 MB; multipart only (text or null is ignored)' }),
});

/**
 * PUT /speaker_profile/, in its own scope so that multipart bodies are accepted by this route only
 * (as the profile update, accounts/profile-route.ts). JSON and form-encoded bodies take the same fields,
 * without a photo. Authentication runs on request, before any upload is read.
 */
export const speakerProfileRoute: FastifyPluginAsyncZod<{ mediaRoot: string }> = async (app, { mediaRoot }) => {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    // Two bios of 5000 characters fit (Persian takes two bytes a character); a longer value is cut, and so still refused.
    limits: { fileSize: SPEAKER_PHOTO_MAX_BYTES, files: 2, fields: 20, fieldSize: 16 * 1024, parts: 30, headerPairs: 100 },
    async onFile(part) {
      if (part.fieldname !== 'photo') {
        part.file.resume();
        await finished(part.file);
        return;
      }
      try {
        await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge();
        throw err;
      }
    },
  });

  answerBrokenForms(app);

  app.put(
    '/speaker_profile/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['proposals'],
        security: [{ bearer: [] }],
        summary: "Saves the caller's speaker profile (multipart form data, JSON or form-encoded)",
        description:
          'Any of bio_fa, bio_en (plain text or HTML, sanitised), linkedin, github, website (http(s) URLs; "" or null for none), ' +
          'availability ([{start, end}], each ending after it starts, none overlapping; answered in order; as JSON text in a form) ' +
          'and photo (a file: JPEG, PNG or WebP by content, at most 2 MB (413), else 415; re-encoded). Fields left out stay as they are.',
        consumes: ['multipart/form-data', 'application/json', 'application/x-www-form-urlencoded'],
        body,
        response: { 200: speakerProfileSchema, 400: errorBody, 401: errorBody, 413: errorBody, 415: errorBody },
      },
    },
    async (request) => {
      const { photo, ...fields } = request.body;
      return putSpeakerProfile(app.db, mediaRoot, caller(request).id, fields, Buffer.isBuffer(photo) ? photo : undefined);
    },
  );
};
