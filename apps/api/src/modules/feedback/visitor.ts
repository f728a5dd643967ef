import { and, eq, sql } from 'drizzle-orm';
import type { FeedbackBody, MyFeedback } from '@fest/contract';
import type { Db } from '../../db/client';
import { presentations, sessionFeedback } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { commonTexts } from '../../lib/texts';
import { publishedSql } from '../catalogue';
import { feedbackTexts } from './texts';

/**
 * A visitor's own rating of a session (contract: "once a session has started, a visitor checked in to
 * it can rate it once ... a second PUT replaces the first"). Started is the database's clock; checked
 * in is a door's record on one of the visitor's registrations of it (participations.checked_in_at,
 * modules/tickets), kept even if the registration was refunded afterwards: they were there.
 */

/** Whether the session exists (published), has started, and the visitor was checked in to it; one read. */
async function standing(db: Db, userId: number, presentationId: number) {
  const [row] = await db
    .select({
      started: sql<boolean>`${presentations.start} <= now()`,
      // The outer id in full: Drizzle writes the only table's columns bare, and a bare "id" here is the registration's.
      checkedIn: sql<boolean>`exists (select 1 from participations pa where pa.presentation_id = "presentations"."id"
        and pa.user_id = ${userId} and pa.checked_in_at is not null)`,
    })
    .from(presentations)
    .where(and(eq(presentations.id, presentationId), publishedSql()));
  if (!row) throw notFound(commonTexts.noSuchPresentation);
  return row;
}

const wire = (canRate: boolean, row: typeof sessionFeedback.$inferSelect | undefined): MyFeedback => ({
  can_rate: canRate,
  rating: row?.rating ?? null,
  comment: row?.comment ?? '',
  updated_at: row ? row.updatedAt.toISOString() : null,
});

const ownRow = async (db: Db, userId: number, presentationId: number) =>
  (
    await db
      .select()
      .from(sessionFeedback)
      .where(and(eq(sessionFeedback.presentationId, presentationId), eq(sessionFeedback.userId, userId)))
  )[0];

/** GET /api/presentations/{id}/feedback/: whether the caller may rate it now, and their rating if any. */
export async function myFeedback(db: Db, userId: number, presentationId: number): Promise<MyFeedback> {
  const { started, checkedIn } = await standing(db, userId, presentationId);
  return wire(started && checkedIn, await ownRow(db, userId, presentationId));
}

/**
 * PUT /api/presentations/{id}/feedback/: 403 before the session starts or for a visitor not checked in
 * to it; otherwise made or replaced in one statement (the unique pair decides between two at once).
 * A hidden comment stays hidden when replaced: the organisers' decision is not undone by its author.
 */
export async function putFeedback(db: Db, userId: number, presentationId: number, body: Required<FeedbackBody>): Promise<MyFeedback> {
  const { started, checkedIn } = await standing(db, userId, presentationId);
  if (!started) throw new AppError(403, 'FORBIDDEN', feedbackTexts.notStarted);
  if (!checkedIn) throw new AppError(403, 'FORBIDDEN', feedbackTexts.notCheckedIn);
  const [row] = await db
    .insert(sessionFeedback)
    .values({ presentationId, userId, rating: body.rating, comment: body.comment })
    .onConflictDoUpdate({
      target: [sessionFeedback.presentationId, sessionFeedback.userId],
      set: { rating: body.rating, comment: body.comment, updatedAt: sql`now()` },
    })
    .returning();
  return wire(true, row);
}
