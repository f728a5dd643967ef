import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { AdminListQuery, AdminUser, AdminUserDetail, Paged, UserRole } from '@fest/contract';
import type { Db } from '../../../db/client';
import { participations, payments, presentations, users } from '../../../db/schema';
import { orderingOf, pageOf, searchCondition } from '../../../lib/lists';
import { changeRole } from '../../accounts';
import { userRegistrationsSql } from '../../inventory';
import { auditedChange } from '../../audit';
import { missing } from './refs';

const columns = {
  id: users.id,
  phone_number: users.phoneNumber,
  first_name: users.firstName,
  last_name: users.lastName,
  email: users.email,
  role: users.role,
  registrations: userRegistrationsSql,
  createdAt: users.createdAt,
};
const wire = ({ createdAt, ...r }: { createdAt: Date } & Omit<AdminUser, 'created_at'>): AdminUser => ({ ...r, created_at: createdAt.toISOString() });

/**
 * Accounts, newest first. search: phone (any digits), first or last name, the full name, e-mail;
 * `role` narrows to one role. ordering: created_at, phone_number, last_name, role, id.
 */
export async function listUsers(db: Db, query: AdminListQuery & { role?: UserRole }): Promise<Paged<AdminUser>> {
  const where = and(
    searchCondition(query.search, [users.phoneNumber, users.firstName, users.lastName, sql`${users.firstName} || ' ' || ${users.lastName}`, users.email]),
    query.role ? eq(users.role, query.role) : undefined,
  );
  const order = orderingOf(
    query.ordering,
    { created_at: users.createdAt, phone_number: users.phoneNumber, last_name: users.lastName, role: users.role, id: users.id },
    { fallback: [desc(users.createdAt)], tiebreak: desc(users.id) },
  );
  return pageOf(query, {
    count: async () => (await db.select({ n: count() }).from(users).where(where))[0]!.n,
    rows: async (limit, offset) => (await db.select(columns).from(users).where(where).orderBy(...order).limit(limit).offset(offset)).map(wire),
  });
}

/** One account with its payments (newest first) and registrations. Three queries. */
export async function getUser(db: Db, id: number): Promise<AdminUserDetail | null> {
  const [[found], paid, registered] = await Promise.all([
    db
      .select({
        ...columns,
        // Signed up for the current edition's competition (migration 0026).
        competition: sql<boolean>`exists (select 1 from competition_signups s where s.user_id = ${users.id} and s.edition_id = fest_current_edition())`,
      })
      .from(users)
      .where(eq(users.id, id)),
    db.select().from(payments).where(eq(payments.userId, id)).orderBy(desc(payments.createdDate), desc(payments.id)),
    db
      .select({ p: participations, title: presentations.faTitle })
      .from(participations)
      .innerJoin(presentations, eq(presentations.id, participations.presentationId))
      .where(eq(participations.userId, id))
      .orderBy(asc(participations.id)),
  ]);
  if (!found) return null;
  const { competition, ...row } = found;
  return {
    ...wire(row),
    is_signed_up_for_competition: competition,
    payments: paid.map((p) => ({
      id: p.id,
      total_price: p.totalPrice,
      payment_state: p.paymentState,
      authority: p.authority,
      ref_id: p.refId,
      coupon: p.couponCode,
      created_date: p.createdDate.toISOString(),
      verified_date: p.verifiedDate?.toISOString() ?? null,
    })),
    registrations: registered.map(({ p, title }) => ({
      participation_id: p.id,
      presentation: { id: p.presentationId, fa_title: title },
      payment_state: p.paymentState,
      created_at: p.createdAt.toISOString(),
      completed_at: p.completedAt?.toISOString() ?? null,
      checked_in_at: p.checkedInAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Gives an account another role through changeRole (the last admin can't be demoted: 409), audited
 * in the same transaction. The user's sessions see the new role on their next request.
 */
export async function changeUserRole(db: Db, actorId: number, id: number, role: UserRole): Promise<AdminUserDetail> {
  await auditedChange(db, { actorId, action: 'role_change', objectType: 'user' }, async (tx) => {
    const [before] = await tx.select({ role: users.role }).from(users).where(eq(users.id, id));
    if (!before) throw missing();
    const changed = await changeRole(tx, { actorId, userId: id, role });
    return { result: changed, objectId: id, before: { role: before.role }, after: { role: changed.role } };
  });
  return (await getUser(db, id))!;
}
