import { normalizePhone, type DoorSaleMethod, type WalkInBody } from '@fest/contract';
import type { MessageKey } from '@/shared/i18n';

/**
 * The door's sale form read and checked before it is sent (contract "Sales at the door"): the same
 * rules as walkInBodySchema (a mobile number, two names, whole Toman, 0 exactly when FREE), said in
 * the door's words beside each field. The server checks them again and decides about seats.
 */

/** What the volunteer typed, as typed. */
export interface WalkInDraft {
  phone: string;
  firstName: string;
  lastName: string;
  method: DoorSaleMethod;
  /** The amount as shown in the box (Persian digits and grouping allowed). */
  amount: string;
}

export type WalkInField = 'phone_number' | 'first_name' | 'last_name' | 'amount';
export type WalkInProblems = Partial<Record<WalkInField, MessageKey>>;

/** The contract's bounds (personNameSchema, walkInBodySchema's amount). */
export const NAME_MAX = 150;
export const AMOUNT_MAX = 1_000_000_000;

/** Persian and Arabic-Indic digits read as Latin ones. */
const latinDigits = (text: string) => text.replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0)).replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));

/**
 * The whole Toman in the amount box: its digits in any script, the grouping marks (٬ , . space) and
 * the word تومان ignored; null when it holds no digit. '۲۵۰٬۰۰۰' -> 250000.
 */
export function readAmount(typed: string): number | null {
  const digits = latinDigits(typed).replace(/\D/g, '');
  if (!digits) return null;
  // More digits than any amount the contract takes: keep it a number (it is refused as too large).
  return digits.length > 12 ? Number.MAX_SAFE_INTEGER : Number(digits);
}

/** A cash or card sale starts at the session's price; a free entry is 0 and stays 0. */
export const defaultMethod = (cost: number): DoorSaleMethod => (cost === 0 ? 'FREE' : 'CASH');

/** What is wrong with the typed phone, if anything. */
export function phoneProblem(typed: string): MessageKey | undefined {
  if (!typed.trim()) return 'door.walkInPhoneMissing';
  return normalizePhone(typed) ? undefined : 'door.walkInPhoneInvalid';
}

/** The body to send, or the problems to show beside their fields (each as a catalogue key). */
export function checkWalkIn(draft: WalkInDraft, presentation: number): { body: WalkInBody } | { problems: WalkInProblems } {
  const problems: WalkInProblems = {};
  const phone = normalizePhone(draft.phone);
  const onPhone = phoneProblem(draft.phone);
  if (onPhone) problems.phone_number = onPhone;
  const firstName = draft.firstName.trim();
  const lastName = draft.lastName.trim();
  if (!firstName) problems.first_name = 'door.walkInNameMissing';
  else if (firstName.length > NAME_MAX) problems.first_name = 'door.walkInNameLong';
  if (!lastName) problems.last_name = 'door.walkInNameMissing';
  else if (lastName.length > NAME_MAX) problems.last_name = 'door.walkInNameLong';
  const amount = draft.method === 'FREE' ? 0 : readAmount(draft.amount);
  if (amount === null) problems.amount = 'door.walkInAmountMissing';
  else if (draft.method !== 'FREE' && amount === 0) problems.amount = 'door.walkInAmountZero';
  else if (amount > AMOUNT_MAX) problems.amount = 'door.walkInAmountLarge';
  if (Object.keys(problems).length > 0 || !phone || amount === null) return { problems };
  return { body: { presentation, phone_number: phone, first_name: firstName, last_name: lastName, method: draft.method, amount } };
}

/** The first problem's field, to put the cursor there. */
export const firstProblem = (problems: Partial<Record<WalkInField, unknown>>): WalkInField | undefined =>
  (['phone_number', 'first_name', 'last_name', 'amount'] as const).find((field) => problems[field]);
