import { desc, inArray, sql } from 'drizzle-orm';
import { FEEDBACK_RATING_MAX, type SpeakerSessionFeedback } from '@fest/contract';
import type { Db } from '../../db/client';
import { readTogether } from '../../db/client';
import { presentations, sessionFeedback } from '../../db/schema';
import { presentedBy } from '../proposals';

/**
 * GET /api/speaker/feedback/: what a presenter reads of their sessions' feedback. Never who wrote it: no
 * name, phone or account leaves this file, only ratings, their counts and the comments the organisers
 * have not hidden (a hidden comment's rating still counts). Three queries whatever the number of sessions.
 */
export async function speakerFeedback(db: Db, userId: number): Promise<SpeakerSessionFeedback[]> {
  const sessions = await db
    .select({
      id: presentations.id,
      faTitle: presentations.faTitle,
      enTitle: presentations.enTitle,
      start: presentations.start,
      end: presentations.end,
      slidesUrl: presentations.slidesUrl,
    })
    .from(presentations)
    .where(presentedBy(userId))
    .orderBy(desc(presentations.start), desc(presentations.id));
  if (sessions.length === 0) return [];
  const ids = sessions.map((s) => s.id);
  const [counts, comments] = await readTogether(db, [
    () =>
      db
        .select({ presentationId: sessionFeedback.presentationId, rating: sessionFeedback.rating, n: sql<number>`count(*)::int` })
        .from(sessionFeedback)
        .where(inArray(sessionFeedback.presentationId, ids))
        .groupBy(sessionFeedback.presentationId, sessionFeedback.rating),
    () =>
      db
        .select({
          presentationId: sessionFeedback.presentationId,
          rating: sessionFeedback.rating,
          comment: sessionFeedback.comment,
          createdAt: sessionFeedback.createdAt,
        })
        .from(sessionFeedback)
        .where(sql`${inArray(sessionFeedback.presentationId, ids)} and not ${sessionFeedback.hidden} and ${sessionFeedback.comment} <> ''`)
        .orderBy(desc(sessionFeedback.createdAt), desc(sessionFeedback.id)),
  ]);
  return sessions.map((s) => {
    const distribution = Array.from({ length: FEEDBACK_RATING_MAX }, () => 0);
    for (const c of counts) if (c.presentationId === s.id) distribution[c.rating - 1] = c.n;
    const count = distribution.reduce((a, b) => a + b, 0);
    const sum = distribution.reduce((a, n, i) => a + n * (i + 1), 0);
    return {
      presentation: {
        id: s.id,
        fa_title: s.faTitle,
        en_title: s.enTitle,
        start: s.start.toISOString(),
        end: s.end.toISOString(),
        slides_url: s.slidesUrl,
      },
      count,
      mean: count === 0 ? null : Math.round((sum / count) * 100) / 100,
      distribution,
      comments: comments
        .filter((c) => c.presentationId === s.id)
        .map((c) => ({ rating: c.rating, comment: c.comment, created_at: c.createdAt.toISOString() })),
    };
  });
}
