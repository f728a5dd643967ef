import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { proposalSpeakers, proposals, users } from '../../db/schema';
import { AppError, notFound, validationError } from '../../lib/errors';
import { accountForPhone, prepareAccountFor } from '../accounts';
import { queueText } from '../messages';
import { invitationText, proposalTexts as texts } from './texts';

/**
 * A proposal's co-speakers: everyone on it but its sender. They are invited by phone (an account made
 * for a new one) with a text message, and are speakers only once they accept; an invited one may
 * decline instead, and the speakers who accepted may change the list while the proposal can be changed.
 */

/** The phones once each, the sender's refused (400 on co_speakers). */
export function coSpeakerPhones(phones: readonly string[], senderPhone: string): string[] {
  const unique = [...new Set(phones)];
  if (unique.includes(senderPhone)) throw validationError({ co_speakers: [texts.ownPhone] });
  return unique;
}

/** What inviting needs, worked out before the transaction (a password hash for each new phone: the slow part). */
export const prepareInvitations = (db: Db, phones: readonly string[]) => Promise.all(phones.map((phone) => prepareAccountFor(db, phone)));

/**
 * Invites each phone to the proposal in the caller's transaction: its account found or made, its row
 * not yet accepted, its text message queued beside it. `prepared`: prepareInvitations' answer, in order.
 */
export async function inviteCoSpeakers(
  tx: Tx,
  i: { proposalId: number; phones: readonly string[]; prepared: { passwordHash: string | null }[]; inviter: string; title: string; publicUrl: string },
): Promise<void> {
  for (const [n, phone] of i.phones.entries()) {
    const account = await accountForPhone(tx, { phone, firstName: '', lastName: '' }, i.prepared[n]!);
    await tx.insert(proposalSpeakers).values({ proposalId: i.proposalId, userId: account.id });
    await queueText(tx, {
      phone,
      text: invitationText({ inviter: i.inviter, title: i.title, publicUrl: i.publicUrl, newAccount: account.created }),
      purpose: 'proposal',
    });
  }
}

/** How an inviter is named in the invitation: their name, else their phone. */
export const inviterName = (u: { firstName: string; lastName: string; phone: string }) => `${u.firstName} ${u.lastName}`.trim() || u.phone;

/**
 * The proposal's co-speakers made `phones` (normalised), in the caller's transaction, the proposal
 * locked: those no longer named are dropped (accepted or not), the new ones invited (texted) by the
 * caller. The sender stays; their phone among them is refused (400 on co_speakers).
 */
export async function replaceCoSpeakers(
  tx: Tx,
  c: { proposalId: number; callerId: number; phones: readonly string[]; prepared: Map<string, { passwordHash: string | null }>; title: string; publicUrl: string },
): Promise<void> {
  const [proposal] = await tx.select({ senderId: proposals.submittedBy }).from(proposals).where(eq(proposals.id, c.proposalId));
  // The sender's account may be gone (deleted): the caller, a speaker who accepted, then stands for them.
  const senderId = proposal!.senderId ?? c.callerId;
  const current = await tx
    .select({ userId: proposalSpeakers.userId, phone: users.phoneNumber })
    .from(proposalSpeakers)
    .innerJoin(users, eq(users.id, proposalSpeakers.userId))
    .where(and(eq(proposalSpeakers.proposalId, c.proposalId), ne(proposalSpeakers.userId, senderId)));
  const [sender] = await tx.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, senderId));
  const wanted = coSpeakerPhones(c.phones, sender!.phone);
  const dropped = current.filter((s) => !wanted.includes(s.phone)).map((s) => s.userId);
  if (dropped.length) await tx.delete(proposalSpeakers).where(and(eq(proposalSpeakers.proposalId, c.proposalId), inArray(proposalSpeakers.userId, dropped)));
  const added = wanted.filter((phone) => !current.some((s) => s.phone === phone));
  if (!added.length) return;
  const [caller] = await tx.select({ phone: users.phoneNumber, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, c.callerId));
  await inviteCoSpeakers(tx, {
    proposalId: c.proposalId,
    phones: added,
    // A phone prepared before the transaction, or (an account made since) none needed.
    prepared: added.map((phone) => c.prepared.get(phone) ?? { passwordHash: null }),
    inviter: inviterName(caller!),
    title: c.title,
    publicUrl: c.publicUrl,
  });
}

/**
 * POST /api/proposals/{id}/decline_invitation/: the invited account, not yet accepted, takes itself off
 * the proposal (its row removed: the proposal no longer shows in its list). 404 for any account not
 * invited to it; 409 for one who accepted already (they are a speaker: the others change the list).
 */
export async function declineInvitation(db: Db, userId: number, proposalId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ accepted: proposalSpeakers.accepted })
      .from(proposalSpeakers)
      .where(and(eq(proposalSpeakers.proposalId, proposalId), eq(proposalSpeakers.userId, userId)))
      .for('update');
    if (!row) throw notFound(texts.notFound);
    if (row.accepted) throw new AppError(409, 'CONFLICT', texts.alreadyAccepted);
    await tx.delete(proposalSpeakers).where(and(eq(proposalSpeakers.proposalId, proposalId), eq(proposalSpeakers.userId, userId)));
  });
}
