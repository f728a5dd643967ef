import { and, eq, sql } from 'drizzle-orm';
import type { AdminProposal, DecideBody } from '@fest/contract';
import type { Db } from '../../db/client';
import { proposalSpeakers, proposals } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { auditedChange } from '../audit';
import { notifyPeople, type Notice } from '../messages';
import { confirmUrl, issueDecisionToken } from './confirm';
import { rankedProposal } from './ranking';
import { mayMove } from './states';
import { decisionContent, proposalTexts, reviewTexts } from './texts';

/**
 * POST /api/admin/proposals/{id}/decide/: the organisers accept, reject or wait-list a proposal, through
 * the states table (409 for a move it does not allow, the database's trigger refusing it too), audited
 * (`decide` of `proposal`), and tell each of its speakers who accepted the invitation, by SMS and e-mail
 * as their choices say (messages' notifyPeople), in the same transaction. An acceptance carries each
 * speaker's own one-tap link (confirm.ts) to confirm or decline.
 */
export async function decideProposal(deps: { db: Db; publicUrl: string }, actorId: number, proposalId: number, body: DecideBody): Promise<AdminProposal> {
  const message = body.message ?? '';
  return auditedChange(deps.db, { actorId, action: 'decide', objectType: 'proposal' }, async (tx) => {
    const [row] = await tx
      .select({ state: proposals.state, title: proposals.faTitle, enTitle: proposals.enTitle })
      .from(proposals)
      .where(eq(proposals.id, proposalId))
      .for('update');
    if (!row) throw notFound(proposalTexts.notFound);
    if (!mayMove(row.state, body.state)) throw new AppError(409, 'CONFLICT', reviewTexts.cannotDecide(row.state, body.state));
    await tx.update(proposals).set({ state: body.state, updatedAt: sql`now()` }).where(eq(proposals.id, proposalId));

    const speakers = await tx
      .select({ userId: proposalSpeakers.userId })
      .from(proposalSpeakers)
      .where(and(eq(proposalSpeakers.proposalId, proposalId), eq(proposalSpeakers.accepted, true)));
    const notices: Notice[] = [];
    for (const { userId } of speakers) {
      const issued = body.state === 'ACCEPTED' ? await issueDecisionToken(tx, { proposalId, userId }) : null;
      const link = issued ? { url: confirmUrl(deps.publicUrl, issued.token), expiresAt: issued.expiresAt } : undefined;
      notices.push({
        userId,
        ...decisionContent({ state: body.state, title: row.title, enTitle: row.enTitle, message, link }),
        purpose: 'proposal',
        dedupeKey: `proposal-decision:${proposalId}:${body.state}:${userId}`,
      });
    }
    const reach = await notifyPeople(tx, notices);
    return {
      result: await rankedProposal(tx, proposalId),
      objectId: proposalId,
      before: { state: row.state },
      after: { state: body.state, message, speakers_told: reach.people },
    };
  });
}
