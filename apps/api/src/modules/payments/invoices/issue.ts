import { and, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../../db/client';
import { festival, invoiceDetails, invoices, payments, refunds, type InvoiceLine, type InvoiceParty } from '../../../db/schema';
import { AppError, validationError } from '../../../lib/errors';
import { paymentLines } from '../lines';
import { sellerParty } from './paperwork';
import { invoiceTexts } from './texts';

type PaymentRow = typeof payments.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;

/**
 * Official invoices and credit notes (contract, "Certificates, receipts and invoices"):
 *  - numbers come from one sequence per edition (the payment's), gap-free and never reused: the next
 *    number is an UPDATE of the edition's counter row in the transaction that writes the document, so
 *    issuers queue on that row and a rollback gives the number back (migration 0028);
 *  - an invoice is issued once per payment, for the whole payment, with what it says (buyer, seller,
 *    lines) kept in its row; the database refuses to change or delete it afterwards;
 *  - each DONE refund of an invoiced payment has its credit note: issued with the invoice for refunds
 *    made before it, and in the refund's own transaction for those after (refundDone calls creditNoteFor).
 * Prices are charged with VAT included: VAT is the part of an amount that VAT_PERCENT makes up.
 */

/** The next number of an edition's sequence, taken in the caller's transaction. */
async function nextNumber(tx: Tx, editionId: number): Promise<number> {
  const [row] = rowsOf<{ last: number }>(
    await tx.execute(sql`insert into invoice_counters (edition_id, last) values (${editionId}, 1)
      on conflict (edition_id) do update set last = invoice_counters.last + 1
      returning last`),
  );
  return Number(row!.last);
}

/** The part of an amount (VAT included) that VAT makes up, to the Toman. */
export const vatOf = (amount: number, percent: number) => Math.round((amount * percent) / (100 + percent));

async function sellerOf(tx: Tx, editionId: number): Promise<InvoiceParty> {
  const [row] = await tx.select().from(festival).where(eq(festival.id, editionId));
  return sellerParty(row);
}

/** The payment's invoice, issued now when it has none yet (payment locked by the caller). */
export async function issueInvoice(tx: Tx, payment: PaymentRow, vatPercent: number): Promise<InvoiceRow> {
  const [issued] = await tx.select().from(invoices).where(and(eq(invoices.paymentId, payment.id), eq(invoices.kind, 'INVOICE')));
  if (issued) return issued;
  if (payment.paymentState !== 'COMPLETED') throw new AppError(409, 'CONFLICT', invoiceTexts.notInvoiceable);
  const [details] = await tx.select().from(invoiceDetails).where(eq(invoiceDetails.paymentId, payment.id));
  if (!details) throw validationError({ invoice_details: [invoiceTexts.detailsFirst] }, invoiceTexts.detailsFirst);

  const lines: InvoiceLine[] = (await paymentLines(tx, payment)).map((l) => ({
    title: l.name,
    price: l.price,
    discount: l.price - l.amount,
    amount: l.amount,
  }));
  const buyer: InvoiceParty = {
    kind: details.kind,
    name: details.name,
    nationalId: details.nationalId,
    economicCode: details.economicCode,
    registrationNumber: details.registrationNumber,
    postalCode: details.postalCode,
    address: details.address,
    phone: details.phone,
  };
  const seller = await sellerOf(tx, payment.editionId);
  const [invoice] = await tx
    .insert(invoices)
    .values({
      editionId: payment.editionId,
      number: await nextNumber(tx, payment.editionId),
      kind: 'INVOICE',
      paymentId: payment.id,
      amount: payment.totalPrice,
      vatPercent,
      vat: vatOf(payment.totalPrice, vatPercent),
      buyer,
      seller,
      lines,
    })
    .returning();
  // Refunds made before the invoice are credited after it, in the order they were made.
  const earlier = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), eq(refunds.state, 'DONE')))
    .orderBy(refunds.doneAt, refunds.id);
  for (const refund of earlier) await creditNoteFor(tx, payment.id, refund.id);
  return invoice!;
}

/**
 * The credit note of a DONE refund of an invoiced payment, in the caller's transaction (payment
 * locked); nothing when the payment has no invoice yet (its invoice will credit the refund when issued)
 * or the refund has its note already.
 */
export async function creditNoteFor(tx: Tx, paymentId: number, refundId: number): Promise<void> {
  const [invoice] = await tx.select().from(invoices).where(and(eq(invoices.paymentId, paymentId), eq(invoices.kind, 'INVOICE')));
  if (!invoice) return;
  const [refund] = await tx
    .select({ amount: refunds.amount })
    .from(refunds)
    .leftJoin(invoices, eq(invoices.refundId, refunds.id))
    .where(and(eq(refunds.id, refundId), eq(refunds.state, 'DONE'), isNull(invoices.id)));
  if (!refund) return;
  const vatPercent = Number(invoice.vatPercent);
  await tx.insert(invoices).values({
    editionId: invoice.editionId,
    number: await nextNumber(tx, invoice.editionId),
    kind: 'CREDIT_NOTE',
    paymentId,
    refundId,
    amount: refund.amount,
    vatPercent,
    vat: vatOf(refund.amount, vatPercent),
    buyer: invoice.buyer,
    seller: invoice.seller,
    lines: [],
  });
}
