/** Iran keeps +03:30 all year (no daylight saving since 2022). */
const TEHRAN_OFFSET_MS = 3.5 * 3_600_000;
export const TEHRAN_OFFSET = '+03:30';

/**
 * A moment on Tehran's clock, as formats that want local time with its offset write it: the ISO
 * date-time with `+03:30` (the schedule files, schema.org's startDate), its Tehran day and its HH:MM.
 */
export function tehranTime(at: Date): { dateTime: string; day: string; clock: string } {
  const local = new Date(at.getTime() + TEHRAN_OFFSET_MS).toISOString();
  return { dateTime: `${local.slice(0, 19)}${TEHRAN_OFFSET}`, day: local.slice(0, 10), clock: local.slice(11, 16) };
}
