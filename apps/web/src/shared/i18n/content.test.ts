import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from './index';
import { local, localDescription, localName, localTitle, persianMark, secondTitle, untranslated } from './content';

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
    expect(persianMark(local(both, 'fa_description'))).toEqual({});
  });
  it('falls back to Persian (right to left) where the English field is empty or blank', async () => {
    await setLocale('en');
    expect(localTitle(persianOnly)).toBe('کارگاه گیت');
    expect(localDescription(persianOnly)).toBe('<p>گیت</p>');
    expect(persianMark(local(persianOnly, 'fa_description'))).toEqual({ lang: 'fa', dir: 'rtl' });
  });
});

describe('the one picker of every bilingual field', () => {
  const faq = { question: 'کجا؟', answer: '<p>تهران</p>', en_question: 'Where?', en_answer: '' };
  const festival = { festival_name: 'جشنواره', en_festival_name: 'Festival', venue: 'دانشکده', en_venue: '  ' };

  it('shows the Persian on the Persian site, never marked', () => {
    expect(local(faq, 'question')).toEqual({ text: 'کجا؟', fellBack: false });
    expect(local(festival, 'venue')).toEqual({ text: 'دانشکده', fellBack: false });
    expect(persianMark(local(faq, 'answer'))).toEqual({});
    expect(localName({ first_name: 'سارا', last_name: 'محمدی', en_first_name: 'Sara', en_last_name: 'Mohammadi' }).text).toBe('سارا محمدی');
  });

  it('shows the English twin on the English site where it is set (fa_x -> en_x, x -> en_x)', async () => {
    await setLocale('en');
    expect(local(faq, 'question')).toEqual({ text: 'Where?', fellBack: false });
    expect(local({ fa_title: 'کارگاه', en_title: 'Workshop' }, 'fa_title')).toEqual({ text: 'Workshop', fellBack: false });
    expect(local(festival, 'festival_name').text).toBe('Festival');
    expect(persianMark(local(faq, 'question'))).toEqual({});
  });

  it('falls back to the Persian on the English site where the twin is empty, blank or absent, and says so', async () => {
    await setLocale('en');
    const answer = local(faq, 'answer');
    expect(answer).toEqual({ text: '<p>تهران</p>', fellBack: true });
    expect(persianMark(answer)).toEqual({ lang: 'fa', dir: 'rtl' });
    expect(local(festival, 'venue')).toEqual({ text: 'دانشکده', fellBack: true });
    expect(local({ room: 'سالن ۱' }, 'room')).toEqual({ text: 'سالن ۱', fellBack: true });
    // Nothing to show is nothing to mark.
    expect(local({ room: '' }, 'room')).toEqual({ text: '', fellBack: false });
  });

  it('takes a name whole: English when either half is set, else the Persian marked', async () => {
    await setLocale('en');
    expect(localName({ first_name: 'سارا', last_name: 'محمدی', en_first_name: 'Sara', en_last_name: 'Mohammadi' })).toEqual({ text: 'Sara Mohammadi', fellBack: false });
    expect(localName({ first_name: 'سارا', last_name: 'محمدی', en_first_name: '', en_last_name: 'Mohammadi' }).text).toBe('Mohammadi');
    expect(localName({ first_name: 'سارا', last_name: 'محمدی', en_first_name: '', en_last_name: '' })).toEqual({ text: 'سارا محمدی', fellBack: true });
  });

  it('marks text that has no twin as Persian on the English site only when it holds Persian script', async () => {
    expect(untranslated('۰۲۱-۶۶۰۰ (شنبه)').fellBack).toBe(false);
    await setLocale('en');
    expect(untranslated('۰۲۱-۶۶۰۰ (شنبه)').fellBack).toBe(true);
    expect(untranslated('021-6600 (Sat-Wed)').fellBack).toBe(false);
  });
});
