import { eq, sql } from 'drizzle-orm';
import type { AlreadyCheckedIn, CheckinAttendee, CheckinOk, WrongPresentation } from '@fest/contract';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/client';
import { participations } from '../../db/schema';
import { AppError, notFound, validationError } from '../../lib/errors';
import { recordAudit } from '../audit';
import { toLatinDigits } from '../../lib/digits';
import { looksLikeTicketCode, ticketHash } from '../../lib/ticket-codes';
import { commonTexts } from '../../lib/texts';
import { ticketTexts } from './texts';

export type CheckinOutcome =
  | { status: 200; body: CheckinOk }
  | { status: 409; body: AlreadyCheckedIn }
  | { status: 400; body: WrongPresentation };

const ticketNotFound = () => notFound(ticketTexts.ticketNotFound, 'TICKET_NOT_FOUND');
// The same code as an unknown ticket: to the door both mean "no valid ticket to let in".
const registrationNotFound = () => notFound(ticketTexts.registrationNotFound, 'TICKET_NOT_FOUND');
const iso = (t: Date | string) => new Date(t).toISOString();
const last4 = (phone: string) => phone.slice(-4);

interface TicketRow {
  presentation_id: number;
  fa_title: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  checked_in_at: Date | string | null;
  checkin_nonce: string | null;
  by_id: number | null;
  by_first_name: string | null;
}

const ok = (r: Pick<TicketRow, 'presentation_id' | 'fa_title' | 'first_name' | 'last_name' | 'phone_number'>, at: Date | string): CheckinOutcome => ({
  status: 200,
  body: {
    result: 'OK',
    checked_in_at: iso(at),
    attendee: { first_name: r.first_name, last_name: r.last_name, phone_last4: last4(r.phone_number) },
    presentation: { id: r.presentation_id, fa_title: r.fa_title },
  },
});

/** How far ahead of the server's clock a door's `scanned_at` may be: a phone's clock drifts (recorded as now). */
const SCAN_CLOCK_SKEW_MS = 5 * 60_000;
/** How far back a `scanned_at` may go: an offline queue older than a festival day is not a door's. */
const SCAN_MAX_AGE_MS = 24 * 60 * 60_000;

/**
 * When an offline door says it scanned: the check-in is recorded then, never later than now (a
 * phone's clock a few minutes fast is taken as now) and at most 24 h back. 400 naming `scanned_at`
 * otherwise; undefined when the door did not say (recorded now).
 */
function scanTime(scannedAt: string | undefined, now = Date.now()): Date | undefined {
  if (scannedAt === undefined) return undefined;
  const at = new Date(scannedAt);
  if (at.getTime() > now + SCAN_CLOCK_SKEW_MS) {
    throw validationError({ scanned_at: [ticketTexts.scanInFuture] });
  }
  if (at.getTime() < now - SCAN_MAX_AGE_MS) {
    throw validationError({ scanned_at: [ticketTexts.scanTooOld] });
  }
  return at;
}

/** What the door names: a scanned code, or (a dead phone) a registration found in its search, with why. */
export type CheckinKey = { ticket: string } | { participation: number; reason: string };

/**
 * Checks an attendee in at the door of `presentationId`: by their ticket's code, or, when their phone
 * is dead, by the registration the door found by name or phone digits (with a reason, audited in the
 * same transaction: who let them in without a code, and why). Exactly one check-in wins however many
 * doors and API processes try the same registration at once: it is one conditional UPDATE (… WHERE
 * checked_in_at IS NULL), which PostgreSQL applies to the row once; every other attempt finds it taken
 * and is told when and by whom, except a repeat of the winner's `nonce` (a door retrying after a lost
 * answer), which gets the same 200 again. Only COMPLETED registrations with a ticket count: a
 * cancelled one, or a ticket voided by a refund, is not found. `scannedAt` (an offline door's queue)
 * is when it happened, recorded instead of now.
 */
export async function checkIn(
  db: Db,
  input: CheckinKey & { presentationId: number; nonce?: string; scannedAt?: string; doorUserId: number },
): Promise<CheckinOutcome> {
  const at = scanTime(input.scannedAt);
  let match;
  let notFoundError: () => AppError;
  let reason: string | null = null;
  if ('ticket' in input) {
    const code = input.ticket.trim();
    if (!looksLikeTicketCode(code)) throw ticketNotFound();
    match = sql`pa.ticket_hash = ${ticketHash(code)}`;
    notFoundError = ticketNotFound;
  } else {
    // A registration without a ticket (not COMPLETED, or voided by a refund) has nothing to let in.
    match = sql`pa.id = ${input.participation} and pa.ticket_hash is not null`;
    notFoundError = registrationNotFound;
    reason = input.reason;
  }
  const nonce = input.nonce ?? null;
  // least(…, now()): a clock a little fast is recorded as now, never in the future (scanTime refused more).
  const checkedInAt = at ? sql`least(${at.toISOString()}::timestamptz, now())` : sql`now()`;

  // An undo between the two statements below can free the ticket again; then the UPDATE is retried.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const update = async (tx: Db | Tx) =>
      rowsOf<TicketRow & { participation_id: number }>(
        await tx.execute(sql`
          with won as (
            update participations pa
            set checked_in_at = ${checkedInAt}, checked_in_by = ${input.doorUserId}, checkin_nonce = ${nonce}
            where ${match} and pa.payment_state = 'COMPLETED'
              and pa.presentation_id = ${input.presentationId} and pa.checked_in_at is null
            returning pa.id, pa.user_id, pa.presentation_id, pa.checked_in_at)
          select won.id as participation_id, won.presentation_id, p.fa_title, u.first_name, u.last_name, u.phone_number, won.checked_in_at
          from won join users u on u.id = won.user_id join presentations p on p.id = won.presentation_id`),
      )[0];
    // A scan is one statement; a check-in without a code commits with its audit row (only the winner's).
    const won =
      reason === null
        ? await update(db)
        : await db.transaction(async (tx) => {
            const row = await update(tx);
            if (row) {
              await recordAudit(tx, {
                actorId: input.doorUserId,
                action: 'checkin_without_code',
                objectType: 'participation',
                objectId: row.participation_id,
                before: { checked_in_at: null },
                after: { checked_in_at: iso(row.checked_in_at!), checked_in_by: input.doorUserId, presentation: row.presentation_id, reason },
              });
            }
            return row;
          });
    if (won) return ok(won, won.checked_in_at!);

    const row = rowsOf<TicketRow>(
      await db.execute(sql`
        select pa.presentation_id, p.fa_title, u.first_name, u.last_name, u.phone_number,
               pa.checked_in_at, pa.checkin_nonce, d.id as by_id, d.first_name as by_first_name
        from participations pa
        join users u on u.id = pa.user_id
        join presentations p on p.id = pa.presentation_id
        left join users d on d.id = pa.checked_in_by
        where ${match} and pa.payment_state = 'COMPLETED'`),
    )[0];
    if (!row) throw notFoundError();
    if (row.presentation_id !== input.presentationId) {
      return {
        status: 400,
        body: {
          code: 'WRONG_PRESENTATION',
          detail: ticketTexts.wrongPresentation(row.fa_title),
          presentation: { id: row.presentation_id, fa_title: row.fa_title },
        },
      };
    }
    if (row.checked_in_at === null) continue;
    if (nonce !== null && row.checkin_nonce === nonce) return ok(row, row.checked_in_at);
    return {
      status: 409,
      body: {
        code: 'ALREADY_CHECKED_IN',
        detail: ticketTexts.alreadyCheckedIn,
        checked_in_at: iso(row.checked_in_at),
        by: row.by_id === null ? null : { id: row.by_id, first_name: row.by_first_name ?? '' },
      },
    };
  }
  // Three undos racing three scans of one ticket: not a door's real situation; it may scan again.
  throw notFound(ticketTexts.changedMeanwhile, 'TICKET_NOT_FOUND');
}

/**
 * Checks in a registration sold at the door in the transaction that sold it (a door sale: the person
 * is standing there). Returns when it was recorded; a fresh registration has no check-in to race.
 */
export async function checkInSoldAtDoor(tx: Tx, participationId: number, doorUserId: number): Promise<Date> {
  const [row] = await tx
    .update(participations)
    .set({ checkedInAt: sql`now()`, checkedInBy: doorUserId })
    .where(sql`${participations.id} = ${participationId} and ${participations.paymentState} = 'COMPLETED' and ${participations.checkedInAt} is null`)
    .returning({ at: participations.checkedInAt });
  return row!.at!;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A session's attendees (COMPLETED registrations with a ticket) for the door: for the search box and
 * the offline snapshot, so it holds no more than a door needs (names, the last 4 phone digits, the
 * ticket's hash). `search`: digits match the end of the phone number, anything else the name.
 */
export async function listAttendees(db: Db, presentationId: number, search?: string): Promise<CheckinAttendee[]> {
  const exists = rowsOf(await db.execute(sql`select 1 from presentations where id = ${presentationId}`));
  if (exists.length === 0) throw notFound(commonTexts.noSuchPresentation);
  const term = toLatinDigits(search?.trim() ?? '');
  const digits = term.replace(/[\s-]/g, '');
  const filter = !term
    ? sql``
    : /^\d+$/.test(digits)
      ? sql`and u.phone_number like ${`%${likeLiteral(digits)}`}`
      : sql`and (u.first_name || ' ' || u.last_name) ilike ${`%${likeLiteral(term)}%`}`;
  const rows = rowsOf<{
    id: number;
    first_name: string;
    last_name: string;
    phone_number: string;
    ticket_hash: string;
    checked_in_at: Date | string | null;
  }>(
    await db.execute(sql`
      select pa.id, u.first_name, u.last_name, u.phone_number, pa.ticket_hash, pa.checked_in_at
      from participations pa join users u on u.id = pa.user_id
      where pa.presentation_id = ${presentationId} and pa.payment_state = 'COMPLETED' and pa.ticket_hash is not null
      ${filter}
      order by u.last_name, u.first_name, pa.id`),
  );
  return rows.map((r) => ({
    participation_id: r.id,
    first_name: r.first_name,
    last_name: r.last_name,
    phone_last4: last4(r.phone_number),
    ticket_hash: r.ticket_hash,
    checked_in_at: r.checked_in_at === null ? null : iso(r.checked_in_at),
  }));
}

/**
 * An admin undoes a check-in (a scan at the wrong door, a ticket let in by mistake): the ticket can be
 * scanned again. Recorded in the audit log in the same transaction. 404 for an unknown registration,
 * 409 when it is not checked in.
 */
export async function undoCheckin(db: Db, actorId: number, participationId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: participations.id, checkedInAt: participations.checkedInAt, checkedInBy: participations.checkedInBy })
      .from(participations)
      .where(eq(participations.id, participationId))
      .for('no key update');
    if (!row) throw notFound(ticketTexts.noSuchRegistration);
    if (!row.checkedInAt) throw new AppError(409, 'CONFLICT', ticketTexts.notCheckedIn);
    await tx
      .update(participations)
      .set({ checkedInAt: null, checkedInBy: null, checkinNonce: null })
      .where(eq(participations.id, participationId));
    await recordAudit(tx, {
      actorId,
      action: 'checkin_undo',
      objectType: 'participation',
      objectId: participationId,
      before: { checked_in_at: row.checkedInAt.toISOString(), checked_in_by: row.checkedInBy },
      after: { checked_in_at: null, checked_in_by: null },
    });
  });
}
