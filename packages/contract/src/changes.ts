import { z } from 'zod';
import { personNameSchema, phoneNumberInputSchema, phoneNumberSchema } from './auth';
import { answerInt, answerText, idParamSchema, idSchema, textSchema, wholeNumberSchema } from './primitives';
import { checkinOkSchema } from './tickets';

/**
 * Changing what was bought (contract, "Changing what was bought"): giving a registration to another
 * phone, the organisers' complimentary seats and the door's sales.
 */

const id = idSchema;
const isoTime = answerText.meta({ format: 'date-time', description: 'ISO 8601, UTC' });

/** POST /api/presentations/cart/{id}/transfer/: the phone the registration goes to. */
export const transferBodySchema = z.object({ phone_number: phoneNumberInputSchema });
export type TransferBody = z.input<typeof transferBodySchema>;

/** Answer of a transfer: done, to whom (the new ticket is the recipient's alone). */
export const transferResultSchema = z
  .object({ detail: answerText, phone_number: phoneNumberSchema })
  .meta({ id: 'TransferResult' });
export type TransferResult = z.infer<typeof transferResultSchema>;

/** The person a seat is given or sold to: their phone, and their name when the phone has no account yet. */
const personFields = {
  phone_number: phoneNumberInputSchema,
  first_name: personNameSchema,
  last_name: personNameSchema,
};

/** POST /api/admin/presentations/{id}/complimentary/. */
export const complimentaryBodySchema = z.object({
  ...personFields,
  note: textSchema().trim().max(500, 'یادداشت حداکثر ۵۰۰ نویسه است.').default(''),
  beyond_capacity: z.boolean().default(false).meta({ description: 'give it even when no seat is free: the capacity grows by one' }),
});
export type ComplimentaryBody = z.input<typeof complimentaryBodySchema>;

/** A complimentary seat, as made and as the console lists them (GET /api/admin/complimentary/). */
export const complimentarySeatSchema = z
  .object({
    participation_id: id,
    payment_id: id,
    presentation: z.object({ id, fa_title: answerText }),
    phone_number: phoneNumberSchema,
    first_name: answerText,
    last_name: answerText,
    note: answerText,
    beyond_capacity: z.boolean(),
    state: z.enum(['COMPLETED', 'CANCELLED']).meta({ description: 'CANCELLED once withdrawn (or cancelled or refunded)' }),
    checked_in_at: isoTime.nullable(),
    created_at: isoTime,
    by: z.object({ id, first_name: answerText, last_name: answerText }).nullable().meta({ description: 'the organiser who gave it' }),
  })
  .meta({ id: 'ComplimentarySeat' });
export type ComplimentarySeat = z.infer<typeof complimentarySeatSchema>;

export const complimentaryQuerySchema = z.object({
  edition: textSchema().trim().max(40).optional(),
  presentation: idParamSchema.optional(),
});

export const doorSaleMethods = ['CASH', 'CARD', 'FREE'] as const;
export type DoorSaleMethod = (typeof doorSaleMethods)[number];

/** POST /api/checkin/walk_in/: a seat sold at the door and checked in in the same step. */
export const walkInBodySchema = z
  .object({
    presentation: id,
    ...personFields,
    amount: wholeNumberSchema({ max: 1_000_000_000 }).meta({ description: 'Toman taken at the door (0 when FREE)' }),
    method: z.enum(doorSaleMethods),
  })
  .refine((b) => (b.method === 'FREE') === (b.amount === 0), {
    message: 'مبلغ ورود رایگان صفر است و مبلغ فروش نقدی یا کارتی بیشتر از صفر.',
    path: ['amount'],
  });
export type WalkInBody = z.input<typeof walkInBodySchema>;

/** Answer of a door sale: the check-in's answer, with the registration, its payment and its ticket. */
export const walkInResultSchema = checkinOkSchema
  .extend({ participation_id: id, payment_id: id, ticket: answerText, amount: answerInt.nonnegative() })
  .meta({ id: 'WalkInResult' });
export type WalkInResult = z.infer<typeof walkInResultSchema>;

/** How a payment came about: bought online, a complimentary seat, or a sale at the door. */
export const paymentKinds = ['online', 'complimentary', 'door'] as const;
export type PaymentKind = (typeof paymentKinds)[number];
