import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PayAllBody, PaymentStart } from '@fest/contract';
import type { Tx } from '../../db/client';
import { accessories, participations, paymentAccessories, paymentItems, payments } from '../../db/schema';
import { AppError, badRequest, validationError } from '../../lib/errors';
import { GatewayError } from '../../gateways/zarinpal';
import {
  discountFor,
  holdUntil,
  lockPresentations,
  lockUsableCoupon,
  lockUser,
  releasePendingPayments,
  seatsLeft,
  seatsTaken,
} from '../inventory';
import type { PaymentsDeps } from './deps';
import { fulfil } from './fulfil';
import { sameOpenPayment } from './open-payment';

/** The order number as the buyer reads it on the bank page: Persian digits, no grouping. */
export const orderNumber = (id: number) => new Intl.NumberFormat('fa-IR', { useGrouping: false }).format(id);

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
 *  1. One transaction (T1) re-checks everything under row locks, replaces the buyer's earlier
 *     PENDING payment, computes the totals and writes the payment with its seat and coupon holds.
 *  2. Only after T1 commits is the gateway asked for a session (no transaction stays open
 *     during a network call). 3. The authority is then stored (T2) and the pay link returned.
 *  If the gateway fails or times out, a compensating delete removes the payment and its holds:
 *  the buyer was never shown a pay link, so no money can arrive for it. If the process dies
 *  between 1 and 3, the payment has no authority (again nobody can pay it) and its hold simply
 *  runs out; the sweep marks it EXPIRED. A paid authority is stored before the buyer sees it.
 */
export async function payAll(deps: PaymentsDeps, userId: number, body: PayAllBody): Promise<PayAllResult> {
  const prepared = await deps.db.transaction(async (tx) => {
    const buyer = await lockUser(tx, userId);
    const items = await tx
      .select({ id: participations.id, presentationId: participations.presentationId })
      .from(participations)
      .where(and(eq(participations.userId, userId), eq(participations.paymentState, 'PENDING')))
      .orderBy(asc(participations.id));

    // One payable link per user: the same cart gets the link of its payment in progress again
    // (open-payment.ts); any other cart replaces that payment (rolled back if this one is refused).
    const code = body.coupon?.trim() || null;
    const wanted = { participationIds: items.map((i) => i.id), accessoryIds: body.accessories ?? [], coupon: code };
    const open = await sameOpenPayment(tx, userId, wanted, Math.ceil(deps.settings.ZARINPAL_TIMEOUT_MS / 1000) + 5);
    if (open) return { open };
    await releasePendingPayments(tx, userId);

    const extras = await chosenAccessories(tx, body.accessories ?? []);
    if (items.length === 0 && extras.length === 0) {
      throw badRequest('CART_EMPTY', 'سبد خرید شما خالی است.');
    }

    const presentationIds = items.map((i) => i.presentationId).sort((a, b) => a - b);
    const locked = await lockPresentations(tx, presentationIds);
    const taken = await seatsTaken(tx, presentationIds, { except: items.map((i) => i.id) });
    for (const p of locked) {
      if (!p.isRegistrationActive) throw badRequest('REGISTRATION_CLOSED', `ثبت‌نام ارائهٔ «${p.faTitle}» بسته است.`);
      if (p.started) throw badRequest('ALREADY_STARTED', `ارائهٔ «${p.faTitle}» شروع شده است؛ آن را از سبد حذف کنید.`);
      if (seatsLeft(p.capacity, taken.get(p.id) ?? 0) === 0) {
        throw badRequest('CAPACITY_FULL', `ظرفیت ارائهٔ «${p.faTitle}» تکمیل شده است؛ آن را از سبد حذف کنید.`);
      }
    }
    const cost = new Map(locked.map((p) => [p.id, p.cost]));

    const coupon = code ? await lockUsableCoupon(tx, code) : null;

    const priced = items.map((i) => ({ presentationId: i.presentationId, cost: cost.get(i.presentationId)! }));
    const subtotal = priced.reduce((s, i) => s + i.cost, 0) + extras.reduce((s, a) => s + a.price, 0);
    const discount = discountFor(coupon, { subtotal, items: priced });
    const total = subtotal - discount;
    const free = total === 0;

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
      await tx.insert(paymentItems).values(
        items.map((i) => ({ paymentId, participationId: i.id, presentationId: i.presentationId, cost: cost.get(i.presentationId)! })),
      );
    }
    if (extras.length) {
      await tx.insert(paymentAccessories).values(extras.map((a) => ({ paymentId, accessoryId: a.id, price: a.price })));
    }
    if (free) {
      // Nothing to pay (free items, or a coupon covering everything): the seats and the coupon
      // use were checked under the locks above, so everything completes in this transaction.
      await fulfil(tx, { id: paymentId, userId, subtotal, couponId: coupon?.id ?? null, isCompetitionPayment: false }, deps.ticketKey, deps.settings.PUBLIC_URL);
      return null;
    }
    return { paymentId, total, buyer };
  });

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

/**
 * Steps 2 and 3 of the design above, for a payment already written with its holds (pay_all and
 * competition signup): asks the gateway for a session, stores the authority, returns the pay link.
 */
export async function openGatewaySession(
  { db, gateway, settings, log }: PaymentsDeps,
  input: { paymentId: number; total: number; buyer: { phoneNumber: string; email: string }; description: string },
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
      .delete(payments)
      .where(and(eq(payments.id, input.paymentId), isNull(payments.authority)))
      .catch((dbErr: unknown) => log.error({ err: dbErr, paymentId: input.paymentId }, 'could not remove a payment the gateway refused; its hold will run out'));
    if (err instanceof GatewayError) {
      log.warn({ paymentId: input.paymentId, gatewayCode: err.gatewayCode, detail: err.detail }, 'payment request refused by the gateway');
      throw err;
    }
    log.error({ err, paymentId: input.paymentId }, 'payment request failed');
    throw new GatewayError('ارتباط با درگاه پرداخت برقرار نشد؛ لطفاً دوباره تلاش کنید.');
  }
  const [row] = await db
    .update(payments)
    .set({ authority: session.authority, payLink: session.paymentUrl })
    .where(eq(payments.id, input.paymentId))
    .returning({ state: payments.paymentState });
  if (row?.state !== 'PENDING') {
    // Another pay_all of the same buyer replaced this payment meanwhile; its link must not be used.
    throw new AppError(409, 'CONFLICT', 'پرداخت دیگری برای حساب شما آغاز شد؛ لطفاً دوباره تلاش کنید.');
  }
  return { payment_url: session.paymentUrl, authority: session.authority };
}
