/** The door's Persian texts: scanning tickets, checking in and undoing it. */
export const ticketTexts = {
  ticketNotFound: 'بلیتی با این کد یافت نشد یا باطل شده است.',
  registrationNotFound: 'ثبت‌نامی با این شناسه یافت نشد یا بلیت آن باطل شده است.',
  scanInFuture: 'زمان اسکن نمی‌تواند در آینده باشد؛ ساعت دستگاه را بررسی کنید.',
  scanTooOld: 'زمان اسکن نمی‌تواند بیش از ۲۴ ساعت پیش باشد.',
  wrongPresentation: (title: string) => `این بلیت برای «${title}» است، نه این نشست.`,
  alreadyCheckedIn: 'این بلیت پیش‌تر پذیرش شده است.',
  changedMeanwhile: 'بلیت در همین لحظه تغییر کرد؛ دوباره اسکن کنید.',
  noSuchRegistration: 'ثبت‌نامی با این شناسه یافت نشد.',
  notCheckedIn: 'ورود این ثبت‌نام ثبت نشده است.',
  checkinUndone: 'ورود لغو شد.',
} as const;

/** What the name badges print. */
export const badgeTexts = {
  role: { VISITOR: 'شرکت‌کننده', GUEST: 'مهمان ویژه', STAFF: 'تیم اجرایی' } as Record<string, string>,
  day: (n: string) => `روز ${n}`,
  nobody: 'برای این انتخاب هیچ بلیتی صادر نشده است.',
  title: 'کارت‌های شناسایی',
  noSuchPresentation: 'ارائه یافت نشد.',
};
