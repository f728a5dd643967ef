import { and, eq, sql } from 'drizzle-orm';
import type { PaymentStart } from '@fest/contract';
import { rowsOf, type Tx } from '../../db/client';
import { accessories, paymentAccessories, paymentItems, presentations } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { paymentTexts } from './texts';
import { accessoryOnSaleSql } from '../inventory';

/**
 * At most one payable link per user: a link the gateway was asked for can be paid at the
 * bank for as long as its hold lasts, whatever happens to its payment here. So a pay_all for the very
 * cart a payment in progress already charges (same items at the same costs, same accessories at the
 * same prices, same coupon) gets that payment's link again instead of a second one; while that
 * payment's link is still being asked for (another pay_all is talking to the gateway), 409 CONFLICT.
 * A different cart replaces the payment in progress, as the contract says.
 */

/** A payment in progress is offered again only with at least this much of its hold left to pay in. */
const REUSE_MARGIN_SECONDS = 60;

export interface WantedCart {
  participationIds: number[];
  accessoryIds: number[];
  coupon: string | null;
}

/**
 * The link of the caller's payment in progress when it charges exactly `wanted`; null when there is
 * none or it charges something else (the caller then replaces it). Call with the user locked, so that
 * pay_all calls of one user take turns across processes. `askingSeconds`: how long a gateway request
 * may take; a payment left without a link for longer was abandoned (its process died) and is replaced.
 */
export async function sameOpenPayment(tx: Tx, userId: number, wanted: WantedCart, askingSeconds: number): Promise<PaymentStart | null> {
  const [open] = rowsOf<{ id: number; authority: string | null; pay_link: string; coupon_code: string | null; lasts: boolean; asking: boolean }>(
    await tx.execute(sql`
      select id, authority, pay_link, coupon_code,
        hold_expires_at > now() + make_interval(secs => ${REUSE_MARGIN_SECONDS}) as lasts,
        created_date > now() - make_interval(secs => ${askingSeconds}) as asking
      from payments
      where user_id = ${userId} and payment_state = 'PENDING' and not is_competition_payment
      order by id desc
      limit 1`),
  );
  if (!open || !open.lasts) return null;
  if (!(await chargesExactly(tx, open.id, open.coupon_code, wanted))) return null;
  if (open.authority) return { payment_url: open.pay_link, authority: open.authority };
  if (open.asking) {
    throw new AppError(409, 'CONFLICT', paymentTexts.paymentBeingPrepared);
  }
  return null;
}

async function chargesExactly(tx: Tx, paymentId: number, couponCode: string | null, wanted: WantedCart): Promise<boolean> {
  if ((couponCode ?? '').toLowerCase() !== (wanted.coupon ?? '').toLowerCase()) return false;
  const items = await tx
    .select({ participationId: paymentItems.participationId, cost: paymentItems.cost, costNow: presentations.cost })
    .from(paymentItems)
    .innerJoin(presentations, eq(presentations.id, paymentItems.presentationId))
    .where(eq(paymentItems.paymentId, paymentId));
  const extras = await tx
    .select({ accessoryId: paymentAccessories.accessoryId, price: paymentAccessories.price, priceNow: accessories.price })
    .from(paymentAccessories)
    .innerJoin(accessories, and(eq(accessories.id, paymentAccessories.accessoryId), accessoryOnSaleSql()))
    .where(eq(paymentAccessories.paymentId, paymentId));
  const sorted = (ids: number[]) => [...ids].sort((x, y) => x - y).join(',');
  const sameSet = (a: number[], b: number[]) => sorted(a) === sorted(b);
  return (
    items.every((i) => i.cost === i.costNow) &&
    extras.every((a) => a.price === a.priceNow) &&
    sameSet(items.map((i) => i.participationId), wanted.participationIds) &&
    sameSet(extras.map((a) => a.accessoryId), [...new Set(wanted.accessoryIds)])
  );
}
