/** The public catalogue's Persian texts. */
export const catalogueTexts = {
  couponNotFound: 'کد تخفیف یافت نشد.',
  noSuchEdition: 'چنین دوره‌ای از جشنواره وجود ندارد.',
} as const;
