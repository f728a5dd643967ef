import { z } from 'zod';
import { invoiceDetailsSchema, paymentInvoiceSchema } from './invoices';
import { cartItemSchema } from './cart';
import { accessorySchema } from './catalogue';
import { answerInt, answerNumber, answerText, idSchema, textSchema } from './primitives';

/** REFUNDED: the organisers returned the money (through the gateway or by hand); see the organiser API. */
export const paymentStates = ['PENDING', 'COMPLETED', 'FAILED', 'EXPIRED', 'REFUND_REQUIRED', 'REFUNDED'] as const;
export type PaymentState = (typeof paymentStates)[number];

const id = idSchema;
const money = answerInt.nonnegative().meta({ description: 'whole Toman' });
const isoTime = answerText.meta({ format: 'date-time', description: 'ISO 8601, UTC' });

/** Body of POST /api/payments/pay_all/. Null is accepted as "not given" (older clients send it). */
export const payAllBodySchema = z.object({
  coupon: textSchema().trim().max(64).nullish(),
  accessories: z.array(id).max(100).nullish(),
});
export type PayAllBody = z.infer<typeof payAllBodySchema>;

/**
 * A ZarinPal authority as ZarinPal's own SDKs (Node, PHP, C#, Kotlin, Go) check it: `A` (production)
 * or `S` (ZarinPal's sandbox host) and 35 letters or digits. Opaque beyond that.
 */
export const AUTHORITY_PATTERN = /^[AS][0-9a-zA-Z]{35}$/;
export const authoritySchema = textSchema().regex(AUTHORITY_PATTERN).meta({ description: 'ZarinPal authority: A or S and 35 letters or digits' });

/** Every error code ZarinPal documents (docs/zarinpal.md, "Errors"); each has a Persian name for the organiser. */
export const ZARINPAL_ERROR_CODES = [-9, -10, -11, -12, -13, -14, -15, -41, -50, -51, -52, -53, -54, -60, -61, -62, -63] as const;

/** Where to send the buyer: the gateway's StartPay page for this payment. */
export const paymentStartSchema = z
  .object({ payment_url: answerText, authority: authoritySchema })
  .meta({ id: 'PaymentStart' });
export type PaymentStart = z.infer<typeof paymentStartSchema>;

/** Body of POST /api/payments/verify/: the query parameters the gateway put on the callback URL. */
export const verifyBodySchema = z.object({
  authority: textSchema().trim().min(1).max(64),
  status: z.enum(['OK', 'NOK']).optional(),
});
export type VerifyBody = z.infer<typeof verifyBodySchema>;

/** verify's outcome in the words of the original API's clients (docs/api.md, "Payments"). */
export const verifyStatuses = ['success', 'failed', 'unexpected'] as const;
export type VerifyStatus = (typeof verifyStatuses)[number];

/** COMPLETED → success; REFUND_REQUIRED (paid, but the seats were gone) and REFUNDED → unexpected; anything else → failed. */
export function verifyStatusOf(state: PaymentState): VerifyStatus {
  if (state === 'COMPLETED') return 'success';
  if (state === 'REFUND_REQUIRED' || state === 'REFUNDED') return 'unexpected';
  return 'failed';
}

/** Outcome of verify: 200 when the money arrived (COMPLETED or REFUND_REQUIRED). */
export const verifyResultSchema = z
  .object({
    detail: answerText,
    status: z.enum(verifyStatuses).meta({ description: 'success (COMPLETED), failed (FAILED, EXPIRED), unexpected (REFUND_REQUIRED)' }),
    ref_id: answerInt.nullable().meta({ description: 'bank reference, to show the buyer' }),
    card_pan: answerText.nullable(),
    amount: money,
    payment_state: z.enum(paymentStates),
  })
  .meta({ id: 'VerifyResult' });
export type VerifyResult = z.infer<typeof verifyResultSchema>;

/** 400 answer of verify: the error shape plus the same fields, `payment_state` FAILED. */
export const verifyFailureSchema = verifyResultSchema.extend({ code: answerText }).meta({ id: 'VerifyFailure' });
export type VerifyFailure = z.infer<typeof verifyFailureSchema>;

export const paymentSchema = z
  .object({
    id,
    total_price: money,
    payment_state: z.enum(paymentStates),
    authority: answerText.nullable(),
    pay_link: answerText.meta({ description: 'the payment_url the buyer was sent to ("" when none)' }),
    ref_id: answerInt.nullable(),
    card_pan: answerText.nullable(),
    created_date: isoTime,
    verified_date: isoTime.nullable(),
    coupon: answerText.nullable().meta({ description: 'the coupon code used, or null' }),
    is_competition_payment: z.boolean(),
    participations: z.array(cartItemSchema),
    accessories: z.array(accessorySchema).meta({ description: 'with the price paid for each' }),
    refunded_amount: money.meta({ description: 'Toman returned so far (DONE refunds), 0 when nothing was' }),
    edition: answerText.meta({ description: "the slug of the edition it paid for (GET /api/editions/), e.g. 1405" }),
    receipt_url: answerText
      .nullable()
      .meta({ description: '/api/payments/{id}/receipt.pdf for a COMPLETED or REFUNDED payment, else null' }),
    invoice_details: invoiceDetailsSchema.nullable().meta({ description: 'the official invoice details given, or null' }),
    invoice: paymentInvoiceSchema.nullable().meta({ description: 'its official invoice once issued (GET .../invoice.pdf), else null' }),
    kind: z.enum(['online', 'complimentary', 'door']).meta({ description: 'bought online, a complimentary seat, or sold at the door' }),
    door_method: z.enum(['CASH', 'CARD', 'FREE']).nullable().meta({ description: 'how a sale at the door was paid, else null' }),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof paymentSchema>;

/**
 * Answer of POST /api/users/competition_signup/: where to pay, or, when the competition is free,
 * `{detail}` alone (the user is signed up at once; there is nothing to pay).
 */
export const competitionSignupResultSchema = z.union([
  paymentStartSchema,
  z.object({ detail: answerText }),
]);
export type CompetitionSignupResult = z.infer<typeof competitionSignupResultSchema>;

/** Answer of GET /api/competition/: what the contest page shows. Held seats count as taken. */
export const competitionInfoSchema = z
  .object({
    price: answerInt.nonnegative().meta({ description: 'whole Toman' }),
    capacity: answerInt.nonnegative(),
    remained_capacity: answerInt.nonnegative(),
    is_registration_open: z.boolean(),
  })
  .meta({ id: 'CompetitionInfo' });
export type CompetitionInfo = z.infer<typeof competitionInfoSchema>;

/** POST /api/presentations/cart/{id}/cancel/: the Sheba to pay back to when the gateway cannot return it. */
export const cancelBodySchema = z.object({
  iban: textSchema()
    .max(60)
    .optional()
    .meta({ description: 'Sheba: IR and 24 digits, check digits verified; required when the refund is paid by hand' }),
});
export type CancelBody = z.infer<typeof cancelBodySchema>;

/** GET /api/presentations/cart/cancel_policy/: the festival's rule for cancelling, so a page can show the deadline. */
export const cancelPolicySchema = z
  .object({
    cancel_hours_before: answerInt.meta({ description: 'a registration may be cancelled until this many hours before it starts; 0: not at all' }),
    cancel_fee_percent: answerNumber.meta({ description: 'what a cancellation keeps of what was paid, in percent' }),
    transfer_hours_before: answerInt.meta({ description: 'a registration may be given to another phone until this many hours before it starts' }),
  })
  .meta({ id: 'CancelPolicy' });
export type CancelPolicy = z.infer<typeof cancelPolicySchema>;
