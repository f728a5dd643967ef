import { describe, expect, it } from 'vitest';
import { formatDuration, joinNames, presenterNames, timeRange, typeLabel } from './presentation-format';
import { makePresentation } from './test-presentation';

describe('presentation formatting', () => {
  it('names the types in Persian', () => {
    expect([typeLabel('WORKSHOP'), typeLabel('TALK'), typeLabel('PACKAGE')]).toEqual(['کارگاه', 'ارائه', 'پکیج']);
  });
  it('lists names the Persian way', () => {
    expect(joinNames([])).toBe('');
    expect(joinNames(['سارا'])).toBe('سارا');
    expect(joinNames(['سارا', 'علی'])).toBe('سارا و علی');
    expect(joinNames(['سارا', 'علی', 'نگار'])).toBe('سارا، علی و نگار');
    expect(presenterNames(makePresentation())).toBe('علی رضایی');
  });
  it('writes the time range in Tehran with Persian digits', () => {
    // 11:00Z and 14:00Z are 14:30 and 17:30 in Tehran (UTC+3:30).
    expect(timeRange(makePresentation())).toBe('۱۴:۳۰ تا ۱۷:۳۰');
  });
  it('writes durations in hours and minutes', () => {
    expect(formatDuration(180)).toBe('۳ ساعت');
    expect(formatDuration(90)).toBe('۱ ساعت و ۳۰ دقیقه');
    expect(formatDuration(45)).toBe('۴۵ دقیقه');
  });
});
