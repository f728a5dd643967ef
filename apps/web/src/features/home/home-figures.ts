import { formatDayRange } from '@/shared/festival-facts';
import { formatShortDate } from '@/shared/format';
import type { Presentation } from '@/shared/api/presentations';
import type { Staff } from '@/shared/api/staff';

/**
 * How big the programme is. (Not the total of empty seats: a sum over workshops nobody can take
 * all of says nothing a visitor can use, and advertises emptiness.)
 */
export interface Figures {
  workshops: number;
  talks: number;
  presenters: number;
  days: number;
}

export function computeFigures(list: readonly Presentation[]): Figures {
  const presenters = new Set(list.flatMap((p) => p.presenters.map((person) => person.id)));
  // Days are counted in Tehran, where the festival happens, not in the visitor's zone.
  const days = new Set(list.map((p) => formatShortDate(p.start)));
  return {
    workshops: list.filter((p) => p.service_type === 'WORKSHOP').length,
    talks: list.filter((p) => p.service_type === 'TALK').length,
    presenters: presenters.size,
    days: days.size,
  };
}

/** '۲۶ بهمن ۱۴۰۵' -> { day: '۲۶', month: 'بهمن', year: '۱۴۰۵' } (Persian month names are one word). */
export function jalaliDay(iso: string): { day: string; month: string; year: string } {
  const [day = '', month = '', year = ''] = formatShortDate(iso).split(' ');
  return { day, month, year };
}

/**
 * The festival's dates, from its first to its last presentation (used when the festival's own
 * dates are not set): '۲۶ تا ۲۸ بهمن ۱۴۰۵'; null with no programme.
 */
export function festivalDates(list: readonly Presentation[]): string | null {
  if (list.length === 0) return null;
  const starts = list.map((p) => new Date(p.start).getTime());
  // The last day is the day the last presentation starts (an evening event ending after midnight stays on its day).
  return formatDayRange(new Date(Math.min(...starts)).toISOString(), new Date(Math.max(...starts)).toISOString());
}

/** The next few presentations that have not started, soonest first. */
export function upcoming(list: readonly Presentation[], now: Date, count = 4): Presentation[] {
  return list
    .filter((p) => new Date(p.start).getTime() > now.getTime())
    .sort((a, b) => new Date(a.start).getTime() - new Date(b.start).getTime())
    .slice(0, count);
}

/** The people who speak for the festival: its director(s), then the team heads. */
export function organisers(staff: readonly Staff[]): Staff[] {
  const rank = { DIRECTOR: 0, HEAD: 1, STAFF: 2 } as const;
  return staff.filter((s) => s.role !== 'STAFF').sort((a, b) => rank[a.role] - rank[b.role]);
}
