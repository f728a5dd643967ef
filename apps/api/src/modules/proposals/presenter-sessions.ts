import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { presentations } from '../../db/schema';

/**
 * Whose session a presentation is: an account is its presenter when one of the presentation's
 * presenters belongs to that account (presenters.user_id, set when a confirmed proposal makes the
 * presenter). The one rule for every presenter's page: feedback, slides.
 */

/**
 * A condition on `presentations`: the account presents it. The outer id is named in full: Drizzle writes
 * a column of the statement's only table bare ("id"), which inside the subquery would be presenters' id.
 */
export const presentedBy = (userId: number): SQL =>
  sql`exists (select 1 from presentation_presenters pp join presenters pr on pr.id = pp.presenter_id
    where pp.presentation_id = "presentations"."id" and pr.user_id = ${userId})`;

/** Whether the account presents presentation `presentationId`. */
export async function presents(db: Db | Tx, userId: number, presentationId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: presentations.id })
    .from(presentations)
    .where(sql`${presentations.id} = ${presentationId} and ${presentedBy(userId)}`);
  return row !== undefined;
}
