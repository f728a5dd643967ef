import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone';

describe('normalizePhone', () => {
  it.each([
    ['09121234567'],
    ['9121234567'],
    ['+989121234567'],
    ['00989121234567'],
    ['989121234567'],
    ['+98 912 123 4567'],
    ['0912-123-4567'],
    ['۰۹۱۲۱۲۳۴۵۶۷'],
    ['٠٩١٢١٢٣٤٥٦٧'],
    ['+۹۸ ۹۱۲ ۱۲۳ ۴۵۶۷'],
  ])('normalises %s to 09121234567', (input) => {
    expect(normalizePhone(input)).toBe('09121234567');
  });

  it.each([
    [''],
    ['0912123456'], // too short
    ['091212345678'], // too long
    ['02112345678'], // a landline, not a mobile
    ['+19121234567'], // another country
    ['0912abc4567'],
    ['0098 0912 123 4567'],
  ])('refuses %s', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});
