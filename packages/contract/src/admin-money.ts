import { z } from 'zod';
import { paymentSchema, paymentStates } from './payments';
import { answerInt, answerText, idSchema, textSchema } from './primitives';

/** The money side of the organiser API: payments, refunds, attendees, stats (see docs/api.md). */

const id = idSchema;
const money = answerInt.nonnegative().meta({ description: 'whole Toman' });
const isoTime = answerText.meta({ format: 'date-time', description: 'ISO 8601, UTC' });

/**
 * Body of POST /api/admin/payments/{id}/refund/: what to refund (no lines named: every line still
 * standing) and how. A refund made by hand must say how the money went back.
 */
export const refundBodySchema = z
  .object({
    method: z.enum(['gateway', 'manual']),
    note: textSchema({ multiline: true }).trim().max(1000).default(''),
    participations: z.array(idSchema).max(200).optional().meta({ description: 'cart item ids of the payment to refund' }),
    accessories: z.array(idSchema).max(100).optional().meta({ description: 'accessory ids of the payment to refund' }),
  })
  .superRefine((body, ctx) => {
    if (body.method === 'manual' && body.note === '') {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'بگویید وجه چگونه بازگردانده شد (مثلاً شمارهٔ پیگیری واریز).' });
    }
  });
export type RefundBody = z.infer<typeof refundBodySchema>;

export const refundMethods = ['gateway', 'manual'] as const;
export type RefundMethod = (typeof refundMethods)[number];
/** PENDING: the gateway is being asked (or its answer was lost and is settled by inquiry); DONE: the money went back; FAILED: refused. */
export const refundStates = ['PENDING', 'DONE', 'FAILED'] as const;
export type RefundState = (typeof refundStates)[number];

/** A refund: a record of its own, of a whole payment or of some of its lines. */
export const refundSchema = z
  .object({
    id,
    payment: id,
    method: z.enum(refundMethods),
    amount: money.meta({ description: 'Toman: the lines’ prices less their share of the discount' }),
    state: z.enum(refundStates),
    participations: z.array(id).meta({ description: 'cart item ids it covers' }),
    accessories: z.array(id).meta({ description: 'accessory ids it covers' }),
    note: answerText,
    actor: z.object({ id, phone_number: answerText }).nullable(),
    created_at: isoTime,
    done_at: isoTime.nullable(),
    gateway_code: answerInt.nullable().meta({ description: 'ZarinPal’s code when it refused' }),
    iban: answerText.nullable().meta({ description: 'a cancellation paid back by hand: the visitor’s Sheba to pay it to, else null' }),
  })
  .meta({ id: 'Refund' });
export type Refund = z.infer<typeof refundSchema>;

export const paymentUserSchema = z.object({ id, phone_number: answerText, first_name: answerText, last_name: answerText });

/** One state a payment entered: who moved it (an organiser; null for the buyer, the gateway or the sweep) and why. */
export const paymentHistoryEntrySchema = z
  .object({
    at: isoTime,
    state: z.enum(paymentStates),
    actor: paymentUserSchema.nullable(),
    note: answerText,
  })
  .meta({ id: 'PaymentHistoryEntry' });
export type PaymentHistoryEntry = z.infer<typeof paymentHistoryEntrySchema>;

/** A payment as the organisers see it in lists: the buyer's Payment plus who paid and the refund, if any. */
export const adminPaymentSchema = paymentSchema
  .extend({
    subtotal: money,
    discount: money,
    user: paymentUserSchema,
    refunded_at: isoTime.nullable(),
    refund_method: z.enum(['gateway', 'manual']).nullable(),
    refund_note: answerText.nullable(),
  })
  .meta({ id: 'AdminPayment' });
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

/** GET /api/admin/payments/{id}/: with its history, oldest first. */
export const adminPaymentDetailSchema = adminPaymentSchema
  .extend({ history: z.array(paymentHistoryEntrySchema), refunds: z.array(refundSchema) })
  .meta({ id: 'AdminPaymentDetail' });
export type AdminPaymentDetail = z.infer<typeof adminPaymentDetailSchema>;

/** GET /api/admin/presentations/{id}/attendees/: one COMPLETED registration. */
export const attendeeSchema = z
  .object({
    participation_id: id,
    phone_number: answerText,
    first_name: answerText,
    last_name: answerText,
    email: answerText,
    payment_id: id.nullable().meta({ description: 'the payment that completed it (null for a registration from the data file)' }),
    paid_at: isoTime.nullable(),
    checked_in_at: isoTime.nullable(),
    payment_kind: z
      .enum(['online', 'complimentary', 'door'])
      .nullable()
      .meta({ description: 'how the seat came: bought online, complimentary, sold at the door (null: from the data file)' }),
  })
  .meta({ id: 'Attendee' });
export type Attendee = z.infer<typeof attendeeSchema>;

/** GET /api/admin/stats/. Revenue counts COMPLETED payments; a presentation's after its share of the discount. */
export const adminStatsSchema = z
  .object({
    revenue_total: money,
    revenue_by_day: z.array(z.object({ day: answerText.meta({ description: 'Tehran day YYYY-MM-DD' }), revenue: money })),
    presentations: z.array(
      z.object({
        id,
        fa_title: answerText,
        sold: answerInt.meta({ description: 'seats taken by COMPLETED registrations, complimentary and door sales included' }),
        held: answerInt,
        revenue: money,
        checked_in: answerInt,
        complimentary: answerInt.meta({ description: 'of the sold, complimentary seats (0 Toman)' }),
        door_sales: answerInt.meta({ description: 'of the sold, seats sold at the door' }),
      }),
    ),
    door_revenue: money.meta({ description: 'of revenue_total, what was taken at the door' }),
    accessories: z.array(z.object({ id, name: answerText, sold: answerInt })),
    coupons: z.array(z.object({ id, code: answerText, uses: answerInt })),
    payments_by_state: z.record(z.enum(paymentStates), answerInt),
  })
  .meta({ id: 'AdminStats' });
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const exportKinds = ['attendees', 'payments', 'users', 'invoices'] as const;
export type ExportKind = (typeof exportKinds)[number];
export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];
