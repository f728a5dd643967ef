import type { Readable } from 'node:stream';
import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { ExportFormat, ExportKind } from '@fest/contract';
import type { Db } from '../../db/client';
import { editions, invoices, payments, presentations, users, type InvoiceParty } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { CSV_TYPE, XLSX_TYPE } from '../../lib/openapi';
import { csvStream } from '../../lib/exports/csv';
import { xlsxStream } from '../../lib/exports/xlsx';
import type { ExportColumn } from '../../lib/exports/columns';
import { refundedAmountSql, userRegistrationsSql } from '../inventory';
import { attendeePage, type AttendeeRow } from './attendees';
import { DOOR_METHOD_LABELS, INVOICE_KIND_LABELS, labelOf, PAYMENT_KIND_LABELS, PAYMENT_STATE_LABELS, REFUND_METHOD_LABELS, ROLE_LABELS, reportTexts } from './texts';
import { commonTexts } from '../../lib/texts';

/** Rows read per query: the export holds one page at a time, never the whole table. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * Rows by keyset pages (id > the last id seen), pulled only as the file's reader takes them, so an
 * export of any size holds one page in memory and no transaction stays open between pages.
 */
async function* keysetRows<Row>(page: (afterId: number | undefined) => Promise<Row[]>, idOf: (row: Row) => number) {
  let after: number | undefined;
  for (;;) {
    const rows = await page(after);
    yield* rows;
    if (rows.length < EXPORT_PAGE_SIZE) return;
    after = idOf(rows[rows.length - 1]!);
  }
}

const attendeeColumns: ExportColumn<AttendeeRow>[] = [
  { header: reportTexts.columns.participationId, kind: 'number', value: (r) => r.participationId },
  { header: reportTexts.columns.presentation, kind: 'text', value: (r) => r.presentationTitle, width: 32 },
  { header: reportTexts.columns.firstName, kind: 'text', value: (r) => r.firstName },
  { header: reportTexts.columns.lastName, kind: 'text', value: (r) => r.lastName },
  { header: reportTexts.columns.phone, kind: 'phone', value: (r) => r.phoneNumber },
  { header: reportTexts.columns.email, kind: 'text', value: (r) => r.email, width: 28 },
  { header: reportTexts.columns.paymentId, kind: 'number', value: (r) => r.paymentId },
  { header: reportTexts.columns.paidAt, kind: 'datetime', value: (r) => r.paidAt },
  { header: reportTexts.columns.checkedInAt, kind: 'datetime', value: (r) => r.checkedInAt },
  { header: reportTexts.columns.paymentKind, kind: 'text', value: (r) => labelOf(PAYMENT_KIND_LABELS, r.paymentKind), width: 16 },
];

interface PaymentExportRow {
  id: number;
  state: string;
  phoneNumber: string;
  firstName: string;
  lastName: string;
  subtotal: number;
  discount: number;
  total: number;
  coupon: string | null;
  authority: string | null;
  refId: number | null;
  cardPan: string | null;
  createdAt: Date;
  verifiedAt: Date | null;
  refundedAmount: number;
  refundedAt: Date | null;
  refundMethod: string | null;
  isCompetition: boolean;
  kind: string;
  doorMethod: string | null;
}

const paymentColumns: ExportColumn<PaymentExportRow>[] = [
  { header: reportTexts.columns.paymentId, kind: 'number', value: (r) => r.id },
  { header: reportTexts.columns.state, kind: 'text', value: (r) => labelOf(PAYMENT_STATE_LABELS, r.state), width: 18 },
  { header: reportTexts.columns.stateCode, kind: 'text', value: (r) => r.state, width: 16 },
  { header: reportTexts.columns.phone, kind: 'phone', value: (r) => r.phoneNumber },
  { header: reportTexts.columns.firstName, kind: 'text', value: (r) => r.firstName },
  { header: reportTexts.columns.lastName, kind: 'text', value: (r) => r.lastName },
  { header: reportTexts.columns.subtotal, kind: 'money', value: (r) => r.subtotal },
  { header: reportTexts.columns.discount, kind: 'money', value: (r) => r.discount },
  { header: reportTexts.columns.total, kind: 'money', value: (r) => r.total },
  { header: reportTexts.columns.coupon, kind: 'text', value: (r) => r.coupon },
  { header: reportTexts.columns.competition, kind: 'text', value: (r) => (r.isCompetition ? reportTexts.yes : reportTexts.no) },
  { header: 'Authority', kind: 'text', value: (r) => r.authority, width: 40 },
  { header: reportTexts.columns.refId, kind: 'text', value: (r) => (r.refId === null ? null : String(r.refId)) },
  { header: reportTexts.columns.cardPan, kind: 'text', value: (r) => r.cardPan },
  { header: reportTexts.columns.createdAt, kind: 'datetime', value: (r) => r.createdAt },
  { header: reportTexts.columns.verifiedAt, kind: 'datetime', value: (r) => r.verifiedAt },
  { header: reportTexts.columns.refunded, kind: 'money', value: (r) => r.refundedAmount },
  { header: reportTexts.columns.refundedAt, kind: 'datetime', value: (r) => r.refundedAt },
  { header: reportTexts.columns.refundMethod, kind: 'text', value: (r) => labelOf(REFUND_METHOD_LABELS, r.refundMethod) },
  { header: reportTexts.columns.refundMethodCode, kind: 'text', value: (r) => r.refundMethod },
  { header: reportTexts.columns.paymentKind, kind: 'text', value: (r) => labelOf(PAYMENT_KIND_LABELS, r.kind), width: 16 },
  { header: reportTexts.columns.paymentKindCode, kind: 'text', value: (r) => r.kind, width: 14 },
  { header: reportTexts.columns.doorMethod, kind: 'text', value: (r) => labelOf(DOOR_METHOD_LABELS, r.doorMethod) },
];

interface UserExportRow {
  id: number;
  phoneNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  registrations: number;
  createdAt: Date;
}

const userColumns: ExportColumn<UserExportRow>[] = [
  { header: reportTexts.columns.userId, kind: 'number', value: (r) => r.id },
  { header: reportTexts.columns.phone, kind: 'phone', value: (r) => r.phoneNumber },
  { header: reportTexts.columns.firstName, kind: 'text', value: (r) => r.firstName },
  { header: reportTexts.columns.lastName, kind: 'text', value: (r) => r.lastName },
  { header: reportTexts.columns.email, kind: 'text', value: (r) => r.email, width: 28 },
  { header: reportTexts.columns.role, kind: 'text', value: (r) => labelOf(ROLE_LABELS, r.role) },
  { header: reportTexts.columns.roleCode, kind: 'text', value: (r) => r.role },
  { header: reportTexts.columns.registrations, kind: 'number', value: (r) => r.registrations },
  { header: reportTexts.columns.joinedAt, kind: 'datetime', value: (r) => r.createdAt },
];

function paymentPage(db: Db, presentationId: number | undefined, edition: SQL | undefined) {
  return (afterId: number | undefined) => {
    const filters: SQL[] = [];
    if (edition) filters.push(sql`${payments.editionId} = ${edition}`);
    if (afterId !== undefined) filters.push(gt(payments.id, afterId));
    if (presentationId !== undefined) {
      filters.push(sql`exists (select 1 from payment_items pi where pi.payment_id = ${payments.id} and pi.presentation_id = ${presentationId})`);
    }
    return db
      .select({
        id: payments.id,
        state: payments.paymentState,
        phoneNumber: users.phoneNumber,
        firstName: users.firstName,
        lastName: users.lastName,
        subtotal: payments.subtotal,
        discount: payments.discount,
        total: payments.totalPrice,
        coupon: payments.couponCode,
        authority: payments.authority,
        refId: payments.refId,
        cardPan: payments.cardPan,
        createdAt: payments.createdDate,
        verifiedAt: payments.verifiedDate,
        // What the DONE refunds returned, and the latest one's time and method (refunds are records: modules/payments/refund.ts).
        refundedAmount: sql<number>`${refundedAmountSql(sql`${payments.id}`)}`.mapWith(Number),
        refundedAt: sql<Date | null>`(select max(r.done_at) from refunds r where r.payment_id = ${payments.id} and r.state = 'DONE')`.mapWith(
          (v: string | Date | null) => (v === null ? null : new Date(v)),
        ),
        refundMethod: sql<string | null>`(select r.method from refunds r where r.payment_id = ${payments.id} and r.state = 'DONE' order by r.done_at desc, r.id desc limit 1)`,
        isCompetition: payments.isCompetitionPayment,
        kind: payments.kind,
        doorMethod: payments.doorMethod,
      })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(and(...filters))
      .orderBy(asc(payments.id))
      .limit(EXPORT_PAGE_SIZE);
  };
}

function userPage(db: Db, presentationId: number | undefined, edition: SQL | undefined) {
  return (afterId: number | undefined) => {
    const filters: SQL[] = [];
    // People have no edition: an edition's users are those registered for one of its presentations.
    if (edition) {
      filters.push(sql`exists (select 1 from participations pa join presentations p on p.id = pa.presentation_id
        where pa.user_id = users.id and p.edition_id = ${edition} and pa.payment_state = 'COMPLETED')`);
    }
    if (afterId !== undefined) filters.push(gt(users.id, afterId));
    if (presentationId !== undefined) {
      // users.id in full, as in userRegistrationsSql: Drizzle's bare "id" would be the participation's.
      filters.push(sql`exists (select 1 from participations pa
        where pa.user_id = users.id and pa.presentation_id = ${presentationId} and pa.payment_state = 'COMPLETED')`);
    }
    return db
      .select({
        id: users.id,
        phoneNumber: users.phoneNumber,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        role: users.role,
        registrations: userRegistrationsSql,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(and(...filters))
      .orderBy(asc(users.id))
      .limit(EXPORT_PAGE_SIZE);
  };
}

interface InvoiceExportRow {
  id: number;
  number: number;
  kind: string;
  edition: string;
  paymentId: number;
  issuedAt: Date;
  amount: number;
  vat: number;
  buyer: InvoiceParty;
}

const invoiceColumns: ExportColumn<InvoiceExportRow>[] = [
  { header: reportTexts.columns.invoiceNumber, kind: 'number', value: (r) => r.number },
  { header: reportTexts.columns.edition, kind: 'text', value: (r) => r.edition },
  { header: reportTexts.columns.invoiceKind, kind: 'text', value: (r) => labelOf(INVOICE_KIND_LABELS, r.kind), width: 16 },
  { header: reportTexts.columns.invoiceKindCode, kind: 'text', value: (r) => r.kind, width: 14 },
  { header: reportTexts.columns.paymentId, kind: 'number', value: (r) => r.paymentId },
  { header: reportTexts.columns.issuedAt, kind: 'datetime', value: (r) => r.issuedAt },
  { header: reportTexts.columns.amount, kind: 'money', value: (r) => r.amount },
  { header: reportTexts.columns.vat, kind: 'money', value: (r) => r.vat },
  { header: reportTexts.columns.buyerKind, kind: 'text', value: (r) => labelOf(INVOICE_KIND_LABELS, r.buyer.kind) },
  { header: reportTexts.columns.buyerName, kind: 'text', value: (r) => r.buyer.name, width: 28 },
  // Identifiers of digits stay text, leading zeros and all.
  { header: reportTexts.columns.buyerNationalId, kind: 'phone', value: (r) => r.buyer.nationalId },
  { header: reportTexts.columns.buyerEconomicCode, kind: 'phone', value: (r) => r.buyer.economicCode || null },
];

function invoicePage(db: Db, presentationId: number | undefined, edition: SQL | undefined) {
  return (afterId: number | undefined) => {
    const filters: SQL[] = [];
    if (edition) filters.push(sql`${invoices.editionId} = ${edition}`);
    if (afterId !== undefined) filters.push(gt(invoices.id, afterId));
    if (presentationId !== undefined) {
      filters.push(sql`exists (select 1 from payment_items pi where pi.payment_id = ${invoices.paymentId} and pi.presentation_id = ${presentationId})`);
    }
    return db
      .select({
        id: invoices.id,
        number: invoices.number,
        kind: invoices.kind,
        edition: editions.slug,
        paymentId: invoices.paymentId,
        issuedAt: invoices.issuedAt,
        amount: invoices.amount,
        vat: invoices.vat,
        buyer: invoices.buyer,
      })
      .from(invoices)
      .innerJoin(editions, eq(editions.id, invoices.editionId))
      .where(and(...filters))
      .orderBy(asc(invoices.id))
      .limit(EXPORT_PAGE_SIZE);
  };
}

export interface ExportFile {
  stream: Readable;
  filename: string;
  contentType: string;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: `${CSV_TYPE}; charset=utf-8`,
  xlsx: XLSX_TYPE,
};

const SHEET_NAMES: Record<ExportKind, string> = reportTexts.sheets;

/** Today as a Tehran day, YYYY-MM-DD, for file names. */
const tehranToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date());

/**
 * GET /api/admin/exports/{kind}.{format}: attendees, payments or users as a streamed CSV (UTF-8
 * with BOM) or XLSX (right-to-left), optionally of one presentation (404 when it does not exist).
 * The file is named for what it holds and the Tehran day it was made.
 */
export async function exportFile(
  db: Db,
  kind: ExportKind,
  format: ExportFormat,
  opts: { presentationId?: number; edition?: SQL } = {},
): Promise<ExportFile> {
  const { presentationId, edition } = opts;
  if (presentationId !== undefined) {
    const [found] = await db.select({ id: presentations.id }).from(presentations).where(eq(presentations.id, presentationId));
    if (!found) throw notFound(commonTexts.noSuchPresentation);
  }
  const make = <Row>(columns: ExportColumn<Row>[], rows: AsyncIterable<Row>) =>
    format === 'csv' ? csvStream(columns, rows) : xlsxStream(columns, rows, { sheetName: SHEET_NAMES[kind] });
  let stream: Readable;
  switch (kind) {
    case 'attendees':
      stream = make(
        attendeeColumns,
        keysetRows((afterId) => attendeePage(db, { presentationId, edition, afterId, limit: EXPORT_PAGE_SIZE }), (r) => r.participationId),
      );
      break;
    case 'payments':
      stream = make(paymentColumns, keysetRows(paymentPage(db, presentationId, edition), (r) => r.id));
      break;
    case 'users':
      stream = make(userColumns, keysetRows(userPage(db, presentationId, edition), (r) => r.id));
      break;
    case 'invoices':
      stream = make(invoiceColumns, keysetRows(invoicePage(db, presentationId, edition), (r) => r.id));
      break;
  }
  const scope = presentationId === undefined ? '' : `-presentation-${presentationId}`;
  return { stream, filename: `${kind}${scope}-${tehranToday()}.${format}`, contentType: CONTENT_TYPES[format] };
}
