import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, SPEAKER_PHOTO_MAX_BYTES, speakerProfileFieldsSchema, speakerProfileSchema } from '@fest/contract';
import { acceptFileForm, fileOf, imageFileField } from '../../lib/file-form';
import { caller } from '../accounts';
import { photoTooLarge } from './photo';
import { putSpeakerProfile } from './speaker-profile';
import { proposalTexts } from './texts';

const body = speakerProfileFieldsSchema.extend({ photo: imageFileField(proposalTexts.photoNotAFile, SPEAKER_PHOTO_MAX_BYTES) });

/**
 * PUT /speaker_profile/, in its own scope so that multipart bodies are accepted by this route only
 * (as the profile update, accounts/profile-route.ts). JSON and form-encoded bodies take the same fields,
 * without a photo. Authentication runs on request, before any upload is read.
 */
export const speakerProfileRoute: FastifyPluginAsyncZod<{ mediaRoot: string }> = async (app, { mediaRoot }) => {
  await acceptFileForm(app, {
    field: 'photo',
    maxBytes: SPEAKER_PHOTO_MAX_BYTES,
    tooLarge: photoTooLarge,
    // Two bios of 5000 characters fit (Persian takes two bytes a character).
    fieldSize: 16 * 1024,
  });

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
      return putSpeakerProfile(app.db, mediaRoot, caller(request).id, fields, fileOf(photo));
    },
  );
};
