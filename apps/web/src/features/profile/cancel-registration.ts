import { asciiDigits, sheba } from '@fest/contract';
import type { CancelPolicy, Refund } from '@/shared/api/cancellation';
import { changeWindow, deadlineBefore, type ChangeWindow } from './change-window';

/** A Sheba is IR and this many digits. */
export const SHEBA_DIGITS = 24;
/** ZarinPal returns a payment only within this many minutes of its verification (the API's rule, for the words). */
export const GATEWAY_WINDOW_MINUTES = 30;

export type ShebaProblem = { kind: 'letters' } | { kind: 'length'; count: number } | { kind: 'check' };
export type ShebaReading = { kind: 'empty' } | { kind: 'valid'; iban: string } | { kind: 'invalid'; problem: ShebaProblem };

/**
 * What the visitor typed in the Sheba field (the IR is printed before it, but a pasted Sheba brings
 * its own; Persian digits, spaces and dashes as a bank app writes them): the value the API takes, or
 * why not. The check digits are the contract's own check (iran-ids `sheba`), as the server's.
 */
export function readSheba(typed: string): ShebaReading {
  const digits = asciiDigits(typed).toUpperCase().replace(/^IR/, '');
  if (digits === '') return { kind: 'empty' };
  if (!/^\d+$/.test(digits)) return { kind: 'invalid', problem: { kind: 'letters' } };
  if (digits.length !== SHEBA_DIGITS) return { kind: 'invalid', problem: { kind: 'length', count: digits.length } };
  const iban = sheba(`IR${digits}`);
  return iban ? { kind: 'valid', iban } : { kind: 'invalid', problem: { kind: 'check' } };
}

/**
 * Whether "my workshops" offers to cancel a registration: not once it has started; 'off' when the
 * festival allows no cancelling; 'late' past the deadline. A preview for the button only: the server
 * decides by its own clock (400 TOO_LATE), and without the policy (not loaded) the button is offered.
 */
export function cancelWindow(start: string, policy: CancelPolicy | undefined, now: number): ChangeWindow | 'off' {
  const state = changeWindow(start, policy?.cancel_hours_before, now);
  return state !== 'started' && policy?.cancel_hours_before === 0 ? 'off' : state;
}

/** The last moment to cancel (ms since the epoch). */
export function cancelDeadline(start: string, policy: CancelPolicy): number {
  return deadlineBefore(start, policy.cancel_hours_before);
}

/**
 * What a cancel's answer means for the visitor: the money transferred by hand to the Sheba, back on
 * the card, nothing to return (all three: cancelled now), the bank not answered yet (a gateway refund
 * PENDING: cancelled once it answers), or refused (FAILED: nothing changed; a Sheba is needed now).
 */
export type CancelOutcome = 'transfer' | 'card' | 'nothing' | 'waiting' | 'refused';

export function cancelOutcome(refund: Pick<Refund, 'method' | 'state' | 'amount'>): CancelOutcome {
  if (refund.state === 'FAILED') return 'refused';
  if (refund.method === 'gateway') return refund.state === 'PENDING' ? 'waiting' : 'card';
  return refund.amount === 0 ? 'nothing' : 'transfer';
}
