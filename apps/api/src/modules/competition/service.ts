import { eq } from 'drizzle-orm';
import type { CompetitionInfo, CompetitionSignupResult } from '@fest/contract';
import type { Db } from '../../db/client';
import { festival, payments, users } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import { competitionSeatsTaken, holdUntil, lockFestival, lockUser, releasePendingPayments, seatsLeft } from '../inventory';
import { openGatewaySession, orderNumber, type PaymentsDeps } from '../payments';

/**
 * Signs the caller up for the competition: a competition payment that holds a competition seat
 * exactly as pay_all holds presentation seats; its verification sets is_signed_up_for_competition.
 * A free competition (price 0) signs the user up at once and answers `{detail}` alone (200).
 */
export async function signUpForCompetition(deps: PaymentsDeps, userId: number): Promise<CompetitionSignupResult> {
  const prepared = await deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, userId);
    if (user.isSignedUpForCompetition) {
      throw new AppError(400, 'ALREADY_REGISTERED', 'شما پیش‌تر در مسابقه ثبت‌نام کرده‌اید.');
    }
    // One PENDING payment per user (as pay_all): rolled back if the signup is refused below.
    await releasePendingPayments(tx, userId);
    const fest = await lockFestival(tx);
    if (!fest || !fest.competitionRegistrationOpen) {
      throw badRequest('REGISTRATION_CLOSED', 'ثبت‌نام مسابقه در حال حاضر بسته است.');
    }
    const taken = await competitionSeatsTaken(tx, { exceptUser: userId });
    if (seatsLeft(fest.competitionCapacity, taken) === 0) throw badRequest('CAPACITY_FULL', 'ظرفیت مسابقه تکمیل شده است.');

    if (fest.competitionPrice === 0) {
      await tx.update(users).set({ isSignedUpForCompetition: true }).where(eq(users.id, userId));
      return null;
    }
    const [payment] = await tx
      .insert(payments)
      .values({
        userId,
        subtotal: fest.competitionPrice,
        discount: 0,
        totalPrice: fest.competitionPrice,
        isCompetitionPayment: true,
        holdExpiresAt: holdUntil(deps.settings.PAYMENT_HOLD_SECONDS),
      })
      .returning({ id: payments.id });
    return { paymentId: payment!.id, total: fest.competitionPrice, buyer: user };
  });

  if (!prepared) return { detail: 'ثبت‌نام شما در مسابقه انجام شد.' };
  return openGatewaySession(deps, {
    ...prepared,
    description: `ثبت‌نام در مسابقهٔ جشنوارهٔ لینوکس (سفارش ${orderNumber(prepared.paymentId)})`,
  });
}

/** What the contest page shows. A festival never seeded reads as a closed, free competition with no seats. */
export async function competitionInfo(db: Db): Promise<CompetitionInfo> {
  return db.transaction(async (tx) => {
    const [fest] = await tx.select().from(festival).where(eq(festival.id, 1));
    if (!fest) return { price: 0, capacity: 0, remained_capacity: 0, is_registration_open: false };
    const taken = await competitionSeatsTaken(tx);
    return {
      price: fest.competitionPrice,
      capacity: fest.competitionCapacity,
      remained_capacity: seatsLeft(fest.competitionCapacity, taken),
      is_registration_open: fest.competitionRegistrationOpen,
    };
  });
}
