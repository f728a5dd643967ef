import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, formatUtc, htmlToPlainText } from './calendar';

const now = new Date('2026-04-01T00:00:00Z');
const workshop = {
  uid: 'presentation-7',
  title: 'کارگاه Docker; مقدماتی, عملی',
  start: '2026-05-01T06:30:00.000Z',
  end: '2026-05-01T09:00:00Z',
  description: 'خط اول\nخط دوم با \\ بک‌اسلش',
  location: 'تهران، دانشگاه',
  url: 'https://fest.example/workshop/7',
};

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('formatUtc', () => {
  it('writes basic ISO format in UTC', () => {
    expect(formatUtc('2026-05-01T10:00:00+03:30')).toBe('20260501T063000Z');
  });
  it('refuses an invalid date rather than writing garbage', () => {
    expect(() => formatUtc('not a date')).toThrow(RangeError);
  });
});

describe('foldLine', () => {
  it('keeps every physical line within 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'کارگاه '.repeat(30)}`;
    const folded = foldLine(line);
    const physical = folded.split('\r\n');
    expect(physical.length).toBeGreaterThan(1);
    for (const piece of physical) expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75);
    expect(physical.slice(1).every((piece) => piece.startsWith(' '))).toBe(true);
    // Unfolding (remove CRLF + one space) gives the original line back.
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
  it('leaves short lines alone', () => {
    expect(foldLine('VERSION:2.0')).toBe('VERSION:2.0');
  });
});

describe('buildCalendar', () => {
  const text = buildCalendar([workshop], now);
  const unfolded = text.replace(/\r\n /g, '');

  it('uses CRLF line endings only and ends with one', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
  it('wraps the events in a calendar with version and product id', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
  });
  it('writes the event with UTC times, a domain-qualified UID and a stamp', () => {
    expect(unfolded).toContain('\r\nUID:presentation-7@linux-festival\r\n');
    expect(unfolded).toContain('\r\nDTSTAMP:20260401T000000Z\r\n');
    expect(unfolded).toContain('\r\nDTSTART:20260501T063000Z\r\n');
    expect(unfolded).toContain('\r\nDTEND:20260501T090000Z\r\n');
  });
  it('escapes the text properties and leaves the URL as it is', () => {
    expect(unfolded).toContain('\r\nSUMMARY:کارگاه Docker\\; مقدماتی\\, عملی\r\n');
    expect(unfolded).toContain('\r\nDESCRIPTION:خط اول\\nخط دوم با \\\\ بک‌اسلش\r\n');
    expect(unfolded).toContain('\r\nLOCATION:تهران، دانشگاه\r\n');
    expect(unfolded).toContain('\r\nURL:https://fest.example/workshop/7\r\n');
  });
  it('holds several events, each in its own block', () => {
    const two = buildCalendar([workshop, { ...workshop, uid: 'presentation-8' }], now);
    expect(two.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(two.match(/END:VEVENT/g)).toHaveLength(2);
    expect(two).toContain('UID:presentation-8@linux-festival');
  });
  it('omits optional properties that are absent', () => {
    const bare = buildCalendar([{ uid: 'x@y', title: 't', start: workshop.start, end: workshop.end }], now);
    expect(bare).not.toMatch(/DESCRIPTION|LOCATION|URL:/);
    expect(bare).toContain('UID:x@y\r\n');
  });
});

describe('htmlToPlainText', () => {
  it('drops tags, keeps paragraph breaks and decodes entities', () => {
    expect(htmlToPlainText('<p>سلام <strong>دنیا</strong></p><p>a &amp; b&nbsp;&lt;c&gt;</p>')).toBe(
      'سلام دنیا\na & b <c>',
    );
  });
});
