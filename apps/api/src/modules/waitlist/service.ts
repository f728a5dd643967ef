import { and, eq, sql } from 'drizzle-orm';
import type { WaitlistEntry } from '@fest/contract';
import type { Db } from '../../db/client';
import { participations, presentations, waitlistEntries } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { alreadyInCart, alreadyStarted, registrationClosed } from '../cart';
import { registrationOpenSql, seatsFree, waitlistOf } from '../inventory';
import { publishedSql } from '../catalogue';
import { changedHere, CHANNELS } from '../../db/listen';
import { waitlistTexts } from './texts';
import { commonTexts } from '../../lib/texts';

/**
 * Joins the waiting list of a full presentation; answers the caller's place in line (1 = next).
 * Refused (400) when the caller has it already (ALREADY_IN_CART / ALREADY_REGISTERED), is in line
 * already (ALREADY_WAITING), when adding it to a cart would be refused (REGISTRATION_CLOSED,
 * ALREADY_STARTED), and while a seat is left (NOT_FULL: add it to the cart instead).
 */
export async function joinWaitlist(db: Db, userId: number, presentationId: number): Promise<number> {
  const [presentation] = await db
    .select({
      isRegistrationActive: sql<boolean>`${registrationOpenSql('presentations')}`,
      started: sql<boolean>`${presentations.start} <= now()`,
    })
    .from(presentations)
    .where(and(eq(presentations.id, presentationId), publishedSql()));
  if (!presentation) throw notFound(commonTexts.noSuchPresentation);

  const [held] = await db
    .select({ state: participations.paymentState })
    .from(participations)
    .where(and(eq(participations.userId, userId), eq(participations.presentationId, presentationId), sql`${participations.paymentState} <> 'CANCELLED'`));
  if (held?.state === 'COMPLETED') throw new AppError(400, 'ALREADY_REGISTERED', waitlistTexts.alreadyRegistered);
  if (held) throw alreadyInCart();
  if (!presentation.isRegistrationActive) throw registrationClosed();
  if (presentation.started) throw alreadyStarted();
  if (((await seatsFree(db, [presentationId])).get(presentationId) ?? 0) > 0) {
    throw badRequest('NOT_FULL', waitlistTexts.notFull);
  }

  // The unique (user, presentation) index settles two joins at once. Should a seat have been freed
  // meanwhile, this insert is heard by every process's waiting-list worker, which offers it.
  const [inserted] = await db.insert(waitlistEntries).values({ userId, presentationId }).onConflictDoNothing().returning({ id: waitlistEntries.id });
  if (!inserted) throw badRequest('ALREADY_WAITING', waitlistTexts.alreadyWaiting);
  // The line's count (`waiting`) changed: this process's catalogue answers hear it at once.
  changedHere(db, CHANNELS.catalogue);
  const mine = (await waitlistOf(db, userId)).find((e) => e.presentation === presentationId && e.offerExpiresAt === null);
  // The worker may already have turned the place into an offer: the caller was first in line.
  return mine?.position ?? 1;
}

/** Leaves the waiting list (idempotent). An offer already made is a cart item: removing it declines it. */
export async function leaveWaitlist(db: Db, userId: number, presentationId: number): Promise<void> {
  const [exists] = await db.select({ id: presentations.id }).from(presentations).where(eq(presentations.id, presentationId));
  if (!exists) throw notFound(commonTexts.noSuchPresentation);
  await db.delete(waitlistEntries).where(and(eq(waitlistEntries.userId, userId), eq(waitlistEntries.presentationId, presentationId)));
  changedHere(db, CHANNELS.catalogue);
}

/** The caller's places in line and offers, the longest-standing first. */
export async function listWaitlist(db: Db, userId: number): Promise<WaitlistEntry[]> {
  return (await waitlistOf(db, userId)).map((e) => ({
    presentation: e.presentation,
    position: e.position,
    offer_expires_at: e.offerExpiresAt?.toISOString() ?? null,
  }));
}
