import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { Settings } from '../../config/settings';
import { presentations } from '../../db/schema';
import type { Log } from '../../lib/log';
import {
  endRanOutHolds,
  expireOffer,
  lockPresentations,
  lockUser,
  makeOffers,
  presentationsWithALine,
  ranOutOffers,
  seatsLeft,
  seatsTaken,
  tryLockPresentation,
} from '../inventory';
import { notifyPeople } from '../messages';
import { offerContent } from './texts';
import { changedHere, CHANNELS } from '../../db/listen';

export interface WaitlistDeps {
  db: Db;
  settings: Pick<Settings, 'WAITLIST_OFFER_MINUTES' | 'PUBLIC_URL' | 'PAYMENT_SWEEP_SECONDS'>;
  log: Log;
}

export interface OfferReport {
  /** Offers made (each with its text message queued). */
  offered: number;
  /** Offers that ran out and left their carts. */
  expired: number;
  /** Presentations another transaction had locked: the pass its commit causes will look again. */
  skipped: number;
}

/**
 * Makes the offers due on one presentation, whose row the caller has locked, and queues each
 * person's message (SMS and e-mail, as their choices say) in the same transaction: an offer and its message exist together or not at
 * all, and the dedupe key keeps it to one message per offer whoever made it.
 */
async function offerAndTell(tx: Tx, { settings }: WaitlistDeps, presentationId: number): Promise<number> {
  const offers = await makeOffers(tx, presentationId, settings.WAITLIST_OFFER_MINUTES);
  if (offers.length === 0) return 0;
  const [presentation] = await tx
    .select({ title: presentations.faTitle, enTitle: presentations.enTitle })
    .from(presentations)
    .where(eq(presentations.id, presentationId));
  await notifyPeople(
    tx,
    offers.map((offer) => ({
      userId: offer.userId,
      ...offerContent({ title: presentation?.title ?? '', enTitle: presentation?.enTitle, expiresAt: offer.expiresAt, publicUrl: settings.PUBLIC_URL }),
      purpose: 'waitlist' as const,
      dedupeKey: `waitlist-offer:${offer.participationId}`,
      expiresAt: offer.expiresAt,
    })),
  );
  return offers.length;
}

/**
 * One pass over the waiting lists; every API process runs it (startWaitlistWorker) and tests call it.
 *  1. Offers that ran out leave their carts, each under its user's and presentation's locks (the
 *     lock order), and the seat goes to the next in line in the same transaction.
 *  2. Every presentation with a line and a free seat (a hold ran out, a refund, a capacity raised,
 *     a cart item removed: whatever freed it) gets its offers, under its row lock taken with SKIP
 *     LOCKED, so processes never queue behind each other; the seats are counted after the lock, so
 *     each freed seat is offered exactly once.
 */
export async function offerFreedSeats(deps: WaitlistDeps): Promise<OfferReport> {
  const { db } = deps;
  const report: OfferReport = { offered: 0, expired: 0, skipped: 0 };

  for (const offer of await ranOutOffers(db)) {
    await db.transaction(async (tx) => {
      await lockUser(tx, offer.userId);
      await lockPresentations(tx, [offer.presentationId]);
      if (!(await expireOffer(tx, offer.id))) return;
      report.expired += 1;
      report.offered += await offerAndTell(tx, deps, offer.presentationId);
    });
  }

  const lines = await presentationsWithALine(db);
  if (lines.length === 0) return announced(db, report);
  // A hold that ran out still owns its seats on the counters until its payment is ended: end those on
  // presentations with a line, so their seats can be offered (each under its user's lock).
  await endRanOutHolds(db, { presentations: lines });
  const [taken, capacities] = await Promise.all([
    seatsTaken(db, lines),
    db.select({ id: presentations.id, capacity: presentations.capacity }).from(presentations).where(inArray(presentations.id, lines)),
  ]);
  // A snapshot, to leave alone the full ones; the count that decides is taken again under the lock.
  const withSeats = capacities.filter((p) => seatsLeft(p.capacity, taken.get(p.id) ?? 0) > 0).map((p) => p.id);
  for (const id of withSeats) {
    await db.transaction(async (tx) => {
      if (!(await tryLockPresentation(tx, id))) {
        report.skipped += 1;
        return;
      }
      report.offered += await offerAndTell(tx, deps, id);
    });
  }
  return announced(db, report);
}

/** Offers made or passed on changed seats and lines: this process's catalogue answers hear it at once. */
function announced(db: WaitlistDeps['db'], report: OfferReport): OfferReport {
  if (report.offered || report.expired) changedHere(db, CHANNELS.catalogue);
  return report;
}
