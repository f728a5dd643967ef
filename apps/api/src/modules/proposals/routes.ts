import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminIdParamsSchema, cfpSchema, errorBody, proposalChangeSchema, proposalCreateSchema, proposalSchema, speakerProfileSchema } from '@fest/contract';
import { currentEdition } from '../../db/editions';
import { perUserLimit } from '../../plugins/per-user-limit';
import { caller } from '../accounts';
import { cfpWire, readCall } from './cfp';
import { declineInvitation } from './co-speakers';
import { acceptInvitation, changeProposal, getOwnProposal, listOwnProposals, withdrawProposal } from './own';
import { reviewRoutes } from './review-routes';
import { getSpeakerProfile } from './speaker-profile';
import { speakerProfileRoute } from './speaker-profile-route';
import { submitProposal } from './submit';

const security = [{ bearer: [] }];
const tags = ['proposals'];
const noContent = z.null().describe('no body');
/** Proposals sent per account an hour: each may text five people. */
const PROPOSALS_PER_HOUR = 10;

/** The call for proposals: the call itself, a speaker's proposals and invitations, their profile. */
export const proposalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, publicUrl: app.settings.PUBLIC_URL };
  const submitLimit = perUserLimit(app, 'proposals', PROPOSALS_PER_HOUR, 3600_000);

  app.get(
    '/cfp/',
    {
      schema: {
        tags,
        summary: "The current edition's call for proposals: its window, whether it is open now, the kinds of proposal and their lengths",
        response: { 200: cfpSchema },
      },
    },
    async () => cfpWire(await readCall(app.db, currentEdition())),
  );

  app.post(
    '/proposals/',
    {
      preHandler: [app.authenticate, submitLimit],
      schema: {
        tags,
        security,
        summary: "Sends a proposal to the current edition's call (while it is open)",
        description:
          '400 CFP_CLOSED outside the call’s window; 400 on service_type for a kind the call does not take, on duration_minutes for ' +
          'a length that kind does not allow, on co_speakers for the caller’s own phone. Each co-speaker (an account is made for ' +
          'a new phone) is texted an invitation and is not a speaker until they accept it. 429 after ' +
          `${PROPOSALS_PER_HOUR} proposals in an hour.`,
        body: proposalCreateSchema,
        response: { 201: proposalSchema, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await submitProposal(deps, caller(request).id, request.body)),
  );

  app.get(
    '/proposals/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The caller's proposals and those they are invited to (their row accepted: false), every edition's, newest first",
        response: { 200: z.array(proposalSchema), 401: errorBody },
      },
    },
    async (request) => listOwnProposals(app.db, caller(request).id),
  );

  app.get(
    '/proposals/:id/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'One of the caller’s proposals (or one they are invited to); 404 for any other',
        params: adminIdParamsSchema,
        response: { 200: proposalSchema, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => getOwnProposal(app.db, caller(request).id, request.params.id),
  );

  app.patch(
    '/proposals/:id/',
    {
      preHandler: [
        app.authenticate,
        // A change of the co-speakers texts people too: it counts against the same limit as a new proposal.
        async (request, reply) => {
          if ((request.body as { co_speakers?: unknown } | null)?.co_speakers !== undefined) await submitLimit.call(app, request, reply);
        },
      ],
      schema: {
        tags,
        security,
        summary: 'Changes a proposal while its call is open and it waits for review (a speaker who accepted)',
        description:
          'Any of the proposal’s fields; the kind and length are checked against the call as on sending. co_speakers: the whole ' +
          'list as it is to be, the sender not in it (400 on co_speakers for the sender’s phone): each new phone is invited by ' +
          'SMS as on sending (an account made for it), each left out is dropped, accepted or not. 400 CFP_CLOSED outside ' +
          'the window; 409 once it is no longer SUBMITTED; 404 for anyone but a speaker who accepted. A change of co_speakers ' +
          `counts against the limit of ${PROPOSALS_PER_HOUR} proposals an hour (429).`,
        params: adminIdParamsSchema,
        body: proposalChangeSchema,
        response: { 200: proposalSchema, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request) => changeProposal(deps, caller(request).id, request.params.id, request.body),
  );

  app.delete(
    '/proposals/:id/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Withdraws a proposal while its call is open (a speaker who accepted); again changes nothing',
        description: '400 CFP_CLOSED outside the window; 409 past the point of withdrawing; 404 for anyone but a speaker who accepted.',
        params: adminIdParamsSchema,
        response: { 204: noContent, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      await withdrawProposal(app.db, caller(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/proposals/:id/accept_invitation/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'The invited co-speaker accepts: the proposal becomes theirs too (again changes nothing)',
        description:
          '400 VALIDATION_ERROR on first_name and/or last_name while the account has no name (an account made for the ' +
          'invited phone, or by a login by code, has none; PUT /api/users/{phone}/ sets it): a co-speaker who accepted ' +
          'becomes a presenter under that name. 404 for any account not invited to it; 409 when it was withdrawn.',
        params: adminIdParamsSchema,
        response: { 200: proposalSchema, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => acceptInvitation(app.db, caller(request).id, request.params.id),
  );

  app.post(
    '/proposals/:id/decline_invitation/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'The invited co-speaker declines: they are taken off the proposal, which no longer shows in their list',
        description: '404 for any account not invited to it (and again, once declined); 409 for one who accepted already.',
        params: adminIdParamsSchema,
        response: { 204: noContent, 401: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      await declineInvitation(app.db, caller(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/speaker_profile/',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The caller's speaker profile (empty until saved)",
        response: { 200: speakerProfileSchema, 401: errorBody },
      },
    },
    async (request) => getSpeakerProfile(app.db, caller(request).id),
  );

  await app.register(speakerProfileRoute, { mediaRoot: path.resolve(app.settings.DATA_DIR, 'media') });
  await app.register(reviewRoutes);
};
