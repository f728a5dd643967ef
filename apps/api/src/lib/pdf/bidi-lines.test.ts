import { describe, expect, it } from 'vitest';
import { layoutParagraph, ltr, shaperGets } from './bidi-lines';

/** One unit per character: enough to follow where each piece lands. */
const measure = (text: string) => Array.from(text).length;
const visual = (text: string, direction: 'rtl' | 'ltr', maxWidth = 1000) =>
  layoutParagraph(text, { direction, maxWidth, measure }).map((line) => line.pieces.map((p) => p.text));

describe('what the shaper is given', () => {
  it('gives Persian words as they are: fontkit turns an Arabic-script run right to left itself', () => {
    expect(shaperGets('سلام', true)).toBe('سلام');
  });
  it('reverses Persian digits inside a number, which fontkit would otherwise turn around', () => {
    expect(shaperGets('۱۴۰۵', false)).toBe('۵۰۴۱');
    expect(shaperGets('1405', false)).toBe('1405');
  });
  it('reverses neutrals that stand alone in a right-to-left run', () => {
    expect(shaperGets('):', true)).toBe(':)');
  });
});

describe('a paragraph in visual order', () => {
  it('puts the words of a Persian sentence from right to left', () => {
    expect(visual('گواهی حضور', 'rtl')).toEqual([['حضور', 'گواهی']]);
  });
  it('keeps an English name and a number whole inside Persian, in their own order', () => {
    expect(visual('کارگاه Docker Compose در ۱۴۰۵', 'rtl')).toEqual([['۵۰۴۱', 'در', 'Docker', 'Compose', 'کارگاه']]);
  });
  it('mirrors brackets in a right-to-left run', () => {
    // Both brackets are swapped for their mirror images: the closing one joins its word's run (which the
    // shaper turns around), the opening one stands alone at the right of the number.
    expect(visual('مدت (۴ ساعت)', 'rtl')).toEqual([['ساعت(', '۴', ')', 'مدت']]);
  });
  it('keeps a date with slashes as one left-to-right number', () => {
    expect(visual('تاریخ ۱۴۰۵/۰۸/۱۲', 'rtl')).toEqual([['۲۱/۸۰/۵۰۴۱', 'تاریخ']]);
  });
  it('lays an English sentence with a Persian name left to right', () => {
    expect(visual('Awarded to علی رضایی today', 'ltr')).toEqual([['Awarded', 'to', 'رضایی', 'علی', 'today']]);
  });
  it('breaks lines at spaces in reading order, each line reordered on its own', () => {
    const lines = layoutParagraph('یک دو سه چهار', { direction: 'rtl', maxWidth: 7, measure });
    expect(lines.map((line) => line.pieces.map((p) => p.text))).toEqual([['دو', 'یک'], ['چهار', 'سه']]);
    // Pieces sit side by side with a space between them.
    expect(lines[0].pieces.map((p) => p.x)).toEqual([0, 3]);
    expect(lines[0].width).toBe(5);
  });
  it('puts a word wider than the line on a line of its own rather than losing it', () => {
    expect(visual('a verylongword b', 'ltr', 5)).toEqual([['a'], ['verylongword'], ['b']]);
  });
  it('keeps an isolated left-to-right code whole inside Persian, and draws no mark', () => {
    // Without the isolate, UAX #9 sends the stars between two numbers the paragraph's way: 1234****5678 reads backwards.
    expect(visual('کارت: 1234****5678', 'rtl')).toEqual([['5678', '****', '1234', 'کارت:']]);
    expect(visual(`کارت: ${ltr('1234****5678')}`, 'rtl')).toEqual([['1234****5678', 'کارت:']]);
  });
  it('collapses runs of white space and answers nothing for an empty paragraph', () => {
    expect(visual('  یک \t دو  ', 'rtl')).toEqual([['دو', 'یک']]);
    expect(visual('   ', 'rtl')).toEqual([]);
  });
});
