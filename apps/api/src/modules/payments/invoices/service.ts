import { and, asc, eq } from 'drizzle-orm';
import type { InvoiceDetails, InvoiceDetailsBody } from '@fest/contract';
import type { Db } from '../../../db/client';
import { editions, festival, invoiceDetails, invoices, payments, refunds, users } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/errors';
import { paymentLines } from '../lines';
import { lockPayment } from '../refund';
import { issueInvoice } from './issue';
import { hasReceipt, sellerParty, wireDetails } from './paperwork';
import type { InvoiceDocument, ReceiptInput } from './pdf-input';
import { invoiceTexts } from './texts';

/** Who asks for a payment's paperwork: its buyer, or an organiser (any payment). */
export interface Viewer {
  id: number;
  role: string;
}

type PaymentRow = typeof payments.$inferSelect;

/** The payment, when the viewer may see it; 404 otherwise (another's payment is not told apart from none). */
async function paymentFor(db: Db, viewer: Viewer, paymentId: number): Promise<PaymentRow> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || (payment.userId !== viewer.id && viewer.role !== 'admin')) throw notFound(invoiceTexts.paymentNotFound);
  return payment;
}

/** PUT /api/payments/{id}/invoice_details/: the buyer's own payment, until its invoice is issued. */
export async function saveInvoiceDetails(db: Db, userId: number, paymentId: number, body: InvoiceDetailsBody): Promise<InvoiceDetails> {
  await paymentFor(db, { id: userId, role: 'user' }, paymentId);
  return db.transaction(async (tx) => {
    // Under the payment's lock, so an invoice being issued at the same moment sees these details or none.
    await lockPayment(tx, paymentId);
    const [issued] = await tx.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.paymentId, paymentId), eq(invoices.kind, 'INVOICE')));
    if (issued) throw new AppError(409, 'CONFLICT', invoiceTexts.detailsFixed);
    const values = {
      kind: body.kind,
      name: body.name,
      nationalId: body.national_id,
      economicCode: body.economic_code,
      registrationNumber: body.registration_number,
      postalCode: body.postal_code,
      address: body.address,
      phone: body.phone,
    };
    const [row] = await tx
      .insert(invoiceDetails)
      .values({ paymentId, ...values })
      .onConflictDoUpdate({ target: invoiceDetails.paymentId, set: { ...values, updatedAt: new Date() } })
      .returning();
    return wireDetails(row!);
  });
}

async function festivalNameOf(db: Db, editionId: number): Promise<string> {
  const [row] = await db.select({ name: festival.name }).from(festival).where(eq(festival.id, editionId));
  return row?.name ?? '';
}

/** What a payment's receipt shows: 404 when it has none (not COMPLETED nor REFUNDED). */
export async function receiptInput(db: Db, viewer: Viewer, paymentId: number): Promise<ReceiptInput> {
  return receiptOf(db, await paymentFor(db, viewer, paymentId));
}

/** A payment's receipt for its buyer's e-mail (messages' mail worker, through payments' mail-attachments.ts). */
export async function receiptForMail(db: Db, paymentId: number): Promise<ReceiptInput> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) throw notFound(invoiceTexts.paymentNotFound);
  return receiptOf(db, payment);
}

async function receiptOf(db: Db, payment: PaymentRow): Promise<ReceiptInput> {
  if (!hasReceipt(payment.paymentState)) throw notFound(invoiceTexts.noReceipt);
  const [[buyer], [f], lines, done] = await Promise.all([
    db.select({ firstName: users.firstName, lastName: users.lastName, phone: users.phoneNumber }).from(users).where(eq(users.id, payment.userId)),
    db.select().from(festival).where(eq(festival.id, payment.editionId)),
    paymentLines(db, payment),
    db
      .select({ method: refunds.method, amount: refunds.amount, doneAt: refunds.doneAt })
      .from(refunds)
      .where(and(eq(refunds.paymentId, payment.id), eq(refunds.state, 'DONE')))
      .orderBy(asc(refunds.doneAt), asc(refunds.id)),
  ]);
  return {
    festivalName: f?.name ?? '',
    seller: sellerParty(f),
    payment: {
      id: payment.id,
      subtotal: payment.subtotal,
      discount: payment.discount,
      total: payment.totalPrice,
      coupon: payment.couponCode,
      refId: payment.refId,
      cardPan: payment.cardPan,
      paidAt: payment.verifiedDate,
    },
    buyer: { name: `${buyer?.firstName ?? ''} ${buyer?.lastName ?? ''}`.trim(), phone: buyer?.phone ?? '' },
    lines: lines.map((l) => ({ title: l.name, price: l.price, discount: l.price - l.amount, amount: l.amount })),
    refunds: done.map((r) => ({ method: r.method, amount: r.amount, doneAt: r.doneAt ?? new Date() })),
  };
}

/**
 * GET /api/payments/{id}/invoice.pdf: the payment's invoice, issued now on the first request, with
 * its credit notes; and the festival's name to print over them.
 */
export async function invoiceDocuments(db: Db, viewer: Viewer, paymentId: number, vatPercent: number): Promise<{ festivalName: string; documents: InvoiceDocument[] }> {
  await paymentFor(db, viewer, paymentId);
  const [issued] = await db.select({ id: invoices.id }).from(invoices).where(and(eq(invoices.paymentId, paymentId), eq(invoices.kind, 'INVOICE')));
  if (!issued) {
    await db.transaction(async (tx) => {
      const payment = await lockPayment(tx, paymentId);
      await issueInvoice(tx, payment, vatPercent);
    });
  }
  const rows = await db
    .select({ invoice: invoices, slug: editions.slug, refId: payments.refId })
    .from(invoices)
    .innerJoin(editions, eq(editions.id, invoices.editionId))
    .innerJoin(payments, eq(payments.id, invoices.paymentId))
    .where(eq(invoices.paymentId, paymentId))
    .orderBy(asc(invoices.number));
  const documents = rows.map(({ invoice, slug, refId }) => ({
    kind: invoice.kind,
    number: invoice.number,
    edition: slug,
    issuedAt: invoice.issuedAt,
    amount: invoice.amount,
    vatPercent: Number(invoice.vatPercent),
    vat: invoice.vat,
    buyer: invoice.buyer,
    seller: invoice.seller,
    lines: invoice.lines,
    paymentId: invoice.paymentId,
    refId,
  }));
  return { festivalName: await festivalNameOf(db, rows[0]!.invoice.editionId), documents };
}
