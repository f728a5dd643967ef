/**
 * Tickets: the QR codes in "my workshops" and the printable page. Those pages' chunks bring it
 * (registered by features/profile/tickets-strings.ts), not the app's.
 */
export const tickets = {
  show: 'نمایش بلیت',
  hide: 'بستن بلیت',
  qrLabel: 'کد QR بلیت «{title}»',
  codeLabel: 'کد بلیت',
  codeHint: 'اگر اسکن نشد، این کد را به مسئول ورود بگویید.',
  session: 'نشست',
  attendee: 'شرکت‌کننده',
  place: 'مکان',
  placeUnknown: 'اعلام می‌شود',
  when: 'زمان',
  qrLoading: 'در حال ساختن کد QR…',
  qrFailed: 'کد QR ساخته نشد؛ کد بلیت را به مسئول ورود نشان دهید.',
  printAll: 'چاپ همهٔ بلیت‌ها',
  printTitle: 'بلیت‌های من',
  printSubtitle: 'هر بلیت را در ورودی همان نشست نشان دهید.',
  printButton: 'چاپ',
  printBack: 'بازگشت به کارگاه‌های من',
  printEmpty: 'هنوز بلیتی ندارید.',
  offlineCopy: 'اتصال برقرار نیست؛ آخرین نسخهٔ ذخیره‌شدهٔ بلیت‌ها نمایش داده می‌شود.',
  checkedIn: 'ورود ثبت شد',
  competitionTitle: 'مسابقهٔ فتح پرچم: ثبت‌نام قطعی',
  competitionHint: 'این ثبت‌نام کد QR ندارد: روز مسابقه نام و شمارهٔ همراه خود را به میز پذیرش بگویید تا اطلاعات ورود به سامانهٔ مسابقه را بگیرید.',
};
