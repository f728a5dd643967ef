import { describe, expect, it } from 'vitest';
import type { InvoiceParty } from '../../src/db/schema';
import { invoicePdf, receiptPdf } from '../../src/modules/payments/invoices/pdf';
import { SKIP_POPPLER, flat, pdfText } from '../helpers/poppler';

const party: InvoiceParty = {
  kind: 'COMPANY',
  name: 'انجمن لینوکس ایران',
  nationalId: '10101234567',
  economicCode: '411111111111',
  registrationNumber: '12345',
  postalCode: '1411713116',
  address: 'تهران، خیابان انقلاب، پلاک ۱',
  phone: '02166400000',
};
const lines = [{ title: 'آشنایی با Docker و Kubernetes', price: 300_000, discount: 30_000, amount: 270_000 }];

const receipt = () =>
  receiptPdf({
    festivalName: 'جشنوارهٔ لینوکس ۱۴۰۵',
    seller: party,
    payment: { id: 1, subtotal: 300_000, discount: 30_000, total: 270_000, coupon: null, refId: 5, cardPan: '6037****1234', paidAt: new Date() },
    buyer: { name: 'سارا محمدی', phone: '09121234567' },
    lines,
    refunds: [{ method: 'GATEWAY', amount: 100_000, doneAt: new Date() }],
  });

const invoice = () =>
  invoicePdf('جشنوارهٔ لینوکس ۱۴۰۵', [
    { kind: 'INVOICE', number: 10, edition: '1405', issuedAt: new Date(), amount: 270_000, vatPercent: 10, vat: 24_545, buyer: party, seller: party, lines, paymentId: 1, refId: 5 },
  ]);

// The fonts are parsed once per process and shared by its documents (lib/pdf/parsed-fonts.ts).
describe.skipIf(SKIP_POPPLER)('fonts shared by the documents of a process', () => {
  it("reads a document's text back as written, whatever documents were made before it", async () => {
    // Receipts first, as the mail worker draws them: embedding their fonts' subsets makes glyphs
    // (parts of composite letters) that carry no characters.
    await receipt();
    await receipt();
    const text = flat(await pdfText(await invoice()));
    expect(text).toContain(flat('صورتحساب فروش کالا و خدمات'));
    expect(text).toContain(flat('انجمن لینوکس ایران'));
  });
});
