import { saveBlob } from './download';

/**
 * "Add to my calendar" in the browser: the iCalendar text is built by the contract package's
 * builder (shared with the API's feeds); this file turns server HTML into plain text and hands a
 * file to the browser.
 */
import { buildCalendar, type CalendarEvent } from '@fest/contract';

export { buildCalendar, escapeText, foldLine, formatUtc, type CalendarEvent } from '@fest/contract';

/** Strips tags and decodes the common entities, for using server HTML as a plain-text description. */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A file name safe on every system: keeps letters (Persian too), digits and dashes. */
function safeFileName(name: string): string {
  const cleaned = name.replace(/[^\p{L}\p{N}-]+/gu, '-').replace(/^-+|-+$/g, '');
  return `${cleaned || 'event'}.ics`;
}

/** Builds the file and hands it to the browser as a download. */
export function downloadCalendar(events: readonly CalendarEvent[], fileName: string): void {
  saveBlob(new Blob([buildCalendar(events)], { type: 'text/calendar;charset=utf-8' }), safeFileName(fileName));
}
