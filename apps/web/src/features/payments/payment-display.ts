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

/** '502229******5995' -> '۵۰۲۲ ۲۹** **** ۵۹۹۵' (shown left to right, like on the card). */
export function formatCardPan(pan: string): string {
  const compact = pan.replace(/[\s-]/g, '');
  return toPersianDigits(compact.replace(/(.{4})(?=.)/g, '$1 '));
}

/** A payment's name in lists: the competition, or the order number. */
export function paymentTitle(payment: Pick<Payment, 'id' | 'is_competition_payment'>): string {
  return payment.is_competition_payment ? t('payments.competitionOrder') : t('payments.order', { id: toPersianDigits(payment.id) });
}
