import { sql, type SQL } from 'drizzle-orm';
import type { ScheduleWarning } from '@fest/contract';
import { rowsOf, type Tx } from '../../db/client';
import { AppError } from '../../lib/errors';
import { publishedSql } from '../catalogue';
import { scheduleTexts } from './texts';

/**
 * Where a session may be (contract: the schedule editor refuses a presenter in two places at once or two
 * sessions in one room at once, and warns outside a presenter's availability). Both refusals are facts
 * about several rows, which no row lock or constraint covers, so every move of an edition's sessions takes
 * that edition's schedule lock (a transaction-level advisory lock, held across API processes) and checks
 * inside the same transaction, after its own change: two moves into one room at one time take turns,
 * and the second sees the first.
 *
 * A session takes up its room and its presenters' time once it is placed: published, or given a room. A
 * draft without a room is unplaced (its time is a stand-in, proposals/draft.ts) and is ignored. Times are
 * half-open: one ending at 10:00 and one starting at 10:00 do not overlap.
 */

/** The first key of the schedule locks (the second is the edition's id); the cart's adds use 11001. */
const SCHEDULE_LOCK_SPACE = 11_002;

/** Takes the schedule lock of the edition that presentation `id` belongs to (none when there is no such id). */
export async function lockScheduleOf(tx: Tx, presentationId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK_SPACE}, p.edition_id) from presentations p where p.id = ${presentationId}`);
}

/** Takes the schedule lock of an edition, given as SQL of its id (db/editions.ts). */
export async function lockSchedule(tx: Tx, edition: SQL): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK_SPACE}, ${edition})`);
}

/**
 * A session goes back among the unplaced drafts by losing its room ("", the editor's tray): only a draft
 * may. A published session's room is known to the public (and an unplaced draft's time is a stand-in that
 * publishing skips), so taking it away is 409 ALREADY_PUBLISHED; move it elsewhere instead. One published
 * without a room (a data file's "" for a room not known yet) may keep it.
 */
export function refuseUnplacing(before: { isPublished: boolean; room: string }, room: string | undefined): void {
  if (room === '' && before.isPublished && before.room !== '') throw new AppError(409, 'ALREADY_PUBLISHED', scheduleTexts.publishedStaysPlaced);
}

/** A placed session: it takes up its room and its presenters' time. */
const placedSql = (alias: string) => sql`(${publishedSql(alias)} or ${sql.identifier(alias)}.room <> '')`;

interface Titled {
  id: number;
  fa_title: string;
}

const clash = (detail: string, moved: Titled, other: Titled, more: { kind: 'ROOM' | 'PRESENTER'; room?: string; presenter?: Record<string, unknown> }) =>
  new AppError(409, 'SCHEDULE_CLASH', detail, undefined, undefined, {
    clashes_with: other,
    clash: { ...more, sessions: [moved, other] },
  });

/**
 * Checks session `id` where it now is (call after changing it, holding its edition's schedule lock):
 * throws 409 SCHEDULE_CLASH naming both sessions, or answers the move's warnings.
 */
export async function checkPlacement(tx: Tx, id: number): Promise<ScheduleWarning[]> {
  const [self] = rowsOf<Titled & { room: string; placed: boolean }>(
    await tx.execute(sql`select p.id, p.fa_title, p.room, ${placedSql('p')} as placed from presentations p where p.id = ${id}`),
  );
  if (!self?.placed) return [];
  const moved = { id: Number(self.id), fa_title: self.fa_title };

  if (self.room !== '') {
    const [other] = rowsOf<Titled>(
      await tx.execute(sql`select o.id, o.fa_title from presentations p
        join presentations o on o.edition_id = p.edition_id and o.room = p.room and o.id <> p.id
        where p.id = ${id} and o.start < p."end" and p.start < o."end"
        order by o.start, o.id limit 1`),
    );
    if (other) {
      const theirs = { id: Number(other.id), fa_title: other.fa_title };
      throw clash(scheduleTexts.roomClash(self.room, moved.fa_title, theirs.fa_title), moved, theirs, { kind: 'ROOM', room: self.room });
    }
  }

  const [busy] = rowsOf<Titled & { presenter_id: number; first_name: string; last_name: string }>(
    await tx.execute(sql`select o.id, o.fa_title, pr.id as presenter_id, pr.first_name, pr.last_name
      from presentations p
      join presentation_presenters mine on mine.presentation_id = p.id
      join presentation_presenters theirs on theirs.presenter_id = mine.presenter_id and theirs.presentation_id <> p.id
      join presentations o on o.id = theirs.presentation_id
      join presenters pr on pr.id = mine.presenter_id
      where p.id = ${id} and ${placedSql('o')} and o.start < p."end" and p.start < o."end"
      order by o.start, o.id, pr.id limit 1`),
  );
  if (busy) {
    const theirs = { id: Number(busy.id), fa_title: busy.fa_title };
    const presenter = { id: Number(busy.presenter_id), first_name: busy.first_name, last_name: busy.last_name };
    throw clash(scheduleTexts.presenterClash(presenter, moved.fa_title, theirs.fa_title), moved, theirs, { kind: 'PRESENTER', presenter });
  }

  return outsideAvailability(tx, id);
}

/** A presenter whose speaker profile names when they are free, and the session not wholly inside one of those ranges. */
async function outsideAvailability(tx: Tx, id: number): Promise<ScheduleWarning[]> {
  const rows = rowsOf<{ id: number; first_name: string; last_name: string; availability: unknown; start: Date | string; end: Date | string }>(
    await tx.execute(sql`select pr.id, pr.first_name, pr.last_name, sp.availability, p.start, p."end"
      from presentations p
      join presentation_presenters pp on pp.presentation_id = p.id
      join presenters pr on pr.id = pp.presenter_id
      join speaker_profiles sp on sp.user_id = pr.user_id
      where p.id = ${id}
      order by pp.position, pr.id`),
  );
  const warnings: ScheduleWarning[] = [];
  for (const row of rows) {
    const ranges = (typeof row.availability === 'string' ? JSON.parse(row.availability) : row.availability) as { start: string; end: string }[];
    // No ranges given: the speaker said nothing about when they are free.
    if (!ranges.length) continue;
    const start = new Date(row.start).getTime();
    const end = new Date(row.end).getTime();
    if (ranges.some((r) => Date.parse(r.start) <= start && end <= Date.parse(r.end))) continue;
    warnings.push({ code: 'OUTSIDE_AVAILABILITY', presenter: Number(row.id), detail: scheduleTexts.outsideAvailability(row) });
  }
  return warnings;
}
