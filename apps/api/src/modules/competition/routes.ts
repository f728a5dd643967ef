import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { competitionInfoSchema, competitionSignupResultSchema, errorBody } from '@fest/contract';
import { perUserLimit } from '../../plugins/per-user-limit';
import type { PaymentsDeps } from '../payments';
import { competitionInfo, signUpForCompetition } from './service';

export const competitionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: PaymentsDeps = { db: app.db, gateway: app.gateway, settings: app.settings, log: app.log, ticketKey: app.ticketKey };
  const signupLimit = perUserLimit(app, 'competition_signup', 20);

  app.post(
    '/users/competition_signup/',
    {
      preHandler: [app.authenticate, signupLimit],
      schema: {
        tags: ['competition'],
        summary: 'Signs the caller up for the competition (a payment holding a competition seat)',
        description:
          '200 {payment_url, authority}: send the buyer there; verify signs the user up (is_signed_up_for_competition). ' +
          'When the competition is free, 200 {detail} alone: the user is signed up at once.',
        security: [{ bearer: [] }],
        response: { 200: competitionSignupResultSchema, 400: errorBody, 401: errorBody, 409: errorBody, 429: errorBody, 502: errorBody },
      },
    },
    async (request) => signUpForCompetition(deps, request.user!.id),
  );

  app.get(
    '/competition/',
    {
      schema: {
        tags: ['competition'],
        summary: 'The competition: price, capacity, seats left and whether registration is open (no token needed)',
        description: 'For the contest page. `remained_capacity` counts held seats as taken, as competition_signup does.',
        response: { 200: competitionInfoSchema },
      },
    },
    async () => competitionInfo(app.db),
  );
};
