import { sql, type SQL } from 'drizzle-orm';
import type { ComplimentarySeat } from '@fest/contract';
import { rowsOf, type Db } from '../../db/client';

type Row = {
  participation_id: number;
  payment_id: number;
  presentation_id: number;
  fa_title: string;
  phone_number: string;
  first_name: string;
  last_name: string;
  note: string;
  beyond_capacity: boolean;
  state: string;
  checked_in_at: Date | string | null;
  created_at: Date | string;
  by_id: number | null;
  by_first_name: string | null;
  by_last_name: string | null;
};

const iso = (t: Date | string) => new Date(t).toISOString();

/**
 * GET /api/admin/complimentary/: one edition's complimentary seats (of one presentation, when asked; or one payment's),
 * newest first, with who holds each now (a transfer moves it), who gave it and whether it was used.
 * A seat withdrawn (refunded) or cancelled is CANCELLED.
 */
export async function listComplimentary(
  db: Db,
  which: { edition: SQL; presentationId?: number } | { paymentId: number },
): Promise<ComplimentarySeat[]> {
  const filter =
    'paymentId' in which
      ? sql`py.id = ${which.paymentId}`
      : sql`py.edition_id = ${which.edition} ${which.presentationId === undefined ? sql`` : sql`and p.id = ${which.presentationId}`}`;
  const rows = rowsOf<Row>(
    await db.execute(sql`select pa.id as participation_id, py.id as payment_id, p.id as presentation_id, p.fa_title,
        u.phone_number, u.first_name, u.last_name, py.note, py.beyond_capacity,
        case when pa.payment_state = 'COMPLETED' and py.payment_state = 'COMPLETED' then 'COMPLETED' else 'CANCELLED' end as state,
        pa.checked_in_at, py.created_date as created_at, a.id as by_id, a.first_name as by_first_name, a.last_name as by_last_name
      from payments py
      join payment_items pi on pi.payment_id = py.id
      join participations pa on pa.id = pi.participation_id
      join presentations p on p.id = pa.presentation_id
      join users u on u.id = pa.user_id
      left join users a on a.id = py.actor_id
      where py.kind = 'complimentary' and ${filter}
      order by py.created_date desc, py.id desc`),
  );
  return rows.map((r) => ({
    participation_id: Number(r.participation_id),
    payment_id: Number(r.payment_id),
    presentation: { id: Number(r.presentation_id), fa_title: r.fa_title },
    phone_number: r.phone_number,
    first_name: r.first_name,
    last_name: r.last_name,
    note: r.note,
    beyond_capacity: Boolean(r.beyond_capacity),
    state: r.state as ComplimentarySeat['state'],
    checked_in_at: r.checked_in_at === null ? null : iso(r.checked_in_at),
    created_at: iso(r.created_at),
    by: r.by_id === null ? null : { id: Number(r.by_id), first_name: r.by_first_name ?? '', last_name: r.by_last_name ?? '' },
  }));
}
