import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { RefundBody } from '@fest/contract';
import { rowsOf, type Tx } from '../../db/client';
import {
  accessories,
  couponPresentations,
  participations,
  paymentAccessories,
  paymentItems,
  payments,
  presentations,
  refundLines,
  refunds,
  userAccessories,
  users,
} from '../../db/schema';
import { AppError, notFound, validationError } from '../../lib/errors';
import { GatewayError } from '../../gateways/zarinpal';
import { countSeats, lineAmounts, lineRefundedSql, lockUser, refundedAmountSql, returnCouponUse, signOutOfCompetition, unsellCompetitionSeat, unsellSeats } from '../inventory';
import { editionOfPayment } from '../../db/editions';
import { recordAudit } from '../audit';
import { queueText, refundText } from '../messages';
import type { PaymentsDeps } from './deps';
import { describePaymentChanges } from './history';
import { refundsOf, type RefundRow } from './refund-list';
import { REFUNDABLE } from './states';
import { paymentTexts } from './texts';

/**
 * Refunds (contract, "The organiser API", Refunds): records of their own, of a whole payment or of some
 * of its lines, each line covered by one standing refund at most (unique indexes, migration 0021).
 *
 *  - The request, under the buyer's and the payment's locks (inventory's lock order), checks what can be
 *    refunded, prices the lines and writes the refund: DONE at once when it is manual, PENDING when the
 *    gateway must be asked. An earlier gateway refund still PENDING is settled first by asking the gateway
 *    (inquiry); while one is being asked, every other refund of the payment is 409.
 *  - The gateway is asked to reverse OUTSIDE any transaction (no lock held over the network). "Reversed":
 *    DONE; a refusal: FAILED with its code, nothing else changed; no answer (a time-out, a crash): the
 *    refund stays PENDING, and the sweep or the next refund of the payment settles it by inquiry once a
 *    live request would have ended (REVERSED: DONE; still VERIFIED or PAID: FAILED). Money is never
 *    returned twice: a PENDING refund blocks every other, and ZarinPal reverses a session once.
 *  - Becoming DONE does everything it implies in the same transaction (refundDone).
 */

type RefundDeps = Pick<PaymentsDeps, 'db' | 'gateway' | 'log' | 'settings'>;
type PaymentRow = typeof payments.$inferSelect;

/** ZarinPal reverses a payment only within this long after its verification (-63 after). */
const GATEWAY_WINDOW_MINUTES = 30;

/** The refund request's input: the body, who asks, and the optional Idempotency-Key. */
export type RefundInput = { actorId: number; paymentId: number; idempotencyKey?: string } & RefundBody;

/** A line of a payment, priced as the refund returns it. */
interface Line {
  participationId: number | null;
  accessoryId: number | null;
  competition: boolean;
  presentationId: number | null;
  /** Toman: its price less its share of the discount. */
  amount: number;
  /** What the buyer's message calls it. */
  name: string;
  /** A standing refund (PENDING or DONE) covers it already. */
  covered: boolean;
}

const conflict = (detail: string) => new AppError(409, 'CONFLICT', detail);
const PENDING_CONFLICT = paymentTexts.refund.gatewayPending;

/** POST /api/admin/payments/{id}/refund/: the refund made (or the one its Idempotency-Key made before). */
export async function refundPayment(deps: RefundDeps, input: RefundInput): Promise<RefundRow> {
  const { db } = deps;
  // A gateway refund whose answer was lost is settled before another is considered.
  await settlePendingRefunds(deps, { paymentId: input.paymentId, actorId: input.actorId, failIfUnreachable: true });
  const made = await db.transaction(async (tx) => {
    const payment = await lockPayment(tx, input.paymentId);
    if (input.idempotencyKey) {
      const [earlier] = await tx
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.paymentId, payment.id), eq(refunds.idempotencyKey, input.idempotencyKey)));
      if (earlier) return { refundId: earlier.id, askGateway: false };
    }
    if (!REFUNDABLE.has(payment.paymentState)) throw notRefundable(payment.paymentState);
    const [pending] = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.paymentId, payment.id), eq(refunds.state, 'PENDING'), eq(refunds.method, 'gateway')));
    if (pending) throw conflict(PENDING_CONFLICT);

    const lines = await linesOf(tx, payment);
    const chosen = chooseLines(lines, input);
    const standing = lines.filter((l) => !l.covered);
    const completesIt = chosen.length === standing.length;
    const alreadyReturned = await standingAmount(tx, payment.id);
    // The refund that completes a payment returns exactly what is left of it, whatever the rounding of
    // its lines (or lines gone from the cart of a REFUND_REQUIRED payment).
    const amount = completesIt ? payment.totalPrice - alreadyReturned : chosen.reduce((s, l) => s + l.amount, 0);
    if (completesIt && chosen.length === 0 && amount <= 0) throw conflict(paymentTexts.refund.nothingLeft);

    if (input.method === 'gateway') checkGatewayRefund(payment, lines, chosen);

    const note = input.note.trim();
    const [refund] = await tx
      .insert(refunds)
      .values({
        paymentId: payment.id,
        method: input.method,
        amount,
        state: input.method === 'manual' ? 'DONE' : 'PENDING',
        doneAt: input.method === 'manual' ? sql`now()` : null,
        note,
        actorId: input.actorId,
        idempotencyKey: input.idempotencyKey ?? null,
      })
      .returning({ id: refunds.id });
    if (chosen.length) {
      const amounts = chosen.map((l) => l.amount);
      // The remainder rule above, carried by the last line so that the lines add up to the refund.
      if (completesIt) amounts[amounts.length - 1]! += amount - amounts.reduce((s, a) => s + a, 0);
      await tx.insert(refundLines).values(
        chosen.map((l, i) => ({
          refundId: refund!.id,
          paymentId: payment.id,
          participationId: l.participationId,
          accessoryId: l.accessoryId,
          competition: l.competition,
          amount: amounts[i]!,
        })),
      );
    }
    await recordAudit(tx, {
      actorId: input.actorId,
      action: 'refund',
      objectType: 'payment',
      objectId: payment.id,
      before: { payment_state: payment.paymentState },
      after: { refund: refund!.id, method: input.method, amount, note, lines: chosen.map(lineLabel) },
    });
    if (input.method === 'manual') await refundDone(tx, payment, refund!.id, input.actorId);
    return { refundId: refund!.id, askGateway: input.method === 'gateway', authority: payment.authority };
  });
  if (made.askGateway) await askToReverse(deps, made.refundId, made.authority!, input.actorId);
  const [refund] = await refundsOf(db, eq(refunds.id, made.refundId));
  return refund!;
}

/** Locks the payment for a refund, after its buyer (the lock order). */
async function lockPayment(tx: Tx, paymentId: number): Promise<PaymentRow> {
  const [found] = await tx.select({ userId: payments.userId }).from(payments).where(eq(payments.id, paymentId));
  if (!found) throw notFound(paymentTexts.paymentNotFound);
  await lockUser(tx, found.userId);
  const [locked] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('no key update');
  if (!locked) throw notFound(paymentTexts.paymentNotFound);
  return locked;
}

function notRefundable(state: string) {
  return state === 'REFUNDED'
    ? conflict(paymentTexts.refund.alreadyWhole)
    : conflict(paymentTexts.refund.notRefundable);
}

/** The payment's lines: its cart items, accessories and competition seat, each priced after its share of the discount. */
async function linesOf(tx: Tx, payment: PaymentRow): Promise<Line[]> {
  const items = await tx
    .select({ participationId: paymentItems.participationId, presentationId: paymentItems.presentationId, price: paymentItems.cost, name: presentations.faTitle })
    .from(paymentItems)
    .innerJoin(presentations, eq(presentations.id, paymentItems.presentationId))
    .where(eq(paymentItems.paymentId, payment.id))
    .orderBy(asc(paymentItems.participationId));
  const extras = await tx
    .select({ accessoryId: paymentAccessories.accessoryId, price: paymentAccessories.price, name: accessories.name })
    .from(paymentAccessories)
    .innerJoin(accessories, eq(accessories.id, paymentAccessories.accessoryId))
    .where(eq(paymentAccessories.paymentId, payment.id))
    .orderBy(asc(paymentAccessories.accessoryId));
  const eligible =
    payment.couponId === null
      ? []
      : await tx.select({ id: couponPresentations.presentationId }).from(couponPresentations).where(eq(couponPresentations.couponId, payment.couponId));
  const covered = await tx
    .select({ participationId: refundLines.participationId, accessoryId: refundLines.accessoryId, competition: refundLines.competition })
    .from(refundLines)
    .where(and(eq(refundLines.paymentId, payment.id), eq(refundLines.standing, true)));
  const priced = [
    ...items.map((i) => ({ ...i, accessoryId: null, competition: false })),
    ...extras.map((a) => ({ ...a, participationId: null, presentationId: null, competition: false })),
    ...(payment.isCompetitionPayment
      ? [{ participationId: null, accessoryId: null, presentationId: null, competition: true, price: payment.subtotal, name: paymentTexts.competitionLine }]
      : []),
  ];
  const amounts = lineAmounts(
    priced.map((l) => ({ price: l.price, presentationId: l.presentationId ?? undefined })),
    payment.discount,
    new Set(eligible.map((e) => e.id)),
  );
  return priced.map((l, i) => ({
    participationId: l.participationId,
    accessoryId: l.accessoryId,
    competition: l.competition,
    presentationId: l.presentationId,
    amount: amounts[i]!,
    name: l.name,
    covered: covered.some((c) =>
      l.competition ? c.competition : l.participationId !== null ? c.participationId === l.participationId : c.accessoryId === l.accessoryId,
    ),
  }));
}

/** The lines a request names (none named: every line still standing); 400 for a line not the payment's, 409 for one refunded. */
function chooseLines(lines: Line[], input: Pick<RefundInput, 'participations' | 'accessories'>): Line[] {
  const named = input.participations !== undefined || input.accessories !== undefined;
  if (!named) return lines.filter((l) => !l.covered);
  const errors: Record<string, string[]> = {};
  const pick = (field: 'participations' | 'accessories', ids: number[] | undefined, of: (l: Line) => number | null) => {
    const found: Line[] = [];
    for (const id of new Set(ids ?? [])) {
      const line = lines.find((l) => of(l) === id);
      if (line) found.push(line);
      else (errors[field] ??= []).push(paymentTexts.refund.notOfPayment(id));
    }
    return found;
  };
  const chosen = [...pick('participations', input.participations, (l) => l.participationId), ...pick('accessories', input.accessories, (l) => l.accessoryId)];
  if (Object.keys(errors).length) throw validationError(errors, paymentTexts.refund.someNotOfPayment);
  if (chosen.length === 0) throw validationError({ participations: [paymentTexts.refund.chooseOne] });
  if (chosen.some((l) => l.covered)) throw conflict(paymentTexts.refund.someAlreadyRefunded);
  // Kept in the payment's own order, so the lines of a refund read as the payment does.
  return lines.filter((l) => chosen.includes(l));
}

/** What the standing (PENDING or DONE) refunds of a payment return. */
async function standingAmount(tx: Tx, paymentId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), inArray(refunds.state, ['PENDING', 'DONE'])));
  return Number(row?.sum ?? 0);
}

/** ZarinPal reverses whole transactions only, within its window: 400 with the reason otherwise, nothing changed. */
function checkGatewayRefund(payment: PaymentRow, lines: Line[], chosen: Line[]) {
  const refuse = (why: string) => new AppError(400, 'REFUND_REFUSED', why);
  if (!payment.authority || payment.totalPrice === 0) {
    const why = paymentTexts.refund.notThroughGateway;
    throw validationError({ method: [why] }, why);
  }
  if (lines.some((l) => l.covered) || chosen.length !== lines.length) {
    throw refuse(paymentTexts.refund.gatewayWholeOnly);
  }
  const verified = payment.verifiedDate?.getTime() ?? 0;
  if (Date.now() - verified > GATEWAY_WINDOW_MINUTES * 60_000) {
    throw refuse(paymentTexts.refund.gatewayWindowPassed);
  }
}

/** How a line is named in the audit log. */
const lineLabel = (l: Line) => (l.competition ? 'competition' : l.participationId !== null ? `participation:${l.participationId}` : `accessory:${l.accessoryId}`);

/** ZarinPal asked to reverse the payment of a PENDING refund; its answer settles the refund, no answer leaves it PENDING. */
async function askToReverse(deps: RefundDeps, refundId: number, authority: string, actorId: number | null) {
  try {
    await deps.gateway.reverse(authority);
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    if (err.gatewayCode === undefined) {
      // No answer: the reversal may or may not have happened. Settled later by inquiry, never guessed.
      deps.log.warn({ refundId, err: err.detail }, 'a gateway refund got no answer: it stays PENDING until an inquiry settles it');
      return;
    }
    if (err.gatewayCode === -51) {
      // "Not reversible": perhaps reversed already by a request whose answer was lost. The gateway's status says.
      await settleRefund(deps, refundId, actorId).catch((again: unknown) => deps.log.warn({ refundId, err: again }, 'an inquiry after -51 failed'));
      return;
    }
    deps.log.warn({ refundId, gatewayCode: err.gatewayCode }, 'the gateway refused to reverse a payment');
    await deps.db.transaction(async (tx) => {
      const locked = await lockPendingRefund(tx, refundId);
      if (locked) await refundFailed(tx, locked.refundId, err.gatewayCode!, paymentTexts.notes.gatewayRefused(err.detail), actorId);
    });
    return;
  }
  await deps.db.transaction(async (tx) => {
    const locked = await lockPendingRefund(tx, refundId);
    if (locked) await refundDone(tx, locked.payment, locked.refundId, actorId);
  });
}

/** A PENDING refund with its payment locked (buyer first); null when it is settled already. */
async function lockPendingRefund(tx: Tx, refundId: number): Promise<{ refundId: number; payment: PaymentRow } | null> {
  const [found] = await tx.select({ paymentId: refunds.paymentId }).from(refunds).where(eq(refunds.id, refundId));
  if (!found) return null;
  const payment = await lockPayment(tx, found.paymentId);
  const [refund] = await tx.select({ state: refunds.state }).from(refunds).where(eq(refunds.id, refundId)).for('update');
  return refund?.state === 'PENDING' ? { refundId, payment } : null;
}

/**
 * Settles a PENDING gateway refund by asking the gateway what became of the payment (inquiry): REVERSED:
 * DONE; still VERIFIED or PAID: FAILED; anything else is left for a later look. Throws GatewayError when
 * the gateway can't be asked.
 */
export async function settleRefund(deps: RefundDeps, refundId: number, actorId: number | null): Promise<void> {
  const [row] = await deps.db
    .select({ state: refunds.state, authority: payments.authority })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.id, refundId));
  if (row?.state !== 'PENDING' || !row.authority) return;
  const status = await deps.gateway.inquiry(row.authority);
  if (status !== 'REVERSED' && status !== 'VERIFIED' && status !== 'PAID') {
    deps.log.warn({ refundId, status }, 'a PENDING refund could not be settled: the gateway reports an unexpected status');
    return;
  }
  await deps.db.transaction(async (tx) => {
    const locked = await lockPendingRefund(tx, refundId);
    if (!locked) return;
    if (status === 'REVERSED') await refundDone(tx, locked.payment, refundId, actorId);
    else await refundFailed(tx, refundId, null, paymentTexts.notes.gatewayNotReversed, actorId);
  });
}

/**
 * The PENDING gateway refunds (of one payment, or all) old enough that no live request is still asking
 * the gateway about them, settled by inquiry. `failIfUnreachable`: a refund request must not go on past
 * a refund it could not settle (502).
 */
export async function settlePendingRefunds(
  deps: RefundDeps,
  opts: { paymentId?: number; actorId?: number | null; failIfUnreachable?: boolean; limit?: number } = {},
): Promise<number> {
  // A live request to the gateway ends within its time-out; a few seconds more for its commit.
  const settledAfterSeconds = deps.settings.ZARINPAL_TIMEOUT_MS / 1000 + 5;
  const due = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.state, 'PENDING'),
        eq(refunds.method, 'gateway'),
        sql`${refunds.createdAt} <= now() - make_interval(secs => ${settledAfterSeconds})`,
        opts.paymentId === undefined ? undefined : eq(refunds.paymentId, opts.paymentId),
      ),
    )
    .orderBy(asc(refunds.createdAt))
    .limit(opts.limit ?? 50);
  for (const { id } of due) {
    try {
      await settleRefund(deps, id, opts.actorId ?? null);
    } catch (err) {
      if (opts.failIfUnreachable) throw err;
      deps.log.warn({ refundId: id, err }, 'a PENDING refund could not be settled now; the next sweep tries again');
    }
  }
  return due.length;
}

/** A PENDING refund the gateway refused: FAILED with its code; its lines may be refunded again. */
async function refundFailed(tx: Tx, refundId: number, gatewayCode: number | null, why: string, actorId: number | null) {
  await tx.update(refunds).set({ state: 'FAILED', gatewayCode }).where(eq(refunds.id, refundId));
  await tx.update(refundLines).set({ standing: false }).where(eq(refundLines.refundId, refundId));
  await recordAudit(tx, { actorId, action: 'refund_failed', objectType: 'refund', objectId: refundId, before: { state: 'PENDING' }, after: { state: 'FAILED', gateway_code: gatewayCode, reason: why } });
}

/**
 * A refund becomes DONE, with everything it implies, in the caller's transaction (payment locked):
 * a COMPLETED payment's registrations it covers are cancelled (out of the cart, seat free, ticket void;
 * a check-in stays in the history), its accessories leave the buyer, a competition seat is given up;
 * when the payment is then refunded whole, a coupon use it spent is given back and it becomes REFUNDED.
 * A REFUND_REQUIRED payment gave nothing, so only its money and state change. The buyer is told.
 */
async function refundDone(tx: Tx, payment: PaymentRow, refundId: number, actorId: number | null) {
  await tx.update(refunds).set({ state: 'DONE', doneAt: sql`now()` }).where(and(eq(refunds.id, refundId), eq(refunds.state, 'PENDING')));
  const lines = await tx.select().from(refundLines).where(eq(refundLines.refundId, refundId));
  const [refund] = await tx.select({ amount: refunds.amount, method: refunds.method }).from(refunds).where(eq(refunds.id, refundId));
  if (payment.paymentState === 'COMPLETED') {
    const ids = lines.flatMap((l) => (l.participationId === null ? [] : [l.participationId]));
    if (ids.length) {
      const cancelled = await tx
        .update(participations)
        .set({ paymentState: 'CANCELLED', cancelledAt: sql`now()`, ticketHash: null, ticketSalt: null, holdsSeat: false })
        .where(and(inArray(participations.id, ids), eq(participations.paymentState, 'COMPLETED')))
        .returning({ presentationId: participations.presentationId });
      await unsellSeats(tx, countSeats(cancelled.map((c) => c.presentationId)));
    }
    const accessoryIds = lines.flatMap((l) => (l.accessoryId === null ? [] : [l.accessoryId]));
    if (accessoryIds.length) {
      await tx.delete(userAccessories).where(and(eq(userAccessories.paymentId, payment.id), inArray(userAccessories.accessoryId, accessoryIds)));
    }
    if (lines.some((l) => l.competition)) {
      // The seat is given back with the signup it was counted by, never twice (the signup goes once).
      const edition = editionOfPayment(payment.id);
      if (await signOutOfCompetition(tx, payment.userId, edition)) await unsellCompetitionSeat(tx, edition);
    }
  }
  const whole = await refundedWhole(tx, payment);
  if (whole) {
    if (payment.paymentState === 'COMPLETED' && payment.couponId !== null) await returnCouponUse(tx, payment.couponId);
    const label = refund!.method === 'gateway' ? paymentTexts.notes.gatewayRefund : paymentTexts.notes.manualRefund;
    await describePaymentChanges(tx, { actorId, note: label });
    await tx.update(payments).set({ paymentState: 'REFUNDED' }).where(eq(payments.id, payment.id));
  }
  const [buyer] = await tx.select({ phone: users.phoneNumber }).from(users).where(eq(users.id, payment.userId));
  if (buyer) {
    const names = await lineNames(tx, lines);
    await queueText(tx, {
      phone: buyer.phone,
      text: refundText({ paymentId: payment.id, amount: refund!.amount, things: names, whole }),
      purpose: 'refund',
      dedupeKey: `refund:${refundId}`,
    });
  }
}

/** Whether every line of the payment is now covered by a DONE refund (and what was paid is all returned). */
async function refundedWhole(tx: Tx, payment: PaymentRow): Promise<boolean> {
  const refunded = (line: SQL) => lineRefundedSql(sql`${payment.id}`, line);
  const [row] = rowsOf<{ open: number | string; returned: number | string }>(await tx.execute(sql`select
      (select count(*) from payment_items pi where pi.payment_id = ${payment.id}
        and not ${refunded(sql`rl.participation_id = pi.participation_id`)})
    + (select count(*) from payment_accessories pa where pa.payment_id = ${payment.id}
        and not ${refunded(sql`rl.accessory_id = pa.accessory_id`)})
    + (case when ${payment.isCompetitionPayment} and not ${refunded(sql`rl.competition`)} then 1 else 0 end) as open,
      ${refundedAmountSql(sql`${payment.id}`)} as returned`));
  return Number(row?.open) === 0 && Number(row?.returned) >= payment.totalPrice;
}

/** What the buyer's message names for a refund's lines. */
async function lineNames(tx: Tx, lines: (typeof refundLines.$inferSelect)[]): Promise<string[]> {
  const ids = lines.flatMap((l) => (l.participationId === null ? [] : [l.participationId]));
  const accessoryIds = lines.flatMap((l) => (l.accessoryId === null ? [] : [l.accessoryId]));
  const titles = ids.length
    ? await tx.select({ name: presentations.faTitle }).from(participations).innerJoin(presentations, eq(presentations.id, participations.presentationId)).where(inArray(participations.id, ids))
    : [];
  const names = accessoryIds.length ? await tx.select({ name: accessories.name }).from(accessories).where(inArray(accessories.id, accessoryIds)) : [];
  return [...titles.map((t) => `«${t.name}»`), ...names.map((n) => n.name), ...(lines.some((l) => l.competition) ? [paymentTexts.competitionLine] : [])];
}

