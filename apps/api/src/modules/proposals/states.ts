import type { ProposalState } from '@fest/contract';

/**
 * The life of a proposal: the only moves it may make. The database keeps the same table
 * (proposal_transitions, migration 0034) and its trigger refuses any other move, whatever code path
 * tries it; a test checks that the two agree. 'NEW' is a proposal being written. The speakers' own
 * moves here are WITHDRAWN (while the call is open) and, later, CONFIRMED or DECLINED.
 */
export const PROPOSAL_TRANSITIONS: Readonly<Record<ProposalState | 'NEW', readonly ProposalState[]>> = {
  NEW: ['SUBMITTED'],
  SUBMITTED: ['ACCEPTED', 'REJECTED', 'WAITLISTED', 'WITHDRAWN'],
  WAITLISTED: ['ACCEPTED', 'REJECTED', 'WITHDRAWN'],
  ACCEPTED: ['CONFIRMED', 'DECLINED', 'WITHDRAWN'],
  REJECTED: [],
  CONFIRMED: [],
  DECLINED: [],
  WITHDRAWN: [],
};

/** A move the table allows. */
export const mayMove = (from: ProposalState, to: ProposalState) => PROPOSAL_TRANSITIONS[from].includes(to);
