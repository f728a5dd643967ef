import { and, eq, sql } from 'drizzle-orm';
import type { AdminProposal, DecideBody, ProposalState } from '@fest/contract';
import type { Db, Tx } from '../../db/client';
import { proposalSpeakers, proposals } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { auditedChange } from '../audit';
import { notifyPeople, type Notice } from '../messages';
import { confirmUrl, issueDecisionToken } from './confirm';
import { rankedProposal } from './ranking';
import { mayMove } from './states';
import { decisionContent, proposalTexts, reviewTexts } from './texts';

/**
 * An organisers' decision in the caller's transaction: the proposal locked and moved through the states
 * table (409 for a move it does not allow, the database's trigger refusing it too), and each of its
 * speakers who accepted the invitation told, by SMS and e-mail as their choices say (messages'
 * notifyPeople); an acceptance carries each speaker's own one-tap link (confirm.ts) to confirm or
 * decline. The console's decision and a festival data file's decided proposal (file-steps.ts) both come here.
 */
export async function decideIn(
  tx: Tx,
  publicUrl: string,
  d: { proposalId: number; state: DecideBody['state']; message: string },
): Promise<{ before: ProposalState; people: number }> {
  const { proposalId } = d;
  const [row] = await tx
    .select({ state: proposals.state, title: proposals.faTitle, enTitle: proposals.enTitle })
    .from(proposals)
    .where(eq(proposals.id, proposalId))
    .for('update');
  if (!row) throw notFound(proposalTexts.notFound);
  if (!mayMove(row.state, d.state)) throw new AppError(409, 'CONFLICT', reviewTexts.cannotDecide(row.state, d.state));
  await tx.update(proposals).set({ state: d.state, updatedAt: sql`now()` }).where(eq(proposals.id, proposalId));

  const speakers = await tx
    .select({ userId: proposalSpeakers.userId })
    .from(proposalSpeakers)
    .where(and(eq(proposalSpeakers.proposalId, proposalId), eq(proposalSpeakers.accepted, true)));
  const notices: Notice[] = [];
  for (const { userId } of speakers) {
    const issued = d.state === 'ACCEPTED' ? await issueDecisionToken(tx, { proposalId, userId }) : null;
    const link = issued ? { url: confirmUrl(publicUrl, issued.token), expiresAt: issued.expiresAt } : undefined;
    notices.push({
      userId,
      ...decisionContent({ state: d.state, title: row.title, enTitle: row.enTitle, message: d.message, link }),
      purpose: 'proposal',
      dedupeKey: `proposal-decision:${proposalId}:${d.state}:${userId}`,
    });
  }
  const reach = await notifyPeople(tx, notices);
  return { before: row.state, people: reach.people };
}

/** POST /api/admin/proposals/{id}/decide/: decideIn, audited (`decide` of `proposal`). */
export async function decideProposal(deps: { db: Db; publicUrl: string }, actorId: number, proposalId: number, body: DecideBody): Promise<AdminProposal> {
  const message = body.message ?? '';
  return auditedChange(deps.db, { actorId, action: 'decide', objectType: 'proposal' }, async (tx) => {
    const decided = await decideIn(tx, deps.publicUrl, { proposalId, state: body.state, message });
    return {
      result: await rankedProposal(tx, proposalId),
      objectId: proposalId,
      before: { state: decided.before },
      after: { state: body.state, message, speakers_told: decided.people },
    };
  });
}
