import { z } from 'zod';
import { answerText, idSchema } from './primitives';

/** Every machine code the API may answer with. The web app's error catalogue keys off these. */
export const errorCodes = [
  'VALIDATION_ERROR',
  'ALREADY_IN_CART',
  'CAPACITY_FULL',
  'REGISTRATION_CLOSED',
  'ALREADY_STARTED',
  'CART_EMPTY',
  'COUPON_INVALID',
  'WRONG_PASSWORD',
  'ALREADY_REGISTERED',
  'NOT_AUTHENTICATED',
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'NOT_FOUND',
  'USER_NOT_FOUND',
  'COUPON_NOT_FOUND',
  'CONFLICT',
  'FILE_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'GATEWAY_ERROR',
  /** verify: the gateway says the money did not arrive (400, with the payment's fields). */
  'PAYMENT_FAILED',
  /** admin refund: the gateway refused to reverse the payment (e.g. its 30-minute window passed); nothing changed. */
  'REFUND_REFUSED',
  /** Check-in (contract "Tickets and the door"). */
  'TICKET_NOT_FOUND',
  'ALREADY_CHECKED_IN',
  'WRONG_PRESENTATION',
  /** add_participation: the workshop overlaps another workshop in the cart or bought (with `clashes_with`). */
  'TIME_CLASH',
  /** Waiting list: joining one for a presentation that still has seats, or a second time. */
  'NOT_FULL',
  'ALREADY_WAITING',
  /** Cancel or transfer of a registration after its deadline (settings CANCEL_HOURS_BEFORE, TRANSFER_HOURS_BEFORE). */
  'TOO_LATE',
  /** Proposals: sent, changed or withdrawn outside the edition's call window (cfp_opens_at to cfp_closes_at). */
  'CFP_CLOSED',
  /** Schedule editor (409): a presenter in two places at once, or two sessions in one room at once (with `clash`). */
  'SCHEDULE_CLASH',
  /** Schedule editor (409): a published session cannot go back among the unplaced drafts (room ""), the public has seen its place. */
  'ALREADY_PUBLISHED',
  /** A recording link for a session whose proposal's speakers did not consent to recording (400). */
  'NO_RECORDING_CONSENT',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorBody = z
  .object({
    detail: answerText,
    code: answerText,
    errors: z.record(answerText, z.array(answerText)).optional(),
    /**
     * TIME_CLASH: the workshop it overlaps (the earliest-starting one when several do). SCHEDULE_CLASH:
     * the session the moved one would overlap (the earliest-starting one).
     */
    clashes_with: z.object({ id: idSchema, fa_title: answerText }).optional(),
    /**
     * SCHEDULE_CLASH only: why, and both sessions (the one moved first): the room they would share, or the
     * presenter who would be in both.
     */
    clash: z
      .object({
        kind: z.enum(['ROOM', 'PRESENTER']),
        sessions: z.array(z.object({ id: idSchema, fa_title: answerText })),
        room: answerText.optional(),
        presenter: z.object({ id: idSchema, first_name: answerText, last_name: answerText }).optional(),
      })
      .optional(),
    /** RATE_LIMITED at password login only: the phone's password budget is spent; log in with a `login` code instead. */
    login_by_code: z.boolean().optional(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBody>;

export const detailBody = z.object({ detail: answerText });
export type DetailBody = z.infer<typeof detailBody>;
