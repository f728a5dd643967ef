import type { Payment } from '@/shared/api/payments';

/**
 * Where a PENDING payment can be finished: its bank page (`pay_link`), while the payment is still
 * PENDING (the server makes it EXPIRED once its hold runs out, and the list is asked afresh on every
 * visit). Null for any other payment, or a link that is not an http(s) address.
 */
export function continueLink(payment: Payment): string | null {
  if (payment.payment_state !== 'PENDING' || !/^https?:\/\//i.test(payment.pay_link)) return null;
  return payment.pay_link;
}
