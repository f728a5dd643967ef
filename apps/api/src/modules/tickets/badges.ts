import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { festival } from '../../db/schema';
import { ticketOf, type TicketKey } from './issue';

/** One person's badge: their name, what they are, the days they hold a registration for, and a ticket's QR. */
export interface Badge {
  name: string;
  /** Staff (organisers, door volunteers), a guest (given a complimentary seat: presenters, sponsors, press), or a visitor. */
  role: 'VISITOR' | 'GUEST' | 'STAFF';
  /** Tehran days YYYY-MM-DD they hold a registration for, in order. */
  days: string[];
  /** Their first session of the day asked for (or of their first day): its ticket goes in the QR. */
  session: { title: string; start: Date; /** Its Tehran day YYYY-MM-DD. */ day: string };
  ticket: string;
}

export interface BadgeSheet {
  festivalName: string;
  /** Every Tehran day of the edition's programme, in order: a day's colour is its place here. */
  days: string[];
  badges: Badge[];
}

type Row = {
  id: number;
  presentation_id: number;
  user_id: number;
  ticket_salt: string;
  first_name: string;
  last_name: string;
  role: string;
  fa_title: string;
  start: string | Date;
  day: string;
  complimentary: boolean;
};

/**
 * The badges of an edition (`edition`: its id as SQL): everyone holding a COMPLETED registration with a
 * ticket, of one presentation or one day when asked, by last name. Organisers and door volunteers are
 * staff; one holding a complimentary seat (a presenter, a sponsor, the press) a guest; everyone else a visitor.
 */
export async function badgeSheet(db: Db, key: TicketKey, query: { edition: SQL; presentationId?: number; day?: string }): Promise<BadgeSheet> {
  const tehranDay = (column: SQL) => sql`to_char(${column} at time zone 'Asia/Tehran', 'YYYY-MM-DD')`;
  const [rows, dayRows, [fest]] = await Promise.all([
    db.execute(sql`select pa.id, pa.presentation_id, pa.user_id, pa.ticket_salt, u.first_name, u.last_name, u.role, p.fa_title, p.start, ${tehranDay(sql`p.start`)} as day,
        exists (select 1 from payment_items pi join payments py on py.id = pi.payment_id
          where pi.participation_id = pa.id and py.kind = 'complimentary' and py.payment_state = 'COMPLETED') as complimentary
      from participations pa
      join presentations p on p.id = pa.presentation_id
      join users u on u.id = pa.user_id
      where p.edition_id = ${query.edition} and pa.payment_state = 'COMPLETED' and pa.ticket_salt is not null
      order by u.last_name, u.first_name, u.id, p.start, p.id`),
    db.execute(sql`select distinct ${tehranDay(sql`start`)} as day from presentations where edition_id = ${query.edition} order by day`),
    db.select({ name: festival.name }).from(festival).where(sql`${festival.id} = ${query.edition}`),
  ]);
  const byUser = new Map<number, Row[]>();
  for (const row of rowsOf<Row>(rows)) (byUser.get(row.user_id) ?? byUser.set(row.user_id, []).get(row.user_id)!).push(row);
  const badges: Badge[] = [];
  for (const held of byUser.values()) {
    const chosen = held.filter((r) => (query.day === undefined || r.day === query.day) && (query.presentationId === undefined || Number(r.presentation_id) === query.presentationId));
    if (chosen.length === 0) continue;
    const first = chosen[0]!;
    badges.push({
      name: `${first.first_name} ${first.last_name}`.trim(),
      role: first.role === 'admin' || first.role === 'door' ? 'STAFF' : held.some((r) => r.complimentary) ? 'GUEST' : 'VISITOR',
      days: [...new Set(held.map((r) => r.day))],
      session: { title: first.fa_title, start: new Date(first.start), day: first.day },
      ticket: ticketOf(key, { id: Number(first.id), paymentState: 'COMPLETED', ticketSalt: first.ticket_salt })!,
    });
  }
  return { festivalName: fest?.name ?? '', days: rowsOf<{ day: string }>(dayRows).map((d) => d.day), badges };
}
