import type { AgendaEntry, CartItem, Presentation } from '@fest/contract';
import { tehranDay } from '@/shared/tehran-time';
import { overlaps } from '@/shared/time-clash';

export interface AgendaSession {
  presentation: Presentation;
  /** A COMPLETED registration (it stays in the agenda though unstarred). */
  bought: boolean;
  /** The other sessions of the agenda that overlap it (any type: the visitor can be in one place at a time). */
  overlaps: Presentation[];
}

export interface AgendaDay {
  day: string;
  sessions: AgendaSession[];
}

/**
 * The agenda by Tehran day, each day by start time, each session with what it overlaps. Entries
 * whose presentation is not in the programme (deleted since) are left out.
 */
export function agendaByDay(entries: readonly AgendaEntry[], programme: readonly Presentation[], cart: readonly CartItem[] = []): AgendaDay[] {
  const byId = new Map(programme.map((p) => [p.id, p]));
  const bought = new Set(cart.filter((item) => item.payment_state === 'COMPLETED').map((item) => item.presentation.id));
  const chosen = entries
    .map((entry) => byId.get(entry.presentation))
    .filter((p): p is Presentation => p !== undefined)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.id - b.id);

  const days = new Map<string, AgendaSession[]>();
  for (const p of chosen) {
    const day = tehranDay(p.start);
    const session: AgendaSession = { presentation: p, bought: bought.has(p.id), overlaps: chosen.filter((o) => o.id !== p.id && overlaps(o, p)) };
    days.set(day, [...(days.get(day) ?? []), session]);
  }
  return [...days].map(([day, sessions]) => ({ day, sessions }));
}
