import { eq } from 'drizzle-orm';
import type { TestApp } from '../helpers/app';
import { participations, presenters, proposals } from '../../src/db/schema';
import { createAccount, type Account } from '../admin/authz';
import { addParticipation, createPresentation, linkPresenter, type PresentationInput } from '../catalogue/fixtures';

/** A session that started `minutesAgo` minutes ago (negative: starts later), on the test machine's clock (the database's too). */
export const sessionStarted = (t: TestApp, minutesAgo: number, input: PresentationInput = {}) =>
  createPresentation(t.database.db, { start: new Date(Date.now() - minutesAgo * 60_000), ...input });

/** A visitor with a COMPLETED registration of the session, checked in at the door when `checkedIn`. */
export async function attendee(t: TestApp, presentationId: number, checkedIn: boolean, names: { first?: string; last?: string } = {}): Promise<Account> {
  const who = await createAccount(t.app, 'user', names);
  const id = await addParticipation(t.database.db, who.id, presentationId, 'COMPLETED');
  if (checkedIn) await t.database.db.update(participations).set({ checkedInAt: new Date() }).where(eq(participations.id, id));
  return who;
}

/** An account that presents the sessions: its presenter row (presenters.user_id) linked to each. */
export async function presenterOf(t: TestApp, ...presentationIds: number[]): Promise<Account> {
  const who = await createAccount(t.app, 'user', { first: 'ارائه', last: 'دهنده' });
  const [row] = await t.database.db.insert(presenters).values({ firstName: 'ارائه', lastName: 'دهنده', userId: who.id }).returning({ id: presenters.id });
  for (const id of presentationIds) await linkPresenter(t.database.db, id, row!.id, 0);
  return who;
}

/** A session made from a proposal whose speakers gave (or withheld) their consent to recording. */
export async function sessionFromProposal(t: TestApp, recordingConsent: boolean): Promise<number> {
  const [p] = await t.database.db
    .insert(proposals)
    .values({
      serviceType: 'TALK',
      faTitle: 'ارائه از فراخوان',
      faAbstract: 'چکیده',
      durationMinutes: 30,
      level: 'BEGINNER',
      language: 'fa',
      recordingConsent,
    })
    .returning({ id: proposals.id });
  return createPresentation(t.database.db, { proposalId: p!.id });
}
