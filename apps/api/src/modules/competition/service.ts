import { eq } from 'drizzle-orm';
import type { CompetitionInfo, CompetitionSignupResult } from '@fest/contract';
import type { Db, Tx } from '../../db/client';
import { currentEdition } from '../../db/editions';
import { festival, payments } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import {
  competitionSeatCounts,
  endRanOutHolds,
  holdUntil,
  isSignedUpForCompetition,
  lockUser,
  releasePendingPayments,
  seatsLeft,
  sellHeldCompetitionSeat,
  signUpForCompetition as signUp,
  takeCompetitionSeat,
} from '../inventory';
import { openGatewaySession, orderNumber, type PaymentsDeps } from '../payments';
import { changedHere, CHANNELS } from '../../db/listen';
import { competitionTexts } from './texts';

/**
 * Signs the caller up for the current edition's competition: a competition payment that holds a
 * competition seat (the edition's festival row's counter, inventory/counters.ts) exactly as pay_all
 * holds presentation seats; its verification signs the user up (inventory/signups.ts). A free competition (price 0) signs the user up
 * at once and answers `{detail}` alone (200). Refused by the counters while a hold that ran out still
 * counts a seat, it ends those holds (endRanOutHolds) and tries once more, as pay_all does.
 */
export async function signUpForCompetition(deps: PaymentsDeps, userId: number): Promise<CompetitionSignupResult> {
  const hold = () => deps.db.transaction((tx) => holdASeat(tx, deps, userId));
  let prepared: Awaited<ReturnType<typeof holdASeat>>;
  try {
    prepared = await hold();
  } catch (err) {
    const isFull = err instanceof AppError && err.code === 'CAPACITY_FULL';
    if (!isFull || (await endRanOutHolds(deps.db, { competition: true })) === 0) throw err;
    prepared = await hold();
  }
  // The competition's seat counters changed: this process's answers hear it at once (db/listen.ts).
  changedHere(deps.db, CHANNELS.catalogue);
  if (!prepared) return { detail: competitionTexts.signedUp };
  return openGatewaySession(deps, {
    ...prepared,
    description: competitionTexts.paymentDescription(orderNumber(prepared.paymentId)),
  });
}

/** The signup's transaction: the seat, and the payment that holds it (null: free, signed up at once). */
async function holdASeat(tx: Tx, deps: PaymentsDeps, userId: number) {
  const user = await lockUser(tx, userId);
  if (await isSignedUpForCompetition(tx, userId, currentEdition())) {
    throw new AppError(400, 'ALREADY_REGISTERED', competitionTexts.alreadyRegistered);
  }
  // One PENDING payment per user (as pay_all), its holds given back; all of it is rolled back if the
  // signup is refused. An earlier competition payment first, so that its seat can be taken again;
  // a cart payment after the seat is taken: the festival row before presentations (the lock order).
  await releasePendingPayments(tx, userId, { competition: true });
  const seat = await takeCompetitionSeat(tx);
  if (!seat) {
    const [fest] = await tx.select({ open: festival.competitionRegistrationOpen }).from(festival).where(eq(festival.id, currentEdition()));
    if (!fest?.open) throw badRequest('REGISTRATION_CLOSED', competitionTexts.registrationClosed);
    throw badRequest('CAPACITY_FULL', competitionTexts.full);
  }
  await releasePendingPayments(tx, userId);

  if (seat.price === 0) {
    await sellHeldCompetitionSeat(tx, currentEdition()).execute();
    await signUp(tx, userId, currentEdition());
    return null;
  }
  const [payment] = await tx
    .insert(payments)
    .values({
      userId,
      subtotal: seat.price,
      discount: 0,
      totalPrice: seat.price,
      isCompetitionPayment: true,
      holdExpiresAt: holdUntil(deps.settings.PAYMENT_HOLD_SECONDS),
    })
    .returning({ id: payments.id });
  return { paymentId: payment!.id, total: seat.price, buyer: user };
}

/**
 * What the contest page shows for the current edition: seats left by the counters, a hold that ran out counted as free
 * (competitionSeatCounts). A festival never seeded reads as a closed, free competition with no seats.
 */
export async function competitionInfo(db: Db): Promise<CompetitionInfo> {
  const [[fest], seats] = await Promise.all([db.select().from(festival).where(eq(festival.id, currentEdition())), competitionSeatCounts(db)]);
  if (!fest || !seats) return { price: 0, capacity: 0, remained_capacity: 0, is_registration_open: false };
  return {
    price: fest.competitionPrice,
    capacity: seats.capacity,
    remained_capacity: seatsLeft(seats.capacity, seats.sold + seats.held),
    is_registration_open: fest.competitionRegistrationOpen,
  };
}
