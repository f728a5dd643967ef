import type { Proposal, ProposalState } from '@/shared/api/proposals';
import { t, type MessageKey } from '@/shared/i18n';

type Tone = 'navy' | 'accent' | 'green' | 'red' | 'gray';

/** A state's badge: its Persian name and colour (green good news, red bad, amber waiting on someone). */
export function stateBadge(state: ProposalState): { label: string; tone: Tone } {
  const tones: Record<ProposalState, Tone> = {
    SUBMITTED: 'navy',
    ACCEPTED: 'green',
    CONFIRMED: 'green',
    WAITLISTED: 'accent',
    REJECTED: 'red',
    DECLINED: 'gray',
    WITHDRAWN: 'gray',
  };
  return { label: t(`proposals.state${state}` as MessageKey), tone: tones[state] };
}

/** What the caller may do with a proposal on their list: accept an invitation, or (the call open, not yet reviewed) change or withdraw. */
export function proposalActions(proposal: Proposal, myPhone: string | null, callOpen: boolean) {
  const me = proposal.speakers.find((s) => s.phone_number === myPhone);
  // The list holds only the caller's proposals: without their row (the phone not known yet), they sent it.
  const invited = me ? !me.accepted : false;
  const speaker = !invited;
  return {
    invited: invited && proposal.state !== 'WITHDRAWN',
    canEdit: speaker && callOpen && proposal.state === 'SUBMITTED',
    canWithdraw: speaker && callOpen && (proposal.state === 'SUBMITTED' || proposal.state === 'WAITLISTED' || proposal.state === 'ACCEPTED'),
  };
}

/** Who sent it: the first speaker (the contract lists the sender first), by name or phone. */
export function senderName(proposal: Proposal): string {
  const sender = proposal.speakers[0];
  if (!sender) return '';
  return `${sender.first_name} ${sender.last_name}`.trim() || sender.phone_number;
}
