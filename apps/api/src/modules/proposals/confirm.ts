import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { DECISION_LINK_DAYS, type ConfirmBody, type ConfirmResult, type ProposalState } from '@fest/contract';
import type { Db, Tx } from '../../db/client';
import { proposalDecisionTokens, proposals } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { draftFromProposal } from './draft';
import { mayMove } from './states';
import { reviewTexts } from './texts';

/**
 * A speaker's one-tap answer to an acceptance (no login: the link is the proof). Each link's token is
 * 256 random bits, kept only as its SHA-256 (a copy of the table opens nothing); it answers once, until
 * its end (DECISION_LINK_DAYS after the decision, on the database's clock), and is then as unknown as
 * a token never issued: 404. The answer moves the proposal through the states table (ACCEPTED ->
 * CONFIRMED | DECLINED), and a CONFIRMED one becomes a draft session (draft.ts). Every speaker gets
 * their own link: a co-speaker answering the same as the first is told the state (200); answering
 * otherwise, after the first, is a 409 naming the state.
 */

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Where a link takes its speaker: the web app's page, which posts the answer. */
export const confirmUrl = (publicUrl: string, token: string) => `${publicUrl}/proposals/confirm/${token}`;

/**
 * Issues a speaker's token (in the decision's transaction); returns it with its end. `expiresAt` left out:
 * DECISION_LINK_DAYS from now. A reminder's token (`reminderDay`) is issued once per speaker and day:
 * null when that one was issued already.
 */
export async function issueDecisionToken(
  tx: Tx,
  t: { proposalId: number; userId: number; expiresAt?: Date; reminderDay?: number },
): Promise<{ token: string; expiresAt: Date } | null> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await tx
    .insert(proposalDecisionTokens)
    .values({
      tokenHash: hashOf(token),
      proposalId: t.proposalId,
      userId: t.userId,
      expiresAt: t.expiresAt ?? sql`now() + make_interval(days => ${DECISION_LINK_DAYS})`,
      reminderDay: t.reminderDay ?? null,
    })
    .onConflictDoNothing()
    .returning({ expiresAt: proposalDecisionTokens.expiresAt });
  return row ? { token, expiresAt: row.expiresAt } : null;
}

const answered: Record<ConfirmBody['answer'], 'CONFIRMED' | 'DECLINED'> = { CONFIRM: 'CONFIRMED', DECLINE: 'DECLINED' };

/**
 * The speakers' answer to an acceptance, in the caller's transaction with the proposal locked: moved
 * through the states table (409 naming the state it has, when the answer cannot follow it; nothing when
 * it is that answer already, as a co-speaker answering the same after the first). The first confirmation
 * is the proposal's: its draft session is made with it (draft.ts), or not at all. The one-tap link and a
 * festival data file's confirmed proposal (file-steps.ts) both come here.
 */
export async function answerIn(tx: Tx, proposal: { id: number; state: ProposalState }, to: 'CONFIRMED' | 'DECLINED'): Promise<void> {
  if (proposal.state === to) return;
  if (!mayMove(proposal.state, to)) throw new AppError(409, 'CONFLICT', reviewTexts.alreadyAnswered(proposal.state));
  await tx.update(proposals).set({ state: to, updatedAt: sql`now()` }).where(eq(proposals.id, proposal.id));
  if (to === 'CONFIRMED') await draftFromProposal(tx, proposal.id);
}

/** POST /api/proposals/confirm/{token}/. */
export async function answerDecision(db: Db, token: string, body: ConfirmBody): Promise<ConfirmResult> {
  if (!TOKEN_SHAPE.test(token)) throw notFound(reviewTexts.linkNotFound);
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select({ id: proposalDecisionTokens.id, proposalId: proposalDecisionTokens.proposalId })
      .from(proposalDecisionTokens)
      .where(and(eq(proposalDecisionTokens.tokenHash, hashOf(token)), isNull(proposalDecisionTokens.usedAt), gt(proposalDecisionTokens.expiresAt, sql`now()`)))
      .for('update');
    if (!link) throw notFound(reviewTexts.linkNotFound);
    const [proposal] = await tx
      .select({ id: proposals.id, state: proposals.state, fa_title: proposals.faTitle, en_title: proposals.enTitle })
      .from(proposals)
      .where(eq(proposals.id, link.proposalId))
      .for('update');
    const to = answered[body.answer];
    await answerIn(tx, proposal!, to);
    await tx.update(proposalDecisionTokens).set({ usedAt: sql`now()` }).where(eq(proposalDecisionTokens.id, link.id));
    return { ...proposal!, state: to };
  });
}
