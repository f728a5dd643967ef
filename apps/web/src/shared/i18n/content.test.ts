import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from './index';
import { descriptionDir, localDescription, localTitle, secondTitle } from './content';

const both = { fa_title: 'کارگاه داکر', en_title: 'Docker workshop', fa_description: '<p>توضیح</p>', en_description: '<p>About</p>' };
const persianOnly = { fa_title: 'کارگاه گیت', en_title: '  ', fa_description: '<p>گیت</p>', en_description: '' };

afterEach(() => setLocale('fa'));

describe('content in the language shown', () => {
  it('is Persian on the Persian site, with the English title beside it', () => {
    expect(localTitle(both)).toBe('کارگاه داکر');
    expect(localDescription(both)).toBe('<p>توضیح</p>');
    expect(secondTitle(both)).toBe('Docker workshop');
  });
  it('is English on the English site', async () => {
    await setLocale('en');
    expect(localTitle(both)).toBe('Docker workshop');
    expect(localDescription(both)).toBe('<p>About</p>');
    expect(secondTitle(both)).toBe('');
    expect(descriptionDir(both)).toBeUndefined();
  });
  it('falls back to Persian (right to left) where the English field is empty or blank', async () => {
    await setLocale('en');
    expect(localTitle(persianOnly)).toBe('کارگاه گیت');
    expect(localDescription(persianOnly)).toBe('<p>گیت</p>');
    expect(descriptionDir(persianOnly)).toBe('rtl');
  });
});
