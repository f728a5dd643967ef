import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { CartItem, Payment } from '@fest/contract';
import type { Db } from '../../db/client';
import { editionSlugs } from '../../db/editions';
import { accessories, participations, paymentAccessories, paymentItems, payments } from '../../db/schema';
import { serializeAccessory } from '../catalogue';
import { toCartItems } from '../cart';
import type { TicketKey } from '../tickets';
import { hasReceipt, paperworkOf, receiptUrl } from './invoices/paperwork';
import { refundedAmounts } from './refund-list';

/** The caller's payments, newest first, with their cart items and accessories. A constant number of queries. */
export async function listPayments(db: Db, ticketKey: TicketKey, userId: number): Promise<Payment[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdDate), desc(payments.id));
  return toWirePayments(db, rows, userId, ticketKey);
}

type PaymentRow = typeof payments.$inferSelect;

/**
 * Payment rows as wire Payments, with their cart items and accessories, in the order given; a
 * constant number of queries. `viewerUserId` is whose view of the presentations it is (the buyer's;
 * null for the organisers, who may list several buyers' payments at once); tickets only with a key.
 */
export async function toWirePayments(
  db: Db,
  rows: PaymentRow[],
  viewerUserId: number | null,
  ticketKey: TicketKey | null,
): Promise<Payment[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);

  const [itemRows, accessoryRows, refunded, slugOf, paperwork] = await Promise.all([
    db
      .select({
        paymentId: paymentItems.paymentId,
        id: participations.id,
        presentationId: participations.presentationId,
        paymentState: participations.paymentState,
        ticketSalt: participations.ticketSalt,
        checkedInAt: participations.checkedInAt,
        holderId: participations.userId,
      })
      .from(paymentItems)
      .innerJoin(participations, eq(participations.id, paymentItems.participationId))
      .where(inArray(paymentItems.paymentId, ids))
      .orderBy(asc(participations.id)),
    db
      .select({ paymentId: paymentAccessories.paymentId, price: paymentAccessories.price, accessory: accessories })
      .from(paymentAccessories)
      .innerJoin(accessories, eq(accessories.id, paymentAccessories.accessoryId))
      .where(inArray(paymentAccessories.paymentId, ids))
      .orderBy(asc(accessories.id)),
    refundedAmounts(db, ids),
    editionSlugs(db, rows.map((r) => r.editionId)),
    paperworkOf(db, ids),
  ]);

  // A registration given to another phone stays in its buyer's payment, but its ticket (and whether it
  // was let in) is the holder's alone.
  const shown = itemRows.map((r) => (r.holderId === viewerUserId ? r : { ...r, ticketSalt: null, checkedInAt: null }));
  const unique = [...new Map(shown.map((r) => [r.id, r])).values()];
  const cartItems = new Map((await toCartItems(db, unique, viewerUserId, ticketKey)).map((c) => [c.id, c]));
  const itemsOf = new Map<number, CartItem[]>();
  for (const r of itemRows) {
    const item = cartItems.get(r.id);
    if (item) (itemsOf.get(r.paymentId) ?? itemsOf.set(r.paymentId, []).get(r.paymentId)!).push(item);
  }
  const accessoriesOf = new Map<number, Payment['accessories']>();
  for (const r of accessoryRows) {
    // The price this payment charged, which may differ from today's price.
    const wire = { ...serializeAccessory(r.accessory), price: r.price };
    (accessoriesOf.get(r.paymentId) ?? accessoriesOf.set(r.paymentId, []).get(r.paymentId)!).push(wire);
  }

  return rows.map((p) => ({
    id: p.id,
    total_price: p.totalPrice,
    payment_state: p.paymentState,
    authority: p.authority,
    pay_link: p.payLink,
    ref_id: p.refId,
    card_pan: p.cardPan,
    created_date: p.createdDate.toISOString(),
    verified_date: p.verifiedDate?.toISOString() ?? null,
    coupon: p.couponCode,
    is_competition_payment: p.isCompetitionPayment,
    participations: itemsOf.get(p.id) ?? [],
    accessories: accessoriesOf.get(p.id) ?? [],
    refunded_amount: refunded.get(p.id) ?? 0,
    edition: slugOf.get(p.editionId) ?? '',
    receipt_url: hasReceipt(p.paymentState) ? receiptUrl(p.id) : null,
    invoice_details: paperwork.details.get(p.id) ?? null,
    invoice: paperwork.invoices.get(p.id) ?? null,
    kind: p.kind,
    door_method: p.doorMethod,
  }));
}
