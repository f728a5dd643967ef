import type { CartItem, Presentation } from '@fest/contract';
import { useCart } from './store/session';

type Timed = Pick<Presentation, 'start' | 'end'>;

/** Whether two sessions overlap. Half-open: one ending at 10:00 and one starting at 10:00 do not. */
export function overlaps(a: Timed, b: Timed): boolean {
  return Date.parse(a.start) < Date.parse(b.end) && Date.parse(b.start) < Date.parse(a.end);
}

/**
 * The API's no-clash rule, to say so before the visitor tries (the server decides): the cart item
 * (in the cart or bought) whose workshop overlaps `presentation`, the earliest-starting when several do; null for a
 * talk or a package, or when nothing overlaps.
 */
export function workshopClash(presentation: Pick<Presentation, 'id' | 'service_type' | 'start' | 'end'>, items: readonly CartItem[]): CartItem | null {
  if (presentation.service_type !== 'WORKSHOP') return null;
  const clashing = items
    .filter(({ presentation: other }) => other.id !== presentation.id && other.service_type === 'WORKSHOP' && overlaps(other, presentation))
    .sort((a, b) => Date.parse(a.presentation.start) - Date.parse(b.presentation.start) || a.presentation.id - b.presentation.id);
  return clashing[0] ?? null;
}

/**
 * workshopClash against the signed-in visitor's cart already loaded: null without a session, and
 * for a session already in the cart or bought (there is nothing left to add).
 */
export function useWorkshopClash(presentation: Pick<Presentation, 'id' | 'service_type' | 'start' | 'end'>): CartItem | null {
  const { items } = useCart();
  if (!items || items.some((item) => item.presentation.id === presentation.id)) return null;
  return workshopClash(presentation, items);
}

/**
 * What the API lets through but the visitor should hear about: a cart item (in the cart or bought)
 * whose time overlaps `presentation` where workshopClash does not refuse it (a talk against a
 * workshop, two talks, a package), the earliest-starting when several do; null when nothing overlaps
 * or when the overlap is a refusal (workshopClash says that one).
 */
export function timeOverlap(presentation: Pick<Presentation, 'id' | 'service_type' | 'start' | 'end'>, items: readonly CartItem[]): CartItem | null {
  if (workshopClash(presentation, items)) return null;
  const overlapping = items
    .filter(({ presentation: other }) => other.id !== presentation.id && overlaps(other, presentation))
    .sort((a, b) => Date.parse(a.presentation.start) - Date.parse(b.presentation.start) || a.presentation.id - b.presentation.id);
  return overlapping[0] ?? null;
}
