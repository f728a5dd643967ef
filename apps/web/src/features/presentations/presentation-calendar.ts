import type { Presentation } from '@fest/contract';
import { htmlToPlainText, type CalendarEvent } from '@/shared/calendar';
import { t } from '@/shared/i18n';
import { presenterNames } from './presentation-format';
import { localDescription, localTitle } from '@/shared/i18n/content';

/** The page's own address: calendar entries and Open Graph tags point back to it. */
export function presentationUrl(id: number, origin: string): string {
  return new URL(`/workshop/${id}`, origin).toString();
}

/**
 * A calendar entry for one presentation: Persian title, plain-text description with presenters and
 * the link, and where it happens (the room and the venue: shared/festival-facts.ts sessionLocation).
 */
export function presentationCalendarEvent(presentation: Presentation, origin: string, location = ''): CalendarEvent {
  const url = presentationUrl(presentation.id, origin);
  const parts = [htmlToPlainText(localDescription(presentation))];
  if (presentation.presenters.length > 0) {
    parts.push(t('programme.calendarDescriptionPresenters', { names: presenterNames(presentation) }));
  }
  if (presentation.presentation_link) parts.push(`${t('programme.onlineSession')}: ${presentation.presentation_link}`);
  parts.push(url);
  return {
    uid: `presentation-${presentation.id}`,
    title: localTitle(presentation),
    start: presentation.start,
    end: presentation.end,
    description: parts.filter(Boolean).join('\n\n'),
    ...(location ? { location } : {}),
    url,
  };
}

/** A short plain-text summary of the description, for the meta description and og:description. */
export function summary(html: string, limit = 180): string {
  const text = htmlToPlainText(html).replace(/\s+/g, ' ').trim();
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  return `${cut.slice(0, lastSpace > limit * 0.6 ? lastSpace : limit).trimEnd()}…`;
}
