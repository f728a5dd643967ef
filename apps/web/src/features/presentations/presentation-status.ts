import type { Presentation } from '@fest/contract';

/**
 * Why a presentation can or cannot be booked, most final reason first: once it has started, being
 * full or closed no longer matters to the visitor.
 */
export type Availability = 'open' | 'started' | 'closed' | 'soldOut';

export function availability(presentation: Presentation, now: Date = new Date()): Availability {
  if (new Date(presentation.start).getTime() <= now.getTime()) return 'started';
  if (!presentation.is_registration_active) return 'closed';
  if (presentation.remained_capacity <= 0) return 'soldOut';
  return 'open';
}

/** Length in whole minutes (never negative, whatever the data says). */
export function durationMinutes(presentation: Pick<Presentation, 'start' | 'end'>): number {
  const ms = new Date(presentation.end).getTime() - new Date(presentation.start).getTime();
  return Math.max(0, Math.round(ms / 60_000));
}

/** How full the room is, 0..1, for the seats meter. */
export function occupancy(presentation: Pick<Presentation, 'capacity' | 'remained_capacity'>): number {
  if (presentation.capacity <= 0) return 1;
  const taken = presentation.capacity - Math.min(presentation.remained_capacity, presentation.capacity);
  return taken / presentation.capacity;
}

/** Few seats left: worth saying so in amber before it is too late. */
export function isAlmostFull(presentation: Pick<Presentation, 'capacity' | 'remained_capacity'>): boolean {
  return presentation.remained_capacity > 0 && (presentation.remained_capacity <= 5 || occupancy(presentation) >= 0.8);
}
