import { formatShortDate } from '@/shared/format';
import { t } from '@/shared/i18n';
import type { Presentation } from '@/shared/api/presentations';
import type { Staff } from '@/shared/api/staff';

export interface Figures {
  presentations: number;
  presenters: number;
  days: number;
  /** Seats a visitor could still book: open registration, not started, not full. */
  seatsLeft: number;
}

const bookable = (p: Presentation, now: Date) => p.is_registration_active && new Date(p.start).getTime() > now.getTime();

export function computeFigures(list: readonly Presentation[], now: Date): Figures {
  const presenters = new Set(list.flatMap((p) => p.presenters.map((person) => person.id)));
  // Days are counted in Tehran, where the festival happens, not in the visitor's zone.
  const days = new Set(list.map((p) => formatShortDate(p.start)));
  const seatsLeft = list.filter((p) => bookable(p, now)).reduce((sum, p) => sum + p.remained_capacity, 0);
  return { presentations: list.length, presenters: presenters.size, days: days.size, seatsLeft };
}

/** '۲۶ بهمن ۱۴۰۵' -> { day: '۲۶', month: 'بهمن', year: '۱۴۰۵' } (Persian month names are one word). */
export function jalaliDay(iso: string): { day: string; month: string; year: string } {
  const [day = '', month = '', year = ''] = formatShortDate(iso).split(' ');
  return { day, month, year };
}

/**
 * The festival's dates, from its first to its last presentation: '۲۶ تا ۲۸ بهمن ۱۴۰۵' within a
 * month, '۳۰ بهمن تا ۱ اسفند ۱۴۰۵' across months, one date for a one-day festival; null with no programme.
 */
export function festivalDates(list: readonly Presentation[]): string | null {
  if (list.length === 0) return null;
  const starts = list.map((p) => new Date(p.start).getTime());
  const first = jalaliDay(new Date(Math.min(...starts)).toISOString());
  // The last day is the day the last presentation starts (an evening event ending after midnight stays on its day).
  const last = jalaliDay(new Date(Math.max(...starts)).toISOString());
  if (first.year !== last.year) {
    return t('programme.dateRange', { from: `${first.day} ${first.month} ${first.year}`, to: `${last.day} ${last.month} ${last.year}` });
  }
  if (first.month !== last.month) {
    return t('programme.dateRange', { from: `${first.day} ${first.month}`, to: `${last.day} ${last.month} ${last.year}` });
  }
  if (first.day !== last.day) return t('programme.dateRange', { from: first.day, to: `${last.day} ${last.month} ${last.year}` });
  return `${first.day} ${first.month} ${first.year}`;
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
