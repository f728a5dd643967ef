import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it('keeps a path of this site, with its query', () => {
    expect(safeNextPath('/profile/edit')).toBe('/profile/edit');
    expect(safeNextPath('/workshop/3?tab=info')).toBe('/workshop/3?tab=info');
  });
  it('goes home without a next', () => {
    expect(safeNextPath(null)).toBe('/');
    expect(safeNextPath('')).toBe('/');
  });
  it('refuses other sites', () => {
    expect(safeNextPath('https://evil.example/')).toBe('/');
    expect(safeNextPath('//evil.example/')).toBe('/');
    expect(safeNextPath('/\\evil.example')).toBe('/');
  });
  it('does not loop back to the login or signup page', () => {
    expect(safeNextPath('/login?next=/x')).toBe('/');
    expect(safeNextPath('/signup')).toBe('/');
  });
});
