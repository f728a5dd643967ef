import { sql } from 'drizzle-orm';
import { rowsOf, type Tx } from '../../db/client';
import { notifyPeople, sessionMovedContent } from '../messages';

/** What a move changes of a session, and what its message names. */
export interface Where {
  id: number;
  isPublished: boolean;
  faTitle: string;
  enTitle: string;
  room: string;
  enRoom: string;
  start: Date;
  end: Date;
}

/**
 * A published session moved (its room or time changed): everyone who starred it (agenda) or bought it
 * (a COMPLETED registration) is told, by SMS and by e-mail as each chose (messages/notify.ts), queued in
 * the move's transaction, so the messages exist exactly when the move committed. A draft's move tells no
 * one: the public never saw it. Each message's dedupe key names the move's transaction and the person,
 * so a move is told once, and a later move back and forth again is told again. Answers how many people.
 */
export async function noticeMove(tx: Tx, before: Where, after: Where, publicUrl: string): Promise<number> {
  if (!before.isPublished) return 0;
  if (before.room === after.room && before.start.getTime() === after.start.getTime() && before.end.getTime() === after.end.getTime()) return 0;
  const people = rowsOf<{ user_id: number; move: string }>(
    await tx.execute(sql`select u.user_id, txid_current()::text as move from (
        select a.user_id from agenda_items a where a.presentation_id = ${after.id}
        union
        select pa.user_id from participations pa where pa.presentation_id = ${after.id} and pa.payment_state = 'COMPLETED'
      ) u order by u.user_id`),
  );
  if (!people.length) return 0;
  const content = sessionMovedContent({
    title: after.faTitle,
    enTitle: after.enTitle,
    start: after.start,
    place: after.room,
    enPlace: after.enRoom,
    pageUrl: `${publicUrl.replace(/\/+$/, '')}/workshop/${after.id}`,
  });
  const report = await notifyPeople(
    tx,
    people.map((p) => ({
      ...content,
      userId: Number(p.user_id),
      purpose: 'schedule' as const,
      dedupeKey: `session-moved:${after.id}:${p.move}:${p.user_id}`,
      // Not worth sending once the session has started.
      expiresAt: after.start,
    })),
  );
  return report.people;
}
