import { tehranClockRecipe } from './intl-recipes';

/**
 * Where a moment falls in the festival's own clock (Asia/Tehran), whatever the visitor's zone: the
 * day it belongs to and the minutes since that day's midnight, for laying sessions out by day and time.
 */
let parts: Intl.DateTimeFormat | undefined;

/**
 * The formatter, built on first use rather than when the module is evaluated: building it loads the
 * time zone's data (about 15 ms of a slow phone's main thread, measured unthrottled on a 2-core host),
 * which landed in the task that evaluates the public pages' code. The app's start builds it in the
 * formatters' own task (shared/format.ts prepareFormatters).
 */
export function tehranClock(): Intl.DateTimeFormat {
  parts ??= tehranClockRecipe();
  return parts;
}

function tehranParts(value: string | number | Date) {
  const out: Record<string, string> = {};
  for (const part of tehranClock().formatToParts(new Date(value))) out[part.type] = part.value;
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
