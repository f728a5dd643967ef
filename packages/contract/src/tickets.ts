import { z } from 'zod';

/** Contract "Tickets and the door". */

const id = z.number().int().positive();

export const checkinBodySchema = z.object({
  ticket: z.string().trim().min(1).max(200),
  presentation: z.coerce.number().int().positive(),
  nonce: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .meta({ description: "the door's own id for this scan; a repeat of it answers the first 200 again" }),
});
export type CheckinBody = z.infer<typeof checkinBodySchema>;

const presentationRef = z.object({ id, fa_title: z.string() });

export const checkinOkSchema = z
  .object({
    result: z.literal('OK'),
    checked_in_at: z.string(),
    attendee: z.object({ first_name: z.string(), last_name: z.string(), phone_last4: z.string() }),
    presentation: presentationRef,
  })
  .meta({ id: 'CheckinOk' });
export type CheckinOk = z.infer<typeof checkinOkSchema>;

export const alreadyCheckedInSchema = z
  .object({
    code: z.literal('ALREADY_CHECKED_IN'),
    detail: z.string(),
    checked_in_at: z.string(),
    by: z.object({ id, first_name: z.string() }).nullable().meta({ description: 'who scanned it (null if that account is gone)' }),
  })
  .meta({ id: 'AlreadyCheckedIn' });
export type AlreadyCheckedIn = z.infer<typeof alreadyCheckedInSchema>;

export const wrongPresentationSchema = z
  .object({
    code: z.literal('WRONG_PRESENTATION'),
    detail: z.string(),
    presentation: presentationRef.meta({ description: "the ticket's own session" }),
  })
  .meta({ id: 'WrongPresentation' });
export type WrongPresentation = z.infer<typeof wrongPresentationSchema>;

export const checkinAttendeeSchema = z
  .object({
    participation_id: id,
    first_name: z.string(),
    last_name: z.string(),
    phone_last4: z.string(),
    ticket_hash: z.string().meta({ description: 'hex SHA-256 of the ticket code (for an offline door)' }),
    checked_in_at: z.string().nullable(),
  })
  .meta({ id: 'CheckinAttendee' });
export type CheckinAttendee = z.infer<typeof checkinAttendeeSchema>;

export const checkinSearchQuerySchema = z.object({ search: z.string().trim().max(100).optional() });
