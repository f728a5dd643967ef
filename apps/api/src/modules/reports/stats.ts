import { sql, type SQL } from 'drizzle-orm';
import { currentEdition } from '../../db/editions';
import { paymentStates, type AdminStats, type PaymentState } from '@fest/contract';
import { rowsOf, type Db } from '../../db/client';
import { lineRefundedSql, presentationRevenueSql, refundedAmountSql, seatCounts } from '../inventory';

/**
 * The organisers' figures, in six queries whatever the number of presentations, accessories,
 * coupons or payments (the stats test counts them). Money is what COMPLETED payments took, less
 * what was refunded of them (refunds of some of their lines): REFUND_REQUIRED money is owed back and
 * REFUNDED money was given back, so neither is revenue.
 * Days are Tehran days of the payment's verification. All of one edition (`edition`: its id as SQL,
 * db/editions.ts): its payments, presentations, accessories and coupons.
 */
/** How many of presentation `p`'s COMPLETED registrations a payment of this kind completed. */
const soldAs = (kind: 'complimentary' | 'door') => sql`(select count(*) from participations pa
    join payment_items pi on pi.participation_id = pa.id
    join payments py on py.id = pi.payment_id and py.payment_state = 'COMPLETED' and py.kind = ${kind}
    where pa.presentation_id = p.id and pa.payment_state = 'COMPLETED')`;

export async function festivalStats(db: Db, edition: SQL = currentEdition()): Promise<AdminStats> {
  const [byDay, perPresentation, seats, accessoryRows, couponRows, stateRows] = await Promise.all([
    db.execute(sql`
      select to_char(coalesce(verified_date, created_date) at time zone 'Asia/Tehran', 'YYYY-MM-DD') as day,
        sum(total_price - ${refundedAmountSql(sql`payments.id`)}) as revenue,
        sum(case when kind = 'door' then total_price - ${refundedAmountSql(sql`payments.id`)} else 0 end) as door
      from payments where payment_state = 'COMPLETED' and edition_id = ${edition}
      group by 1 order by 1`),
    db.execute(sql`
      select p.id, p.fa_title, coalesce(r.revenue, 0) as revenue,
        (select count(*) from participations pa
          where pa.presentation_id = p.id and pa.payment_state = 'COMPLETED' and pa.checked_in_at is not null) as checked_in,
        ${soldAs('complimentary')} as complimentary, ${soldAs('door')} as door_sales
      from presentations p left join (${presentationRevenueSql()}) r on r.presentation_id = p.id
      where p.edition_id = ${edition}
      order by p.start, p.id`),
    seatCounts(db),
    db.execute(sql`
      select a.id, a.name, count(pa.payment_id) as sold
      from accessories a
        left join payment_accessories pa on pa.accessory_id = a.id
          and exists (select 1 from payments where payments.id = pa.payment_id and payments.payment_state = 'COMPLETED')
          and not ${lineRefundedSql(sql`pa.payment_id`, sql`rl.accessory_id = pa.accessory_id`)}
      where a.edition_id = ${edition}
      group by a.id order by a.id`),
    db.execute(sql`select id, code, used_count as uses from coupons where edition_id = ${edition} order by id`),
    db.execute(sql`select payment_state as state, count(*) as n from payments where edition_id = ${edition} group by payment_state`),
  ]);

  const dayRows = rowsOf<{ day: string; revenue: number | string; door: number | string }>(byDay);
  const days = dayRows.map((r) => ({ day: r.day, revenue: Number(r.revenue) }));
  const states = Object.fromEntries(paymentStates.map((s) => [s, 0])) as Record<PaymentState, number>;
  for (const r of rowsOf<{ state: PaymentState; n: number | string }>(stateRows)) states[r.state] = Number(r.n);

  return {
    revenue_total: days.reduce((sum, d) => sum + d.revenue, 0),
    revenue_by_day: days,
    door_revenue: dayRows.reduce((sum, d) => sum + Number(d.door), 0),
    presentations: rowsOf<{
      id: number;
      fa_title: string;
      revenue: number | string;
      checked_in: number | string;
      complimentary: number | string;
      door_sales: number | string;
    }>(perPresentation).map(
      (r) => ({
        id: Number(r.id),
        fa_title: r.fa_title,
        sold: seats.get(Number(r.id))?.sold ?? 0,
        held: seats.get(Number(r.id))?.held ?? 0,
        revenue: Number(r.revenue),
        checked_in: Number(r.checked_in),
        complimentary: Number(r.complimentary),
        door_sales: Number(r.door_sales),
      }),
    ),
    accessories: rowsOf<{ id: number; name: string; sold: number | string }>(accessoryRows).map((r) => ({
      id: Number(r.id),
      name: r.name,
      sold: Number(r.sold),
    })),
    coupons: rowsOf<{ id: number; code: string; uses: number | string }>(couponRows).map((r) => ({
      id: Number(r.id),
      code: r.code,
      uses: Number(r.uses),
    })),
    payments_by_state: states,
  };
}
