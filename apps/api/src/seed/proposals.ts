import { eq, inArray, sql } from 'drizzle-orm';
import { isAllowedLength, speakerProfileFieldsSchema } from '@fest/contract';
import type { Tx } from '../db/client';
import { cfpSettings, proposalReviews, proposalSpeakers, proposals, speakerProfiles, users } from '../db/schema';
import { sanitizeDescription } from '../lib/sanitize';
import type { Problem } from './cross-check';
import type { FestivalFile } from './file-schema';

/**
 * The call for proposals' part of a data file: its users' speaker profiles, and proposals with their
 * speakers, reviews and decisions. The proposal, its speakers who accepted and its reviews are rows; what
 * the site does around a move (an invitation texted, a decision told with its links, a confirmation made
 * a draft session) is the proposals module's, which seed/ does not import (docs/architecture.md): the
 * loader's callers hand it the module's own steps (modules/proposals' proposalFileSteps), so each rule
 * stays in its one place and a file's proposal is what the site would have made of it.
 */
export interface ProposalSteps {
  /** Invites co-speakers who already have accounts to the proposal, texting each as the site does. */
  invite(tx: Tx, i: { proposalId: number; phones: readonly string[] }): Promise<void>;
  /** The organisers' decision, as the console makes it (the speakers told; an acceptance with their links). */
  decide(tx: Tx, d: { proposalId: number; state: 'ACCEPTED' | 'REJECTED' | 'WAITLISTED'; message: string }): Promise<void>;
  /** The speakers' answer to an acceptance, as the one-tap link gives it (a confirmation becomes a draft session). */
  answer(tx: Tx, a: { proposalId: number; state: 'CONFIRMED' | 'DECLINED' }): Promise<void>;
}

/** Whether the file has proposals the loader cannot make without the module's steps (an invitation or a decision). */
export const needsSteps = (file: FestivalFile) => file.proposals.some((p) => p.invited.length > 0 || p.state !== 'SUBMITTED');

/** Account ids by phone, for the file's speakers and reviewers (its users, written before). */
async function accountsOf(tx: Tx, file: FestivalFile): Promise<Map<string, number>> {
  const named = file.proposals.flatMap((p) => [...p.speakers, ...p.invited, ...p.reviews.map((r) => r.reviewer)]);
  const phones = [...new Set([...file.users.filter((u) => u.speaker_profile).map((u) => u.phone_number), ...named])];
  if (!phones.length) return new Map();
  const rows = await tx.select({ id: users.id, phone: users.phoneNumber }).from(users).where(inArray(users.phoneNumber, phones));
  return new Map(rows.map((r) => [r.phone, r.id]));
}

/**
 * Each proposal's kind and length, and each review's categories, against the edition's call (its
 * defaults, or what the organisers set): the file's problems the loader can only find in the database.
 */
export async function problemsWithTheCall(tx: Tx, file: FestivalFile, editionId: number): Promise<Problem[]> {
  if (!file.proposals.length) return [];
  const [call] = await tx.select({ types: cfpSettings.proposalTypes, categories: cfpSettings.reviewCategories }).from(cfpSettings).where(eq(cfpSettings.editionId, editionId));
  const problems: Problem[] = [];
  const keys = call!.categories.map((c) => c.key);
  file.proposals.forEach((p, i) => {
    const type = call!.types.find((t) => t.service_type === p.service_type);
    if (!type) problems.push({ path: `proposals[${i}].service_type`, message: `the edition's call takes no ${p.service_type}` });
    else if (!isAllowedLength(type, p.duration_minutes)) {
      problems.push({ path: `proposals[${i}].duration_minutes`, message: `a ${p.service_type} lasts ${type.min_minutes}-${type.max_minutes} minutes in steps of ${type.step_minutes}` });
    }
    p.reviews.forEach((r, k) => {
      const missing = keys.filter((key) => r.scores[key] === undefined);
      const unknown = Object.keys(r.scores).filter((key) => !keys.includes(key));
      if (missing.length || unknown.length) {
        problems.push({ path: `proposals[${i}].reviews[${k}].scores`, message: `must score exactly the call's categories (${keys.join(', ')})` });
      }
    });
  });
  return problems;
}

/**
 * Writes the file's speaker profiles and proposals into the edition, in the load's transaction, once
 * problemsWithTheCall found none. A user who already had an account keeps the profile they had, as they
 * keep their account. A CONFIRMED or DECLINED proposal was first accepted, as on the site: its speakers
 * are told of the acceptance, then it is answered. Returns the counts.
 */
export async function writeProposals(tx: Tx, file: FestivalFile, editionId: number, steps: ProposalSteps | undefined) {
  const withProfile = file.users.filter((u) => u.speaker_profile);
  const counts = { speaker_profiles: withProfile.length, proposals: file.proposals.length, reviews: file.proposals.reduce((n, p) => n + p.reviews.length, 0) };
  if (!withProfile.length && !file.proposals.length) return counts;
  const account = await accountsOf(tx, file);

  for (const u of withProfile) {
    const profile = u.speaker_profile!;
    // The contract's own reading of availability: in UTC, sorted by start.
    const { availability } = speakerProfileFieldsSchema.parse({ availability: profile.availability });
    await tx
      .insert(speakerProfiles)
      .values({
        userId: account.get(u.phone_number)!,
        bioFa: sanitizeDescription(profile.bio_fa),
        bioEn: sanitizeDescription(profile.bio_en),
        linkedin: profile.linkedin ?? '',
        github: profile.github ?? '',
        website: profile.website ?? '',
        availability: availability ?? [],
      })
      .onConflictDoNothing({ target: speakerProfiles.userId });
  }

  for (const p of file.proposals) {
    const [row] = await tx
      .insert(proposals)
      .values({
        editionId,
        submittedBy: account.get(p.speakers[0]!)!,
        serviceType: p.service_type,
        faTitle: p.fa_title,
        enTitle: p.en_title,
        faAbstract: sanitizeDescription(p.fa_abstract),
        enAbstract: sanitizeDescription(p.en_abstract),
        description: sanitizeDescription(p.description),
        durationMinutes: p.duration_minutes,
        level: p.level,
        language: p.language,
        notesToOrganisers: p.notes_to_organisers,
        recordingConsent: p.recording_consent,
      })
      .returning({ id: proposals.id });
    const proposalId = row!.id;
    await tx.insert(proposalSpeakers).values(p.speakers.map((phone) => ({ proposalId, userId: account.get(phone)!, accepted: true, acceptedAt: sql`now()` })));
    if (p.reviews.length) {
      await tx.insert(proposalReviews).values(p.reviews.map((r) => ({ proposalId, reviewerId: account.get(r.reviewer)!, scores: r.scores, comment: r.comment })));
    }
    if (p.invited.length) await steps!.invite(tx, { proposalId, phones: p.invited });
    const message = p.message ?? '';
    if (p.state === 'ACCEPTED' || p.state === 'REJECTED' || p.state === 'WAITLISTED') await steps!.decide(tx, { proposalId, state: p.state, message });
    if (p.state === 'CONFIRMED' || p.state === 'DECLINED') {
      await steps!.decide(tx, { proposalId, state: 'ACCEPTED', message });
      await steps!.answer(tx, { proposalId, state: p.state });
    }
  }
  return counts;
}
