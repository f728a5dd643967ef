import type { CartItem } from '@/shared/api/cart';
import type { CalendarEvent } from '@/shared/calendar';
import { htmlToPlainText } from '@/shared/calendar';
import { localDescription, localName, localTitle } from '@/shared/i18n/content';
import { listComma } from '@/shared/format';

/** The paid-for items, soonest first. */
export function completedByStart(items: readonly CartItem[]): CartItem[] {
  return items
    .filter((item) => item.payment_state === 'COMPLETED')
    .sort((a, b) => new Date(a.presentation.start).getTime() - new Date(b.presentation.start).getTime());
}

/** A registration as a calendar event; the online link, when there is one, goes with it. */
export function toCalendarEvent(item: CartItem): CalendarEvent {
  const p = item.presentation;
  const presenters = p.presenters.map((x) => localName(x).text).join(listComma());
  const description = [presenters, htmlToPlainText(localDescription(p)), p.presentation_link].filter(Boolean).join('\n\n');
  return {
    uid: `presentation-${p.id}`,
    title: localTitle(p),
    start: p.start,
    end: p.end,
    description,
    location: p.presentation_link || undefined,
    url: p.presentation_link || undefined,
  };
}
