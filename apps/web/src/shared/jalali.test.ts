import { describe, expect, it } from 'vitest';
import { fromJalali, gregorianDayToJalali, jalaliMonthLength, jalaliToGregorianDay, tehranDay, toJalali } from './jalali';

describe('Jalali <-> Gregorian days (known dates)', () => {
  const known: Array<[string, [number, number, number]]> = [
    ['2024-03-20', [1403, 1, 1]], // Nowruz 1403
    ['2025-03-20', [1403, 12, 30]], // the leap day of 1403
    ['2025-03-21', [1404, 1, 1]],
    ['2026-03-21', [1405, 1, 1]],
    ['2026-05-01', [1405, 2, 11]],
    ['2026-09-22', [1405, 6, 31]], // the last 31-day month's last day
    ['2026-09-23', [1405, 7, 1]],
    ['1979-02-11', [1357, 11, 22]],
  ];
  it.each(known)('%s is %o', (day, [year, month, d]) => {
    expect(gregorianDayToJalali(day)).toEqual({ year, month, day: d });
    expect(jalaliToGregorianDay({ year, month, day: d })).toBe(day);
  });

  it('knows which Esfands have 30 days', () => {
    expect(jalaliMonthLength(1403, 12)).toBe(30);
    expect(jalaliMonthLength(1404, 12)).toBe(29);
    expect(jalaliMonthLength(1405, 1)).toBe(31);
    expect(jalaliMonthLength(1405, 7)).toBe(30);
  });
});

describe('Tehran wall time <-> UTC', () => {
  it('reads 10:00 on 11 Ordibehesht 1405 in Tehran as 06:30 UTC', () => {
    expect(fromJalali({ year: 1405, month: 2, day: 11, hour: 10, minute: 0 }).toISOString()).toBe('2026-05-01T06:30:00.000Z');
    expect(toJalali('2026-05-01T06:30:00.000Z')).toEqual({ year: 1405, month: 2, day: 11, hour: 10, minute: 0 });
  });
  it('crosses midnight: 01:00 Tehran is the previous UTC day', () => {
    expect(fromJalali({ year: 1405, month: 1, day: 1, hour: 1, minute: 15 }).toISOString()).toBe('2026-03-20T21:45:00.000Z');
  });
  it('uses the daylight-saving offset Tehran had in 2020 (UTC+4:30 in summer)', () => {
    // 1 Tir 1399 = 2020-06-21; Iran kept DST until 2022.
    expect(fromJalali({ year: 1399, month: 4, day: 1, hour: 12, minute: 0 }).toISOString()).toBe('2020-06-21T07:30:00.000Z');
  });
  it('names the Tehran day of an instant', () => {
    expect(tehranDay('2026-05-01T20:29:00Z')).toBe('2026-05-01');
    expect(tehranDay('2026-05-01T20:31:00Z')).toBe('2026-05-02');
  });
});
