import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { editions, festival, presentationPresenters, presentations, presenters, proposals, proposalSpeakers, speakerProfiles, users } from '../../db/schema';
import { sanitizeDescription } from '../../lib/sanitize';

/**
 * A confirmed proposal becomes a draft session with its presenters (contract: "a confirmed proposal
 * becomes a draft presentation ... with its presenters"), in the confirmation's transaction, once: the
 * unique proposal_id makes a second call a no-op.
 *
 * The draft is hidden from the public (is_published false) and cannot be sold (registration closed,
 * cost 0 until an organiser sets one). Its start and end cannot be empty (the column is NOT NULL, and
 * every reader of the programme relies on it), so until the schedule editor places it the draft has no
 * room, which is what "unplaced" means (modules/schedule), and a stand-in time of the right length: the
 * edition's first day at 09:00 Tehran (the day the proposal was confirmed when the edition has no dates).
 *
 * Each accepted speaker's Presenter is the one of their account (presenters.user_id), made from their
 * speaker profile the first time and reused afterwards as it is: the organisers may have edited it since.
 */

/** Seats of a new draft by kind, near the demo festival's (talks in a hall, workshops in a computer room). */
const DRAFT_CAPACITY = { TALK: 100, WORKSHOP: 25 } as const;
/** The stand-in hour of an unplaced draft, on Tehran's clock. */
const UNPLACED_CLOCK = '09:00';

/** The Tehran day an unplaced draft of this edition stands on. */
async function standInDay(tx: Tx, editionId: number): Promise<string> {
  const [row] = await tx
    .select({
      day: sql<string>`coalesce(nullif(${editions.startsOn}, ''), nullif(${festival.startsOn}, ''),
        to_char(now() at time zone 'Asia/Tehran', 'YYYY-MM-DD'))`,
    })
    .from(editions)
    .leftJoin(festival, eq(festival.id, editions.id))
    .where(eq(editions.id, editionId));
  return row!.day;
}

/** The presenter of each accepted speaker's account, made from their profile when they have none yet. */
async function presentersOf(tx: Tx, proposalId: number): Promise<number[]> {
  const speakers = await tx
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      bioFa: speakerProfiles.bioFa,
      bioEn: speakerProfiles.bioEn,
      photo: speakerProfiles.photo,
      linkedin: speakerProfiles.linkedin,
    })
    .from(proposalSpeakers)
    .innerJoin(users, eq(users.id, proposalSpeakers.userId))
    .leftJoin(speakerProfiles, eq(speakerProfiles.userId, users.id))
    .where(and(eq(proposalSpeakers.proposalId, proposalId), eq(proposalSpeakers.accepted, true)))
    // The sender first (accepted when sending), then co-speakers in the order they accepted.
    .orderBy(asc(sql`coalesce(${proposalSpeakers.acceptedAt}, ${proposalSpeakers.invitedAt})`), asc(users.id));
  const ids: number[] = [];
  for (const s of speakers) {
    await tx
      .insert(presenters)
      .values({
        userId: s.userId,
        firstName: s.firstName,
        lastName: s.lastName,
        description: s.bioFa ?? '',
        enDescription: s.bioEn ?? '',
        avatar: s.photo ?? null,
        linkedin: s.linkedin || null,
      })
      .onConflictDoNothing({ target: presenters.userId, where: sql`${presenters.userId} IS NOT NULL` });
    const [row] = await tx.select({ id: presenters.id }).from(presenters).where(eq(presenters.userId, s.userId));
    ids.push(row!.id);
  }
  return ids;
}

/** Makes the draft of a proposal that has just become CONFIRMED (call inside that transaction). */
export async function draftFromProposal(tx: Tx, proposalId: number): Promise<void> {
  const [p] = await tx.select().from(proposals).where(eq(proposals.id, proposalId));
  const start = new Date(`${await standInDay(tx, p!.editionId)}T${UNPLACED_CLOCK}:00+03:30`);
  const [made] = await tx
    .insert(presentations)
    .values({
      editionId: p!.editionId,
      proposalId,
      isPublished: false,
      serviceType: p!.serviceType,
      faTitle: p!.faTitle,
      enTitle: p!.enTitle,
      faDescription: sanitizeDescription(p!.faAbstract),
      enDescription: sanitizeDescription(p!.enAbstract),
      start,
      end: new Date(start.getTime() + p!.durationMinutes * 60_000),
      room: '',
      capacity: DRAFT_CAPACITY[p!.serviceType],
      cost: 0,
      isRegistrationActive: false,
    })
    .onConflictDoNothing({ target: presentations.proposalId })
    .returning({ id: presentations.id });
  if (!made) return;
  const presenterIds = await presentersOf(tx, proposalId);
  if (presenterIds.length) {
    await tx.insert(presentationPresenters).values(presenterIds.map((presenterId, position) => ({ presentationId: made.id, presenterId, position })));
  }
}
