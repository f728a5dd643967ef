import { describe, expect, it } from 'vitest';
import { festivalDates, formatCompetitionWhen, formatDayRange, formatFestivalDay, phoneHref, sessionLocation } from './festival-facts';

const facts = {
  festival_name: 'جشنواره',
  starts_on: '2027-02-15',
  ends_on: '2027-02-17',
  venue: 'دانشکده',
  address: 'تهران',
  map_url: '',
  contact_email: '',
  contact_phone: '',
  competition_date: '2027-02-16',
  competition_time: '10:00',
};

describe('festival facts', () => {
  it('names Tehran days in the Jalali calendar, whatever the zone', () => {
    expect(formatFestivalDay('2027-02-16')).toBe('سه‌شنبه ۲۷ بهمن ۱۴۰۵');
    expect(formatFestivalDay('')).toBeNull();
    expect(formatFestivalDay('soon')).toBeNull();
  });

  it('gives the competition its day and its hour on the Tehran clock, the day alone while the hour is unset', () => {
    expect(formatCompetitionWhen('2027-02-16', '10:00')).toBe('سه‌شنبه ۲۷ بهمن ۱۴۰۵، ساعت ۱۰:۰۰');
    expect(formatCompetitionWhen('2027-02-16', '')).toBe('سه‌شنبه ۲۷ بهمن ۱۴۰۵');
    expect(formatCompetitionWhen('', '10:00')).toBeNull();
  });

  it('writes the span of the festival', () => {
    expect(festivalDates(facts)).toBe('۲۶ تا ۲۸ بهمن ۱۴۰۵');
    expect(festivalDates({ ...facts, ends_on: '' })).toBe('۲۶ بهمن ۱۴۰۵');
    expect(festivalDates({ ...facts, starts_on: '' })).toBeNull();
    expect(formatDayRange('2027-02-18', '2027-02-20')).toBe('۲۹ بهمن تا ۱ اسفند ۱۴۰۵');
  });

  it('puts the room before the venue, and leaves out what is unknown', () => {
    expect(sessionLocation({ room: 'سالن ۱' }, facts)).toBe('سالن ۱، دانشکده');
    expect(sessionLocation({ room: '' }, facts)).toBe('دانشکده');
    expect(sessionLocation({ room: 'سالن ۱' }, { venue: '' })).toBe('سالن ۱');
    expect(sessionLocation({ room: '' }, undefined)).toBe('');
  });

  it('dials the number at the start of a free-text phone', () => {
    expect(phoneHref('۰۲۱-۶۶۰۰۰۰۰۰ (شنبه تا چهارشنبه)')).toBe('tel:02166000000');
    expect(phoneHref('+98 21 6600 0000')).toBe('tel:+982166000000');
    expect(phoneHref('تماس بگیرید')).toBeNull();
  });
});
