import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AdminListQuery, Paged, Refund, RefundState } from '@fest/contract';
import type { Db } from '../../db/client';
import { refundLines, refunds, users } from '../../db/schema';
import { pageOf } from '../../lib/lists/paging';

export type RefundRow = Refund;

/** Refunds as the organisers read them, newest first; a constant number of queries. */
export async function refundsOf(db: Db, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<Refund[]> {
  let query = db
    .select({ refund: refunds, actorPhone: users.phoneNumber })
    .from(refunds)
    .leftJoin(users, eq(users.id, refunds.actorId))
    .where(where)
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .$dynamic();
  if (page) query = query.limit(page.limit).offset(page.offset);
  const rows = await query;
  if (rows.length === 0) return [];
  const lines = await db
    .select({ refundId: refundLines.refundId, participationId: refundLines.participationId, accessoryId: refundLines.accessoryId })
    .from(refundLines)
    .where(inArray(refundLines.refundId, rows.map((r) => r.refund.id)))
    .orderBy(refundLines.participationId, refundLines.accessoryId);
  return rows.map(({ refund: r, actorPhone }) => {
    const mine = lines.filter((l) => l.refundId === r.id);
    return {
      id: r.id,
      payment: r.paymentId,
      method: r.method,
      amount: r.amount,
      state: r.state,
      participations: mine.flatMap((l) => (l.participationId === null ? [] : [l.participationId])),
      accessories: mine.flatMap((l) => (l.accessoryId === null ? [] : [l.accessoryId])),
      note: r.note,
      actor: r.actorId === null ? null : { id: r.actorId, phone_number: actorPhone ?? '' },
      created_at: r.createdAt.toISOString(),
      done_at: r.doneAt?.toISOString() ?? null,
      gateway_code: r.gatewayCode,
      iban: r.iban,
    };
  });
}

/** GET /api/admin/refunds/?state=: every refund, newest first, paged. */
/** The refunds of one edition's payments (`edition`: its id as SQL, db/editions.ts), newest first. */
export async function listRefunds(db: Db, query: Pick<AdminListQuery, 'page' | 'page_size'> & { state?: RefundState }, edition: SQL): Promise<Paged<Refund>> {
  const where = and(
    sql`exists (select 1 from payments p where p.id = ${refunds.paymentId} and p.edition_id = ${edition})`,
    query.state ? eq(refunds.state, query.state) : undefined,
  );
  return pageOf(query, {
    count: async () => {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(refunds).where(where);
      return Number(row?.n ?? 0);
    },
    rows: (limit, offset) => refundsOf(db, where, { limit, offset }),
  });
}

/** Toman returned so far (DONE refunds) per payment, for the Payment answers' `refunded_amount`. */
export async function refundedAmounts(db: Db, paymentIds: number[]): Promise<Map<number, number>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .select({ paymentId: refunds.paymentId, sum: sql<number>`sum(${refunds.amount})::int` })
    .from(refunds)
    .where(and(inArray(refunds.paymentId, paymentIds), eq(refunds.state, 'DONE')))
    .groupBy(refunds.paymentId);
  return new Map(rows.map((r) => [r.paymentId, Number(r.sum)]));
}
