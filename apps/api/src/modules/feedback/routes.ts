import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminIdParamsSchema, errorBody, feedbackBodySchema, myFeedbackSchema, speakerFeedbackSchema } from '@fest/contract';
import { caller } from '../accounts';
import { speakerFeedback } from './speaker';
import { myFeedback, putFeedback } from './visitor';

const security = [{ bearer: [] }];
const tags = ['feedback'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** Visitors rating the sessions they attended, and presenters reading their sessions' ratings. Registered under /api. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/presentations/:id/feedback/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Whether the caller may rate the session now, and the rating and comment they gave (rating null until then)",
        params: adminIdParamsSchema,
        response: { 200: myFeedbackSchema, ...errors },
      },
    },
    async (request) => myFeedback(app.db, caller(request).id, request.params.id),
  );

  app.put(
    '/presentations/:id/feedback/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "Rates a session the caller was checked in to, once it has started (the database's clock); a second PUT replaces the first",
        description: 'rating: whole stars 1-5; comment: optional, at most 2000 characters. 403 before the start or when the caller was not checked in.',
        params: adminIdParamsSchema,
        body: feedbackBodySchema,
        response: { 200: myFeedbackSchema, ...errors },
      },
    },
    async (request) => putFeedback(app.db, caller(request).id, request.params.id, request.body),
  );

  app.get(
    '/speaker/feedback/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The ratings of the caller's sessions (as a presenter): count, mean, distribution and the comments not hidden, without who gave them",
        description: 'An account that presents nothing gets [].',
        response: { 200: speakerFeedbackSchema, 401: errorBody },
      },
    },
    async (request) => speakerFeedback(app.db, caller(request).id),
  );
};
