import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AdminInvoiceQuery, Invoice, Paged } from '@fest/contract';
import type { Db } from '../../../db/client';
import { editions, invoices } from '../../../db/schema';

/** GET /api/admin/invoices/: an edition's invoices and credit notes, newest number first. */
export async function listInvoices(db: Db, query: AdminInvoiceQuery, edition: SQL): Promise<Paged<Invoice>> {
  const where = and(eq(invoices.editionId, edition), query.payment === undefined ? undefined : eq(invoices.paymentId, query.payment));
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(invoices).where(where),
    db
      .select({ invoice: invoices, slug: editions.slug })
      .from(invoices)
      .innerJoin(editions, eq(editions.id, invoices.editionId))
      .where(where)
      .orderBy(desc(invoices.number))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
  ]);
  return {
    count: total?.n ?? 0,
    results: rows.map(({ invoice, slug }) => ({
      number: invoice.number,
      kind: invoice.kind,
      payment: invoice.paymentId,
      issued_at: invoice.issuedAt.toISOString(),
      amount: invoice.amount,
      buyer: { kind: invoice.buyer.kind, name: invoice.buyer.name, national_id: invoice.buyer.nationalId },
      edition: slug,
    })),
  };
}
