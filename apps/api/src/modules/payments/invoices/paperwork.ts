import { and, eq, inArray } from 'drizzle-orm';
import type { InvoiceDetails } from '@fest/contract';
import type { Db } from '../../../db/client';
import { festival, invoiceDetails, invoices, type InvoiceParty } from '../../../db/schema';

/** A payment has a receipt once it took money that was kept or returned: COMPLETED (even partly refunded) or REFUNDED. */
export const hasReceipt = (state: string) => state === 'COMPLETED' || state === 'REFUNDED';
export const receiptUrl = (paymentId: number) => `/api/payments/${paymentId}/receipt.pdf`;

export function wireDetails(row: typeof invoiceDetails.$inferSelect): InvoiceDetails {
  return {
    kind: row.kind,
    name: row.name,
    national_id: row.nationalId,
    economic_code: row.economicCode,
    registration_number: row.registrationNumber,
    postal_code: row.postalCode,
    address: row.address,
    phone: row.phone,
  };
}

/** The invoice details and the issued invoices of some payments, by payment id: one query each. */
export async function paperworkOf(db: Db, paymentIds: number[]) {
  const [details, issued] = await Promise.all([
    db.select().from(invoiceDetails).where(inArray(invoiceDetails.paymentId, paymentIds)),
    db
      .select({ paymentId: invoices.paymentId, number: invoices.number, issuedAt: invoices.issuedAt })
      .from(invoices)
      .where(and(inArray(invoices.paymentId, paymentIds), eq(invoices.kind, 'INVOICE'))),
  ]);
  return {
    details: new Map(details.map((d) => [d.paymentId, wireDetails(d)])),
    invoices: new Map(issued.map((i) => [i.paymentId, { number: i.number, issued_at: i.issuedAt.toISOString() }])),
  };
}

/** The seller printed on an edition's receipts and invoices: its settings, the festival's name when no legal name is set. */
export function sellerParty(row: typeof festival.$inferSelect | undefined): InvoiceParty {
  return {
    kind: 'COMPANY',
    name: row?.sellerName || row?.name || '',
    nationalId: row?.sellerNationalId ?? '',
    economicCode: row?.sellerEconomicCode ?? '',
    registrationNumber: row?.sellerRegistrationNumber ?? '',
    postalCode: row?.sellerPostalCode ?? '',
    address: row?.sellerAddress ?? '',
    phone: row?.sellerPhone ?? '',
  };
}
