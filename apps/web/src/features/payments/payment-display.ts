import './payments-strings';
import { toPersianDigits } from '@/shared/format';
import { t, type MessageKey } from '@/shared/i18n';
import type { Payment, PaymentState } from '@/shared/api/payments';

type Tone = 'navy' | 'accent' | 'green' | 'red' | 'gray';

const states: Record<PaymentState, { label: MessageKey; tone: Tone }> = {
  PENDING: { label: 'payments.statePending', tone: 'accent' },
  COMPLETED: { label: 'payments.stateCompleted', tone: 'green' },
  FAILED: { label: 'payments.stateFailed', tone: 'red' },
  EXPIRED: { label: 'payments.stateExpired', tone: 'gray' },
  REFUND_REQUIRED: { label: 'payments.stateRefund', tone: 'accent' },
  REFUNDED: { label: 'payments.stateRefunded', tone: 'gray' },
};

export function paymentStateLabel(state: PaymentState): string {
  return t(states[state].label);
}

export function paymentStateTone(state: PaymentState): Tone {
  return states[state].tone;
}

/**
 * A payment some of whose lines the organisers refunded stays COMPLETED (docs/api.md, "The life of
 * a payment"); the buyer is told so rather than seeing a plain "paid".
 */
export function isPartlyRefunded(payment: Pick<Payment, 'payment_state' | 'refunded_amount'>): boolean {
  return payment.payment_state === 'COMPLETED' && payment.refunded_amount > 0;
}

/** The badge for a payment: its state's, or "partly refunded". */
export function paymentBadge(payment: Pick<Payment, 'payment_state' | 'refunded_amount'>): { label: string; tone: Tone } {
  if (isPartlyRefunded(payment)) return { label: t('payments.statePartlyRefunded'), tone: 'navy' };
  return { label: paymentStateLabel(payment.payment_state), tone: paymentStateTone(payment.payment_state) };
}

/** '502229******5995' -> '۵۰۲۲ ۲۹** **** ۵۹۹۵' (shown left to right, like on the card). */
export function formatCardPan(pan: string): string {
  const compact = pan.replace(/[\s-]/g, '');
  return toPersianDigits(compact.replace(/(.{4})(?=.)/g, '$1 '));
}

/** A payment's name in lists: the competition, or the order number. */
export function paymentTitle(payment: Pick<Payment, 'id' | 'is_competition_payment'>): string {
  return payment.is_competition_payment ? t('payments.competitionOrder') : t('payments.order', { id: toPersianDigits(payment.id) });
}

/** How a payment came about, when not bought online: a complimentary seat, or bought at the door. */
export function paymentKindNote(payment: Pick<Payment, 'kind'>): string | null {
  return payment.kind === 'online' ? null : t(`payments.kind${payment.kind}` as MessageKey);
}
