import { saveBlob } from './download';

/**
 * iCalendar (RFC 5545) files for "add to my calendar": one file may hold several events
 * (a whole order's workshops). Times are written in UTC ("Z") so every calendar app places them
 * correctly without a VTIMEZONE block; lines end in CRLF and are folded at 75 octets as the RFC asks.
 */

export interface CalendarEvent {
  /** Stable identifier, unique per event: re-importing the same file updates rather than duplicates. */
  uid: string;
  title: string;
  start: string | number | Date;
  end: string | number | Date;
  /** Plain text (no HTML): calendar apps show it verbatim. */
  description?: string;
  location?: string;
  url?: string;
}

const CRLF = '\r\n';
const PRODUCT_ID = '-//Linux Festival//Programme//FA';
const UID_DOMAIN = 'linux-festival';

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and newlines. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** 2026-05-01T06:30:00.000Z -> 20260501T063000Z */
export function formatUtc(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

const encoder = new TextEncoder();

/**
 * Folds a content line so no physical line exceeds 75 octets (RFC 5545 3.1). Persian text is
 * two bytes a letter in UTF-8, so the split counts bytes and never cuts a code point in half.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = pieces.length === 0 ? 75 : 74;
    if (currentBytes + size > limit) {
      pieces.push(current);
      current = '';
      currentBytes = 0;
    }
    current += char;
    currentBytes += size;
  }
  pieces.push(current);
  return pieces.join(`${CRLF} `);
}

/** Builds the text of a .ics file holding every event given. */
export function buildCalendar(events: readonly CalendarEvent[], now: Date = new Date()): string {
  const stamp = formatUtc(now);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODUCT_ID}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  for (const event of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid.includes('@') ? event.uid : `${event.uid}@${UID_DOMAIN}`)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${formatUtc(event.start)}`,
      `DTEND:${formatUtc(event.end)}`,
      `SUMMARY:${escapeText(event.title)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    // URI values are not TEXT: they are written as they are, without backslash escaping.
    if (event.url) lines.push(`URL:${event.url}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}

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
