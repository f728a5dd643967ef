import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminIdParamsSchema,
  confirmBodySchema,
  confirmResultSchema,
  confirmTokenParamsSchema,
  errorBody,
  reviewBodySchema,
  reviewCategoriesSchema,
  reviewProposalDetailSchema,
  reviewProposalSchema,
} from '@fest/contract';
import { z } from 'zod';
import { caller } from '../accounts';
import { answerDecision } from './confirm';
import { listForReview, putReview, reviewCategories, reviewDetail } from './review';

const security = [{ bearer: [] }];
const tags = ['review'];
const refusals = { 401: errorBody, 403: errorBody };

/**
 * The reviewers' routes (role reviewer or admin; the role as it is now, so a change counts on the next
 * request) and the speakers' one-tap answer to an acceptance (no login). Registered by routes.ts under /api.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviewer = app.requireRole('reviewer', 'admin');

  app.get(
    '/review/categories/',
    {
      onRequest: reviewer,
      schema: { tags, security, summary: "The current edition's review categories: what is scored 0-5, and its weight", response: { 200: reviewCategoriesSchema, ...refusals } },
    },
    async () => reviewCategories(app.db),
  );

  app.get(
    '/review/proposals/',
    {
      onRequest: reviewer,
      schema: {
        tags,
        security,
        summary: "The current edition's proposals under review (all but the withdrawn), oldest first, but those the caller speaks in",
        description: 'speakers: null when the call’s review is anonymous (no names, phones, bios or co-speakers); never phones.',
        response: { 200: z.array(reviewProposalSchema), ...refusals },
      },
    },
    async (request) => listForReview(app.db, caller(request).id),
  );

  app.get(
    '/review/proposals/:id/',
    {
      onRequest: reviewer,
      schema: {
        tags,
        security,
        summary: "A proposal under review with the caller's review and, once they gave it, the others' (never who wrote them)",
        description: '403 for a proposal the caller speaks in (or is invited to); 404 for one not under review.',
        params: adminIdParamsSchema,
        response: { 200: reviewProposalDetailSchema, ...refusals, 404: errorBody },
      },
    },
    async (request) => reviewDetail(app.db, caller(request).id, request.params.id),
  );

  app.put(
    '/review/proposals/:id/',
    {
      onRequest: reviewer,
      schema: {
        tags,
        security,
        summary: "Makes or replaces the caller's review of a proposal; answers as the GET",
        description:
          'scores: every category of the call (400 on scores.<key> for one left out), no other key (400 on scores.<key>), ' +
          'each a whole number 0-5. 403 for a proposal the caller speaks in; 404 for one not under review.',
        params: adminIdParamsSchema,
        body: reviewBodySchema,
        response: { 200: reviewProposalDetailSchema, 400: errorBody, ...refusals, 404: errorBody },
      },
    },
    async (request) => putReview(app.db, caller(request).id, request.params.id, request.body),
  );

  app.post(
    '/proposals/confirm/:token/',
    {
      schema: {
        tags: ['proposals'],
        summary: "A speaker's answer to an acceptance, from the link in its SMS and e-mail (no login)",
        description:
          'CONFIRM -> CONFIRMED, DECLINE -> DECLINED; 200 with the new state. The link answers once and lasts 14 days: 404 after, ' +
          'and for an unknown one. 409 when the proposal can no longer take the answer (a co-speaker answered otherwise, it was withdrawn).',
        params: confirmTokenParamsSchema,
        body: confirmBodySchema,
        response: { 200: confirmResultSchema, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => answerDecision(app.db, request.params.token, request.body),
  );
};
