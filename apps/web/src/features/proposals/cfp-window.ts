import type { Cfp, ProposalType } from '@/shared/api/proposals';
import { formatDate, formatTime } from '@/shared/format';
import { t } from '@/shared/i18n';

/** Where the call stands, as the page says it: open until its close, not yet open, over, or not scheduled. */
export type CfpWindow = { kind: 'open'; closesAt: string | null } | { kind: 'notYet'; opensAt: string } | { kind: 'ended'; closedAt: string } | { kind: 'notSet' };

/**
 * The server's `is_open` decides (its clock); the dates only say when. A call that is not open
 * with an opening still ahead of `now` has not opened yet; one with a close behind it is over.
 */
export function cfpWindow(cfp: Cfp, now: number): CfpWindow {
  if (cfp.is_open) return { kind: 'open', closesAt: cfp.cfp_closes_at };
  if (cfp.cfp_opens_at && Date.parse(cfp.cfp_opens_at) > now) return { kind: 'notYet', opensAt: cfp.cfp_opens_at };
  if (cfp.cfp_closes_at && Date.parse(cfp.cfp_closes_at) <= now) return { kind: 'ended', closedAt: cfp.cfp_closes_at };
  return { kind: 'notSet' };
}

/** 'جمعه ۱۱ اردیبهشت ۱۴۰۵، ساعت ۲۳:۵۹': a moment of the call's window (Jalali, Tehran). */
export const formatMoment = (iso: string) => t('proposals.dateAtTime', { date: formatDate(iso), time: formatTime(iso) });

/** The sentence that says where the call stands. */
export function cfpWindowText(window: CfpWindow): string {
  switch (window.kind) {
    case 'open':
      // An open call always has its close set (either end unset means closed).
      return t('proposals.cfpOpen', { date: window.closesAt ? formatMoment(window.closesAt) : '…' });
    case 'notYet':
      return t('proposals.cfpNotYet', { date: formatMoment(window.opensAt) });
    case 'ended':
      return t('proposals.cfpEnded', { date: formatMoment(window.closedAt) });
    default:
      return t('proposals.cfpNotSet');
  }
}

/** The contract's allowedLengths (packages/contract proposals.ts), repeated: a value import from the contract would bundle zod. */
export function allowedLengths(type: ProposalType): number[] {
  const out: number[] = [];
  for (let m = type.min_minutes; m <= type.max_minutes; m += type.step_minutes) out.push(m);
  return out;
}
