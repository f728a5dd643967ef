import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminIdParamsSchema, errorBody, recordingBodySchema, recordingSchema } from '@fest/contract';
import { caller } from '../accounts';
import { putRecording } from './recording';
import { slidesUploadRoute } from './upload-route';

/** The organisers' slides and recordings (registered by modules/admin under /api/admin, which checks the role). */
export const slidesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(slidesUploadRoute, {
    mediaRoot: path.resolve(app.settings.DATA_DIR, 'media'),
    audited: true,
    tags: ['admin'],
    summary: "Uploads a session's slides (a PDF) for its presenters (audited)",
    onRequest: [],
  });

  app.put(
    '/presentations/:id/recording/',
    {
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        summary: "Sets the link to a session's recording, or removes it with null (audited)",
        description:
          'recording_url: an http(s) URL. Refused (400 NO_RECORDING_CONSENT) for a session made from a proposal whose speakers ' +
          'did not consent to recording (AdminPresentation.recording_consent false); a session the organisers made themselves takes one.',
        params: adminIdParamsSchema,
        body: recordingBodySchema,
        response: { 200: recordingSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => putRecording(app.db, caller(request).id, request.params.id, request.body.recording_url),
  );
};
