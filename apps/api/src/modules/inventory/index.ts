/**
 * Inventory: the one owner of what can be sold and what is held.
 *  - the seat (presentations, the competition) and coupon-use counters, and the only code that
 *    changes them: counters.ts
 *  - counting the facts, comparing them with the counters, repairing them: reconcile.ts
 *  - "on sale", "seats free" (for the public: less the seats owed to a waiting line) and "take a
 *    seat": counters.ts; seats as a buyer or an organiser sees them: seats.ts
 *  - holds: what a "live hold" is, when a new one runs out, releasing them: holds.ts
 *  - coupon uses left, whether a coupon can be used, consuming and giving back a use: coupons.ts
 *  - the discount a coupon gives an order: discount.ts; what each presentation earned after it: revenue.ts
 *  - the row locks, and their order, under which all of these are decided: locks.ts
 *  - waiting lists: who is next, offers of freed seats and their expiry: offers.ts
 * Cart, checkout, settling, the sweep, competition and the catalogue call these; none writes its own.
 * Imports nothing from other modules.
 */
export { competitionSeatCounts, seatCounts, seatFreeForPublicSql, seatsFree, seatsLeft, seatsTaken, userRegistrationsSql } from './seats';
export { lineRefundedSql, presentationRevenueSql, refundedAmountSql, revenueByPresentation } from './revenue';
export {
  endPendingPayments,
  endRanOutHolds,
  holdsUnchangedUntil,
  holdUntil,
  liveHold,
  ranOutHold,
  releaseHolds,
  releasePendingPayments,
  removeCartItem,
} from './holds';
export { CouponUsedUp, couponUseCounts, couponUsesLeftSql, takeUsableCoupon, type UsableCoupon } from './coupons';
export {
  accessoryOnSaleSql,
  addSeatsUntilFree,
  removeAddedSeats,
  countSeats,
  couponNamedSql,
  freeOnCountersSql,
  onSaleSql,
  registrationOpenSql,
  owedToLineSql,
  stillWaitingSql,
  freeCompetitionSeats,
  freeSeats,
  giveBackSeats,
  returnCouponUse,
  sellFreeCompetitionSeat,
  sellFreeSeats,
  sellHeldCompetitionSeat,
  sellHeldSeats,
  takeCompetitionSeat,
  takeSeatForLine,
  seatRefusedBy,
  seatTakings,
  unsellCompetitionSeat,
  unsellSeats,
  useFreeCouponUse,
  useHeldCouponUse,
} from './counters';
export { countFacts, findDrift, recount, type Drift } from './reconcile';
export { discountFor, lineAmounts } from './discount';
export { lockCoupon, lockFestival, lockPresentations, lockUser, lockUserStatement } from './locks';
export {
  expireOffer,
  makeOffers,
  nextOfferDueInMs,
  presentationsWithALine,
  ranOutOffers,
  tryLockPresentation,
  waitingCounts,
  waitlistOf,
  type Offer,
} from './offers';
export { isSignedUpForCompetition, signOutOfCompetition, signUpForCompetition } from './signups';
