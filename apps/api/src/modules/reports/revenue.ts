import { sql } from 'drizzle-orm';

/**
 * Revenue per presentation, as a subquery `(presentation_id, revenue)`: what COMPLETED payments
 * paid for its seats after its share of their discount, the discount being shared the way the
 * checkout gave it (inventory's discountFor): a coupon with eligible presentations discounts those
 * items only, in proportion to their cost; any other coupon discounts the whole subtotal (items and
 * accessories) in proportion. Shares are summed exactly and rounded once per presentation.
 * Eligibility is read as it is now: changing a used coupon's presentations moves its past shares.
 */
export const presentationRevenueSql = sql`
  select pi.presentation_id,
    round(sum(pi.cost - coalesce(case
      when pay.discount = 0 then 0
      when exists (select 1 from coupon_presentations cp where cp.coupon_id = pay.coupon_id) then
        case when exists (select 1 from coupon_presentations cp
                           where cp.coupon_id = pay.coupon_id and cp.presentation_id = pi.presentation_id)
          then pay.discount::numeric * pi.cost / nullif((
            select sum(pi2.cost) from payment_items pi2
            where pi2.payment_id = pay.id
              and exists (select 1 from coupon_presentations cp2
                          where cp2.coupon_id = pay.coupon_id and cp2.presentation_id = pi2.presentation_id)), 0)
          else 0 end
      else pay.discount::numeric * pi.cost / nullif(pay.subtotal, 0)
    end, 0)))::bigint as revenue
  from payment_items pi join payments pay on pay.id = pi.payment_id
  where pay.payment_state = 'COMPLETED'
  group by pi.presentation_id`;
