import type { AdminPaymentDetail, Refund, RefundBody } from '@/shared/api/admin-payments';
import { localTitle } from '@/shared/i18n/content';

/**
 * The lines of a payment as the refund dialog and the refunds table name them. Which lines can still
 * be refunded, and for how much, is the server's to decide (docs/api.md, "Refunds"); these only
 * preview it from the payment's page: a line is offered when no DONE or PENDING refund covers it.
 */
export interface PaymentLine {
  kind: 'participation' | 'accessory';
  /** The cart item id (participation) or the accessory id, as the refund body names it. */
  id: number;
  /** Unique across both kinds, for React keys and form names. */
  key: string;
  label: string;
  /** The line's price before the coupon (the payment's own for accessories, the presentation's for seats). */
  price: number;
}

const key = (kind: PaymentLine['kind'], id: number) => `${kind === 'participation' ? 'p' : 'a'}${id}`;

export function paymentLines(payment: Pick<AdminPaymentDetail, 'participations' | 'accessories'>): PaymentLine[] {
  return [
    ...payment.participations.map((item) => ({ kind: 'participation' as const, id: item.id, key: key('participation', item.id), label: localTitle(item.presentation), price: item.presentation.cost })),
    ...payment.accessories.map((a) => ({ kind: 'accessory' as const, id: a.id, key: key('accessory', a.id), label: a.name, price: a.price })),
  ];
}

/** A refund that took (DONE) or may yet take (PENDING) its lines: they can't be refunded again. */
export const holdsLines = (refund: Pick<Refund, 'state'>) => refund.state === 'DONE' || refund.state === 'PENDING';

/** Line keys → the state of the refund that covers them (DONE wins over PENDING; FAILED covers nothing). */
export function coveredLines(refunds: readonly Refund[]): Map<string, 'DONE' | 'PENDING'> {
  const covered = new Map<string, 'DONE' | 'PENDING'>();
  for (const refund of refunds) {
    if (!holdsLines(refund)) continue;
    const state = refund.state as 'DONE' | 'PENDING';
    for (const id of refund.participations) if (covered.get(key('participation', id)) !== 'DONE') covered.set(key('participation', id), state);
    for (const id of refund.accessories) if (covered.get(key('accessory', id)) !== 'DONE') covered.set(key('accessory', id), state);
  }
  return covered;
}

/** The lines no DONE or PENDING refund covers yet: what the dialog offers. */
export function refundableLines(payment: Pick<AdminPaymentDetail, 'participations' | 'accessories' | 'refunds'>): PaymentLine[] {
  const covered = coveredLines(payment.refunds);
  return paymentLines(payment).filter((line) => !covered.has(line.key));
}

/** The lines one refund covers, named from its payment (ids the payment no longer lists are left out). */
export function refundLines(refund: Pick<Refund, 'participations' | 'accessories'>, lines: readonly PaymentLine[]): PaymentLine[] {
  const wanted = new Set([...refund.participations.map((id) => key('participation', id)), ...refund.accessories.map((id) => key('accessory', id))]);
  return lines.filter((line) => wanted.has(line.key));
}

/**
 * The body for the chosen lines. Through the gateway it is always the whole payment, so no lines are
 * named (the contract's "every line still standing"); by hand, exactly the lines ticked, so a line
 * refunded meanwhile by someone else is refused (409) rather than silently left out.
 */
export function refundBody(method: RefundBody['method'], note: string, chosen: readonly PaymentLine[], offered: readonly PaymentLine[]): RefundBody {
  if (method === 'gateway' || offered.length === 0) return { method, note };
  return {
    method,
    note,
    participations: chosen.filter((l) => l.kind === 'participation').map((l) => l.id),
    accessories: chosen.filter((l) => l.kind === 'accessory').map((l) => l.id),
  };
}

/** ZarinPal reverses a verified payment only within 30 minutes of its verification (docs/zarinpal.md). */
export const GATEWAY_WINDOW_MS = 30 * 60_000;

/** When the gateway's window closes, or null for a payment that was never verified. A preview: the server decides. */
export function gatewayWindowEnd(payment: Pick<AdminPaymentDetail, 'verified_date'>): Date | null {
  return payment.verified_date ? new Date(new Date(payment.verified_date).getTime() + GATEWAY_WINDOW_MS) : null;
}
