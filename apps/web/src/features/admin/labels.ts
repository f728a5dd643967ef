import { hasMessage, t, type MessageKey } from '@/shared/i18n';
import { toPersianDigits } from '@/shared/format';
import './messages';

/** The console's names for the contract's enum values (keys built from the value, checked by a test). */
export const serviceTypeLabel = (type: string) => t(`admin.type${type}` as MessageKey);
export const staffRoleLabel = (role: string) => t(`admin.staffRole${role}` as MessageKey);
export const teamLabel = (team: string) => t(`admin.team${team}` as MessageKey);
export const paymentStateLabel = (state: string) => t(`admin.state${state}` as MessageKey);
export const userRoleLabel = (role: string) => t(`admin.role${role}` as MessageKey);
export const refundStateLabel = (state: string) => t(`admin.refundState${state}` as MessageKey);
export const refundMethodLabel = (method: string) => t(`admin.refundMethod${method}` as MessageKey);

/** A gateway code as written ("-63"), kept left to right inside Persian text. */
export const gatewayCodeText = (code: number) => `\u2066${toPersianDigits(code)}\u2069`;

/** Why the gateway refused, in words for every code ZarinPal documents (docs/zarinpal.md, "Errors"); others by number. */
export function refundFailureReason(code: number | null): string {
  const key = `gatewayCode${code}`;
  if (code !== null && hasMessage('admin', key)) return t(`admin.${key}` as MessageKey);
  return t('admin.refundCodeOther', { code: code === null ? '—' : gatewayCodeText(code) });
}

/**
 * How a payment came about, for the lists: nothing for a purchase online (most of them), "مهمان" for a
 * complimentary seat, "فروش حضوری · نقدی" for a sale at the door with how it was paid.
 */
export function paymentKindLabel(payment: { kind: string; door_method: string | null }): string | null {
  if (payment.kind === 'online') return null;
  const kind = t(`admin.kind${payment.kind}` as MessageKey);
  return payment.kind === 'door' && payment.door_method ? `${kind} · ${t(`admin.doorMethod${payment.door_method}` as MessageKey)}` : kind;
}
