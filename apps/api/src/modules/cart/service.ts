import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { CartItem } from '@fest/contract';
import type { Db } from '../../db/client';
import { participations, presentations } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { lockUser, releasePendingPayments, seatsLeft, seatsTaken } from '../inventory';
import { toCartItems } from './serialize';

/** A refunded (CANCELLED) registration has left the cart: only its payment's history keeps it. */
const inCart = ne(participations.paymentState, 'CANCELLED');

/** The caller's cart: PENDING and COMPLETED items, oldest first. */
export async function listCart(db: Db, userId: number): Promise<CartItem[]> {
  const rows = await db
    .select({ id: participations.id, presentationId: participations.presentationId, paymentState: participations.paymentState })
    .from(participations)
    .where(and(eq(participations.userId, userId), inCart))
    .orderBy(asc(participations.id));
  return toCartItems(db, rows, userId);
}

/**
 * Adds a presentation to the cart. Adding holds no seat (pay_all does): the capacity check here
 * only spares the buyer a cart they could not pay for; pay_all checks again under a lock.
 */
export async function addParticipation(db: Db, userId: number, presentationId: number): Promise<number> {
  const [presentation] = await db
    .select({
      id: presentations.id,
      capacity: presentations.capacity,
      isRegistrationActive: presentations.isRegistrationActive,
      started: sql<boolean>`${presentations.start} <= now()`,
    })
    .from(presentations)
    .where(eq(presentations.id, presentationId));
  if (!presentation) throw notFound('ارائه‌ای با این شناسه یافت نشد.');

  const [existing] = await db
    .select({ id: participations.id })
    .from(participations)
    .where(and(eq(participations.userId, userId), eq(participations.presentationId, presentationId), inCart));
  if (existing) throw badRequest('ALREADY_IN_CART', 'این ارائه از قبل در سبد خرید شما است.');
  if (!presentation.isRegistrationActive) throw badRequest('REGISTRATION_CLOSED', 'ثبت‌نام این ارائه بسته است.');
  if (presentation.started) throw badRequest('ALREADY_STARTED', 'این ارائه شروع شده است و دیگر نمی‌توان در آن ثبت‌نام کرد.');
  const taken = (await seatsTaken(db, [presentationId])).get(presentationId) ?? 0;
  if (seatsLeft(presentation.capacity, taken) === 0) throw badRequest('CAPACITY_FULL', 'ظرفیت این ارائه تکمیل شده است.');

  // The unique (user, presentation) index settles a race between two adds of the same item.
  const [inserted] = await db
    .insert(participations)
    .values({ userId, presentationId })
    .onConflictDoNothing()
    .returning({ id: participations.id });
  if (!inserted) throw badRequest('ALREADY_IN_CART', 'این ارائه از قبل در سبد خرید شما است.');
  return inserted.id;
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
    if (!item) throw notFound('این مورد در سبد خرید شما یافت نشد.');
    if (item.paymentState === 'COMPLETED') {
      throw new AppError(400, 'ALREADY_REGISTERED', 'هزینهٔ این ارائه پرداخت شده است و نمی‌توان آن را از سبد حذف کرد.');
    }
    if (item.started) throw badRequest('ALREADY_STARTED', 'این ارائه شروع شده است و نمی‌توان آن را از سبد حذف کرد.');
    await releasePendingPayments(tx, userId, { containing: [item.id] });
    await tx.delete(participations).where(eq(participations.id, item.id));
  });
}
