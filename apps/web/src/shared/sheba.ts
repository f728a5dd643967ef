import { toPersianDigits } from './format';

/**
 * A Sheba number as people read it: 'IR06 2960 0000 0010 0324 2000 01', in the language's digits.
 * Shown left to right (`dir="ltr"`) by the caller; what is copied or sent stays the ASCII value.
 */
export function groupedSheba(iban: string): string {
  return toPersianDigits(iban.replace(/(.{4})(?=.)/g, '$1 '));
}
