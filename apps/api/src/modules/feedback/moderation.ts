import { desc, eq } from 'drizzle-orm';
import type { AdminFeedback } from '@fest/contract';
import type { Db, Tx } from '../../db/client';
import { presentations, sessionFeedback, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { auditedChange } from '../audit';
import { feedbackTexts } from './texts';

/** The organisers' side of feedback: every rating with who gave it, and hiding a comment from the presenter (audited). */

const select = (db: Db | Tx) =>
  db
    .select({
      feedback: sessionFeedback,
      fa_title: presentations.faTitle,
      first_name: users.firstName,
      last_name: users.lastName,
      phone_number: users.phoneNumber,
    })
    .from(sessionFeedback)
    .innerJoin(presentations, eq(presentations.id, sessionFeedback.presentationId))
    .innerJoin(users, eq(users.id, sessionFeedback.userId));

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const wire = ({ feedback: f, ...r }: Row): AdminFeedback => ({
  id: f.id,
  presentation: { id: f.presentationId, fa_title: r.fa_title },
  user: { id: f.userId, first_name: r.first_name, last_name: r.last_name, phone_number: r.phone_number },
  rating: f.rating,
  comment: f.comment,
  hidden: f.hidden,
  created_at: f.createdAt.toISOString(),
  updated_at: f.updatedAt.toISOString(),
});

/** GET /api/admin/feedback/?presentation=: newest first, one session's or all. */
export async function listFeedback(db: Db, presentationId?: number): Promise<AdminFeedback[]> {
  const query = select(db);
  const rows = await (presentationId === undefined ? query : query.where(eq(sessionFeedback.presentationId, presentationId))).orderBy(
    desc(sessionFeedback.updatedAt),
    desc(sessionFeedback.id),
  );
  return rows.map(wire);
}

/** POST /api/admin/feedback/{id}/hide/ and .../unhide/: the comment's visibility to the presenter, audited with before and after. */
export function setHidden(db: Db, actorId: number, id: number, hidden: boolean): Promise<AdminFeedback> {
  return auditedChange(db, { actorId, action: hidden ? 'hide' : 'unhide', objectType: 'feedback' }, async (tx) => {
    const [before] = await select(tx).where(eq(sessionFeedback.id, id)).for('update', { of: sessionFeedback });
    if (!before) throw notFound(feedbackTexts.feedbackNotFound);
    await tx.update(sessionFeedback).set({ hidden }).where(eq(sessionFeedback.id, id));
    const after = wire({ ...before, feedback: { ...before.feedback, hidden } });
    return { result: after, objectId: id, before: wire(before), after };
  });
}
