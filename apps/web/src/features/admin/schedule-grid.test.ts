import { describe, expect, it } from 'vitest';
import { blockBox, dayBounds, moveTo, placeOf, roomsInUse, scheduleDays, slotStarts, startAt, startChoices, tehranInstant } from './schedule-grid';

// Tehran is UTC+03:30: 05:30Z is 09:00 there.
const session = (id: number, room: string, start: string, end: string) => ({ id, room, start, end });
const day = { from: 9 * 60, to: 18 * 60 };

describe("the schedule editor's grid", () => {
  it("places a session by Tehran's clock, whatever the browser's zone", () => {
    expect(placeOf(session(1, 'A', '2027-02-15T05:30:00Z', '2027-02-15T06:30:00Z'))).toEqual({ day: '2027-02-15', start: 540, end: 600 });
    // 22:00Z is already the next day in Tehran (01:30).
    expect(placeOf(session(1, 'A', '2027-02-15T22:00:00Z', '2027-02-15T23:00:00Z'))).toEqual({ day: '2027-02-16', start: 90, end: 150 });
  });

  it('shows 09:00 to 18:00 unless a session reaches further, widened to whole rows', () => {
    expect(dayBounds([])).toEqual(day);
    // 17:15-18:00 fits as it is.
    expect(dayBounds([session(1, 'A', '2027-02-17T13:45:00Z', '2027-02-17T14:30:00Z')])).toEqual(day);
    // 08:15-19:10 widens both ends to the row around it.
    expect(dayBounds([session(1, 'A', '2027-02-15T04:45:00Z', '2027-02-15T15:40:00Z')])).toEqual({ from: 8 * 60, to: 19 * 60 + 30 });
    expect(slotStarts({ from: 540, to: 660 })).toEqual([540, 570, 600, 630]);
  });

  it('draws a block from its start to its end, cut at the edges of the grid', () => {
    expect(blockBox(570, 630, day, 48)).toEqual({ top: 48, height: 96 });
    expect(blockBox(17 * 60 + 15, 18 * 60, day, 48)).toEqual({ top: 8.25 * 96, height: 72 });
    expect(blockBox(8 * 60, 9 * 60 + 30, day, 48)).toEqual({ top: 0, height: 48 });
  });

  it('reads a drop as the nearest quarter hour at which the whole session still fits in the day', () => {
    expect(startAt(0, 60, day, 48)).toBe(540);
    // 31.25 minutes below 09:00 -> 09:30; 20 minutes below -> 09:15.
    expect(startAt(50, 60, day, 48)).toBe(570);
    expect(startAt(32, 60, day, 48)).toBe(555);
    expect(startAt(-40, 60, day, 48)).toBe(540);
    expect(startAt(10_000, 60, day, 48)).toBe(17 * 60);
    // Longer than the day: it starts when the day does.
    expect(startAt(200, 24 * 60, day, 48)).toBe(540);
  });

  it("turns a Tehran day and time into the instant, and a move keeps the session's length", () => {
    expect(tehranInstant('2027-02-15', 540)).toBe('2027-02-15T05:30:00.000Z');
    expect(tehranInstant('2027-02-16', 23 * 60 + 45)).toBe('2027-02-16T20:15:00.000Z');
    expect(moveTo(session(1, '', '2027-02-15T05:30:00Z', '2027-02-15T07:00:00Z'), 'B', '2027-02-16', 14 * 60)).toEqual({
      room: 'B',
      start: '2027-02-16T10:30:00.000Z',
      end: '2027-02-16T12:00:00.000Z',
    });
    for (const minutes of [0, 540, 1425]) expect(placeOf({ start: tehranInstant('2027-03-20', minutes), end: tehranInstant('2027-03-20', minutes) }).start).toBe(minutes);
  });

  it("lists the festival's days with any other day a session is on, in order, once each", () => {
    expect(scheduleDays('2027-02-15', '2027-02-17', ['2027-02-20', '2027-02-16'])).toEqual(['2027-02-15', '2027-02-16', '2027-02-17', '2027-02-20']);
    // Across the end of a month, and with no dates set.
    expect(scheduleDays('2027-02-27', '2027-03-01', [])).toEqual(['2027-02-27', '2027-02-28', '2027-03-01']);
    expect(scheduleDays('', '', ['2027-02-16'])).toEqual(['2027-02-16']);
  });

  it("makes a column of each room in use, by its first session, then each name added, never an unplaced draft's", () => {
    const sessions = [
      session(1, 'Lab', '2027-02-15T07:00:00Z', '2027-02-15T08:00:00Z'),
      session(2, 'Hall', '2027-02-15T05:30:00Z', '2027-02-15T06:30:00Z'),
      session(3, '', '2027-02-15T05:30:00Z', '2027-02-15T06:00:00Z'),
      session(4, 'Lab', '2027-02-16T05:30:00Z', '2027-02-16T06:00:00Z'),
    ];
    expect(roomsInUse(sessions, [' Online ', 'Hall', ''])).toEqual(['Hall', 'Lab', 'Online']);
  });

  it('offers every quarter hour from 07:00 at which the session ends by midnight', () => {
    const choices = startChoices(60);
    expect(choices[0]).toBe(420);
    expect(choices.at(-1)).toBe(23 * 60);
    expect(choices).toContain(17 * 60 + 15);
  });
});
