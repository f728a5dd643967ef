import { describe, expect, it } from 'vitest';
import { measureSms } from './sms-parts';

const latin = (n: number) => 'a'.repeat(n);
const persian = (n: number) => 'س'.repeat(n);

describe('SMS parts', () => {
  it('bills Latin text in GSM-7: 160 in one part, then 153 per part', () => {
    expect(measureSms(latin(160))).toEqual({ encoding: 'GSM-7', length: 160, parts: 1 });
    expect(measureSms(latin(161)).parts).toBe(2);
    expect(measureSms(latin(306)).parts).toBe(2);
    expect(measureSms(latin(307)).parts).toBe(3);
    expect(measureSms(latin(459)).parts).toBe(3);
    expect(measureSms(latin(460)).parts).toBe(4);
  });

  it('bills Persian text in UCS-2: 70 in one part, then 67 per part', () => {
    expect(measureSms(persian(70))).toEqual({ encoding: 'UCS-2', length: 70, parts: 1 });
    expect(measureSms(persian(71)).parts).toBe(2);
    expect(measureSms(persian(134)).parts).toBe(2);
    expect(measureSms(persian(135)).parts).toBe(3);
  });

  it('counts a real Persian message with a zero-width non-joiner and a link as UCS-2', () => {
    const text = 'بلیت کارگاه «داکر» شما آماده است: https://fest.example/profile/workshops می‌توانید آن را ببینید.';
    const m = measureSms(text);
    expect(m.encoding).toBe('UCS-2');
    expect(m.length).toBe(text.length);
    expect(m.parts).toBe(2);
  });

  it('switches the whole text to UCS-2 for a single character outside GSM-7', () => {
    expect(measureSms(latin(100) + 'ش')).toEqual({ encoding: 'UCS-2', length: 101, parts: 2 });
    expect(measureSms(latin(69) + '✓').parts).toBe(1);
  });

  it('keeps GSM-7 for its accented letters, Greek capitals, newlines and @', () => {
    expect(measureSms('Café @ 10:00\nΔΣ Ünïcode? no: ï').encoding).toBe('UCS-2'); // ï is not GSM-7
    expect(measureSms('Café @ 10:00\nΔΣ Ü £ ¥ § ¿ à').encoding).toBe('GSM-7');
  });

  it('counts an extension character (€ { } [ ] ~ | ^ \\) as two septets and never splits it', () => {
    expect(measureSms('{'.repeat(80))).toEqual({ encoding: 'GSM-7', length: 160, parts: 1 });
    expect(measureSms('{'.repeat(81)).parts).toBe(2);
    expect(measureSms('€').length).toBe(2);
    // 152 septets then an escape pair: the pair does not fit in part one (153), so it opens part two.
    expect(measureSms(latin(152) + '€' + latin(151)).parts).toBe(2);
    expect(measureSms(latin(152) + '€' + latin(152)).parts).toBe(3);
  });

  it('never splits an emoji (a surrogate pair) across parts', () => {
    expect(measureSms(persian(66) + '😀')).toEqual({ encoding: 'UCS-2', length: 68, parts: 1 });
    expect(measureSms(persian(68) + '😀')).toEqual({ encoding: 'UCS-2', length: 70, parts: 1 });
    // 66 units + a pair would make 68 > 67 in the first part, so the pair moves on.
    expect(measureSms(persian(66) + '😀' + persian(66)).parts).toBe(3);
    expect(measureSms(persian(65) + '😀' + persian(66)).parts).toBe(2);
  });

  it('costs nothing for an empty text', () => {
    expect(measureSms('')).toEqual({ encoding: 'GSM-7', length: 0, parts: 0 });
  });
});
