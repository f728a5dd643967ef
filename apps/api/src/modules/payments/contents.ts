import { sql } from 'drizzle-orm';
import { hotStatement, preparedRows, type Tx } from '../../db/client';

/** A cart item a payment pays for, with the state of its registration and the title the buyer's message names. */
export interface PaidItem {
  participationId: number;
  presentationId: number;
  /** Toman, as the payment priced it. */
  cost: number;
  state: string;
  holdsSeat: boolean;
  title: string;
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

/** The items' read, hot: a settling sends it with its BEGIN (settle.ts). */
export const itemsRead = hotStatement<{ paymentId: number }>(
  ({ paymentId }) => sql`select pi.participation_id, pi.presentation_id, pi.cost, pa.payment_state, pa.holds_seat, p.fa_title
    from payment_items pi
    join participations pa on pa.id = pi.participation_id
    join presentations p on p.id = pi.presentation_id
    where pi.payment_id = ${paymentId}
    order by p.start, p.id`,
);

/** The accessories' read, hot like itemsRead. */
export const accessoriesRead = hotStatement<{ paymentId: number }>(
  ({ paymentId }) => sql`select pa.accessory_id, pa.price, a.name
    from payment_accessories pa join accessories a on a.id = pa.accessory_id
    where pa.payment_id = ${paymentId}
    order by pa.accessory_id`,
);

type Row = Record<string, unknown>;

/** The contents from the rows of itemsRead and accessoriesRead (as PostgreSQL names them). */
export function contentsFrom(itemRows: Row[], accessoryRows: Row[]): PaymentContents {
  return {
    items: itemRows.map((r) => ({
      participationId: Number(r.participation_id),
      presentationId: Number(r.presentation_id),
      cost: Number(r.cost),
      state: String(r.payment_state),
      holdsSeat: Boolean(r.holds_seat),
      title: String(r.fa_title),
    })),
    accessories: accessoryRows.map((r) => ({ accessoryId: Number(r.accessory_id), price: Number(r.price), name: String(r.name) })),
  };
}

/** Reads what a payment is for, in the transaction that settles or completes it. */
export async function readContents(tx: Tx, paymentId: number): Promise<PaymentContents> {
  return contentsFrom(
    await preparedRows<Row>(tx, itemsRead({ paymentId })),
    await preparedRows<Row>(tx, accessoriesRead({ paymentId })),
  );
}
