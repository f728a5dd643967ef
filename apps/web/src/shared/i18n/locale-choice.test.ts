// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import { getLocale, setLocale, t } from './index';
import { chooseLocale, directionOf, LANG_COOKIE, startLocale, storedLocale, subscribeLocale } from './locale-choice';

afterEach(async () => {
  Cookies.remove(LANG_COOKIE, { path: '/' });
  window.localStorage.clear();
  await setLocale('fa');
  document.documentElement.lang = 'fa';
  document.documentElement.dir = 'rtl';
});

describe('the remembered language', () => {
  it('is Persian when the browser chose nothing', () => {
    expect(storedLocale()).toBe('fa');
  });
  it('is read from the lang cookie, which wins over localStorage', () => {
    window.localStorage.setItem('fest-lang', 'fa');
    Cookies.set(LANG_COOKIE, 'en', { path: '/' });
    expect(storedLocale()).toBe('en');
  });
  it('is read from localStorage when the cookie is gone', () => {
    window.localStorage.setItem('fest-lang', 'en');
    expect(storedLocale()).toBe('en');
  });
  it('ignores a value that is no language of the site', () => {
    Cookies.set(LANG_COOKIE, 'de', { path: '/' });
    window.localStorage.setItem('fest-lang', '<script>');
    expect(storedLocale()).toBe('fa');
  });
});

describe('chooseLocale', () => {
  it('switches the strings, <html lang dir>, remembers the choice in both places and tells subscribers', async () => {
    let told = 0;
    const unsubscribe = subscribeLocale(() => (told += 1));
    await chooseLocale('en');
    unsubscribe();
    expect(getLocale()).toBe('en');
    expect(t('common.navHome')).toBe('Home');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(Cookies.get(LANG_COOKIE)).toBe('en');
    expect(window.localStorage.getItem('fest-lang')).toBe('en');
    expect(told).toBe(1);
  });
  it('goes back to Persian, right to left', async () => {
    await chooseLocale('en');
    await chooseLocale('fa');
    expect(t('common.navHome')).toBe('خانه');
    expect(document.documentElement.dir).toBe('rtl');
    expect(Cookies.get(LANG_COOKIE)).toBe('fa');
  });
});

describe('startLocale', () => {
  it('applies the remembered language at start', async () => {
    Cookies.set(LANG_COOKIE, 'en', { path: '/' });
    const started = startLocale();
    // The direction is set at once, before the English strings have arrived.
    expect(document.documentElement.dir).toBe('ltr');
    expect(await started).toBe('en');
    expect(t('common.navHome')).toBe('Home');
  });
});

it('reads English left to right and Persian right to left', () => {
  expect(directionOf('en')).toBe('ltr');
  expect(directionOf('fa')).toBe('rtl');
});
