import { describe, expect, it } from 'vitest';
import { festivalNameOf } from './festival-facts';
import { absoluteUrl, pageTitle } from './page-meta';

describe('pageTitle', () => {
  const festival = 'جشنواره لینوکس ۱۴۰۵';
  it('puts the page before the festival name', () => {
    expect(pageTitle('سوالات متداول', festival)).toBe('سوالات متداول | جشنواره لینوکس ۱۴۰۵');
  });
  it('is the festival name alone for the home page', () => {
    expect(pageTitle(undefined, festival)).toBe('جشنواره لینوکس ۱۴۰۵');
    expect(pageTitle('جشنواره لینوکس ۱۴۰۵', festival)).toBe('جشنواره لینوکس ۱۴۰۵');
  });
});

describe("the festival's name: the current edition's", () => {
  it('is the name the organisers set, else the festival without a year', () => {
    expect(festivalNameOf({ festival_name: 'جشنواره لینوکس ۱۴۰۶', starts_on: '2028-02-15' })).toBe('جشنواره لینوکس ۱۴۰۶');
    expect(festivalNameOf({ festival_name: '', starts_on: '2028-02-15' })).toBe('جشنواره لینوکس');
    expect(festivalNameOf(undefined)).toBe('جشنواره لینوکس');
  });
});

describe('absoluteUrl', () => {
  it('resolves site paths against the origin and keeps absolute URLs', () => {
    expect(absoluteUrl('/media/p.svg', 'https://fest.example')).toBe('https://fest.example/media/p.svg');
    expect(absoluteUrl('https://cdn.example/x.png', 'https://fest.example')).toBe('https://cdn.example/x.png');
  });
});
