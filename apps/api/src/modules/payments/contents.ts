import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client';

/** A cart item a payment pays for, with the state of its registration and the title the buyer's message names. */
export interface PaidItem {
  participationId: number;
  presentationId: number;
  /** Toman, as the payment priced it. */
  cost: number;
  state: string;
  holdsSeat: boolean;
  title: string;
  /** Its English title ("" when none), for an English e-mail. */
  enTitle: string;
}

/** An accessory a payment pays for. */
export interface PaidAccessory {
  accessoryId: number;
  /** Toman, as the payment priced it. */
  price: number;
  name: string;
}

/**
 * What a payment is for, read once when it is settled: deciding whether money can complete it,
 * completing it and the buyer's message all use the same read (in one transaction, under the user's
 * and the payment's locks, nothing else changes them).
 */
export interface PaymentContents {
  /** By the presentations' start, as the buyer's message lists them. */
  items: PaidItem[];
  accessories: PaidAccessory[];
}

type Row = Record<string, unknown>;

/**
 * Reads what a payment is for, in the transaction that settles or completes it: the items with their
 * state, seat and title, by the presentations' start, and the accessories with price and name.
 */
export async function readContents(tx: Tx, paymentId: number): Promise<PaymentContents> {
  const items = rowsOf<Row>(
    await tx.execute(sql`select pi.participation_id, pi.presentation_id, pi.cost, pa.payment_state, pa.holds_seat, p.fa_title, p.en_title
      from payment_items pi
      join participations pa on pa.id = pi.participation_id
      join presentations p on p.id = pi.presentation_id
      where pi.payment_id = ${paymentId}
      order by p.start, p.id`),
  );
  const accessories = rowsOf<Row>(
    await tx.execute(sql`select pa.accessory_id, pa.price, a.name
      from payment_accessories pa join accessories a on a.id = pa.accessory_id
      where pa.payment_id = ${paymentId}
      order by pa.accessory_id`),
  );
  return {
    items: items.map((r) => ({
      participationId: Number(r.participation_id),
      presentationId: Number(r.presentation_id),
      cost: Number(r.cost),
      state: String(r.payment_state),
      holdsSeat: Boolean(r.holds_seat),
      title: String(r.fa_title),
      enTitle: String(r.en_title ?? ''),
    })),
    accessories: accessories.map((r) => ({ accessoryId: Number(r.accessory_id), price: Number(r.price), name: String(r.name) })),
  };
}
