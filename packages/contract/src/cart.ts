import { z } from 'zod';
import { answerText, idSchema } from './primitives';
import { presentationSchema, serviceTypes } from './catalogue';

/**
 * A cart item's state: PENDING until a payment for it is verified. CANCELLED: its payment was refunded;
 * it has left the cart and appears only among the participations of that (REFUNDED) payment.
 */
export const participationStates = ['PENDING', 'COMPLETED', 'CANCELLED'] as const;
export type ParticipationState = (typeof participationStates)[number];

const id = idSchema;

export const cartItemSchema = z
  .object({
    id: id.meta({ description: 'the cart item (participation) id; remove_participation takes this id' }),
    presentation: presentationSchema,
    payment_state: z.enum(participationStates),
    service_type: z.enum(serviceTypes),
    ticket: answerText
      .nullable()
      .meta({ description: "a COMPLETED item's ticket code (the QR's content), for its owner only; null otherwise" }),
    checked_in_at: answerText
      .nullable()
      .meta({
        description:
          "when its ticket was let in at the door (ISO time); null until then, and in a buyer's payments for a registration they gave to another phone",
      }),
    offer_expires_at: answerText
      .nullable()
      .meta({ description: 'a waiting-list offer: the seat is held until then (ISO time); null on ordinary items' }),
  })
  .meta({ id: 'CartItem' });
export type CartItem = z.infer<typeof cartItemSchema>;

/** Answer of POST /api/presentations/{id}/add_participation/. */
export const addParticipationResultSchema = z.object({ detail: answerText, id });
export type AddParticipationResult = z.infer<typeof addParticipationResultSchema>;
