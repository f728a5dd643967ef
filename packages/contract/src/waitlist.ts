import { z } from 'zod';
import { answerInt, answerText, idSchema } from './primitives';

/** POST /api/presentations/{id}/waitlist/: the caller's place in line (1 = next to be offered a seat). */
export const waitlistJoinedSchema = z
  .object({ position: answerInt.positive() })
  .meta({ id: 'WaitlistJoined' });
export type WaitlistJoined = z.infer<typeof waitlistJoinedSchema>;

/** One entry of GET /api/waitlist/: a place in a line, or an offer of a seat (position 0). */
export const waitlistEntrySchema = z
  .object({
    presentation: idSchema,
    position: answerInt
      .nonnegative()
      .meta({ description: 'place in line from 1; 0 once an offer is made (the offer has left the line)' }),
    offer_expires_at: answerText
      .nullable()
      .meta({ description: 'the offer\'s deadline (ISO time): the seat is held in the cart until then; null while waiting' }),
  })
  .meta({ id: 'WaitlistEntry' });
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;
