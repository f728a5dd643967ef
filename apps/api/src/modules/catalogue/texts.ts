/** The public catalogue's Persian texts. */
export const catalogueTexts = {
  couponNotFound: 'کد تخفیف یافت نشد.',
} as const;
