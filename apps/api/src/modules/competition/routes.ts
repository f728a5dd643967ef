import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { competitionSignupResultSchema, errorBody } from '@fest/contract';
import type { Db } from '../../db/client';
import { festival } from '../../db/schema';
import { competitionSeatsTaken } from '../payments/holds';
import { acceptEmptyJsonBodies } from '../payments/lenient-json';
import { perUserLimit } from '../payments/limits';
import { signUpForCompetition } from './service';

// Kept beside its route (the web app's contest page needs it; the contract package has no read shape yet).
const competitionInfoSchema = z
  .object({
    price: z.number().int().nonnegative().meta({ description: 'whole Toman' }),
    capacity: z.number().int().nonnegative(),
    remained_capacity: z.number().int().nonnegative(),
    is_registration_open: z.boolean(),
  })
  .meta({ id: 'CompetitionInfo' });

/** A festival never seeded reads as a closed, free competition with no seats. */
async function competitionInfo(db: Db): Promise<z.infer<typeof competitionInfoSchema>> {
  return db.transaction(async (tx) => {
    const [fest] = await tx.select().from(festival).where(eq(festival.id, 1));
    if (!fest) return { price: 0, capacity: 0, remained_capacity: 0, is_registration_open: false };
    const taken = await competitionSeatsTaken(tx);
    return {
      price: fest.competitionPrice,
      capacity: fest.competitionCapacity,
      remained_capacity: Math.max(0, fest.competitionCapacity - taken),
      is_registration_open: fest.competitionRegistrationOpen,
    };
  });
}

export const competitionRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptEmptyJsonBodies(app);
  const signupLimit = perUserLimit(app, 'competition_signup', 20);

  app.post(
    '/users/competition_signup/',
    {
      preHandler: [app.authenticate, signupLimit],
      schema: {
        tags: ['competition'],
        summary: 'Signs the caller up for the competition (a payment holding a competition seat)',
        description:
          '200 {payment_url, authority}: send the buyer there; verify sets is_signed_up_for_competition. ' +
          'When the competition is free, 200 {detail} alone: the user is signed up at once.',
        security: [{ bearer: [] }],
        response: { 200: competitionSignupResultSchema, 400: errorBody, 401: errorBody, 409: errorBody, 429: errorBody, 502: errorBody },
      },
    },
    async (request) => signUpForCompetition(app, request.user!.id),
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
