import { describe, expect, it } from 'vitest';
import { absoluteUrl, pageTitle } from './page-meta';

describe('pageTitle', () => {
  it('puts the page before the festival name', () => {
    expect(pageTitle('سوالات متداول')).toBe('سوالات متداول | جشنواره لینوکس ۱۴۰۵');
  });
  it('is the festival name alone for the home page', () => {
    expect(pageTitle()).toBe('جشنواره لینوکس ۱۴۰۵');
    expect(pageTitle('جشنواره لینوکس ۱۴۰۵')).toBe('جشنواره لینوکس ۱۴۰۵');
  });
});

describe('absoluteUrl', () => {
  it('resolves site paths against the origin and keeps absolute URLs', () => {
    expect(absoluteUrl('/media/p.svg', 'https://fest.example')).toBe('https://fest.example/media/p.svg');
    expect(absoluteUrl('https://cdn.example/x.png', 'https://fest.example')).toBe('https://cdn.example/x.png');
  });
});
