import type { Presentation } from '@fest/contract';
import { describe, expect, it } from 'vitest';
import type { Staff } from '@/shared/api/staff';
import { computeFigures, festivalDates, jalaliDay, organisers, upcoming } from './home-figures';

function item(id: number, start: string, overrides: Partial<Presentation> = {}): Presentation {
  return {
    id,
    service_type: 'TALK',
    fa_title: `برنامه ${id}`,
    en_title: `Item ${id}`,
    fa_description: '',
    en_description: '',
    start,
    end: new Date(new Date(start).getTime() + 3_600_000).toISOString(),
    capacity: 50,
    remained_capacity: 10,
    cost: 0,
    is_registration_active: true,
    presentation_link: '',
    presenters: [{ id: id % 2, first_name: 'الف', last_name: 'ب', description: '', en_first_name: '', en_last_name: '', en_description: '', avatar: null, linkedin: null }],
    tags: [],
    morkopoloyor: '',
    room: '',
    en_room: '',
    waiting: 0,
    edition: '1405',
    slides_url: null,
    recording_url: null,
    ...overrides,
  };
}

// 2027-02-15 is 26 Bahman 1405 in Tehran.
const day1 = '2027-02-15T05:30:00Z';
const day1Late = '2027-02-15T13:00:00Z';
const day3 = '2027-02-17T10:00:00Z';
const now = new Date('2027-02-01T00:00:00Z');

describe('jalaliDay', () => {
  it('splits a Tehran date into its parts', () => {
    expect(jalaliDay(day1)).toEqual({ day: '۲۶', month: 'بهمن', year: '۱۴۰۵' });
  });
  it('counts the day in Tehran: 21:00 UTC is already the next day there', () => {
    expect(jalaliDay('2027-02-15T21:00:00Z').day).toBe('۲۷');
  });
});

describe('festivalDates', () => {
  it('writes a range within one month once', () => {
    expect(festivalDates([item(2, day3), item(1, day1)])).toBe('۲۶ تا ۲۸ بهمن ۱۴۰۵');
  });
  it('names both months across a month boundary', () => {
    expect(festivalDates([item(1, day1), item(2, '2027-02-20T08:00:00Z')])).toBe('۲۶ بهمن تا ۱ اسفند ۱۴۰۵');
  });
  it('writes one date for a one-day festival and nothing without a programme', () => {
    expect(festivalDates([item(1, day1), item(2, day1Late)])).toBe('۲۶ بهمن ۱۴۰۵');
    expect(festivalDates([])).toBeNull();
  });
});

describe('computeFigures', () => {
  it('counts workshops, talks, distinct presenters and Tehran days, and never the empty seats', () => {
    const figures = computeFigures([item(1, day1, { service_type: 'WORKSHOP' }), item(2, day1Late), item(3, day3)]);
    expect(figures).toEqual({ workshops: 1, talks: 2, presenters: 2, days: 2 });
  });
});

describe('upcoming', () => {
  it('lists what has not started, soonest first, up to the count', () => {
    const list = [item(1, day3), item(2, '2027-01-01T00:00:00Z'), item(3, day1), item(4, day1Late)];
    expect(upcoming(list, now, 2).map((p) => p.id)).toEqual([3, 4]);
    expect(upcoming(list, new Date('2027-03-01T00:00:00Z'))).toEqual([]);
  });
});

describe('organisers', () => {
  it('keeps the director and heads, director first', () => {
    const person = (id: number, role: Staff['role']): Staff => ({ id, name: `${id}`, image: null, quote: '', en_name: '', en_quote: '', role, team: 'TECHNICAL', linkedin: null });
    expect(organisers([person(1, 'HEAD'), person(2, 'STAFF'), person(3, 'DIRECTOR')]).map((s) => s.id)).toEqual([3, 1]);
  });
});
