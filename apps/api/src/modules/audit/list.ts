import { and, desc, eq, sql } from 'drizzle-orm';
import type { AdminListQuery, AuditEntry, Paged } from '@fest/contract';
import type { Db } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { orderingOf, pageOf, searchCondition } from '../../lib/lists';

/** The audit log, newest first (or by `ordering`); `search` matches the actor's phone, the action and the object type. */
export async function listAudit(db: Db, query: AdminListQuery): Promise<Paged<AuditEntry>> {
  const where = and(searchCondition(query.search, [users.phoneNumber, auditLog.action, auditLog.objectType]));
  const order = orderingOf(
    query.ordering,
    { at: auditLog.at, action: auditLog.action, object_type: auditLog.objectType },
    { fallback: [desc(auditLog.at)], tiebreak: desc(auditLog.id) },
  );
  return pageOf(query, {
    count: async () => {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(where);
      return Number(row?.n ?? 0);
    },
    rows: async (limit, offset) => {
      const rows = await db
        .select({ entry: auditLog, actorPhone: users.phoneNumber })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset);
      return rows.map(({ entry, actorPhone }) => ({
        id: entry.id,
        at: entry.at.toISOString(),
        actor: entry.actorId !== null && actorPhone !== null ? { id: entry.actorId, phone_number: actorPhone } : null,
        action: entry.action,
        object_type: entry.objectType,
        object_id: entry.objectId,
        before: entry.before ?? null,
        after: entry.after ?? null,
      }));
    },
  });
}
