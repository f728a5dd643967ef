import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { RefundBody } from '@fest/contract';
import { rowsOf, type Tx } from '../../db/client';
import {
  accessories,
  participations,
  payments,
  presentations,
  refundLines,
  refunds,
  userAccessories,
} from '../../db/schema';
import { AppError, badRequest, notFound, validationError } from '../../lib/errors';
import { sheba } from '@fest/contract';
import { GatewayError } from '../../gateways/zarinpal';
import {
  countSeats,
  lineRefundedSql,
  lockUser,
  refundedAmountSql,
  removeAddedSeats,
  returnCouponUse,
  signOutOfCompetition,
  unsellCompetitionSeat,
  unsellSeats,
} from '../inventory';
import { editionOfPayment } from '../../db/editions';
import { recordAudit } from '../audit';
import { cancelledContent, givenCancelledContent, notifyPeople, refundContent } from '../messages';
import type { PaymentsDeps } from './deps';
import { describePaymentChanges } from './history';
import { creditNoteFor } from './invoices/issue';
import { completingPayment, paymentLines, type PaymentLine as Line } from './lines';
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
    await refuseWhileGatewayRefundPending(tx, payment.id);

    const lines = await paymentLines(tx, payment);
    const chosen = chooseLines(lines, input);
    const { amount, completesIt } = await returnedBy(tx, payment, lines, chosen);
    if (completesIt && chosen.length === 0 && amount <= 0) throw conflict(paymentTexts.refund.nothingLeft);

    if (input.method === 'gateway') checkGatewayRefund(payment, lines, chosen);

    const refundId = await writeRefund(tx, payment, {
      method: input.method,
      state: input.method === 'manual' ? 'DONE' : 'PENDING',
      amount,
      chosen,
      note: input.note.trim(),
      actorId: input.actorId,
      idempotencyKey: input.idempotencyKey,
    });
    if (input.method === 'manual') await refundDone(tx, payment, refundId, input.actorId);
    return { refundId, askGateway: input.method === 'gateway', authority: payment.authority };
  });
  if (made.askGateway) await askToReverse(deps, made.refundId, made.authority!, input.actorId);
  const [refund] = await refundsOf(db, eq(refunds.id, made.refundId));
  return refund!;
}

/**
 * Writes a refund of `chosen` lines for `amount` with its lines and its audit entry (payment locked).
 * The lines add up to the amount: what a refund completing the payment rounds, or a cancellation's fee,
 * is carried by its last line.
 */
async function writeRefund(
  tx: Tx,
  payment: PaymentRow,
  r: {
    method: 'gateway' | 'manual';
    state: 'PENDING' | 'DONE';
    amount: number;
    chosen: Line[];
    note: string;
    actorId: number;
    idempotencyKey?: string;
    iban?: string | null;
  },
): Promise<number> {
  const [refund] = await tx
    .insert(refunds)
    .values({
      paymentId: payment.id,
      method: r.method,
      amount: r.amount,
      state: r.state,
      doneAt: r.state === 'DONE' ? sql`now()` : null,
      note: r.note,
      actorId: r.actorId,
      idempotencyKey: r.idempotencyKey ?? null,
      iban: r.iban ?? null,
    })
    .returning({ id: refunds.id });
  if (r.chosen.length) {
    const amounts = r.chosen.map((l) => l.amount);
    amounts[amounts.length - 1]! += r.amount - amounts.reduce((sum, a) => sum + a, 0);
    await tx.insert(refundLines).values(
      r.chosen.map((l, i) => ({
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
    actorId: r.actorId,
    action: 'refund',
    objectType: 'payment',
    objectId: payment.id,
    before: { payment_state: payment.paymentState },
    after: { refund: refund!.id, method: r.method, state: r.state, amount: r.amount, note: r.note, lines: r.chosen.map(lineLabel) },
  });
  return refund!.id;
}

/** Locks a payment for a change of its money or its paperwork, in inventory's lock order (the buyer, then the payment). */
export async function lockPayment(tx: Tx, paymentId: number): Promise<PaymentRow> {
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

/**
 * What refunding `chosen` returns: the lines' amounts, except that the refund completing a payment
 * returns exactly what is left of it, whatever the rounding of its lines (or lines gone from the cart
 * of a REFUND_REQUIRED payment).
 */
async function returnedBy(tx: Tx, payment: PaymentRow, lines: Line[], chosen: Line[]): Promise<{ amount: number; completesIt: boolean }> {
  const completesIt = chosen.length === lines.filter((l) => !l.covered).length;
  if (!completesIt) return { amount: chosen.reduce((sum, l) => sum + l.amount, 0), completesIt };
  return { amount: payment.totalPrice - (await standingAmount(tx, payment.id)), completesIt };
}

/** While a gateway refund of the payment is being asked (or its answer was lost), no other refund: 409. */
async function refuseWhileGatewayRefundPending(tx: Tx, paymentId: number): Promise<void> {
  const [pending] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), eq(refunds.state, 'PENDING'), eq(refunds.method, 'gateway')));
  if (pending) throw conflict(PENDING_CONFLICT);
}

/** ZarinPal reverses a payment only within GATEWAY_WINDOW_MINUTES of its verification. */
const withinGatewayWindow = (payment: PaymentRow) => Date.now() - (payment.verifiedDate?.getTime() ?? 0) <= GATEWAY_WINDOW_MINUTES * 60_000;

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
  if (!withinGatewayWindow(payment)) {
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
 * A REFUND_REQUIRED payment gave nothing, so only its money and state change. An invoiced payment gets
 * the refund's credit note. The buyer is told.
 */
async function refundDone(tx: Tx, payment: PaymentRow, refundId: number, actorId: number | null) {
  await tx.update(refunds).set({ state: 'DONE', doneAt: sql`now()` }).where(and(eq(refunds.id, refundId), eq(refunds.state, 'PENDING')));
  const lines = await tx.select().from(refundLines).where(eq(refundLines.refundId, refundId));
  const [refund] = await tx.select({ amount: refunds.amount, method: refunds.method }).from(refunds).where(eq(refunds.id, refundId));
  if (payment.paymentState === 'COMPLETED') {
    const cancelled = await cancelRegistrations(
      tx,
      lines.flatMap((l) => (l.participationId === null ? [] : [l.participationId])),
    );
    // A complimentary seat given beyond the capacity took a chair added for it: the chair goes with it.
    if (payment.beyondCapacity) await removeAddedSeats(tx, countSeats(cancelled.map((c) => c.presentationId)));
    await tellHoldersGivenIt(tx, payment, cancelled);
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
  await creditNoteFor(tx, payment.id, refundId);
  const whole = await refundedWhole(tx, payment);
  if (whole) {
    if (payment.paymentState === 'COMPLETED' && payment.couponId !== null) await returnCouponUse(tx, payment.couponId);
    const label = refund!.method === 'gateway' ? paymentTexts.notes.gatewayRefund : paymentTexts.notes.manualRefund;
    await describePaymentChanges(tx, { actorId, note: label });
    await tx.update(payments).set({ paymentState: 'REFUNDED' }).where(eq(payments.id, payment.id));
  }
  const names = await lineNames(tx, lines);
  await notifyPeople(tx, [
    {
      userId: payment.userId,
      ...refundContent({ paymentId: payment.id, amount: refund!.amount, things: names, whole }),
      purpose: 'refund',
      dedupeKey: `refund:${refundId}`,
    },
  ]);
}

/**
 * Registrations leave their buyer: out of the cart, the seat free again (to the waiting list first: a
 * seat freed is owed to its line, inventory/seats.ts), the ticket void; a check-in stays in the history.
 * Those no longer COMPLETED are left as they are, so cancelling twice frees nothing twice.
 */
type Cancelled = { id: number; presentationId: number; userId: number };

async function cancelRegistrations(tx: Tx, ids: number[]): Promise<Cancelled[]> {
  if (ids.length === 0) return [];
  const cancelled = await tx
    .update(participations)
    .set({ paymentState: 'CANCELLED', cancelledAt: sql`now()`, ticketHash: null, ticketSalt: null, holdsSeat: false })
    .where(and(inArray(participations.id, ids), eq(participations.paymentState, 'COMPLETED')))
    .returning({ id: participations.id, presentationId: participations.presentationId, userId: participations.userId });
  await unsellSeats(tx, countSeats(cancelled.map((c) => c.presentationId)));
  return cancelled;
}

/** Those a buyer gave a registration to (a transfer) hear that it is cancelled: the buyer's text is not theirs. */
async function tellHoldersGivenIt(tx: Tx, payment: PaymentRow, cancelled: Cancelled[]): Promise<void> {
  const given = cancelled.filter((c) => c.userId !== payment.userId).map((c) => c.id);
  if (given.length === 0) return;
  const rows = await tx
    .select({ userId: participations.userId, title: presentations.faTitle, enTitle: presentations.enTitle })
    .from(participations)
    .innerJoin(presentations, eq(presentations.id, participations.presentationId))
    .where(inArray(participations.id, given));
  await notifyPeople(
    tx,
    rows.map((r) => ({ userId: r.userId, ...givenCancelledContent(r), purpose: 'refund' as const })),
  );
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


/** The cancellation's input: whose registration, and the Sheba to pay back to when it is paid by hand. */
export interface CancelInput {
  userId: number;
  participationId: number;
  iban?: string;
}

/**
 * POST /api/presentations/cart/{id}/cancel/ (contract, "Changing what was bought"): the buyer cancels a
 * COMPLETED registration until CANCEL_HOURS_BEFORE hours before it starts (the database's clock). A
 * cancellation is a refund of that line, less CANCEL_FEE_PERCENT:
 *  - through the gateway when ZarinPal can return it (the payment's only line, nothing kept, within its
 *    window, and not refused before): the registration is cancelled when the gateway says it reversed;
 *  - otherwise a manual refund PENDING in the organisers' refunds-to-pay list, to the buyer's Sheba; the
 *    registration is cancelled at once, and the refund becomes DONE when an organiser marks it paid;
 *  - nothing to return (a free registration, or a fee of everything): DONE at once.
 */
export async function cancelRegistration(deps: RefundDeps, input: CancelInput): Promise<RefundRow> {
  const { db, settings } = deps;
  const [owner] = await db.select({ userId: participations.userId }).from(participations).where(eq(participations.id, input.participationId));
  if (owner?.userId !== input.userId) throw notFound(paymentTexts.cancel.notYours);
  const paidBy = await completingPayment(db, input.participationId);
  if (!paidBy) throw badRequest('VALIDATION_ERROR', paymentTexts.cancel.notCompleted);
  if (settings.CANCEL_HOURS_BEFORE === 0) throw badRequest('TOO_LATE', paymentTexts.cancel.off);

  const made = await db.transaction(async (tx) => {
    const payment = await lockPayment(tx, paidBy.id);
    // Given to the caller by its buyer (a transfer): the money is the buyer's, so the buyer alone could have cancelled it.
    if (payment.userId !== input.userId) throw badRequest('VALIDATION_ERROR', paymentTexts.cancel.givenToYou);
    const [registration] = rowsOf<{ state: string; title: string; en_title: string; open: boolean; checked_in: boolean }>(
      await tx.execute(sql`select pa.payment_state as state, p.fa_title as title, p.en_title,
          pa.checked_in_at is not null as checked_in,
          p.start - make_interval(secs => ${settings.CANCEL_HOURS_BEFORE * 3600}) > now() as open
        from participations pa join presentations p on p.id = pa.presentation_id
        where pa.id = ${input.participationId}`),
    );
    if (registration?.state !== 'COMPLETED' || payment.paymentState !== 'COMPLETED') throw badRequest('VALIDATION_ERROR', paymentTexts.cancel.notCompleted);
    if (!registration.open) throw badRequest('TOO_LATE', paymentTexts.cancel.tooLate(settings.CANCEL_HOURS_BEFORE));
    // Its seat was used: the money for it is not the visitor's to take back (an organiser still can).
    if (registration.checked_in) throw badRequest('VALIDATION_ERROR', paymentTexts.cancel.checkedIn);
    await refuseWhileGatewayRefundPending(tx, payment.id);

    const lines = await paymentLines(tx, payment);
    const line = lines.find((l) => l.participationId === input.participationId)!;
    if (line.covered) throw conflict(paymentTexts.refund.someAlreadyRefunded);
    const { amount: paid } = await returnedBy(tx, payment, lines, [line]);
    const fee = Math.round((paid * settings.CANCEL_FEE_PERCENT) / 100);
    const amount = paid - fee;
    const note = paymentTexts.cancel.note(fee);
    const base = { amount, chosen: [line], note, actorId: input.userId };

    if (amount === 0) {
      const refundId = await writeRefund(tx, payment, { ...base, method: 'manual', state: 'DONE' });
      await refundDone(tx, payment, refundId, input.userId);
      return { refundId, askGateway: false as const };
    }
    const [refusedBefore] = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.paymentId, payment.id), eq(refunds.method, 'gateway'), eq(refunds.state, 'FAILED')));
    const byGateway =
      fee === 0 &&
      lines.length === 1 &&
      !refusedBefore &&
      payment.authority !== null &&
      withinGatewayWindow(payment);
    if (byGateway) {
      const refundId = await writeRefund(tx, payment, { ...base, method: 'gateway', state: 'PENDING' });
      return { refundId, askGateway: true as const, authority: payment.authority! };
    }
    if (input.iban === undefined || input.iban.trim() === '') throw validationError({ iban: [paymentTexts.cancel.ibanNeeded] }, paymentTexts.cancel.ibanNeeded);
    const iban = sheba(input.iban);
    if (!iban) throw validationError({ iban: [paymentTexts.cancel.ibanInvalid] }, paymentTexts.cancel.ibanInvalid);
    const refundId = await writeRefund(tx, payment, { ...base, method: 'manual', state: 'PENDING', iban });
    await cancelRegistrations(tx, [input.participationId]);
    await notifyPeople(tx, [
      {
        userId: payment.userId,
        ...cancelledContent({ title: registration.title, enTitle: registration.en_title, amount, iban }),
        purpose: 'refund',
        dedupeKey: `cancel:${refundId}`,
      },
    ]);
    return { refundId, askGateway: false as const };
  });
  if (made.askGateway) await askToReverse(deps, made.refundId, made.authority, input.userId);
  const [refund] = await refundsOf(db, eq(refunds.id, made.refundId));
  return refund!;
}

/**
 * POST /api/admin/refunds/{id}/paid/: the organisers paid a PENDING manual refund (a cancellation) to
 * the visitor's Sheba: it becomes DONE, with everything that implies (refundDone). 409 for any other.
 */
export async function markRefundPaid(deps: RefundDeps, refundId: number, actorId: number): Promise<RefundRow> {
  await deps.db.transaction(async (tx) => {
    const [found] = await tx.select({ method: refunds.method, state: refunds.state }).from(refunds).where(eq(refunds.id, refundId));
    if (!found) throw notFound(paymentTexts.refundNotFound);
    const locked = await lockPendingRefund(tx, refundId);
    if (!locked || found.method !== 'manual') throw conflict(paymentTexts.refund.notManualPending);
    await refundDone(tx, locked.payment, refundId, actorId);
    await recordAudit(tx, { actorId, action: 'refund_paid', objectType: 'refund', objectId: refundId, before: { state: 'PENDING' }, after: { state: 'DONE' } });
  });
  const [refund] = await refundsOf(deps.db, eq(refunds.id, refundId));
  return refund!;
}
