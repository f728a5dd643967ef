/** The inventory's Persian texts: the buyer's account and coupons, as seats and uses are taken. */
export const inventoryTexts = {
  accountGone: 'حساب کاربری شما یافت نشد؛ دوباره وارد شوید.',
  couponExpired: 'مهلت استفاده از این کد تخفیف به پایان رسیده است.',
  couponUsedUp: 'ظرفیت استفاده از این کد تخفیف تمام شده است.',
  couponNotForCart: 'این کد تخفیف شامل هیچ‌یک از ارائه‌های سبد خرید شما نمی‌شود.',
} as const;
