import { describe, expect, it } from 'vitest';
import { initials } from './PersonAvatar';

describe('initials', () => {
  it('takes the first letters of the first and last words, kept apart by a non-joiner', () => {
    expect(initials('سارا محمدی')).toBe('س\u200cم');
    expect(initials('  Ali   Rezaei ')).toBe('A\u200cR');
  });
  it('copes with one word or none', () => {
    expect(initials('نگار')).toBe('ن');
    expect(initials('')).toBe('?');
  });
});
