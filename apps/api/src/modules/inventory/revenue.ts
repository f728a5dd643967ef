import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../db/client';

/**
 * Whether a DONE refund returned a line of a payment: `line` names it in the refund's lines (`rl`), e.g.
 * sql`rl.participation_id = pi.participation_id`. Revenue, the stats and refunds ask this one rule.
 */
export const lineRefundedSql = (paymentId: SQL, line: SQL): SQL => sql`exists (select 1 from refund_lines rl
  join refunds r on r.id = rl.refund_id where rl.payment_id = ${paymentId} and ${line} and r.state = 'DONE')`;

/** Toman the DONE refunds of a payment returned. */
export const refundedAmountSql = (paymentId: SQL): SQL =>
  sql`(select coalesce(sum(r.amount), 0) from refunds r where r.payment_id = ${paymentId} and r.state = 'DONE')`;

/**
 * What each presentation earned, as a subquery `(presentation_id, revenue)`: for every COMPLETED
 * payment's item that no DONE refund covers, the cost its item was sold at (the payment item's own cost, so a later price change alters
 * nothing) less that item's share of the payment's discount, summed exactly and rounded once per
 * presentation. The admin presentations list and the festival stats both read it, so they agree.
 *
 * The share follows discountFor (discount.ts): a coupon naming presentations discounted only the
 * payment's items for those presentations, so the discount is split among them by cost; a coupon
 * naming none discounted the whole subtotal (accessories included), so each item bears
 * discount x cost / subtotal. Eligibility is read as it is now; should the coupon's list have changed
 * since and name none of the payment's items, the whole-subtotal split is used (the money was still
 * taken, so some item must carry it).
 */
export function presentationRevenueSql(filter: SQL = sql``): SQL {
  return sql`
    select x.presentation_id, round(sum(x.cost - x.share))::bigint as revenue from (
      select pi.presentation_id, pi.cost,
        case
          when p.discount = 0 then 0
          when e.base > 0 then case when cp.coupon_id is null then 0 else p.discount::numeric * pi.cost / e.base end
          when p.subtotal > 0 then p.discount::numeric * pi.cost / p.subtotal
          else 0
        end as share
      from payment_items pi
      join payments p on p.id = pi.payment_id and p.payment_state = 'COMPLETED'
      left join coupon_presentations cp on cp.coupon_id = p.coupon_id and cp.presentation_id = pi.presentation_id
      cross join lateral (
        select coalesce(sum(pi2.cost), 0) as base from payment_items pi2
          join coupon_presentations cp2 on cp2.coupon_id = p.coupon_id and cp2.presentation_id = pi2.presentation_id
        where pi2.payment_id = p.id) e
      where not ${lineRefundedSql(sql`pi.payment_id`, sql`rl.participation_id = pi.participation_id`)}
        ${filter}
    ) x group by x.presentation_id`;
}

/** presentationRevenueSql for some presentations (`ids` absent: every one), as a map id → revenue. */
export async function revenueByPresentation(db: Db | Tx, ids?: number[]): Promise<Map<number, number>> {
  if (ids && ids.length === 0) return new Map();
  const filter = ids ? sql`and pi.presentation_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})` : sql``;
  const result = await db.execute(presentationRevenueSql(filter));
  return new Map(rowsOf<{ presentation_id: number; revenue: number | string }>(result).map((r) => [Number(r.presentation_id), Number(r.revenue)]));
}
