import { z } from 'zod';
import { answerText, idSchema, textSchema } from './primitives';

/** Contract "Tickets and the door". */

const id = idSchema;

export const checkinBodySchema = z.object({
  ticket: textSchema().trim().min(1).max(200),
  presentation: idSchema,
  nonce: textSchema()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .meta({ description: "the door's own id for this scan; a repeat of it answers the first 200 again" }),
})
  // A dead phone: the door names the registration it found by name or phone digits instead of a ticket.
  .partial({ ticket: true })
  .extend({
    participation: idSchema.optional().meta({ description: 'instead of `ticket`: the registration (participation_id) of an attendee without a code' }),
    reason: textSchema()
      .trim()
      .min(3, 'دلیل ورود بدون کد را بنویسید.')
      .max(300)
      .optional()
      .meta({ description: 'with `participation` (required there): why they were let in without a code' }),
    scanned_at: z.iso
      .datetime({ offset: true, error: 'زمان اسکن باید زمانی به قالب ISO 8601 باشد.' })
      .optional()
      .meta({ description: 'when an offline door scanned it: the check-in is recorded at that time (not in the future, at most 24 h back)' }),
  })
  .superRefine((body, ctx) => {
    if (body.ticket === undefined && body.participation === undefined) {
      ctx.addIssue({ code: 'custom', path: ['ticket'], message: 'کد بلیت یا شناسهٔ ثبت‌نام را بفرستید.' });
    }
    if (body.ticket !== undefined && body.participation !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['participation'], message: 'یا کد بلیت یا شناسهٔ ثبت‌نام؛ نه هر دو.' });
    }
    if (body.participation !== undefined && body.reason === undefined) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'دلیل ورود بدون کد را بنویسید.' });
    }
    if (body.ticket !== undefined && body.reason !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'دلیل فقط برای ورود بدون کد (با شناسهٔ ثبت‌نام) است.' });
    }
  });
export type CheckinBody = z.infer<typeof checkinBodySchema>;

const presentationRef = z.object({ id, fa_title: answerText });

export const checkinOkSchema = z
  .object({
    result: z.literal('OK'),
    checked_in_at: answerText,
    attendee: z.object({ first_name: answerText, last_name: answerText, phone_last4: answerText }),
    presentation: presentationRef,
  })
  .meta({ id: 'CheckinOk' });
export type CheckinOk = z.infer<typeof checkinOkSchema>;

export const alreadyCheckedInSchema = z
  .object({
    code: z.literal('ALREADY_CHECKED_IN'),
    detail: answerText,
    checked_in_at: answerText,
    by: z.object({ id, first_name: answerText }).nullable().meta({ description: 'who scanned it (null if that account is gone)' }),
  })
  .meta({ id: 'AlreadyCheckedIn' });
export type AlreadyCheckedIn = z.infer<typeof alreadyCheckedInSchema>;

export const wrongPresentationSchema = z
  .object({
    code: z.literal('WRONG_PRESENTATION'),
    detail: answerText,
    presentation: presentationRef.meta({ description: "the ticket's own session" }),
  })
  .meta({ id: 'WrongPresentation' });
export type WrongPresentation = z.infer<typeof wrongPresentationSchema>;

export const checkinAttendeeSchema = z
  .object({
    participation_id: id,
    first_name: answerText,
    last_name: answerText,
    phone_last4: answerText,
    ticket_hash: answerText.meta({ description: 'hex SHA-256 of the ticket code (for an offline door)' }),
    checked_in_at: answerText.nullable(),
  })
  .meta({ id: 'CheckinAttendee' });
export type CheckinAttendee = z.infer<typeof checkinAttendeeSchema>;

export const checkinSearchQuerySchema = z.object({ search: textSchema().trim().max(100).optional() });
