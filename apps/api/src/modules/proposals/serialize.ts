import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Proposal } from '@fest/contract';
import type { Db, Tx } from '../../db/client';
import { editions, proposalSpeakers, proposals, users } from '../../db/schema';

/** Proposals as the wire shows them (contract's Proposal), with their speakers: the sender first. */

export async function proposalsWhere(db: Db | Tx, where: SQL): Promise<Proposal[]> {
  const rows = await db
    .select({ p: proposals, edition: editions.slug })
    .from(proposals)
    .innerJoin(editions, eq(editions.id, proposals.editionId))
    .where(where)
    .orderBy(desc(proposals.createdAt), desc(proposals.id));
  if (rows.length === 0) return [];
  const speakers = await db
    .select({
      proposalId: proposalSpeakers.proposalId,
      phone_number: users.phoneNumber,
      first_name: users.firstName,
      last_name: users.lastName,
      accepted: proposalSpeakers.accepted,
    })
    .from(proposalSpeakers)
    .innerJoin(users, eq(users.id, proposalSpeakers.userId))
    .innerJoin(proposals, eq(proposals.id, proposalSpeakers.proposalId))
    .where(
      inArray(
        proposalSpeakers.proposalId,
        rows.map((r) => r.p.id),
      ),
    )
    .orderBy(sql`${proposalSpeakers.userId} is distinct from ${proposals.submittedBy}`, asc(proposalSpeakers.invitedAt), asc(proposalSpeakers.userId));
  const byProposal = new Map<number, Proposal['speakers']>();
  for (const { proposalId, ...speaker } of speakers) {
    const list = byProposal.get(proposalId) ?? [];
    list.push(speaker);
    byProposal.set(proposalId, list);
  }
  return rows.map(({ p, edition }) => ({
    id: p.id,
    state: p.state,
    service_type: p.serviceType,
    fa_title: p.faTitle,
    en_title: p.enTitle,
    fa_abstract: p.faAbstract,
    en_abstract: p.enAbstract,
    description: p.description,
    duration_minutes: p.durationMinutes,
    level: p.level,
    language: p.language,
    notes_to_organisers: p.notesToOrganisers,
    recording_consent: p.recordingConsent,
    speakers: byProposal.get(p.id) ?? [],
    edition,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  }));
}

/** A speaker's row of the proposal (accepted or invited): what makes it theirs to see. */
// The outer proposal's id written in full: Drizzle writes a bare "id" for a column of the query's own
// table, which inside this subquery would name proposal_speakers' own column if it ever had one.
const speakerOf = (userId: number) =>
  sql`exists (select 1 from ${proposalSpeakers} where ${proposalSpeakers.proposalId} = "proposals"."id" and ${proposalSpeakers.userId} = ${userId})`;

/** The proposals a user speaks in or is invited to, every edition's, newest first. */
export const proposalsOf = (db: Db | Tx, userId: number) => proposalsWhere(db, speakerOf(userId));

/** One proposal (its speakers' access checked by the caller). */
export async function proposalById(db: Db | Tx, id: number): Promise<Proposal> {
  const [one] = await proposalsWhere(db, eq(proposals.id, id));
  return one!;
}
