import { fromJalali, gregorianDayToJalali } from '@/shared/jalali';
import { tehranDay, tehranMinutes } from '@/shared/tehran-time';

/**
 * The schedule editor's arithmetic (pages/SchedulePage.tsx): where a session sits in a day's grid of
 * rooms and 30-minute rows, and which room and time a point of the grid means. Everything is in the
 * festival's own clock (Tehran), whatever the browser's zone, as the public programme is.
 */

/** One row of the grid. */
export const SLOT_MINUTES = 30;
/** A drop lands on a quarter hour: finer than a row, as some sessions start at :15 or :45. */
export const SNAP_MINUTES = 15;
/** The day shown when it has nothing earlier or later: 09:00 to 18:00. */
const DEFAULT_DAY = { from: 9 * 60, to: 18 * 60 };

export interface Placeable {
  id: number;
  room: string;
  start: string;
  end: string;
}

/** Minutes since midnight (Tehran) that a day's grid covers, from `from` (inclusive) to `to`. */
export interface DayBounds {
  from: number;
  to: number;
}

/** A session's day and minutes in Tehran; `end` may pass 1440 when it runs past midnight. */
export function placeOf(session: Pick<Placeable, 'start' | 'end'>): { day: string; start: number; end: number } {
  const start = tehranMinutes(session.start);
  const length = Math.round((Date.parse(session.end) - Date.parse(session.start)) / 60_000);
  return { day: tehranDay(session.start), start, end: start + length };
}

/** A draft without a room is unplaced: its time is a stand-in (docs/api.md, "Drafts"). */
export const isPlaced = (session: Placeable): boolean => session.room !== '';

/**
 * The grid's hours for a day: 09:00-18:00, widened to whole rows so that every session of the day
 * fits (a session that runs past midnight ends the grid at midnight).
 */
export function dayBounds(sessions: ReadonlyArray<Pick<Placeable, 'start' | 'end'>>): DayBounds {
  let { from, to } = DEFAULT_DAY;
  for (const session of sessions) {
    const place = placeOf(session);
    from = Math.min(from, Math.floor(place.start / SLOT_MINUTES) * SLOT_MINUTES);
    to = Math.max(to, Math.min(24 * 60, Math.ceil(place.end / SLOT_MINUTES) * SLOT_MINUTES));
  }
  return { from, to };
}

/** The start of each row. */
export function slotStarts({ from, to }: DayBounds): number[] {
  const starts: number[] = [];
  for (let minute = from; minute < to; minute += SLOT_MINUTES) starts.push(minute);
  return starts;
}

/** A block's offset from the top of its column and its height, in pixels, for rows `rowHeight` tall. */
export function blockBox(start: number, end: number, bounds: DayBounds, rowHeight: number): { top: number; height: number } {
  const perMinute = rowHeight / SLOT_MINUTES;
  const top = Math.max(start, bounds.from);
  const bottom = Math.min(end, bounds.to);
  return { top: (top - bounds.from) * perMinute, height: Math.max(bottom - top, 0) * perMinute };
}

/**
 * The start a block `length` minutes long gets when its top is `offset` pixels below the top of its
 * column: to the nearest quarter hour, and kept inside the day's grid.
 */
export function startAt(offset: number, length: number, bounds: DayBounds, rowHeight: number): number {
  const minutes = bounds.from + (offset / rowHeight) * SLOT_MINUTES;
  const snapped = Math.round(minutes / SNAP_MINUTES) * SNAP_MINUTES;
  const latest = Math.max(bounds.from, bounds.to - length);
  return Math.min(Math.max(snapped, bounds.from), latest);
}

/** The instant (ISO) at which Tehran's clocks read `minutes` past midnight of the Gregorian `day`. */
export function tehranInstant(day: string, minutes: number): string {
  const date = gregorianDayToJalali(day);
  return fromJalali({ ...date, hour: Math.floor(minutes / 60), minute: minutes % 60 }).toISOString();
}

/** What the editor sends for `session` moved to `room` on `day` at `start`: the same length. */
export function moveTo(session: Pick<Placeable, 'start' | 'end'>, room: string, day: string, start: number): { room: string; start: string; end: string } {
  const length = Date.parse(session.end) - Date.parse(session.start);
  const at = tehranInstant(day, start);
  return { room, start: at, end: new Date(Date.parse(at) + length).toISOString() };
}

/** Every day from `first` to `last` (YYYY-MM-DD, inclusive; none when either is ""), with `more`, in order, once each. */
export function scheduleDays(first: string, last: string, more: Iterable<string>): string[] {
  const days = new Set(more);
  if (first && last && first <= last) {
    // At noon UTC, so that stepping a day never crosses a date line.
    for (let at = Date.parse(`${first}T12:00:00Z`); ; at += 86_400_000) {
      const day = new Date(at).toISOString().slice(0, 10);
      if (day > last) break;
      days.add(day);
    }
  }
  return [...days].sort();
}

/** The rooms in use, in the order their first session starts, then the names added by hand. */
export function roomsInUse(sessions: readonly Placeable[], added: readonly string[]): string[] {
  const byStart = [...sessions].filter(isPlaced).sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const rooms = new Set(byStart.map((session) => session.room));
  for (const name of added) {
    const trimmed = name.trim();
    if (trimmed) rooms.add(trimmed);
  }
  return [...rooms];
}

/** The quarter hours a session of `length` minutes can start at in the dialog's choice: 07:00 to midnight. */
export function startChoices(length: number): number[] {
  const choices: number[] = [];
  for (let minute = 7 * 60; minute + length <= 24 * 60; minute += SNAP_MINUTES) choices.push(minute);
  return choices;
}
