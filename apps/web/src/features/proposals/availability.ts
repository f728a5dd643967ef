import { asciiDigits } from '@fest/contract';
import type { SpeakerProfile } from '@/shared/api/proposals';
import { t } from '@/shared/i18n';
import { fromJalali, jalaliMonthLength, toJalali } from '@/shared/jalali';
import { toPersianDigits } from '@/shared/format';

/**
 * The speaker's availability as the form holds it: one Jalali day with a start and an end time
 * (Tehran), as typed. The contract takes instants ({start, end}, ISO with a zone); a range is one
 * day's hours here, which is how a festival's availability is asked for.
 */
export interface RangeDraft {
  day: string;
  from: string;
  to: string;
}
export type RangeErrors = Partial<Record<keyof RangeDraft, string>>;

const pad = (n: number) => String(n).padStart(2, '0');

/** A saved range in the form: its start's Jalali day (Persian digits in Persian) and both times in Tehran. */
export function rangeDraftOf(range: SpeakerProfile['availability'][number]): RangeDraft {
  const start = toJalali(range.start);
  const end = toJalali(range.end);
  return {
    day: toPersianDigits(`${start.year}/${pad(start.month)}/${pad(start.day)}`),
    from: `${pad(start.hour)}:${pad(start.minute)}`,
    to: `${pad(end.hour)}:${pad(end.minute)}`,
  };
}

/** '۱۴۰۵/۱۱/۲۶' (or Latin digits, - or . between) -> the Jalali day, or null when it is not one. */
export function readJalaliDay(typed: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(asciiDigits(typed.replace(/[-.]/g, '/')));
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1300 || year > 1500 || month < 1 || month > 12 || day < 1 || day > jalaliMonthLength(year, month)) return null;
  return { year, month, day };
}

function readTime(typed: string): { hour: number; minute: number } | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(asciiDigits(typed));
  if (!match) return null;
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  return hour < 24 && minute < 60 ? { hour, minute } : null;
}

/**
 * The ranges as the contract takes them (ISO instants), or the errors by row. The server checks
 * again (an end after its start, no overlaps) and answers `availability.N.start|end`.
 */
export function readRanges(rows: RangeDraft[]): { ranges: { start: string; end: string }[]; errors: RangeErrors[] } {
  const errors: RangeErrors[] = [];
  const ranges: { start: string; end: string }[] = [];
  rows.forEach((row, i) => {
    const day = readJalaliDay(row.day);
    const from = readTime(row.from);
    const to = readTime(row.to);
    const found: RangeErrors = {};
    if (!day) found.day = t('proposals.invalidDay');
    if (!from) found.from = t('proposals.invalidTime');
    if (!to) found.to = t('proposals.invalidTime');
    if (day && from && to) {
      const start = fromJalali({ ...day, ...from });
      const end = fromJalali({ ...day, ...to });
      if (end <= start) found.to = t('proposals.endBeforeStart');
      else ranges.push({ start: start.toISOString(), end: end.toISOString() });
    }
    errors[i] = found;
  });
  return { ranges, errors };
}

/** The server's errors `availability.N.start` / `.end` onto the form's rows (start: the day and from; end: to). */
export function rangeServerErrors(byField: Record<string, string>, count: number): RangeErrors[] {
  const out: RangeErrors[] = Array.from({ length: count }, () => ({}));
  for (const [field, message] of Object.entries(byField)) {
    const match = /^availability\.(\d+)(?:\.(start|end))?$/.exec(field);
    const row = match ? out[Number(match[1])] : undefined;
    if (!row) continue;
    if (match![2] === 'end') row.to = message;
    else row.from = message;
  }
  return out;
}
