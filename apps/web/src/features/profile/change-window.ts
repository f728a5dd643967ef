/**
 * When a visitor may still change a paid registration (cancel it, give it to another phone): until a
 * number of hours before it starts. A preview for the buttons only: the server decides by its own
 * clock (400 TOO_LATE).
 */
export type ChangeWindow = 'open' | 'late' | 'started';

/** The last moment of the change, `hoursBefore` hours before `start` (ms since the epoch). */
export function deadlineBefore(start: string, hoursBefore: number): number {
  return new Date(start).getTime() - hoursBefore * 3_600_000;
}

/**
 * Never once the session has started; late from the deadline on; open before it, and open when the
 * rule is not known (the policy not loaded, or a server that does not send it): the server decides.
 */
export function changeWindow(start: string, hoursBefore: number | undefined, now: number): ChangeWindow {
  if (now >= new Date(start).getTime()) return 'started';
  if (typeof hoursBefore !== 'number') return 'open';
  return now < deadlineBefore(start, hoursBefore) ? 'open' : 'late';
}
