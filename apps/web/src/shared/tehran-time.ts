/**
 * Where a moment falls in the festival's own clock (Asia/Tehran), whatever the visitor's zone: the
 * day it belongs to and the minutes since that day's midnight, for laying sessions out by day and time.
 */
const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function tehranParts(value: string | number | Date) {
  const out: Record<string, string> = {};
  for (const part of parts.formatToParts(new Date(value))) out[part.type] = part.value;
  return out;
}

/** The Tehran day 'YYYY-MM-DD' of a moment. */
export function tehranDay(value: string | number | Date): string {
  const p = tehranParts(value);
  return `${p.year}-${p.month}-${p.day}`;
}

/** Minutes since midnight in Tehran (0-1439). */
export function tehranMinutes(value: string | number | Date): number {
  const p = tehranParts(value);
  return Number(p.hour) * 60 + Number(p.minute);
}
