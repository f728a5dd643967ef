import { afterEach, describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatNumber, formatPercent, formatShortDate, formatSum, formatTime, formatToman, toPersianDigits } from './format';
import { setLocale } from './i18n';

describe('formatToman', () => {
  it('groups with the Persian separator and uses Persian digits', () => {
    expect(formatToman(200000)).toBe('۲۰۰٬۰۰۰ تومان');
    expect(formatToman(1500)).toBe('۱٬۵۰۰ تومان');
  });
  it('says free for zero', () => {
    expect(formatToman(0)).toBe('رایگان');
  });
});

describe('formatSum', () => {
  it('is a sum of Toman, zero included (revenue is never "free")', () => {
    expect(formatSum(0)).toBe('۰ تومان');
    expect(formatSum(3_730_000)).toBe('۳٬۷۳۰٬۰۰۰ تومان');
  });
});

describe('formatNumber', () => {
  it('writes Persian digits', () => {
    expect(formatNumber(1234567)).toBe('۱٬۲۳۴٬۵۶۷');
    expect(formatNumber(7)).toBe('۷');
  });
});

describe('formatDate', () => {
  // 2026-05-01T06:30Z is Friday 11 Ordibehesht 1405, 10:00 in Tehran (UTC+3:30).
  it('is Jalali with the weekday', () => {
    expect(formatDate('2026-05-01T06:30:00.000Z')).toBe('جمعه ۱۱ اردیبهشت ۱۴۰۵');
  });
  it('uses the Tehran day, not UTC', () => {
    // 21:00 UTC on 30 April is already 1 May (Friday) in Tehran.
    expect(formatDate('2026-04-30T21:00:00.000Z')).toBe('جمعه ۱۱ اردیبهشت ۱۴۰۵');
  });
  it('has a short form without weekday', () => {
    expect(formatShortDate('2026-05-01T06:30:00.000Z')).toBe('۱۱ اردیبهشت ۱۴۰۵');
  });
});

describe('formatTime', () => {
  it('shows Tehran time with Persian digits', () => {
    expect(formatTime('2026-05-01T06:30:00.000Z')).toBe('۱۰:۰۰');
    expect(formatTime('2026-05-01T14:15:00.000Z')).toBe('۱۷:۴۵');
  });
});

describe('toPersianDigits', () => {
  it('replaces every Western digit', () => {
    expect(toPersianDigits('09121234567')).toBe('۰۹۱۲۱۲۳۴۵۶۷');
  });
});

describe('in English', () => {
  afterEach(() => setLocale('fa'));
  it('writes Gregorian dates, Latin digits and Toman in English, still in Tehran', async () => {
    await setLocale('en');
    expect(formatDate('2026-04-30T21:00:00.000Z')).toBe('Friday 1 May 2026');
    expect(formatShortDate('2026-05-01T06:30:00.000Z')).toBe('1 May 2026');
    expect(formatTime('2026-05-01T14:15:00.000Z')).toBe('17:45');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatToman(200000)).toBe('200,000 Toman');
    expect(formatToman(0)).toBe('Free');
    expect(formatPercent(20)).toBe('20%');
    expect(toPersianDigits('0912')).toBe('0912');
  });
  it('goes back to the Persian calendar and digits', async () => {
    await setLocale('en');
    await setLocale('fa');
    expect(formatShortDate('2026-05-01T06:30:00.000Z')).toBe('۱۱ اردیبهشت ۱۴۰۵');
    expect(formatPercent(20)).toBe('۲۰٪');
  });
});

describe('formatClock', () => {
  afterEach(() => setLocale('fa'));
  it('writes a countdown in Persian digits, the seconds in two', () => {
    expect(formatClock(95)).toBe('۱:۳۵');
    expect(formatClock(12)).toBe('۰:۱۲');
    expect(formatClock(5)).toBe('۰:۰۵');
    expect(formatClock(1835)).toBe('۳۰:۳۵');
  });
  it('in Latin digits in English', async () => {
    await setLocale('en');
    expect(formatClock(95)).toBe('1:35');
    expect(formatClock(5)).toBe('0:05');
  });
});
