import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { CartItem } from '@fest/contract';
import type { Db } from '../../db/client';
import { participations, presentations } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { lockUser, releasePendingPayments, removeCartItem } from '../inventory';
import type { CatalogueAnswers } from '../catalogue';
import type { TicketKey } from '../tickets';
import { addBatchesOf } from './add-batches';
import { alreadyInCart, alreadyStarted, registrationClosed } from './refusals';
import { toCartItems } from './serialize';
import { cartTexts } from './texts';
import { commonTexts } from '../../lib/texts';
import { changedHere, CHANNELS } from '../../db/listen';

/** A refunded (CANCELLED) registration has left the cart: only its payment's history keeps it. */
const inCart = ne(participations.paymentState, 'CANCELLED');

/** The catalogue's kept anonymous Presentations. */
export type KeptPresentations = CatalogueAnswers['keptPresentations'];

/**
 * The caller's cart: PENDING and COMPLETED items, oldest first. While no item is COMPLETED (whose
 * presentation_link the anonymous answers leave out), its Presentations are the catalogue's kept
 * answers (`kept`): the web app asks for the cart after every add, so in a rush this is one statement
 * instead of seven (docs/performance.md, 2026-11-27 afternoon).
 */
export async function listCart(db: Db, ticketKey: TicketKey, userId: number, kept?: KeptPresentations): Promise<CartItem[]> {
  const rows = await db
    .select({
      id: participations.id,
      presentationId: participations.presentationId,
      paymentState: participations.paymentState,
      ticketSalt: participations.ticketSalt,
      checkedInAt: participations.checkedInAt,
      offerExpiresAt: participations.offerExpiresAt,
    })
    .from(participations)
    .where(and(eq(participations.userId, userId), inCart))
    .orderBy(asc(participations.id));
  const anonymousView = kept && rows.length > 0 && rows.every((r) => r.paymentState !== 'COMPLETED');
  const known = anonymousView ? await kept(rows.map((r) => r.presentationId)) : null;
  return toCartItems(db, rows, userId, ticketKey, known ?? undefined);
}

/**
 * Adds a presentation to the cart. Adding holds no seat (pay_all does): the capacity check here,
 * on the counters (inventory/counters.ts), only spares the buyer a cart they could not pay for;
 * seats of holds that ran out are counted free, as the catalogue shows them.
 *
 * One add per user at a time (a transaction-scoped advisory lock, held across processes), so two
 * overlapping workshops added at the same moment cannot both pass the clash check; it is not the
 * user row's lock: adding must never wait for a pay_all (inventory/locks.ts). After the lock, one
 * statement reads every reason to refuse and inserts when there is none. Adds asked at the same
 * moment go together, one transaction and one message for all of them (add-batches.ts): what a
 * registration rush pays (the rush: docs/performance.md).
 */
export async function addParticipation(db: Db, userId: number, presentationId: number): Promise<number> {
  const row = await addBatchesOf(db).ask({ userId, presentationId });
  if (!row) throw notFound(commonTexts.noSuchPresentation);
  if (row.inserted !== null) return Number(row.inserted);
  // Nothing inserted: the first reason in the contract's order; none left means the unique
  // (user, presentation) index settled a race between two adds of the same item.
  if (row.in_cart) throw alreadyInCart();
  if (!row.open) throw registrationClosed();
  if (row.started) throw alreadyStarted();
  if (row.full) throw badRequest('CAPACITY_FULL', cartTexts.full);
  if (row.clash_id !== null) {
    throw new AppError(
      400,
      'TIME_CLASH',
      cartTexts.timeClash(row.clash_title),
      undefined,
      undefined,
      { clashes_with: { id: Number(row.clash_id), fa_title: row.clash_title } },
    );
  }
  throw alreadyInCart();
}

/**
 * Removes a PENDING cart item. If a payment in progress includes it, that payment is cancelled
 * (marked EXPIRED, its holds released) rather than the removal refused: the buyer is never stuck
 * until a hold runs out, and should they pay that cancelled payment anyway, verify sees that an item
 * is gone (its items no longer add up to its subtotal) and marks it REFUND_REQUIRED: money is never
 * taken for an item the buyer removed, nor silently lost.
 */
export async function removeParticipation(db: Db, userId: number, participationId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [item] = await tx
      .select({
        id: participations.id,
        paymentState: participations.paymentState,
        started: sql<boolean>`${presentations.start} <= now()`,
      })
      .from(participations)
      .innerJoin(presentations, eq(presentations.id, participations.presentationId))
      .where(and(eq(participations.id, participationId), eq(participations.userId, userId), inCart))
      .for('no key update', { of: participations });
    if (!item) throw notFound(cartTexts.notInCart);
    if (item.paymentState === 'COMPLETED') {
      throw new AppError(400, 'ALREADY_REGISTERED', cartTexts.paidCannotLeave);
    }
    if (item.started) throw badRequest('ALREADY_STARTED', cartTexts.startedCannotLeave);
    // Its payments end first (giving back their other items' seats), then the item leaves the cart
    // with the seat it still owns, if any (an offer's): inventory/holds.ts, the one-owner rule.
    await releasePendingPayments(tx, userId, { containing: [item.id] });
    await removeCartItem(tx, item.id);
  });
  // A seat given back, or a line's count changed: this process's catalogue answers hear it at once.
  changedHere(db, CHANNELS.catalogue);
}
