import { and, eq, sql } from 'drizzle-orm';
import type { Proposal, ProposalChange, ProposalState } from '@fest/contract';
import type { Db, Tx } from '../../db/client';
import { proposalSpeakers, proposals } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { readCall, refuseKindOrLength, refuseOutsideWindow } from './cfp';
import { prepareInvitations, replaceCoSpeakers } from './co-speakers';
import { proposalById, proposalsOf } from './serialize';
import { refuseNamelessAccount } from './speaker-names';
import { mayMove } from './states';
import { storedTexts, type ProposalsDeps } from './submit';
import { proposalTexts as texts } from './texts';

/**
 * A speaker's own proposals. Who may do what: every speaker named on it (invited or accepted) sees it;
 * only those who accepted change or withdraw it, and only while its edition's call is open. Anyone else
 * gets 404, as for a proposal that does not exist.
 */

/** GET /api/proposals/: the caller's, and those they are invited to (`accepted: false` on their row). */
export const listOwnProposals = (db: Db, userId: number) => proposalsOf(db, userId);

/** The caller's row of the proposal, locked with the proposal when `lock`; null when they are not on it. */
async function speakerRow(db: Db | Tx, proposalId: number, userId: number, lock = false) {
  const query = db
    .select({ accepted: proposalSpeakers.accepted, state: proposals.state, editionId: proposals.editionId, serviceType: proposals.serviceType, durationMinutes: proposals.durationMinutes })
    .from(proposalSpeakers)
    .innerJoin(proposals, eq(proposals.id, proposalSpeakers.proposalId))
    .where(and(eq(proposalSpeakers.proposalId, proposalId), eq(proposalSpeakers.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** GET /api/proposals/{id}/: for its speakers, the invited included. */
export async function getOwnProposal(db: Db, userId: number, proposalId: number): Promise<Proposal> {
  if (!(await speakerRow(db, proposalId, userId))) throw notFound(texts.notFound);
  return proposalById(db, proposalId);
}

/** The proposal locked for a change by a speaker who accepted, within its call's window; 404 / 400 CFP_CLOSED otherwise. */
async function lockForSpeaker(tx: Tx, userId: number, proposalId: number) {
  const row = await speakerRow(tx, proposalId, userId, true);
  if (!row?.accepted) throw notFound(texts.notFound);
  const call = await readCall(tx, sql`${row.editionId}::int`, { lock: 'share' });
  refuseOutsideWindow(call);
  return { row, call };
}

/**
 * PATCH /api/proposals/{id}/: any of its fields, while it waits for review (SUBMITTED; 409 otherwise);
 * the kind and length, as they will be, checked against the call as a new proposal's are. `co_speakers`,
 * when given, is the whole list of co-speakers as it is to be (co-speakers.ts): new phones invited by
 * text, those left out dropped.
 */
export async function changeProposal(deps: ProposalsDeps, userId: number, proposalId: number, change: ProposalChange): Promise<Proposal> {
  const { db } = deps;
  const { co_speakers: coSpeakers, ...fields } = change;
  // Before the transaction: the slow part (a password hash for each phone without an account).
  const hashes = coSpeakers ? await prepareInvitations(db, coSpeakers) : [];
  const prepared = new Map(coSpeakers?.map((phone, i) => [phone, hashes[i]!]));
  await db.transaction(async (tx) => {
    const { row, call } = await lockForSpeaker(tx, userId, proposalId);
    if (row.state !== 'SUBMITTED') throw new AppError(409, 'CONFLICT', texts.notSubmitted);
    if (change.service_type !== undefined || change.duration_minutes !== undefined) {
      refuseKindOrLength(call, change.service_type ?? row.serviceType, change.duration_minutes ?? row.durationMinutes);
    }
    const [updated] = await tx
      .update(proposals)
      .set({
        ...(change.service_type !== undefined ? { serviceType: change.service_type } : {}),
        ...(change.fa_title !== undefined ? { faTitle: change.fa_title } : {}),
        ...(change.en_title !== undefined ? { enTitle: change.en_title } : {}),
        ...(change.duration_minutes !== undefined ? { durationMinutes: change.duration_minutes } : {}),
        ...(change.level !== undefined ? { level: change.level } : {}),
        ...(change.language !== undefined ? { language: change.language } : {}),
        ...(change.recording_consent !== undefined ? { recordingConsent: change.recording_consent } : {}),
        ...storedTexts(fields),
        updatedAt: sql`now()`,
      })
      .where(eq(proposals.id, proposalId))
      .returning({ title: proposals.faTitle });
    if (coSpeakers) {
      await replaceCoSpeakers(tx, {
        proposalId,
        callerId: userId,
        phones: coSpeakers,
        prepared,
        title: updated!.title,
        publicUrl: deps.publicUrl,
      });
    }
  });
  return proposalById(db, proposalId);
}

/**
 * DELETE /api/proposals/{id}/: withdraws it (WITHDRAWN; it stays in its speakers' lists). Again on a
 * withdrawn one changes nothing; one past the point of withdrawing (states.ts) is 409.
 */
export async function withdrawProposal(db: Db, userId: number, proposalId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const { row } = await lockForSpeaker(tx, userId, proposalId);
    const to: ProposalState = 'WITHDRAWN';
    if (row.state === to) return;
    if (!mayMove(row.state, to)) throw new AppError(409, 'CONFLICT', texts.cannotWithdraw);
    await tx.update(proposals).set({ state: to, updatedAt: sql`now()` }).where(eq(proposals.id, proposalId));
  });
}

/**
 * POST /api/proposals/{id}/accept_invitation/: the invited account makes the proposal theirs (again:
 * nothing changes). 404 for any account not invited to it; 409 once it was withdrawn; 400 on
 * first_name/last_name while the account has no name (one made for the invited phone, or by a login by
 * code, has none): a co-speaker who accepted becomes a presenter under that name once the proposal is
 * confirmed (draft.ts), and a nameless one would show on the programme as a blank.
 */
export async function acceptInvitation(db: Db, userId: number, proposalId: number): Promise<Proposal> {
  await db.transaction(async (tx) => {
    const row = await speakerRow(tx, proposalId, userId, true);
    if (!row) throw notFound(texts.notFound);
    if (row.accepted) return;
    if (row.state === 'WITHDRAWN') throw new AppError(409, 'CONFLICT', texts.withdrawn);
    await refuseNamelessAccount(tx, userId, texts.nameNeeded);
    await tx
      .update(proposalSpeakers)
      .set({ accepted: true, acceptedAt: sql`now()` })
      .where(and(eq(proposalSpeakers.proposalId, proposalId), eq(proposalSpeakers.userId, userId)));
  });
  return proposalById(db, proposalId);
}
