import { and, asc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { PayAllBody, PaymentStart } from '@fest/contract';
import { commitTogether, inOrder, oncePerDb, onOneConnection, placeholderSql, preparedStatement, rowsOf, type Db, type Statement, type Tx } from '../../db/client';
import { changedHere, CHANNELS } from '../../db/listen';
import { accessories, couponPresentations, coupons, participations, paymentAccessories, paymentItems, payments } from '../../db/schema';
import { AppError, badRequest, validationError, withoutStack } from '../../lib/errors';
import { GatewayError } from '../../gateways/zarinpal';
import {
  countSeats,
  CouponUsedUp,
  discountFor,
  endPendingPayments,
  endRanOutHolds,
  holdUntil,
  lockUser,
  lockUserStatement,
  accessoryOnSaleSql,
  couponNamedSql,
  onSaleSql,
  registrationOpenSql,
  releasePendingPayments,
  seatFreeForPublicSql,
  seatRefusedBy,
  seatTakings,
  takeUsableCoupon,
} from '../inventory';
import type { PaymentsDeps } from './deps';
import { readContents } from './contents';
import { fulfil } from './fulfil';
import { sameOpenPayment } from './open-payment';
import { paymentTexts } from './texts';
import { commonTexts } from '../../lib/texts';
import { gatewayTexts } from '../../gateways/texts';

// Made once: building an Intl formatter costs about 0.2 ms, paid by every buyer sent to the bank (in a rush, hundreds at once).
const orderDigits = new Intl.NumberFormat('fa-IR', { useGrouping: false });
/** The order number as the buyer reads it on the bank page: Persian digits, no grouping. */
export const orderNumber = (id: number) => orderDigits.format(id);

/** pay_all either completed everything at once (total 0) or sends the buyer to the bank. */
export type PayAllResult = { completed: true } | { completed: false; start: PaymentStart };

/**
 * pay_all: charges every PENDING cart item of the buyer plus the chosen accessories.
 *
 * Design (money is never lost, a hold is never left behind):
 *  1. One transaction (checkout) re-checks everything under the buyer's lock, replaces the buyer's
 *     earlier PENDING payment, computes the totals and writes the payment; its seats and coupon use
 *     are then taken from the counters (inventory), last, so that the rows everyone buys from stay
 *     locked only from those UPDATEs to the commit; a paid order sends its writes and seats with the
 *     COMMIT itself, and a refused seat turns that COMMIT into a ROLLBACK (docs/decisions/009, 024, 027).
 *  2. Only after it commits is the gateway asked for a session (no transaction stays open during a
 *     network call). 3. The authority is then stored and the pay link returned.
 *  If the gateway fails or times out, a compensating transaction ends the payment and removes it:
 *  the buyer was never shown a pay link, so no money can arrive for it. If the process dies
 *  between 1 and 3, the payment has no authority (again nobody can pay it) and its hold simply
 *  runs out; the sweep marks it EXPIRED. A paid authority is stored before the buyer sees it.
 * Refused by the counters while a hold that ran out still counts a seat or a coupon use, it ends
 * those holds (endRanOutHolds) and tries once more.
 */
export async function payAll(deps: PaymentsDeps, userId: number, body: PayAllBody): Promise<PayAllResult> {
  // Most buyers of a rush find their workshop full: the cart read alone answers them, before any
  // transaction, when nothing else could come first (an accessory to check, a link of a payment in
  // progress to offer again). It is made on the connection that then runs the transaction, once that
  // connection is free for this buyer (onOneConnection), so it sees the seats taken by the buyers
  // served before; the transaction asks the same read again under the lock.
  const attempt = () =>
    onOneConnection(deps.db, async (db) => {
      if (!body.accessories?.length) {
        const items = await readCart(db, userId);
        const refused = items.some((i) => !i.holdsSeat) ? refusalIn(items) : undefined;
        if (refused) throw refused.toAppError();
      }
      try {
        return await commitTogether(db, (tx, withCommit) => checkout(tx, deps, userId, body, withCommit));
      } catch (err) {
        const refused = seatRefusedBy(err);
        if (refused?.priceChanged) throw priceChanged();
        // A seat refused: the transaction rolled back; why is read afresh.
        if (refused) throw await whyRefused(db, refused.presentationId);
        throw err;
      }
    });
  let prepared: Prepared;
  try {
    prepared = await attempt();
  } catch (err) {
    const ranOut =
      err instanceof SeatRefused && err.endingRanOutHoldsHelps ? { presentations: [err.presentationId] }
      : err instanceof CouponUsedUp ? { coupon: err.couponId }
      : null;
    if (!ranOut || (await endRanOutHolds(deps.db, ranOut)) === 0) throw asAnswer(err);
    try {
      prepared = await attempt();
    } catch (again) {
      throw asAnswer(again);
    }
  }
  if (prepared && prepared.open) return { completed: false, start: prepared.open };
  // Seats held or sold: this process's catalogue answers hear it at once (db/listen.ts).
  changedHere(deps.db, CHANNELS.catalogue);
  if (!prepared) return { completed: true };
  const start = await openGatewaySession(deps, {
    paymentId: prepared.paymentId,
    total: prepared.total,
    buyer: prepared.buyer,
    description: paymentTexts.cartDescription(orderNumber(prepared.paymentId)),
  });
  return { completed: false, start };
}

type Prepared =
  | null
  | { open: PaymentStart; paymentId?: never; total?: never; buyer?: never }
  | { open?: never; paymentId: number; total: number; buyer: { id: number; phoneNumber: string; email: string } };

/** A presentation pay_all cannot take a seat of: not on sale (closed, started) or without a free seat. */
class SeatRefused extends Error {
  constructor(
    readonly presentationId: number,
    readonly why: 'REGISTRATION_CLOSED' | 'ALREADY_STARTED' | 'CAPACITY_FULL',
    readonly title: string,
    /** Full, but holds that ran out still count seats of it: ending them frees one. */
    readonly endingRanOutHoldsHelps = false,
  ) {
    super(why);
  }
  toAppError() {
    if (this.why === 'REGISTRATION_CLOSED') return badRequest(this.why, paymentTexts.registrationClosed(this.title));
    if (this.why === 'ALREADY_STARTED') return badRequest(this.why, paymentTexts.alreadyStarted(this.title));
    return badRequest(this.why, paymentTexts.full(this.title));
  }
}

const asAnswer = (err: unknown) => (err instanceof SeatRefused || err instanceof CouponUsedUp ? err.toAppError() : err);

/** A cart item as checkout reads it. */
interface CartItemRow {
  id: number;
  presentationId: number;
  holdsSeat: boolean;
  cost: number;
  title: string;
  isRegistrationActive: boolean;
  started: boolean;
  onSale: boolean;
  /** The public can have a seat of it as this read sees it (inventory/seats.ts). */
  seatFree: boolean;
}

/** The refusal of a presentation from its row: closed, started, else full. An expected answer: no stack. */
function refusalOf(
  p: Pick<CartItemRow, 'presentationId' | 'title' | 'isRegistrationActive' | 'started'>,
  endingRanOutHoldsHelps = false,
): SeatRefused {
  const why = !p.isRegistrationActive ? 'REGISTRATION_CLOSED' : p.started ? 'ALREADY_STARTED' : 'CAPACITY_FULL';
  return withoutStack(() => new SeatRefused(p.presentationId, why, p.title, why === 'CAPACITY_FULL' && endingRanOutHoldsHelps));
}

/**
 * The buyer's PENDING cart items, oldest first, with whether each presentation is on sale and has a
 * seat free for the public (inventory's rules).
 */
const cartRead = ({ userId }: { userId: number }) => sql`select pa.id, pa.presentation_id, pa.holds_seat, p.cost, p.fa_title,
    ${registrationOpenSql('p')} as is_registration_active, p.start <= now() as started, ${onSaleSql('p')} as on_sale, ${seatFreeForPublicSql('p')} as seat_free
  from participations pa join presentations p on p.id = pa.presentation_id
  where pa.user_id = ${userId} and pa.payment_state = 'PENDING'
  order by pa.id`;

/** On the pool (before the transaction), a named statement whose text is made once. */
const preparedCartRead = preparedStatement<{ userId: number }, Record<string, unknown>>('checkout_cart', cartRead);

async function readCart(reader: Db, userId: number): Promise<CartItemRow[]> {
  return (await preparedCartRead(reader, { userId })).map(cartItemOf);
}

function cartItemOf(r: Record<string, unknown>): CartItemRow {
  return {
    id: Number(r.id),
    presentationId: Number(r.presentation_id),
    holdsSeat: Boolean(r.holds_seat),
    cost: Number(r.cost),
    title: String(r.fa_title),
    isRegistrationActive: Boolean(r.is_registration_active),
    started: Boolean(r.started),
    onSale: Boolean(r.on_sale),
    seatFree: Boolean(r.seat_free),
  };
}

/**
 * The refusal a cart read shows: the lowest presentation id not on sale, or, for an item still to take
 * a seat, without one free for the public even with the holds that ran out ended.
 */
function refusalIn(items: CartItemRow[]): SeatRefused | undefined {
  const refused = items.filter((i) => !i.onSale || (!i.holdsSeat && !i.seatFree)).sort((a, b) => a.presentationId - b.presentationId)[0];
  return refused && refusalOf(refused);
}

async function chosenAccessories(tx: Tx, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await tx
    .select({ ...getTableColumns(accessories), onSale: sql<boolean>`${accessoryOnSaleSql()}` })
    .from(accessories)
    .where(inArray(accessories.id, unique))
    .orderBy(asc(accessories.id));
  const usable = new Map(rows.filter((r) => r.onSale).map((r) => [r.id, r]));
  const bad = unique.filter((id) => !usable.has(id));
  if (bad.length) {
    throw validationError(
      { accessories: bad.map(paymentTexts.accessoryUnusable) },
      paymentTexts.accessoriesInvalid,
    );
  }
  return unique.map((id) => usable.get(id)!);
}

/** The coupon named by the buyer, read without a lock (its use is taken last, by the counter). */
async function namedCoupon(tx: Tx, code: string) {
  const [row] = await tx
    .select({ id: coupons.id, code: coupons.code, percentage: coupons.percentage })
    .from(coupons)
    .where(couponNamedSql(code));
  if (!row) return null;
  const eligible = await tx
    .select({ id: couponPresentations.presentationId })
    .from(couponPresentations)
    .where(eq(couponPresentations.couponId, row.id));
  return { ...row, eligible: new Set(eligible.map((e) => e.id)) };
}

/**
 * Why seatTakings refused a presentation (read after the rollback, for the buyer's answer): closed,
 * started or full, and whether a seat would be free with the holds that ran out ended (inventory/seats.ts).
 */
async function whyRefused(db: Db, presentationId: number): Promise<SeatRefused> {
  const [p] = rowsOf<{ fa_title: string; is_registration_active: boolean; started: boolean; freed: boolean }>(
    await db.execute(sql`select p.fa_title, ${registrationOpenSql('p')} as is_registration_active, p.start <= now() as started, ${seatFreeForPublicSql('p')} as freed
      from presentations p where p.id = ${presentationId}`),
  );
  return refusalOf(
    { presentationId, title: p?.fa_title ?? '', isRegistrationActive: p?.is_registration_active ?? false, started: p?.started ?? false },
    p?.freed ?? false,
  );
}

const priceChanged = () => new AppError(409, 'CONFLICT', paymentTexts.priceChanged);

/** The next payment id, taken with the first statements so that the payment and its lines are written in one pass. */
const nextPaymentId = (tx: Tx) => tx.execute(sql`select nextval(pg_get_serial_sequence('payments', 'id')) as id`);

/** Step 1 of the design above, in the caller's transaction. */
async function checkout(
  tx: Tx,
  deps: PaymentsDeps,
  userId: number,
  body: PayAllBody,
  withCommit: (sent: Promise<unknown>) => void,
): Promise<Prepared> {
  // The user's lock first; the cart is read under it.
  const [buyer, cart, next] = await inOrder([lockUserStatement(tx, userId), tx.execute(cartRead({ userId })), nextPaymentId(tx)]);
  const items = rowsOf<Record<string, unknown>>(cart).map(cartItemOf);

  // One payable link per user: the same cart gets the link of its payment in progress again
  // (open-payment.ts); any other cart replaces that payment (below; rolled back if this one is refused).
  const code = body.coupon?.trim() || null;
  const wanted = { participationIds: items.map((i) => i.id), accessoryIds: body.accessories ?? [], coupon: code };
  // An item holding no seat is in no payment in progress (holds_seat is set on exactly the items of
  // PENDING payments, and offers: inventory/reconcile.ts), so only a cart whose items all hold one may have a link.
  if (items.every((i) => i.holdsSeat)) {
    const open = await sameOpenPayment(tx, userId, wanted, Math.ceil(deps.settings.ZARINPAL_TIMEOUT_MS / 1000) + 5);
    if (open) return { open };
  }
  const extras = await chosenAccessories(tx, body.accessories ?? []);
  if (items.length === 0 && extras.length === 0) throw badRequest('CART_EMPTY', paymentTexts.cartEmpty);
  // A refusal this read already shows costs no writes and no lock on the rows everyone buys from;
  // takeSeats below decides the rest under the rows' locks.
  const refused = refusalIn(items);
  if (refused) throw refused;
  // Any other payment in progress is replaced; its seats pass to this one (`keep`: the same items).
  await releasePendingPayments(tx, userId, { keep: items.map((i) => i.id) });

  // Priced before the seats are taken (the costs are checked again by the taking UPDATE); a coupon
  // refusal waits until the seats are known, so that a full workshop is reported first.
  const coupon = code ? await namedCoupon(tx, code) : null;
  const priced = items.map((i) => ({ presentationId: i.presentationId, cost: i.cost }));
  const subtotal = priced.reduce((s, i) => s + i.cost, 0) + extras.reduce((s, a) => s + a.price, 0);
  let discount = 0;
  let couponRefusal: unknown = null;
  try {
    discount = discountFor(coupon, { subtotal, items: priced });
  } catch (err) {
    couponRefusal = err;
  }
  const total = subtotal - discount;
  const free = total === 0 && !couponRefusal;

  const paymentId = Number(rowsOf<{ id: number | string }>(next)[0]!.id);
  const needing = items.filter((i) => !i.holdsSeat);
  // The payment, its lines, and its items marked as holding their seats (before the seats are taken:
  // a refusal rolls it back, and nothing is left between taking them and the commit), in one pass.
  const writes: Statement<unknown>[] = [
    tx.insert(payments).values({
      id: paymentId,
      userId,
      subtotal,
      discount,
      totalPrice: total,
      paymentState: free ? 'COMPLETED' : 'PENDING',
      couponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      holdExpiresAt: free ? sql`now()` : holdUntil(deps.settings.PAYMENT_HOLD_SECONDS),
      verifiedDate: free ? sql`now()` : null,
    }),
  ];
  if (items.length) {
    writes.push(tx.insert(paymentItems).values(items.map((i) => ({ paymentId, participationId: i.id, presentationId: i.presentationId, cost: i.cost }))));
  }
  if (extras.length) writes.push(tx.insert(paymentAccessories).values(extras.map((a) => ({ paymentId, accessoryId: a.id, price: a.price }))));
  if (needing.length) writes.push(tx.update(participations).set({ holdsSeat: true }).where(inArray(participations.id, needing.map((i) => i.id))));
  // The critical section: from the seats' statements to the commit the presentations' (then the
  // coupon's) rows are locked.
  const seats = seatTakings(tx, countSeats(needing.map((i) => i.presentationId)), new Map(items.map((i) => [i.presentationId, i.cost])));
  if (!code && !free) {
    // Nothing follows the seats of a paid order without a coupon: the writes and the seats go with the
    // COMMIT, in one round trip, so the rows stay locked only while PostgreSQL commits (docs/decisions/027).
    withCommit(inOrder([...writes, ...seats]));
    return { paymentId, total, buyer };
  }
  await inOrder([...writes, ...seats]);
  if (code) {
    if (!coupon) throw badRequest('COUPON_INVALID', commonTexts.couponInvalid);
    const usable = await takeUsableCoupon(tx, code);
    if (couponRefusal) throw couponRefusal;
    if (usable.id !== coupon.id || usable.percentage !== coupon.percentage) {
      throw new AppError(409, 'CONFLICT', paymentTexts.couponChanged);
    }
  }

  if (free) {
    // Nothing to pay (free items, or a coupon covering everything): the seats and the coupon use
    // were taken above, so everything completes in this transaction, the one way every order does.
    const { counted } = await fulfil(
      tx,
      { id: paymentId, userId, subtotal, couponId: coupon?.id ?? null, isCompetitionPayment: false },
      await readContents(tx, paymentId),
      { ticketKey: deps.ticketKey, publicUrl: deps.settings.PUBLIC_URL, ownsItsHolds: true },
    );
    withCommit(counted);
    return null;
  }
  return { paymentId, total, buyer };
}

/** Step 3: the gateway session's authority and link stored; prepared once per Db (every buyer sent to the bank stores one). */
const authorityStored = oncePerDb((db) =>
  db
    .update(payments)
    .set({ authority: placeholderSql('authority'), payLink: placeholderSql('payLink') })
    .where(eq(payments.id, sql.placeholder('id')))
    .returning({ state: payments.paymentState })
    .prepare('payment_authority_stored'),
);

/**
 * Steps 2 and 3 of the design above, for a payment already written with its holds (pay_all and
 * competition signup): asks the gateway for a session, stores the authority, returns the pay link.
 */
export async function openGatewaySession(
  { db, gateway, settings, log }: PaymentsDeps,
  input: { paymentId: number; total: number; buyer: { id: number; phoneNumber: string; email: string }; description: string },
): Promise<PaymentStart> {
  let session;
  try {
    session = await gateway.request({
      amountRial: input.total * 10,
      callbackUrl: `${settings.PUBLIC_URL}/payment/perhaps`,
      description: input.description,
      mobile: input.buyer.phoneNumber,
      email: input.buyer.email || undefined,
      orderId: String(input.paymentId),
    });
  } catch (err) {
    // Compensation: the buyer never got a pay link, so the payment and its holds can go.
    await db
      .transaction(async (tx) => {
        await lockUser(tx, input.buyer.id);
        await endPendingPayments(tx, sql`payments.id = ${input.paymentId} and payments.authority is null`, 'EXPIRED');
        await tx.delete(payments).where(and(eq(payments.id, input.paymentId), isNull(payments.authority)));
      })
      .then(() => changedHere(db, CHANNELS.catalogue))
      .catch((dbErr: unknown) => log.error({ err: dbErr, paymentId: input.paymentId }, 'could not remove a payment the gateway refused; its hold will run out'));
    if (err instanceof GatewayError) {
      log.warn({ paymentId: input.paymentId, gatewayCode: err.gatewayCode, detail: err.detail }, 'payment request refused by the gateway');
      throw err;
    }
    log.error({ err, paymentId: input.paymentId }, 'payment request failed');
    throw new GatewayError(gatewayTexts.unreachable);
  }
  const [row] = await authorityStored(db).execute({ id: input.paymentId, authority: session.authority, payLink: session.paymentUrl });
  if (row?.state !== 'PENDING') {
    // Another pay_all of the same buyer replaced this payment meanwhile; its link must not be used.
    throw new AppError(409, 'CONFLICT', paymentTexts.anotherPaymentStarted);
  }
  return { payment_url: session.paymentUrl, authority: session.authority };
}
