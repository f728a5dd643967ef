import { and, eq, sql } from 'drizzle-orm';
import type { SchedulePublishResult } from '@fest/contract';
import type { Db } from '../../db/client';
import { currentEdition } from '../../db/editions';
import { presentations } from '../../db/schema';
import { auditedChange } from '../audit';
import { lockSchedule } from './placement';

/**
 * POST /api/admin/schedule/publish/: the current edition's drafts become public at once, audited (with
 * the ids published). Only placed ones (given a room): an unplaced draft's time is a stand-in
 * (proposals/draft.ts), which the public must never read as the session's; it stays a draft, counted in
 * the answer. Under the edition's schedule lock, so a move being checked finishes first. Writing
 * presentations drops every process's kept public answers (migration 0003's trigger).
 */
export async function publishDrafts(db: Db, actorId: number): Promise<SchedulePublishResult> {
  return auditedChange(db, { actorId, action: 'publish', objectType: 'schedule' }, async (tx) => {
    await lockSchedule(tx, currentEdition());
    const drafts = and(eq(presentations.editionId, currentEdition()), eq(presentations.isPublished, false));
    const published = await tx
      .update(presentations)
      .set({ isPublished: true })
      .where(and(drafts, sql`${presentations.room} <> ''`))
      .returning({ id: presentations.id });
    const [left] = await tx.select({ n: sql<number>`count(*)::int` }).from(presentations).where(drafts);
    const ids = published.map((p) => p.id).sort((a, b) => a - b);
    const result = { published: ids.length, unplaced: Number(left!.n) };
    return { result, objectId: null, before: null, after: { ...result, presentations: ids } };
  });
}
