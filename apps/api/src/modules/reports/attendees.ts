import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Attendee } from '@fest/contract';
import type { Db } from '../../db/client';
import { participations, paymentItems, payments, presentations, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { commonTexts } from '../../lib/texts';

export interface AttendeeRow {
  participationId: number;
  presentationId: number;
  presentationTitle: string;
  phoneNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  paymentId: number | null;
  paidAt: Date | null;
  checkedInAt: Date | null;
  /** How the seat came: online, complimentary, door; null for a registration from the data file. */
  paymentKind: string | null;
}

/**
 * One page of attendees (COMPLETED registrations; refunded ones are CANCELLED and not here), by
 * participation id after `afterId`: the attendee list and the export's keyset pages. The payment is
 * the COMPLETED one that paid for the registration (none for a registration from the data file).
 */
export async function attendeePage(
  db: Db,
  opts: { presentationId?: number; edition?: SQL; afterId?: number; limit?: number },
): Promise<AttendeeRow[]> {
  const paidBy = db
    .select({ participationId: paymentItems.participationId, paymentId: payments.id, paidAt: payments.verifiedDate, kind: payments.kind })
    .from(paymentItems)
    .innerJoin(payments, and(eq(payments.id, paymentItems.paymentId), eq(payments.paymentState, 'COMPLETED')))
    .as('paid_by');
  const filters = [eq(participations.paymentState, 'COMPLETED')];
  if (opts.presentationId !== undefined) filters.push(eq(participations.presentationId, opts.presentationId));
  if (opts.edition) filters.push(sql`exists (select 1 from presentations p where p.id = ${participations.presentationId} and p.edition_id = ${opts.edition})`);
  if (opts.afterId !== undefined) filters.push(gt(participations.id, opts.afterId));
  const query = db
    .select({
      participationId: participations.id,
      presentationId: participations.presentationId,
      presentationTitle: presentations.faTitle,
      phoneNumber: users.phoneNumber,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      paymentId: paidBy.paymentId,
      paidAt: sql<Date | null>`coalesce(${paidBy.paidAt}, ${participations.completedAt})`.mapWith((v: string | Date | null) =>
        v === null ? null : new Date(v),
      ),
      checkedInAt: participations.checkedInAt,
      paymentKind: paidBy.kind,
    })
    .from(participations)
    .innerJoin(users, eq(users.id, participations.userId))
    .innerJoin(presentations, eq(presentations.id, participations.presentationId))
    .leftJoin(paidBy, eq(paidBy.participationId, participations.id))
    .where(and(...filters))
    .orderBy(asc(participations.id));
  return opts.limit === undefined ? query : query.limit(opts.limit);
}

/** GET /api/admin/presentations/{id}/attendees/: every attendee of one presentation (a plain array). */
export async function listAttendees(db: Db, presentationId: number): Promise<Attendee[]> {
  const [presentation] = await db.select({ id: presentations.id }).from(presentations).where(eq(presentations.id, presentationId));
  if (!presentation) throw notFound(commonTexts.noSuchPresentation);
  const rows = await attendeePage(db, { presentationId });
  return rows.map((r) => ({
    participation_id: r.participationId,
    phone_number: r.phoneNumber,
    first_name: r.firstName,
    last_name: r.lastName,
    email: r.email,
    payment_id: r.paymentId,
    paid_at: r.paidAt?.toISOString() ?? null,
    checked_in_at: r.checkedInAt?.toISOString() ?? null,
    payment_kind: r.paymentKind as Attendee['payment_kind'],
  }));
}
