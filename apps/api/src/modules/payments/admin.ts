import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminListQuery, AdminPayment, AdminPaymentDetail, Paged, PaymentState, TimeRangeQuery } from '@fest/contract';
import type { Db } from '../../db/client';
import { payments, refunds, users } from '../../db/schema';
import { refundsOf } from './refund-list';
import { notFound } from '../../lib/errors';
import { orderingOf, pageOf, searchCondition, timeRangeConditions } from '../../lib/lists';
import { toLatinDigits } from '../../lib/digits';
import type { PaymentsDeps } from './deps';
import { paymentHistory } from './history';
import { toWirePayments } from './list';
import { settlePayment, type Settlement } from './settle';
import { paymentTexts } from './texts';

type PaymentRow = typeof payments.$inferSelect;

export type AdminPaymentsQuery = AdminListQuery & TimeRangeQuery & { state?: PaymentState };

/** Payment rows with their buyers as the organisers see them; a constant number of queries. */
async function toAdminPayments(db: Db, rows: PaymentRow[]): Promise<AdminPayment[]> {
  if (rows.length === 0) return [];
  const [wire, buyers, lastRefunds] = await Promise.all([
    toWirePayments(db, rows, null, null),
    db
      .select({ id: users.id, phone_number: users.phoneNumber, first_name: users.firstName, last_name: users.lastName })
      .from(users)
      .where(inArray(users.id, [...new Set(rows.map((r) => r.userId))])),
    refundsOf(db, and(inArray(refunds.paymentId, rows.map((r) => r.id)), eq(refunds.state, 'DONE'))),
  ]);
  // The latest DONE refund of each payment (refundsOf answers newest first), for the list's refund columns.
  const lastRefundOf = new Map<number, (typeof lastRefunds)[number]>();
  for (const r of lastRefunds) if (!lastRefundOf.has(r.payment)) lastRefundOf.set(r.payment, r);
  const buyerOf = new Map(buyers.map((b) => [b.id, b]));
  return rows.map((row, i) => ({
    ...wire[i]!,
    subtotal: row.subtotal,
    discount: row.discount,
    user: buyerOf.get(row.userId)!,
    refunded_at: lastRefundOf.get(row.id)?.done_at ?? null,
    refund_method: lastRefundOf.get(row.id)?.method ?? null,
    refund_note: lastRefundOf.get(row.id)?.note ?? null,
  }));
}

/**
 * GET /api/admin/payments/: newest first (or by `ordering`: created_date, verified_date, total_price,
 * id); `search` matches the buyer's phone and name, the authority and the bank reference; `state`
 * one state; `from`/`to` bound the creation time (Tehran days or ISO times). Of one edition (`edition`:
 * its id as SQL, db/editions.ts): the payments made in it.
 */
export async function listAdminPayments(db: Db, query: AdminPaymentsQuery, edition: SQL): Promise<Paged<AdminPayment>> {
  const conditions: (SQL | undefined)[] = [
    eq(payments.editionId, edition),
    searchCondition(asStoredPhone(query.search), [
      users.phoneNumber,
      users.firstName,
      users.lastName,
      sql`${users.firstName} || ' ' || ${users.lastName}`,
      payments.authority,
      sql`${payments.refId}::text`,
    ]),
    ...timeRangeConditions(payments.createdDate, query),
  ];
  if (query.state) conditions.push(eq(payments.paymentState, query.state));
  const where = and(...conditions);
  const order = orderingOf(
    query.ordering,
    { id: payments.id, created_date: payments.createdDate, verified_date: payments.verifiedDate, total_price: payments.totalPrice },
    { fallback: [desc(payments.createdDate)], tiebreak: desc(payments.id) },
  );
  return pageOf(query, {
    count: async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .where(where);
      return Number(row?.n ?? 0);
    },
    rows: async (limit, offset) => {
      const rows = await db
        .select({ payment: payments })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      return toAdminPayments(
        db,
        rows.map((r) => r.payment),
      );
    },
  });
}

/** A phone typed as `+98 912 ...`, `0098912...` or `98912...` searched as the `0912...` the database stores. */
function asStoredPhone(search: string | undefined): string | undefined {
  const compact = toLatinDigits(search ?? '').replace(/[\s-]/g, '');
  const m = /^(?:\+98|0098|98)(9\d{0,9})$/.exec(compact);
  return m ? `0${m[1]}` : search;
}

/** GET /api/admin/payments/{id}/: the payment, its buyer and its history, oldest first. */
export async function adminPaymentDetail(db: Db, paymentId: number): Promise<AdminPaymentDetail> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!row) throw notFound(paymentTexts.paymentNotFound);
  const [[payment], history, itsRefunds] = await Promise.all([
    toAdminPayments(db, [row]),
    paymentHistory(db, paymentId),
    refundsOf(db, eq(refunds.paymentId, paymentId)),
  ]);
  return { ...payment!, history: history as AdminPaymentDetail['history'], refunds: itsRefunds };
}

/**
 * POST /api/admin/payments/{id}/reverify/: asks the gateway again with the buyer's verify's exact
 * semantics (settle.ts: exactly once, no lock over the network; not paid -> FAILED), the organiser
 * named in the payment's history.
 */
export async function reverifyPayment(
  deps: Pick<PaymentsDeps, 'db' | 'gateway' | 'log' | 'settings' | 'ticketKey'>,
  input: { actorId: number; paymentId: number },
): Promise<Settlement> {
  return settlePayment(deps, input.paymentId, 'buyer', { actorId: input.actorId, note: paymentTexts.notes.reverify });
}
