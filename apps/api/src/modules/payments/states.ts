import type { PaymentState } from '@fest/contract';

/**
 * The life of a payment (contract, "Payments"): the only moves a payment may make. The database keeps
 * the same table (payment_transitions, migration 0021) and its trigger refuses any other move, whatever
 * code path tries it; a test checks that the two agree. 'NEW' is a payment being written.
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentState | 'NEW', readonly PaymentState[]>> = {
  NEW: ['PENDING', 'COMPLETED'],
  PENDING: ['COMPLETED', 'REFUND_REQUIRED', 'FAILED', 'EXPIRED'],
  FAILED: ['COMPLETED', 'REFUND_REQUIRED'],
  EXPIRED: ['COMPLETED', 'REFUND_REQUIRED'],
  COMPLETED: ['REFUNDED'],
  REFUND_REQUIRED: ['REFUNDED'],
  REFUNDED: [],
};

/** The money arrived: what a gateway answer can no longer change (settling answers these as stored). */
export const MONEY_ARRIVED: ReadonlySet<PaymentState> = new Set(['COMPLETED', 'REFUND_REQUIRED', 'REFUNDED']);

/** States whose lines may be refunded. */
export const REFUNDABLE: ReadonlySet<PaymentState> = new Set(['COMPLETED', 'REFUND_REQUIRED']);
