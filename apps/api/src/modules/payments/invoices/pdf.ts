import { newPdf, pdfBuffer, write, type Pdf } from '../../../lib/pdf/document';
import { formatAmount, formatDayTime, formatDigits, formatMoney, formatNumber, formatShortDay } from '../../../lib/pdf/format';
import { drawLogo } from '../../../lib/pdf/logo';
import { drawTable } from '../../../lib/pdf/table';
import { ltr } from '../../../lib/pdf/bidi-lines';
import { persianWords } from '../../../lib/persian-words';
import type { InvoiceParty } from '../../../db/schema';
import type { InvoiceDocument, ReceiptInput } from './pdf-input';
import { paperTexts as t } from './texts';

/*
 * Receipts, official invoices and credit notes: A4 portrait, in Persian (Iranian tax documents), with
 * the seller's details from the edition's settings. lib/pdf does the typesetting (decision 029).
 */

const M = 36;
const NAVY = '#0b1a33';
const MUTED = '#4b5563';
const fa = 'fa' as const;
const toman = (value: number) => formatMoney(value, fa);
const amount = (value: number) => formatAmount(value, fa);
const digits = (value: string | number) => formatDigits(value, fa);

/** A payment's receipt. */
export async function receiptPdf(input: ReceiptInput): Promise<Buffer> {
  const doc = newPdf({ title: `${t.receipt} ${input.payment.id}`, lang: fa });
  const W = doc.page.width;
  let y = header(doc, input.festivalName, t.receipt, [
    [t.paymentNumber, digits(input.payment.id)],
    [t.date, input.payment.paidAt ? formatDayTime(input.payment.paidAt, fa) : '—'],
  ]);
  y = partyBox(doc, t.seller, input.seller, M, y + 10, W - 2 * M);
  y = write(doc, t.buyerLine(input.buyer.name, digits(input.buyer.phone)), { x: M, y: y + 10, width: W - 2 * M, direction: 'rtl', size: 10.5 });

  const rows = input.lines.map((l, i) => [digits(i + 1), l.title, amount(l.price), amount(l.discount), amount(l.amount)]);
  rows.push(['', t.total, amount(input.payment.subtotal), amount(input.payment.discount), amount(input.payment.total)]);
  y = drawTable(doc, {
    x: M,
    y: y + 8,
    direction: 'rtl',
    columns: [
      { title: t.row, width: 36, align: 'center' },
      { title: t.description, width: W - 2 * M - 36 - 3 * 92 },
      { title: t.price, width: 92, align: 'center' },
      { title: t.discount, width: 92, align: 'center' },
      { title: t.paid, width: 92, align: 'center' },
    ],
    rows,
    boldRows: [rows.length - 1],
  });
  y = write(doc, `${t.lineTotal}: ${toman(input.payment.total)}${input.payment.coupon ? ` (${t.coupon(input.payment.coupon)})` : ''}`, {
    x: M,
    y: y + 10,
    width: W - 2 * M,
    direction: 'rtl',
    size: 11,
    font: 'bold',
  });
  if (input.refunds.length > 0) {
    y = write(doc, t.refunds, { x: M, y: y + 6, width: W - 2 * M, direction: 'rtl', size: 11, font: 'bold', color: NAVY });
    for (const r of input.refunds) {
      y = write(doc, `${t.refundLine(t.method[r.method] ?? r.method, formatShortDay(r.doneAt, fa))}: ${toman(r.amount)}`, { x: M, y, width: W - 2 * M, direction: 'rtl', size: 10 });
    }
    const refunded = input.refunds.reduce((sum, r) => sum + r.amount, 0);
    y = write(doc, `${t.netPaid}: ${toman(input.payment.total - refunded)}`, { x: M, y: y + 2, width: W - 2 * M, direction: 'rtl', size: 11, font: 'bold' });
  }
  y = gatewayFacts(doc, input.payment.refId, input.payment.cardPan, input.payment.paidAt, y + 10);
  write(doc, t.receiptNote, { x: M, y: y + 16, width: W - 2 * M, direction: 'rtl', size: 9, color: MUTED });
  return pdfBuffer(doc);
}

/** An invoice followed by its credit notes, a page each. */
export async function invoicePdf(festivalName: string, documents: InvoiceDocument[]): Promise<Buffer> {
  const invoice = documents.find((d) => d.kind === 'INVOICE')!;
  const doc = newPdf({ title: `${t.invoice} ${invoice.edition}-${invoice.number}`, lang: fa });
  documents.forEach((document, i) => {
    if (i > 0) doc.addPage();
    if (document.kind === 'INVOICE') invoicePage(doc, festivalName, document);
    else creditNotePage(doc, festivalName, document, invoice);
  });
  return pdfBuffer(doc);
}

function invoicePage(doc: Pdf, festivalName: string, invoice: InvoiceDocument): void {
  const W = doc.page.width;
  let y = header(doc, festivalName, t.invoice, [
    [t.number, digits(invoice.number)],
    [t.edition, digits(invoice.edition)],
    [t.date, formatShortDay(invoice.issuedAt, fa)],
  ]);
  y = partyBox(doc, t.seller, invoice.seller, M, y + 10, W - 2 * M);
  y = partyBox(doc, t.buyer, invoice.buyer, M, y + 8, W - 2 * M);

  const vats = lineVats(invoice);
  const rows = invoice.lines.map((l, i) => [
    digits(i + 1),
    l.title,
    amount(l.price),
    amount(l.discount),
    amount(l.amount - vats[i]!),
    amount(vats[i]!),
    amount(l.amount),
  ]);
  const sum = (pick: (l: InvoiceDocument['lines'][number]) => number) => invoice.lines.reduce((s, l) => s + pick(l), 0);
  rows.push(['', t.total, amount(sum((l) => l.price)), amount(sum((l) => l.discount)), amount(invoice.amount - invoice.vat), amount(invoice.vat), amount(invoice.amount)]);
  const numberWidth = 66;
  y = drawTable(doc, {
    x: M,
    y: y + 10,
    direction: 'rtl',
    size: 8.5,
    columns: [
      { title: t.row, width: 30, align: 'center' },
      { title: t.description, width: W - 2 * M - 30 - 5 * numberWidth },
      { title: t.price, width: numberWidth, align: 'center' },
      { title: t.discount, width: numberWidth, align: 'center' },
      { title: t.netOfVat, width: numberWidth, align: 'center' },
      { title: t.vat, width: numberWidth, align: 'center' },
      { title: t.lineTotal, width: numberWidth, align: 'center' },
    ],
    rows,
    boldRows: [rows.length - 1],
  });
  y = write(doc, t.vatLine(formatNumber(invoice.vatPercent, fa)) + `: ${toman(invoice.vat)}`, { x: M, y: y + 10, width: W - 2 * M, direction: 'rtl', size: 10 });
  y = write(doc, `${t.grandTotal}: ${toman(invoice.amount)}`, { x: M, y, width: W - 2 * M, direction: 'rtl', size: 12, font: 'bold', color: NAVY });
  y = write(doc, t.inWords(persianWords(invoice.amount)), { x: M, y, width: W - 2 * M, direction: 'rtl', size: 10.5 });
  y = gatewayFacts(doc, invoice.refId, null, null, y + 8);
  signatures(doc, y + 24);
}

function creditNotePage(doc: Pdf, festivalName: string, note: InvoiceDocument, invoice: InvoiceDocument): void {
  const W = doc.page.width;
  let y = header(doc, festivalName, t.creditNote, [
    [t.number, digits(note.number)],
    [t.edition, digits(note.edition)],
    [t.date, formatShortDay(note.issuedAt, fa)],
  ]);
  y = write(doc, t.creditNoteOf(digits(invoice.number)), { x: M, y: y + 6, width: W - 2 * M, direction: 'rtl', size: 11, font: 'bold', color: NAVY });
  y = partyBox(doc, t.seller, note.seller, M, y + 6, W - 2 * M);
  y = partyBox(doc, t.buyer, note.buyer, M, y + 8, W - 2 * M);
  y = drawTable(doc, {
    x: M,
    y: y + 10,
    direction: 'rtl',
    columns: [
      { title: t.description, width: W - 2 * M - 3 * 100 },
      { title: t.netOfVat, width: 100, align: 'center' },
      { title: t.vat, width: 100, align: 'center' },
      { title: t.refunded, width: 100, align: 'center' },
    ],
    rows: [[t.creditNoteOf(digits(invoice.number)), amount(note.amount - note.vat), amount(note.vat), amount(note.amount)]],
  });
  y = write(doc, `${t.refunded}: ${toman(note.amount)}`, { x: M, y: y + 10, width: W - 2 * M, direction: 'rtl', size: 12, font: 'bold', color: NAVY });
  y = write(doc, t.inWords(persianWords(note.amount)), { x: M, y, width: W - 2 * M, direction: 'rtl', size: 10.5 });
  signatures(doc, y + 24);
}

/**
 * Each line's part of the invoice's VAT: its share of the amount, the rounding remainder on the largest
 * line, so the lines add up to the VAT printed below them.
 */
function lineVats(invoice: InvoiceDocument): number[] {
  const vats = invoice.lines.map((l) => Math.round((l.amount * invoice.vatPercent) / (100 + invoice.vatPercent)));
  const rest = invoice.vat - vats.reduce((s, v) => s + v, 0);
  if (rest !== 0 && vats.length > 0) {
    const largest = invoice.lines.reduce((best, l, i) => (l.amount > invoice.lines[best]!.amount ? i : best), 0);
    vats[largest]! += rest;
  }
  return vats;
}

/** The logo and the festival's name at the start (right), the title in the middle, the facts at the end (left). */
function header(doc: Pdf, festivalName: string, title: string, facts: [string, string][]): number {
  const W = doc.page.width;
  drawLogo(doc, W - M - 44, M, 44);
  write(doc, festivalName, { x: W - M - 220, y: M + 50, width: 220, direction: 'rtl', size: 10, font: 'bold', color: NAVY });
  write(doc, title, { x: M + 150, y: M + 10, width: W - 2 * M - 300, direction: 'rtl', align: 'center', size: 17, font: 'bold', color: NAVY, leading: 1.4 });
  let factY = M;
  for (const [label, value] of facts) {
    factY = write(doc, `${label}: ${value}`, { x: M, y: factY, width: 150, direction: 'rtl', align: 'end', size: 9.5, color: MUTED, leading: 1.55 });
  }
  const bottom = Math.max(M + 70, factY);
  doc.save().lineWidth(1.5).strokeColor(NAVY).moveTo(M, bottom + 4).lineTo(W - M, bottom + 4).stroke().restore();
  return bottom + 4;
}

/** A party's details in a framed box: a heading band, then label: value pairs in two columns. */
function partyBox(doc: Pdf, heading: string, party: InvoiceParty, x: number, y: number, width: number): number {
  const fields: [string, string][] = [
    [t.name, party.name],
    [party.kind === 'PERSON' ? t.personId : t.companyId, digits(party.nationalId)],
    [t.economicCode, digits(party.economicCode)],
    [t.registrationNumber, digits(party.registrationNumber)],
    [t.postalCode, digits(party.postalCode)],
    [t.phone, digits(party.phone)],
    [t.address, party.address],
  ].filter(([, value]) => value !== '') as [string, string][];
  // A seller whose settings are all empty has nothing to print: no empty frame.
  if (fields.length === 0) return y;
  const band = 18;
  doc.save().rect(x, y, width, band).fill('#e1e9f5').restore();
  write(doc, heading, { x: x + 8, y: y + 3, width: width - 16, direction: 'rtl', size: 9.5, font: 'bold', color: NAVY, leading: 1.3 });
  const half = (width - 24) / 2;
  let rightY = y + band + 5;
  let leftY = y + band + 5;
  const addressField = fields.find(([label]) => label === t.address);
  fields
    .filter((f) => f !== addressField)
    .forEach(([label, value], i) => {
      // In Persian the first column is the right one.
      if (i % 2 === 0) rightY = write(doc, `${label}: ${value}`, { x: x + 12 + half, y: rightY, width: half, direction: 'rtl', size: 9.5 });
      else leftY = write(doc, `${label}: ${value}`, { x: x + 8, y: leftY, width: half, direction: 'rtl', size: 9.5 });
    });
  let bottom = Math.max(rightY, leftY);
  if (addressField) bottom = write(doc, `${addressField[0]}: ${addressField[1]}`, { x: x + 8, y: bottom, width: width - 16, direction: 'rtl', size: 9.5 });
  doc.save().lineWidth(0.8).strokeColor('#9cb4d8').rect(x, y, width, bottom - y + 4).stroke().restore();
  return bottom + 4;
}

function gatewayFacts(doc: Pdf, refId: number | null, cardPan: string | null, paidAt: Date | null, y: number): number {
  const W = doc.page.width;
  const parts = [t.gateway];
  if (refId !== null) parts.push(`${t.refId}: ${digits(refId)}`);
  // The masked card number stays in Latin digits and left to right, as the bank prints it.
  if (cardPan) parts.push(`${t.card}: ${ltr(cardPan)}`);
  if (paidAt) parts.push(`${t.paidAt}: ${formatDayTime(paidAt, fa)}`);
  return write(doc, parts.join(' — '), { x: M, y, width: W - 2 * M, direction: 'rtl', size: 9.5, color: MUTED });
}

function signatures(doc: Pdf, y: number): void {
  const W = doc.page.width;
  const width = (W - 2 * M) / 2;
  for (const [i, label] of [t.sellerSign, t.buyerSign].entries()) {
    const x = i === 0 ? M + width : M;
    write(doc, label, { x, y, width, direction: 'rtl', align: 'center', size: 10, color: MUTED });
    doc.save().lineWidth(0.6).strokeColor('#9ca3af').rect(x + 30, y + 20, width - 60, 60).stroke().restore();
  }
}
