import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PayAllBody, PaymentStart } from '@fest/contract';
import { CommitWith, hotStatement, oncePerDb, placeholderSql, preparedRows, refusalReason, rowsOf, transactionFrom, type Db, type TransactionGuard, type Tx } from '../../db/client';
import { askedJson, byOrd, SameTurnBatches } from '../../db/same-turn-batches';
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
  lockedUser,
  lockUser,
  noSeatFreeSql,
  releasePendingPayments,
  takeSeats,
  takeUsableCoupon,
  userLock,
} from '../inventory';
import type { PaymentsDeps } from './deps';
import { readContents } from './contents';
import { fulfil } from './fulfil';
import { sameOpenPayment } from './open-payment';

// Made once: building an Intl formatter costs about 0.2 ms, paid by every buyer sent to the bank (issue 12).
const orderDigits = new Intl.NumberFormat('fa-IR', { useGrouping: false });
/** The order number as the buyer reads it on the bank page: Persian digits, no grouping. */
export const orderNumber = (id: number) => orderDigits.format(id);

/** pay_all either completed everything at once (total 0) or sends the buyer to the bank. */
export type PayAllResult = { completed: true } | { completed: false; start: PaymentStart };

async function chosenAccessories(tx: Tx, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await tx.select().from(accessories).where(inArray(accessories.id, unique)).orderBy(asc(accessories.id));
  const usable = new Map(rows.filter((r) => r.isActive).map((r) => [r.id, r]));
  const bad = unique.filter((id) => !usable.has(id));
  if (bad.length) {
    throw validationError(
      { accessories: bad.map((id) => `لوازم جانبی با شناسهٔ ${id} وجود ندارد یا فعال نیست.`) },
      'یکی از لوازم جانبی انتخاب‌شده معتبر نیست.',
    );
  }
  return unique.map((id) => usable.get(id)!);
}

/**
 * pay_all: charges every PENDING cart item of the buyer plus the chosen accessories.
 *
 * Design (money is never lost, a hold is never left behind):
 *  1. One transaction (T1) re-checks everything, replaces the buyer's earlier PENDING payment,
 *     computes the totals and writes the payment; its seats and coupon use are then taken from the
 *     counters, last, so that the rows everyone buys from stay locked only from those UPDATEs to
 *     the commit (docs/decisions/009).
 *  2. Only after T1 commits is the gateway asked for a session (no transaction stays open
 *     during a network call). 3. The authority is then stored (T2) and the pay link returned.
 *  If the gateway fails or times out, a compensating transaction ends the payment and removes it:
 *  the buyer was never shown a pay link, so no money can arrive for it. If the process dies
 *  between 1 and 3, the payment has no authority (again nobody can pay it) and its hold simply
 *  runs out; the sweep marks it EXPIRED. A paid authority is stored before the buyer sees it.
 * Refused by the counters while a hold that ran out still counts a seat or a coupon use, it ends
 * those holds (endRanOutHolds) and tries once more.
 */
export async function payAll(deps: PaymentsDeps, userId: number, body: PayAllBody): Promise<PayAllResult> {
  let prepared: Prepared;
  try {
    prepared = await checkout(deps, userId, body);
  } catch (err) {
    const ranOut =
      err instanceof SeatRefused && err.full && !err.final ? { presentations: [err.presentationId] }
      : err instanceof CouponUsedUp ? { coupon: err.couponId }
      : null;
    if (!ranOut || (await endRanOutHolds(deps.db, ranOut)) === 0) throw err instanceof SeatRefused || err instanceof CouponUsedUp ? err.toAppError() : err;
    try {
      prepared = await checkout(deps, userId, body);
    } catch (again) {
      throw again instanceof SeatRefused || again instanceof CouponUsedUp ? again.toAppError() : again;
    }
  }

  if (!prepared) return { completed: true };
  if (prepared.open) return { completed: false, start: prepared.open };
  const start = await openGatewaySession(deps, {
    paymentId: prepared.paymentId,
    total: prepared.total,
    buyer: prepared.buyer,
    description: `پرداخت سفارش شمارهٔ ${orderNumber(prepared.paymentId)} جشنوارهٔ لینوکس`,
  });
  return { completed: false, start };
}

type Prepared =
  | null
  | { open: PaymentStart; paymentId?: never; total?: never; buyer?: never }
  | { open?: never; paymentId: number; total: number; buyer: { id: number; phoneNumber: string; email: string } };

/** A presentation the counters refused: closed, started or (`full`) without a free seat. */
class SeatRefused extends Error {
  constructor(
    readonly presentationId: number,
    readonly why: 'REGISTRATION_CLOSED' | 'ALREADY_STARTED' | 'CAPACITY_FULL',
    readonly title: string,
    /** Full even counting the seats of holds that ran out as free: ending those holds would not help. */
    readonly final = false,
  ) {
    super(why);
  }
  get full() {
    return this.why === 'CAPACITY_FULL';
  }
  toAppError() {
    if (this.why === 'REGISTRATION_CLOSED') return badRequest(this.why, `ثبت‌نام ارائهٔ «${this.title}» بسته است.`);
    if (this.why === 'ALREADY_STARTED') return badRequest(this.why, `ارائهٔ «${this.title}» شروع شده است؛ آن را از سبد حذف کنید.`);
    return badRequest(this.why, `ظرفیت ارائهٔ «${this.title}» تکمیل شده است؛ آن را از سبد حذف کنید.`);
  }
}

type RefusedRow = { id: number; fa_title: string; is_registration_active: boolean; started: boolean };
/** A cart item as pay_all's transaction reads it (prepareCheckout). */
type CartRow = RefusedRow & { presentation_id: number; holds_seat: boolean; cost: number; refusable: boolean; final: boolean; paying: boolean };
const refusedColumns = sql`p.id, p.fa_title, p.is_registration_active, p.start <= now() as started`;

/** The refusal of a presentation the counters refused, from its row (closed, started, else full). */
function refusalOf(presentationId: number, p: RefusedRow | undefined, final = false): SeatRefused {
  const why = !p?.is_registration_active ? 'REGISTRATION_CLOSED' : p.started ? 'ALREADY_STARTED' : 'CAPACITY_FULL';
  // An expected refusal, thrown to the answer: no stack to capture.
  return withoutStack(() => new SeatRefused(presentationId, why, p?.fa_title ?? '', final));
}

/** Why the counters refused a presentation (read after the refusal, for the buyer's answer). */
async function whyRefused(tx: Db | Tx, presentationId: number): Promise<SeatRefused> {
  const [p] = rowsOf<RefusedRow>(await tx.execute(sql`select ${refusedColumns} from presentations p where p.id = ${presentationId}`));
  return refusalOf(presentationId, p);
}

/**
 * The refusal pay_all would end with, when one read already shows it: most buyers of a rush, whose
 * workshop filled while they queued, are answered with this one query instead of a transaction of
 * writes rolled back (issue 12). Read first for a whole burst of pay_alls (refusalReadsOf), then again
 * on the transaction's connection just before its BEGIN (transactionFrom's guard) for those not yet
 * refused, so that the wait for a connection cannot make it stale. Only when some
 * cart item holds no seat (so no payment in progress charges this very cart: its link would be the
 * answer) and every chosen accessory is on sale (an invalid one is answered first). The reason and its
 * presentation are the transaction's: the lowest id among the items closed or started, or not holding
 * a seat where none is free even counting the seats of holds that ran out as free (`final`: ending
 * those would not help).
 */
function refusalSeenAtOnce(userId: number, accessoryIds: number[]): TransactionGuard {
  const ids = [...new Set(accessoryIds)];
  // Prepared on a server: one statement per number of accessories named (at most 100, the contract's bound).
  const read = refusalRead(oneUser(userId), sql`and (select count(*) from accessories a where a.is_active
    and a.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})) = ${ids.length}`);
  return { read: () => read, refusal: ([row]) => (row ? refusalOf(Number(row.id), row as RefusedRow, true) : null) };
}

/** A pay_all without accessories waiting for a connection for its transaction (refusedWhileWaiting). */
interface Waiting {
  userId: number;
  /** Answers the pay_all with this refusal at once, while it still waits. */
  refuse(refused: SeatRefused): void;
}

/** The pay_alls without accessories of each Db now waiting for a connection, oldest first. */
const waitingOf = oncePerDb(() => new Set<Waiting>());

/** Per Db, how many pay_alls were refused while they waited by another's read (the tests see it work). */
export const refusedWhileWaitingOf = oncePerDb(() => ({ count: 0 }));

/** At most this many waiting pay_alls are read with the one whose connection came. */
const MAX_READ_WHILE_WAITING = 200;

/**
 * refusalSeenAtOnce for a pay_all without accessories (`me`): read once its connection is in hand,
 * for it and for the pay_alls still waiting for one, in one statement. Those it refuses are answered
 * at once; when their own connection comes, it goes back unused. In a rush the wait for a connection
 * is where a refused buyer's time went: each waited behind every buyer before it to be refused by a
 * read of its own (issue 12). A refusal read while a pay_all is still on its way holds for it.
 */
function refusedWhileWaiting(db: Db, me: Waiting): TransactionGuard {
  const waiting = waitingOf(db);
  let others: Waiting[] = [];
  return {
    read() {
      // Not in the set: answered meanwhile by another's read.
      if (!waiting.delete(me)) return null;
      others = [...waiting].slice(0, MAX_READ_WHILE_WAITING);
      return refusalsWithoutAccessories({ asked: askedJson([me, ...others].map((w) => ({ user_id: w.userId }))) });
    },
    refusal(rows) {
      let mine: SeatRefused | null = null;
      for (const row of rows) {
        const ord = Number(row.ord);
        const refused = refusalOf(Number(row.id), row as RefusedRow, true);
        if (ord === 0) mine = refused;
        const other = others[ord - 1];
        if (other && waiting.delete(other)) {
          refusedWhileWaitingOf(db).count += 1;
          other.refuse(refused);
        }
      }
      return mine;
    },
  };
}

/**
 * A pay_all without accessories listed among those waiting for a connection: its guard, the refusal
 * another's read may answer it with meanwhile, and its leaving the list.
 */
function enterWaiting(db: Db, userId: number) {
  const waiting = waitingOf(db);
  let refuse!: (refused: SeatRefused) => void;
  const refusedEarly = new Promise<never>((_, reject) => (refuse = reject));
  const me: Waiting = { userId, refuse };
  waiting.add(me);
  return { guard: refusedWhileWaiting(db, me), refusedEarly, leave: () => waiting.delete(me) };
}

/**
 * refusalSeenAtOnce's read, for each `(ord, user_id)` of `users` (a FROM item named q): at most one row
 * per ord. `accessoriesOnSale`: the condition on the chosen accessories, if any.
 */
const refusalRead = (users: SQL, accessoriesOnSale: SQL) => sql`select distinct on (q.ord) q.ord, ${refusedColumns}
  from ${users}
  join participations pa on pa.user_id = q.user_id and pa.payment_state = 'PENDING'
  join presentations p on p.id = pa.presentation_id
  where exists (select 1 from participations x where x.user_id = q.user_id and x.payment_state = 'PENDING' and not x.holds_seat)
    ${accessoriesOnSale}
    and (not (p.is_registration_active and p.start > now())
         or (not pa.holds_seat and ${noSeatFreeSql('p')}))
  order by q.ord, p.id`;

const oneUser = (userId: number) => sql`(select 0 as ord, ${userId}::bigint as user_id) as q`;

/** The read of nearly every pay_all (no accessories), for several buyers at once, its text made once. */
const refusalsWithoutAccessories = hotStatement<{ asked: string }>(({ asked }) =>
  refusalRead(sql`json_to_recordset(${asked}::json) as q(ord int, user_id bigint)`, sql``),
);

/**
 * The refusal read of the pay_alls without accessories asked in the same turn, one statement for them
 * all (SameTurnBatches): in a rush most buyers' workshop is full by the time they pay, and each is
 * answered by this share of one statement, without taking a connection for a transaction. The read is
 * done again on the transaction's connection for those it does not refuse (refusalSeenAtOnce): a batch
 * read, made before the wait for a connection, may be stale by then.
 */
export const refusalReadsOf = oncePerDb(
  (db) =>
    new SameTurnBatches<number, RefusedRow | undefined>(
      async (userIds) => {
        const asked = askedJson(userIds.map((user_id) => ({ user_id })));
        return byOrd(await preparedRows<RefusedRow & { ord: number }>(db, refusalsWithoutAccessories({ asked })), userIds.length);
      },
      { max: 500 },
    ),
);

/** The coupon named by the buyer, read without a lock (its use is taken last, by the counter). */
async function namedCoupon(tx: Tx, code: string) {
  const [row] = await tx
    .select({ id: coupons.id, code: coupons.code, percentage: coupons.percentage })
    .from(coupons)
    .where(sql`lower(${coupons.code}) = lower(${code})`);
  if (!row) return null;
  const eligible = await tx
    .select({ id: couponPresentations.presentationId })
    .from(couponPresentations)
    .where(eq(couponPresentations.couponId, row.id));
  return { ...row, eligible: new Set(eligible.map((e) => e.id)) };
}

/**
 * The buyer's cart as pay_all's transaction reads it (prepareCheckout), as of this statement's
 * snapshot: a refusal known now costs no writes (most buyers of a rush). `final`: refused even with
 * the seats of holds that ran out counted as free (no use ending them and trying again); the reason
 * and title from the same snapshot.
 */
const cartRead = hotStatement<{ userId: number }>(({ userId }) => sql`select pa.id, pa.presentation_id, pa.holds_seat,
    p.cost, p.fa_title, p.is_registration_active, p.start <= now() as started,
    not (p.is_registration_active and p.start > now())
      or (not pa.holds_seat and p.sold + p.held >= p.capacity) as refusable,
    not (p.is_registration_active and p.start > now())
      or (not pa.holds_seat and ${noSeatFreeSql('p')}) as final,
    exists (select 1 from payments where payments.user_id = pa.user_id and payments.payment_state = 'PENDING') as paying
  from participations pa join presentations p on p.id = pa.presentation_id
  where pa.user_id = ${userId} and pa.payment_state = 'PENDING'
  order by pa.id`);

/**
 * T1 of the design above: the user's lock and the cart read travel with the BEGIN (transactionFrom),
 * one round trip where there were three; the read, a statement after the lock, sees every commit made
 * before the lock was granted.
 */
async function checkout(deps: PaymentsDeps, userId: number, body: PayAllBody): Promise<Prepared> {
  const accessoryIds = body.accessories ?? [];
  let waiting: ReturnType<typeof enterWaiting> | null = null;
  if (!accessoryIds.length) {
    const seen = await refusalReadsOf(deps.db).ask(userId);
    if (seen) throw refusalOf(Number(seen.id), seen, true);
    waiting = enterWaiting(deps.db, userId);
  }
  try {
    const done = transactionFrom(
      deps.db,
      [userLock({ userId }), cartRead({ userId })],
      (tx, [user, cart]) =>
        prepareCheckout(tx, deps, userId, body, lockedUser(user as Parameters<typeof lockedUser>[0]), cart as CartRow[]),
      waiting?.guard ?? refusalSeenAtOnce(userId, accessoryIds),
    );
    if (!waiting) return await done;
    // Refused while it waited: its transactionFrom then ends unawaited (AnsweredMeanwhile).
    done.catch(() => {});
    return await Promise.race([done, waiting.refusedEarly]);
  } catch (err) {
    // The seat taken with the COMMIT (seatTaken) refused: answered as the counters' refusals below are.
    const reason = refusalReason(err);
    const seat = reason === null ? null : /^seat (\d+)$/.exec(reason);
    if (seat) throw await whyRefused(deps.db, Number(seat[1]));
    if (reason === 'price') throw priceChanged();
    throw err;
  } finally {
    // Gone from the waiting pay_alls however it ended (a failed connection never reads its guard).
    waiting?.leave();
  }
}

/**
 * One seat of a presentation taken by its counter (counters.ts's takeSeats, for n = 1) at the price the
 * payment charges, refusing with fest_refuse otherwise: sent with the COMMIT (CommitWith), so that the
 * row every buyer of the workshop needs is locked only while PostgreSQL commits (migration 0018).
 */
const seatTaken = hotStatement<{ id: number; cost: number }>(({ id, cost }) => sql`with taken as (
    update presentations set held = held + 1
    where id = ${id} and sold + held + 1 <= capacity and is_registration_active and start > now()
    returning cost)
  select case when not exists (select 1 from taken) then fest_refuse('seat ' || ${id})
    when (select cost from taken) <> ${cost} then fest_refuse('price') else true end as taken`);

/**
 * The payment of a one-seat order (one cart item holding no seat, no accessory, no coupon, something
 * to pay): the payment, its item and the item's holds_seat in one statement, sent with seatTaken and
 * the COMMIT. A rush's buyers each send such an order; written as the general path below writes it.
 */
const oneSeatPaymentWritten = hotStatement<{
  userId: number;
  holdSeconds: number;
  participationId: number;
  presentationId: number;
  cost: number;
}>(({ userId, holdSeconds, participationId, presentationId, cost }) => sql`with payment as (
    insert into payments (user_id, subtotal, discount, total_price, payment_state, hold_expires_at)
    values (${userId}, ${cost}, 0, ${cost}, 'PENDING', now() + make_interval(secs => ${holdSeconds}))
    returning id),
  item as (
    insert into payment_items (payment_id, participation_id, presentation_id, cost)
    select id, ${participationId}, ${presentationId}, ${cost} from payment),
  marked as (update participations set holds_seat = true where id = ${participationId})
  select id from payment`);

const priceChanged = () => new AppError(409, 'CONFLICT', 'قیمت یکی از ارائه‌های سبد همین حالا تغییر کرد؛ لطفاً دوباره تلاش کنید.');

async function prepareCheckout(
  tx: Tx,
  deps: PaymentsDeps,
  userId: number,
  body: PayAllBody,
  buyer: ReturnType<typeof lockedUser>,
  cart: CartRow[],
): Promise<Prepared | CommitWith<Prepared>> {
  const items = cart.map((r) => ({
    ...r,
    id: Number(r.id),
    presentationId: Number(r.presentation_id),
    holdsSeat: r.holds_seat,
    cost: Number(r.cost),
  }));
  // The refusal this read shows, if any: the lowest presentation id among the items it refuses.
  const refusal = items.filter((i) => i.refusable).sort((a, b) => a.presentationId - b.presentationId)[0];
  if (refusal && items.some((i) => !i.holdsSeat)) {
    // A cart item holding no seat is in no payment in progress (holds_seat is set on exactly the items
    // of PENDING payments, and offers: inventory/reconcile.ts, checked by the drift tests), so no link
    // can be offered again below, and replacing the payment would be rolled back with the refusal:
    // the answer is known now, and it is the same as below (an invalid accessory first), told from
    // this read's row. The buyers a rush refuses inside this transaction end here, with no statement
    // after this read but the ROLLBACK (and no look for holds that ran out when that cannot help).
    await chosenAccessories(tx, body.accessories ?? []);
    throw refusalOf(refusal.presentationId, refusal, refusal.final);
  }

  // One payable link per user: the same cart gets the link of its payment in progress again
  // (open-payment.ts); any other cart replaces that payment (rolled back if this one is refused).
  // The replaced payment's seats pass straight to this one (`keep`): they are the same cart items.
  const code = body.coupon?.trim() || null;
  const wanted = { participationIds: items.map((i) => i.id), accessoryIds: body.accessories ?? [], coupon: code };
  // An item holding no seat is in no payment in progress (above), so no payment charges this very cart;
  // and with no PENDING payment at all (as the cart read saw it, under the user's lock) there is none to replace.
  if (items.every((i) => i.holdsSeat)) {
    const open = await sameOpenPayment(tx, userId, wanted, Math.ceil(deps.settings.ZARINPAL_TIMEOUT_MS / 1000) + 5);
    if (open) return { open };
  }
  if (items.length === 0 || cart[0]!.paying) await releasePendingPayments(tx, userId, { keep: items.map((i) => i.id) });

  const extras = await chosenAccessories(tx, body.accessories ?? []);
  if (items.length === 0 && extras.length === 0) {
    throw badRequest('CART_EMPTY', 'سبد خرید شما خالی است.');
  }

  if (refusal) throw refusalOf(refusal.presentationId, refusal, refusal.final);

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

  const [only] = items;
  if (items.length === 1 && !only!.holdsSeat && extras.length === 0 && !code && !free) {
    // Everything this order writes goes with the COMMIT (oneSeatPaymentWritten, then seatTaken).
    // Its subtotal and total are the item's cost: no accessory, no coupon.
    const written = oneSeatPaymentWritten({
      userId,
      holdSeconds: deps.settings.PAYMENT_HOLD_SECONDS,
      participationId: only!.id,
      presentationId: only!.presentationId,
      cost: only!.cost,
    });
    return new CommitWith([written, seatTaken({ id: only!.presentationId, cost: only!.cost })], ([paid]) => ({
      paymentId: Number(paid![0]!.id),
      total,
      buyer,
    }));
  }

  const [payment] = await tx
    .insert(payments)
    .values({
      userId,
      subtotal,
      discount,
      totalPrice: total,
      paymentState: free ? 'COMPLETED' : 'PENDING',
      couponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      holdExpiresAt: free ? sql`now()` : holdUntil(deps.settings.PAYMENT_HOLD_SECONDS),
      verifiedDate: free ? sql`now()` : null,
    })
    .returning({ id: payments.id });
  const paymentId = payment!.id;
  if (items.length) {
    await tx.insert(paymentItems).values(items.map((i) => ({ paymentId, participationId: i.id, presentationId: i.presentationId, cost: i.cost })));
  }
  if (extras.length) {
    await tx.insert(paymentAccessories).values(extras.map((a) => ({ paymentId, accessoryId: a.id, price: a.price })));
  }

  // Still-held seats of closed or started presentations (an offer's, or the replaced payment's) are checked too.
  const held = items.filter((i) => i.holdsSeat).map((i) => i.presentationId);
  if (held.length) {
    const [closed] = rowsOf<{ id: number }>(
      await tx.execute(sql`select id from presentations where id in (${sql.join(held.map((id) => sql`${id}`), sql`, `)})
        and not (is_registration_active and start > now()) order by id limit 1`),
    );
    if (closed) throw await whyRefused(tx, Number(closed.id));
  }
  const needing = items.filter((i) => !i.holdsSeat);
  if (needing.length) {
    // Marked before the seats are taken (a refusal rolls it back): nothing is left between taking them and the commit.
    await tx.update(participations).set({ holdsSeat: true }).where(inArray(participations.id, needing.map((i) => i.id)));
    // One seat to take and nothing after it (no coupon, something to pay): the seat goes with the
    // COMMIT (seatTaken). A rush's buyers each take one seat of one workshop.
    if (needing.length === 1 && !code && !free) {
      const [only] = needing;
      return new CommitWith(seatTaken({ id: only!.presentationId, cost: only!.cost }), { paymentId, total, buyer });
    }
    // The critical section: from here to the commit the presentations' (then the coupon's) rows are locked.
    const { taken, refused } = await takeSeats(tx, countSeats(needing.map((i) => i.presentationId)));
    if (refused !== null) throw await whyRefused(tx, refused);
    const priceOf = new Map(items.map((i) => [i.presentationId, i.cost]));
    if (taken.some((t) => t.cost !== priceOf.get(t.id))) throw priceChanged();
  }
  if (code) {
    if (!coupon) throw badRequest('COUPON_INVALID', 'کد تخفیف وارد شده معتبر نیست.');
    const usable = await takeUsableCoupon(tx, code);
    if (couponRefusal) throw couponRefusal;
    if (usable.id !== coupon.id || usable.percentage !== coupon.percentage) {
      throw new AppError(409, 'CONFLICT', 'کد تخفیف همین حالا تغییر کرد؛ لطفاً دوباره تلاش کنید.');
    }
  }

  if (free) {
    // Nothing to pay (free items, or a coupon covering everything): the seats and the coupon use
    // were taken above, so everything completes in this transaction.
    await fulfil(
      tx,
      { id: paymentId, userId, subtotal, couponId: coupon?.id ?? null, isCompetitionPayment: false },
      await readContents(tx, paymentId),
      { ticketKey: deps.ticketKey, publicUrl: deps.settings.PUBLIC_URL, buyerPhone: buyer.phoneNumber, ownsItsHolds: true },
    );
    return null;
  }
  return { paymentId, total, buyer };
}

/**
 * Steps 2 and 3 of the design above, for a payment already written with its holds (pay_all and
 * competition signup): asks the gateway for a session, stores the authority, returns the pay link.
 */
/** T2: the gateway session's authority and link stored; prepared once per Db (every buyer sent to the bank stores one). */
const authorityStored = oncePerDb((db) =>
  db
    .update(payments)
    .set({ authority: placeholderSql('authority'), payLink: placeholderSql('payLink') })
    .where(eq(payments.id, sql.placeholder('id')))
    .returning({ state: payments.paymentState })
    .prepare('payment_authority_stored'),
);

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
      .catch((dbErr: unknown) => log.error({ err: dbErr, paymentId: input.paymentId }, 'could not remove a payment the gateway refused; its hold will run out'));
    if (err instanceof GatewayError) {
      log.warn({ paymentId: input.paymentId, gatewayCode: err.gatewayCode, detail: err.detail }, 'payment request refused by the gateway');
      throw err;
    }
    log.error({ err, paymentId: input.paymentId }, 'payment request failed');
    throw new GatewayError('ارتباط با درگاه پرداخت برقرار نشد؛ لطفاً دوباره تلاش کنید.');
  }
  const [row] = await authorityStored(db).execute({ id: input.paymentId, authority: session.authority, payLink: session.paymentUrl });
  if (row?.state !== 'PENDING') {
    // Another pay_all of the same buyer replaced this payment meanwhile; its link must not be used.
    throw new AppError(409, 'CONFLICT', 'پرداخت دیگری برای حساب شما آغاز شد؛ لطفاً دوباره تلاش کنید.');
  }
  return { payment_url: session.paymentUrl, authority: session.authority };
}
