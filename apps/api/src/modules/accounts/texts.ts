/** The accounts module's Persian texts: sign-up, sign-in, codes, sessions, passwords, roles, avatars. */

import { toPersianDigits } from '../../lib/digits';

export const accountTexts = {
  phoneTaken: 'کاربری با این شماره موبایل قبلاً ثبت‌نام کرده است.',
  emailTaken: 'این ایمیل قبلاً ثبت شده است.',
  userNotFound: 'کاربر یافت نشد.',
  signupCodeMissing: 'کد تأیید ۶ رقمی را که به شمارهٔ موبایل شما پیامک شد وارد کنید.',
  wrongPassword: 'شماره موبایل یا رمز عبور نادرست است.',
  wrongCode: 'شماره موبایل یا کد ورود نادرست است؛ در صورت نیاز کد تازه‌ای بخواهید.',
  wrongCurrentPassword: 'رمز عبور فعلی نادرست است.',
  tokenInvalid: 'توکن نامعتبر است؛ دوباره وارد شوید.',
  sessionExpired: 'نشست شما منقضی شده است؛ دوباره وارد شوید.',
  loggedOut: 'از حساب کاربری خارج شدید.',
  passwordChanged: 'رمز عبور با موفقیت تغییر کرد.',
  passwordReset: 'رمز عبور تازه ثبت شد؛ با آن وارد شوید.',
  codeOnItsWay: 'اگر این شماره بتواند کد را دریافت کند، کد تأیید تا لحظاتی دیگر پیامک می‌شود.',
  codeTooSoon: (seconds: number) =>
    `برای این شماره به‌تازگی کد فرستاده شده است. لطفاً ${toPersianDigits(seconds)} ثانیه دیگر دوباره درخواست کنید.`,
  codeRefused: 'کد تأیید نادرست است یا دیگر اعتبار ندارد؛ در صورت نیاز کد تازه‌ای درخواست کنید.',
  tooManyTries: (seconds: number) =>
    `تعداد تلاش‌ها بیش از حد مجاز است. لطفاً ${toPersianDigits(seconds)} ثانیه دیگر دوباره تلاش کنید.`,
  lastAdminYourself: 'شما آخرین مدیر جشنواره هستید؛ پیش از تغییر نقش خود، کاربر دیگری را مدیر کنید.',
  lastAdminOther: 'این کاربر آخرین مدیر جشنواره است؛ پیش از تغییر نقش او، کاربر دیگری را مدیر کنید.',
  avatar: 'تصویر نمایه',
  avatarNotAFile: 'تصویر نمایه را فقط به صورت فایل (multipart/form-data) بفرستید.',
  password: {
    common: 'این رمز عبور بسیار رایج است و به‌راحتی حدس زده می‌شود؛ رمز دیگری انتخاب کنید.',
    repeatedCharacter: 'رمز عبور نباید فقط یک نویسهٔ تکراری باشد (مانند aaaaaaaa)؛ رمزی با نویسه‌های گوناگون انتخاب کنید.',
    simplePattern:
      'رمز عبور یک الگوی ساده است (مانند abcdefgh، abcd1234، qwertyui یا تکرار یک بخش کوتاه) و به‌راحتی حدس زده می‌شود.',
    phone: 'رمز عبور نباید شمارهٔ موبایل شما یا بخشی از ارقام آن باشد.',
    similarToEmail: 'رمز عبور بیش از حد به ایمیل شما شبیه است.',
  },
} as const;
