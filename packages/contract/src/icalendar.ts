/**
 * iCalendar (RFC 5545) text, written once for both apps: the web app's "add to my calendar" files
 * (one file may hold several events, a whole order's workshops) and the API's feeds (the schedule
 * and a visitor's private agenda). Times are written in UTC ("Z") so every calendar app places them
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

export interface CalendarOptions {
  /** The calendar's name, shown by the apps that subscribe to a feed (X-WR-CALNAME). */
  name?: string;
  /** How often a subscriber should fetch the feed again, e.g. 'PT1H' (REFRESH-INTERVAL, RFC 7986). */
  refreshInterval?: string;
}

/** Builds the text of a .ics file holding every event given. */
export function buildCalendar(events: readonly CalendarEvent[], now: Date = new Date(), options: CalendarOptions = {}): string {
  const stamp = formatUtc(now);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODUCT_ID}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  if (options.name) lines.push(`NAME:${escapeText(options.name)}`, `X-WR-CALNAME:${escapeText(options.name)}`);
  if (options.refreshInterval) {
    lines.push(`REFRESH-INTERVAL;VALUE=DURATION:${options.refreshInterval}`, `X-PUBLISHED-TTL:${options.refreshInterval}`);
  }
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
