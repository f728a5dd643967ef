import { and, eq, sql } from 'drizzle-orm';
import type { AgendaEntry } from '@fest/contract';
import { rowsOf, type Db } from '../../db/client';
import { agendaItems, participations, presentations } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { commonTexts } from '../../lib/texts';
import { publishedSql } from '../catalogue';

/**
 * The caller's agenda: the presentations they starred and those they bought (a COMPLETED
 * registration), each once, oldest first. A bought presentation is listed whether starred or not,
 * so unstarring it leaves it there; `added_at` is when it was starred, or bought when never starred.
 */
export async function listAgenda(db: Db, userId: number): Promise<AgendaEntry[]> {
  const result = await db.execute(sql`
    select presentation, min(added_at) as added_at from (
      select ${agendaItems.presentationId} as presentation, ${agendaItems.addedAt} as added_at
        from ${agendaItems} where ${agendaItems.userId} = ${userId}
      union all
      select ${participations.presentationId}, coalesce(${participations.completedAt}, ${participations.createdAt})
        from ${participations}
        where ${participations.userId} = ${userId} and ${participations.paymentState} = 'COMPLETED'
    ) entries
    group by presentation
    order by min(added_at), presentation`);
  return rowsOf<{ presentation: number; added_at: Date | string }>(result).map((row) => ({ presentation: Number(row.presentation), added_at: new Date(row.added_at).toISOString() }));
}

/** The presentation ids of listAgenda, for the feed. */
export async function agendaPresentationIds(db: Db, userId: number): Promise<number[]> {
  return (await listAgenda(db, userId)).map((entry) => entry.presentation);
}

/** Stars a published presentation (a draft is 404); starring it again changes nothing (the first `added_at` stays). */
export async function star(db: Db, userId: number, presentationId: number): Promise<void> {
  const [exists] = await db.select({ id: presentations.id }).from(presentations).where(and(eq(presentations.id, presentationId), publishedSql()));
  if (!exists) throw notFound(commonTexts.noSuchPresentation);
  await db.insert(agendaItems).values({ userId, presentationId }).onConflictDoNothing();
}

/** Unstars a presentation; unstarring one not starred changes nothing. A bought one stays listed. */
export async function unstar(db: Db, userId: number, presentationId: number): Promise<void> {
  await db.delete(agendaItems).where(and(eq(agendaItems.userId, userId), eq(agendaItems.presentationId, presentationId)));
}
