import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AVATAR_MAX_BYTES, errorBody, profileUpdateFieldsSchema, userPathParamsSchema, userSchema } from '@fest/contract';
import { acceptFileForm, fileOf, imageFileField } from '../../lib/file-form';
import { avatarTooLarge } from './avatar';
import { caller } from './caller';
import type { Limit } from './rate-limits';
import { updateOwnProfile } from './service';
import { accountTexts } from './texts';

/** A form (multipart or url-encoded) carries notify_by as JSON text, e.g. {"sms":true,"email":false}. */
const jsonText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

const profileUpdateBody = profileUpdateFieldsSchema.extend({
  notify_by: z.preprocess(jsonText, profileUpdateFieldsSchema.shape.notify_by),
  avatar: imageFileField(accountTexts.avatarNotAFile, AVATAR_MAX_BYTES),
});

/**
 * PUT /users/{phone_number}/, in its own scope so that multipart bodies are accepted by this route
 * only. JSON and form-encoded bodies come through the app's own parsers (the original front end sends
 * JSON), with the same schema, so the same validation and answers; only an avatar needs multipart.
 * Authentication runs on request, before any upload is read.
 */
export const profileUpdateRoute: FastifyPluginAsyncZod<{ mediaRoot: string; emailChangeLimit: Limit }> = async (
  app,
  { mediaRoot, emailChangeLimit },
) => {
  // Longer text values are cut to 1 KB, still longer than any field allows, so still refused.
  await acceptFileForm(app, { field: 'avatar', maxBytes: AVATAR_MAX_BYTES, tooLarge: avatarTooLarge, fieldSize: 1024 });

  app.put(
    '/users/:phone_number/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['accounts'],
        security: [{ bearer: [] }],
        summary: 'Update the caller’s own profile (multipart form data, JSON or form-encoded)',
        description:
          'Any of first_name, last_name, email, notify_by ({sms, email}: either or both; in a form as JSON text), language ' +
          '(fa or en: the language of the person’s e-mails), avatar (file). Fields left out stay as they are; phone_number and ' +
          'anything else is ignored. Avatar: JPEG, PNG or WebP by content, at most 2 MB (413), else 415; re-encoded. ' +
          'JSON and form-encoded bodies take the same fields with the same rules; an avatar comes only as a multipart file ' +
          '(text or null in its place is ignored).',
        consumes: ['multipart/form-data', 'application/json', 'application/x-www-form-urlencoded'],
        params: userPathParamsSchema,
        body: profileUpdateBody,
        response: { 200: userSchema, 400: errorBody, 401: errorBody, 404: errorBody, 413: errorBody, 415: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      const { avatar, ...fields } = request.body;
      return updateOwnProfile(
        app.db,
        mediaRoot,
        caller(request).id,
        request.params.phone_number,
        { ...fields, avatar: fileOf(avatar) },
        () => emailChangeLimit(request),
      );
    },
  );
};
