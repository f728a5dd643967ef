/**
 * The API's shared Persian texts: the answers every route may give (validation, sign-in, rate
 * limits, not found, forms and uploads) and the pieces more than one module says. Each module keeps
 * its own in its texts.ts. Numbers inside a text are written with Persian digits.
 */

import { toPersianDigits } from './digits';

/** How Persian lists are joined: the Persian comma. */
export const listOf = (items: readonly string[]) => items.join('، ');

export const commonTexts = {
  notFound: 'یافت نشد.',
  noSuchId: 'موردی با این شناسه یافت نشد.',
  noSuchPresentation: 'ارائه‌ای با این شناسه یافت نشد.',
  noSuchEdition: 'چنین دوره‌ای از جشنواره وجود ندارد.',
  couponInvalid: 'کد تخفیف وارد شده معتبر نیست.',
  routeNotFound: 'مسیر درخواستی یافت نشد.',
  invalidInput: 'اطلاعات وارد شده معتبر نیست.',
  /** A schema's issue without a message of its own. */
  invalidField: 'نامعتبر',
  invalidRequest: 'درخواست نامعتبر است.',
  invalidJson: 'بدنهٔ درخواست JSON معتبری نیست.',
  invalidJsonField: 'JSON نامعتبر',
  invalidUrl: 'نشانی درخواست معتبر نیست (کدگذاری درصدی نادرست).',
  invalidUrlField: 'URL نامعتبر',
  bodyTooLarge: 'حجم داده‌های ارسالی بیش از حد مجاز است.',
  unsupportedContent: 'نوع محتوای ارسالی پشتیبانی نمی‌شود.',
  unsupportedBody: 'نوع محتوای ارسالی پشتیبانی نمی‌شود؛ JSON یا فرم (x-www-form-urlencoded) بفرستید.',
  tooManyRequests: 'تعداد درخواست‌ها بیش از حد مجاز است.',
  tooManyRequestsFor: (seconds: number) =>
    `تعداد درخواست‌ها بیش از حد مجاز است. لطفاً ${toPersianDigits(seconds)} ثانیه دیگر دوباره تلاش کنید.`,
  internal: 'خطای داخلی سرور رخ داد. لطفاً دوباره تلاش کنید.',
} as const;

export const authTexts = {
  notAuthenticated: 'برای این کار باید وارد شوید.',
  forbidden: 'شما اجازهٔ انجام این کار را ندارید.',
  tokenExpired: 'توکن منقضی شده است.',
  tokenInvalid: 'توکن نامعتبر است.',
  sessionEnded: 'نشست شما به پایان رسیده است؛ دوباره وارد شوید.',
  sessionOutdated: 'نشست شما تغییر کرده است؛ دوباره وارد شوید.',
} as const;

export const listTexts = {
  orderingInvalid: 'ترتیب خواسته‌شده معتبر نیست.',
  orderingField: (field: string, allowed: readonly string[]) =>
    `مرتب‌سازی با «${field}» ممکن نیست؛ یکی از این‌ها را بفرستید: ${listOf(allowed)}`,
} as const;

export const formTexts = {
  formTooLarge: 'فرم ارسالی بیش از حد بزرگ است.',
  formBroken: 'فرم ارسالی (multipart/form-data) خراب یا ناقص است.',
  formBrokenField: 'multipart نامعتبر',
} as const;

export const imageTexts = {
  /** What an upload is called when the caller names it nothing more precise. */
  image: 'تصویر',
  unsupported: (what: string) => `${what} باید یک فایل JPEG، PNG یا WebP باشد.`,
  tooLarge: (what: string, maxMegabytes: number) =>
    `حجم ${what} نباید بیش از ${maxMegabytes.toLocaleString('fa-IR')} مگابایت باشد.`,
  tooManyPixels: (what: string) => `ابعاد ${what} بیش از حد بزرگ است.`,
} as const;

export const exportTexts = {
  /** Added to a date column's header for its Persian-calendar twin. */
  jalaliSuffix: ' (شمسی)',
} as const;

/** Numbers in Persian words (lib/persian-words.ts): the units, tens, hundreds and the scales of thousands. */
export const numberWords = {
  ones: ['', 'یک', 'دو', 'سه', 'چهار', 'پنج', 'شش', 'هفت', 'هشت', 'نه'],
  teens: ['ده', 'یازده', 'دوازده', 'سیزده', 'چهارده', 'پانزده', 'شانزده', 'هفده', 'هجده', 'نوزده'],
  tens: ['', '', 'بیست', 'سی', 'چهل', 'پنجاه', 'شصت', 'هفتاد', 'هشتاد', 'نود'],
  hundreds: ['', 'صد', 'دویست', 'سیصد', 'چهارصد', 'پانصد', 'ششصد', 'هفتصد', 'هشتصد', 'نهصد'],
  scales: ['', 'هزار', 'میلیون', 'میلیارد', 'هزار میلیارد'],
  zero: 'صفر',
  and: ' و ',
} as const;
