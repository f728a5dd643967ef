import { describe, expect, it } from 'vitest';
import { buildCalendar } from '@/shared/calendar';
import { sessionLocation } from '@/shared/festival-facts';
import { presentationCalendarEvent, presentationUrl, summary } from './presentation-calendar';
import { makePresentation } from './test-presentation';

describe('presentationCalendarEvent', () => {
  const event = presentationCalendarEvent(
    makePresentation({ id: 7, fa_description: '<p>یادگیری <strong>داکر</strong></p><ul><li>ایمیج</li></ul>' }),
    'https://fest.example',
  );
  it('uses the Persian title, the times and a stable UID', () => {
    expect(event).toMatchObject({
      uid: 'presentation-7',
      title: 'کارگاه داکر: از صفر تا استقرار',
      start: '2027-02-15T11:00:00.000Z',
      end: '2027-02-15T14:00:00.000Z',
      url: 'https://fest.example/workshop/7',
    });
  });
  it('describes it in plain text with presenters and the link', () => {
    expect(event.description).toBe('یادگیری داکر\nایمیج\n\nارائه‌دهنده: علی رضایی\n\nhttps://fest.example/workshop/7');
    expect(event.description).not.toMatch(/[<>]/);
  });
  it('makes a calendar file a calendar app can read', () => {
    const file = buildCalendar([event], new Date('2027-01-01T00:00:00Z'));
    expect(file).toContain('DTSTART:20270215T110000Z');
    expect(file).toContain('UID:presentation-7@linux-festival');
  });
});

describe('where a calendar entry happens', () => {
  it('has LOCATION: the room and the venue, escaped for iCalendar', () => {
    const p = makePresentation({ id: 7, room: 'سایت کامپیوتر ۲' });
    const event = presentationCalendarEvent(p, 'https://fest.example', sessionLocation(p, { venue: 'دانشکده, امیرکبیر' }));
    expect(event.location).toBe('سایت کامپیوتر ۲، دانشکده, امیرکبیر');
    const file = buildCalendar([event], new Date('2027-01-01T00:00:00Z')).replace(/\r\n /g, '');
    expect(file).toContain('LOCATION:سایت کامپیوتر ۲، دانشکده\\, امیرکبیر\r\n');
  });
  it('has no LOCATION while neither is known', () => {
    const event = presentationCalendarEvent(makePresentation({ id: 7 }), 'https://fest.example', sessionLocation({ room: '' }, undefined));
    expect(buildCalendar([event])).not.toContain('LOCATION');
  });
});

describe('presentationUrl and summary', () => {
  it('builds the page address', () => {
    expect(presentationUrl(3, 'http://localhost:5173')).toBe('http://localhost:5173/workshop/3');
  });
  it('keeps short text and cuts long text at a word with an ellipsis', () => {
    expect(summary('<p>کوتاه</p>')).toBe('کوتاه');
    const long = summary(`<p>${'کلمه '.repeat(100)}</p>`, 50);
    expect(long.length).toBeLessThanOrEqual(51);
    expect(long.endsWith('کلمه…')).toBe(true);
  });
});
