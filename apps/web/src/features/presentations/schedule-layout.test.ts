import { describe, expect, it } from 'vitest';
import { initialDay, layoutDay, nowAndNext, roomsOf, scheduleDays, sessionsOn } from './schedule-layout';
import { makePresentation } from './test-presentation';

// Tehran is UTC+03:30: 05:30Z is 09:00 in Tehran.
const at = (iso: string, minutes: number, extra: Partial<Parameters<typeof makePresentation>[0]> = {}) =>
  makePresentation({ start: iso, end: new Date(Date.parse(iso) + minutes * 60_000).toISOString(), ...extra });

describe('schedule days', () => {
  it('groups sessions by their Tehran day, in order', () => {
    const late = at('2027-02-15T21:00:00Z', 60, { id: 1 }); // 00:30 on the 16th in Tehran
    const early = at('2027-02-15T05:30:00Z', 60, { id: 2 });
    expect(scheduleDays([late, early])).toEqual(['2027-02-15', '2027-02-16']);
    expect(sessionsOn([late, early], '2027-02-16').map((p) => p.id)).toEqual([1]);
  });

  it('opens today during the festival, else the first day; a day in the URL wins', () => {
    const days = ['2027-02-15', '2027-02-16'];
    expect(initialDay(days, null, new Date('2027-02-16T08:00:00Z'))).toBe('2027-02-16');
    expect(initialDay(days, null, new Date('2026-01-01T08:00:00Z'))).toBe('2027-02-15');
    expect(initialDay(days, '2027-02-16', new Date('2026-01-01T08:00:00Z'))).toBe('2027-02-16');
    expect(initialDay(days, 'nonsense', new Date('2026-01-01T08:00:00Z'))).toBe('2027-02-15');
  });
});

describe('layoutDay', () => {
  it('puts rooms in the order of their first session, one without a room last', () => {
    const list = [at('2027-02-15T05:30:00Z', 60, { room: 'B' }), at('2027-02-15T06:00:00Z', 60, { room: '' }), at('2027-02-15T07:00:00Z', 60, { room: 'A' })];
    expect(roomsOf(list)).toEqual(['B', 'A', '']);
  });

  it('starts the axis at the whole hour before the first session and sizes blocks by duration', () => {
    const talk = at('2027-02-15T05:30:00Z', 60, { id: 1, room: 'Hall' }); // 09:00-10:00 Tehran
    const workshop = at('2027-02-15T07:00:00Z', 180, { id: 2, room: 'Lab' }); // 10:30-13:30
    const day = layoutDay([talk, workshop]);
    expect(day.from).toBe(9 * 60);
    expect(day.span).toBe(5 * 60); // up to 14:00
    expect(day.hours).toEqual([540, 600, 660, 720, 780, 840]);
    expect(day.blocks.find((b) => b.presentation.id === 1)).toMatchObject({ room: 'Hall', top: 0, height: 60, lane: 0, lanes: 1 });
    expect(day.blocks.find((b) => b.presentation.id === 2)).toMatchObject({ room: 'Lab', top: 90, height: 180 });
  });

  it('gives overlapping sessions of one room lanes side by side, and a later one the full width again', () => {
    const a = at('2027-02-15T05:30:00Z', 120, { id: 1, room: 'R' });
    const b = at('2027-02-15T06:30:00Z', 60, { id: 2, room: 'R' });
    const c = at('2027-02-15T09:30:00Z', 60, { id: 3, room: 'R' });
    const blocks = layoutDay([a, b, c]).blocks;
    expect(blocks.map((x) => [x.presentation.id, x.lane, x.lanes])).toEqual([
      [1, 0, 2],
      [2, 1, 2],
      [3, 0, 1],
    ]);
  });

  it('keeps a very short session tall enough to read and press', () => {
    expect(layoutDay([at('2027-02-15T05:30:00Z', 10)]).blocks[0]!.height).toBe(40);
  });
});

describe('nowAndNext', () => {
  const list = [
    at('2027-02-15T05:30:00Z', 60, { id: 1 }),
    at('2027-02-15T06:00:00Z', 120, { id: 2 }),
    at('2027-02-15T07:00:00Z', 60, { id: 3 }),
    at('2027-02-15T07:00:00Z', 30, { id: 4 }),
    at('2027-02-16T05:30:00Z', 60, { id: 5 }),
  ];
  it('marks what runs now and what starts next on a festival day', () => {
    const { now, next } = nowAndNext(list, new Date('2027-02-15T06:15:00Z'));
    expect([...now].sort()).toEqual([1, 2]);
    expect([...next].sort()).toEqual([3, 4]);
  });
  it('treats the end as exclusive', () => {
    expect([...nowAndNext(list, new Date('2027-02-15T06:30:00Z')).now]).toEqual([2]);
  });
  it('marks nothing outside the festival', () => {
    const { now, next } = nowAndNext(list, new Date('2026-11-23T08:00:00Z'));
    expect(now.size + next.size).toBe(0);
  });
});
