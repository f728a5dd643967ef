/** The cart's Persian texts: adding, removing and why an item cannot go in or out. */
export const cartTexts = {
  added: 'با موفقیت به سبد خرید اضافه شد',
  removed: 'با موفقیت از سبد خرید حذف شد',
  alreadyInCart: 'این ارائه از قبل در سبد خرید شما است.',
  registrationClosed: 'ثبت‌نام این ارائه بسته است.',
  alreadyStarted: 'این ارائه شروع شده است و دیگر نمی‌توان در آن ثبت‌نام کرد.',
  full: 'ظرفیت این ارائه تکمیل شده است.',
  timeClash: (title: string | null) => `زمان این کارگاه با کارگاه «${title}» که در سبد خرید یا ثبت‌نام‌های شما است هم‌پوشانی دارد.`,
  notInCart: 'این مورد در سبد خرید شما یافت نشد.',
  paidCannotLeave: 'هزینهٔ این ارائه پرداخت شده است و نمی‌توان آن را از سبد حذف کرد.',
  startedCannotLeave: 'این ارائه شروع شده است و نمی‌توان آن را از سبد حذف کرد.',
} as const;
