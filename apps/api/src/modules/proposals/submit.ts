import { eq, sql } from 'drizzle-orm';
import type { Proposal, ProposalCreate } from '@fest/contract';
import type { Db } from '../../db/client';
import { currentEdition } from '../../db/editions';
import { proposalSpeakers, proposals, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { sanitizeDescription } from '../../lib/sanitize';
import { readCall, refuseKindOrLength, refuseOutsideWindow } from './cfp';
import { coSpeakerPhones, inviteCoSpeakers, inviterName, prepareInvitations } from './co-speakers';
import { proposalById } from './serialize';
import { refuseNameless } from './speaker-names';
import { proposalTexts as texts } from './texts';

export interface ProposalsDeps {
  db: Db;
  /** PUBLIC_URL: where an invitation sends its reader. */
  publicUrl: string;
}

type Created = Omit<ProposalCreate, 'co_speakers'> & { co_speakers: string[] };

/** The proposal's texts as stored: abstracts and description sanitised (plain text stays as it is, trimmed). */
export const storedTexts = (p: Partial<Pick<Created, 'fa_abstract' | 'en_abstract' | 'description' | 'notes_to_organisers'>>) => ({
  ...(p.fa_abstract !== undefined ? { faAbstract: sanitizeDescription(p.fa_abstract) } : {}),
  ...(p.en_abstract !== undefined ? { enAbstract: sanitizeDescription(p.en_abstract) } : {}),
  ...(p.description !== undefined ? { description: sanitizeDescription(p.description) } : {}),
  ...(p.notes_to_organisers !== undefined ? { notesToOrganisers: p.notes_to_organisers.trim() } : {}),
});

/**
 * POST /api/proposals/: a proposal to the current edition's call while it is open (400 CFP_CLOSED), of a
 * kind and length the call takes, from a sender with a name (speaker-names.ts), in one transaction with
 * its speakers: the sender accepted at once, each co-speaker invited (co-speakers.ts): not yet accepted,
 * with a text message queued beside it. The sender's own phone is no co-speaker (400 on co_speakers).
 */
export async function submitProposal(deps: ProposalsDeps, userId: number, body: Created): Promise<Proposal> {
  const { db } = deps;
  const [sender] = await db.select({ phone: users.phoneNumber, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  if (!sender) throw notFound();
  refuseNameless(sender, texts.senderNameNeeded);
  const coSpeakers = coSpeakerPhones(body.co_speakers, sender.phone);
  // Refused early, before the slow part (a password hash for each new phone), and again inside.
  refuseOutsideWindow(await readCall(db, currentEdition()));
  const prepared = await prepareInvitations(db, coSpeakers);

  const id = await db.transaction(async (tx) => {
    const call = await readCall(tx, currentEdition(), { lock: 'share' });
    refuseOutsideWindow(call);
    refuseKindOrLength(call, body.service_type, body.duration_minutes);
    const [row] = await tx
      .insert(proposals)
      .values({
        editionId: call.editionId,
        submittedBy: userId,
        serviceType: body.service_type,
        faTitle: body.fa_title,
        enTitle: body.en_title ?? '',
        durationMinutes: body.duration_minutes,
        level: body.level,
        language: body.language,
        recordingConsent: body.recording_consent,
        ...storedTexts(body),
        faAbstract: sanitizeDescription(body.fa_abstract),
      })
      .returning({ id: proposals.id });
    const proposalId = row!.id;
    await tx.insert(proposalSpeakers).values({ proposalId, userId, accepted: true, acceptedAt: sql`now()` });
    await inviteCoSpeakers(tx, { proposalId, phones: coSpeakers, prepared, inviter: inviterName(sender), title: body.fa_title, publicUrl: deps.publicUrl });
    return proposalId;
  });
  return proposalById(db, id);
}
