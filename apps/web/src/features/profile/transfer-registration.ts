import { normalizePhone } from '@fest/contract';
import type { CancelPolicy } from '@/shared/api/cancellation';
import { errorMessage, serverText, toApiError } from '@/shared/api-error';
import { toPersianDigits } from '@/shared/format';
import { t } from '@/shared/i18n';
import { changeWindow, deadlineBefore, type ChangeWindow } from './change-window';

/**
 * Whether "my workshops" offers to give a registration to another phone: until the policy's
 * `transfer_hours_before` hours before the start (0: until it starts); offered when the policy is not
 * known (the server decides, 400 TOO_LATE).
 */
export function transferWindow(start: string, policy: CancelPolicy | undefined, now: number): ChangeWindow {
  return changeWindow(start, policy?.transfer_hours_before, now);
}

/** The last moment to give it on (ms since the epoch), when the policy says. */
export function transferDeadline(start: string, policy: CancelPolicy | undefined): number | null {
  return typeof policy?.transfer_hours_before === 'number' ? deadlineBefore(start, policy.transfer_hours_before) : null;
}

export type PhoneReading = { kind: 'valid'; phone: string } | { kind: 'empty' } | { kind: 'invalid' };

/**
 * The recipient's phone as typed (Persian digits, spaces, +98 and the rest): the contract's own
 * reading (normalizePhone), as the server reads it. Whose phone it is, is the server's to say.
 */
export function readRecipientPhone(typed: string): PhoneReading {
  if (typed.trim() === '') return { kind: 'empty' };
  const phone = normalizePhone(typed);
  return phone ? { kind: 'valid', phone } : { kind: 'invalid' };
}

/** 09121234567 -> '۰۹۱۲ ۱۲۳ ۴۵۶۷': a phone to read back before confirming (to be shown left to right). */
export function groupedPhone(phone: string): string {
  return toPersianDigits(phone.replace(/^(\d{4})(\d{3})(\d{4})$/, '$1 $2 $3'));
}

/** Where a refused transfer is said: beside the phone (the recipient's problem) or above the form. */
export type TransferRefusal = { on: 'phone' | 'form'; message: string };

/** The workshop a TIME_CLASH names (`clashes_with`, in the answer's body that the data layer keeps). */
function clashTitle(err: unknown): string | undefined {
  const body: unknown = typeof err === 'object' && err !== null && 'body' in err ? err.body : undefined;
  if (typeof body !== 'object' || body === null || !('clashes_with' in body)) return undefined;
  const clash = body.clashes_with as { fa_title?: unknown } | null;
  return typeof clash?.fa_title === 'string' ? clash.fa_title : undefined;
}

/**
 * What the visitor reads when the server refuses: a phone it will not take (a bad one, their own),
 * a recipient who holds it already or has a workshop at that time (named), beside the phone; too late,
 * not paid, used at the door and the rest above the form, in the server's words when it sent some.
 */
export function transferRefusal(err: unknown): TransferRefusal {
  const apiError = toApiError(err);
  const onPhone = apiError.errors?.phone_number?.[0];
  if (onPhone !== undefined) return { on: 'phone', message: serverText(onPhone) ?? t('transfer.phoneRejected') };
  if (apiError.code === 'ALREADY_REGISTERED') return { on: 'phone', message: serverText(apiError.detail) ?? t('transfer.alreadyRegistered') };
  if (apiError.code === 'TIME_CLASH') {
    const title = clashTitle(err);
    return { on: 'phone', message: title ? t('transfer.timeClash', { title }) : errorMessage(err) };
  }
  if (apiError.code === 'TOO_LATE') return { on: 'form', message: serverText(apiError.detail) ?? t('transfer.tooLate') };
  return { on: 'form', message: errorMessage(err) };
}
