/**
 * The error catalogue (spec 8 and the contract's codes): shown when the server sends no `detail`.
 * Keys are the API's `code` values; UNKNOWN is the fallback for any other code.
 */
export const errors = {
  TIME_CLASH: 'زمان این کارگاه با کارگاه دیگری در سبد خرید یا ثبت‌نام‌های شما هم‌پوشانی دارد.',
  INVALID_CREDENTIALS: 'شماره موبایل یا رمز عبور درست نیست.',
  USER_NOT_FOUND: 'کاربری با این مشخصات پیدا نشد.',
  TOKEN_EXPIRED: 'نشست شما منقضی شده است. دوباره وارد شوید.',
  TOKEN_INVALID: 'نشست شما معتبر نیست. دوباره وارد شوید.',
  NOT_AUTHENTICATED: 'برای این کار باید وارد حساب کاربری شوید.',
  VALIDATION_ERROR: 'بعضی از فیلدها درست پر نشده‌اند. آن‌ها را بررسی کنید.',
  ALREADY_IN_CART: 'این مورد از قبل در سبد خرید شماست.',
  CAPACITY_FULL: 'ظرفیت تکمیل شده است.',
  REGISTRATION_CLOSED: 'مهلت ثبت‌نام تمام شده است.',
  ALREADY_STARTED: 'این برنامه شروع شده است.',
  CART_EMPTY: 'سبد خرید شما خالی است.',
  COUPON_INVALID: 'کد تخفیف معتبر نیست.',
  COUPON_NOT_FOUND: 'کد تخفیف پیدا نشد.',
  WRONG_PASSWORD: 'رمز عبور فعلی درست نیست.',
  ALREADY_REGISTERED: 'شما قبلاً ثبت‌نام کرده‌اید.',
  FORBIDDEN: 'اجازه انجام این کار را ندارید.',
  NOT_FOUND: 'موردی که می‌خواهید پیدا نشد.',
  CONFLICT: 'یک پرداخت دیگر در جریان است. کمی بعد دوباره تلاش کنید.',
  FILE_TOO_LARGE: 'حجم فایل بیش از حد مجاز است (حداکثر ۲ مگابایت).',
  UNSUPPORTED_MEDIA_TYPE: 'نوع فایل پشتیبانی نمی‌شود. یک تصویر JPEG یا PNG یا WebP انتخاب کنید.',
  RATE_LIMITED: 'تعداد درخواست‌ها زیاد است. کمی صبر کنید و دوباره تلاش کنید.',
  GATEWAY_ERROR: 'درگاه پرداخت پاسخ نداد. کمی بعد دوباره تلاش کنید.',
  PAYMENT_FAILED: 'پرداخت انجام نشد. اگر مبلغی از حساب شما کم شده، تا ۷۲ ساعت بازگردانده می‌شود.',
  INTERNAL: 'خطایی در سرور رخ داد. لطفاً دوباره تلاش کنید.',
  NETWORK_ERROR: 'ارتباط با سرور برقرار نشد. اتصال اینترنت خود را بررسی و دوباره تلاش کنید.',
  UNKNOWN: 'خطای غیرمنتظره‌ای رخ داد. لطفاً دوباره تلاش کنید.',
} as const;
