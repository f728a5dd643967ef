import type { InvoiceLine, InvoiceParty } from '../../../db/schema';

/** What a receipt shows, read by the caller. */
export interface ReceiptInput {
  festivalName: string;
  seller: InvoiceParty;
  payment: {
    id: number;
    subtotal: number;
    discount: number;
    total: number;
    coupon: string | null;
    refId: number | null;
    cardPan: string | null;
    paidAt: Date | null;
  };
  buyer: { name: string; phone: string };
  lines: InvoiceLine[];
  refunds: { method: string; amount: number; doneAt: Date }[];
}

/** An issued invoice or credit note, as stored. */
export interface InvoiceDocument {
  kind: 'INVOICE' | 'CREDIT_NOTE';
  number: number;
  edition: string;
  issuedAt: Date;
  amount: number;
  vatPercent: number;
  vat: number;
  buyer: InvoiceParty;
  seller: InvoiceParty;
  lines: InvoiceLine[];
  paymentId: number;
  refId: number | null;
}
