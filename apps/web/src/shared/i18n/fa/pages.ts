/**
 * Each page's own <title> and meta description (shared/page-meta.ts), for the pages that do not
 * take them from their content (a workshop takes its title and summary).
 */
export const pages = {
  loginTitle: 'ورود',
  loginDescription: 'ورود به حساب کاربری جشنواره لینوکس برای خرید بلیت کارگاه‌ها و دیدن ثبت‌نام‌ها.',
  signupTitle: 'ثبت‌نام',
  signupDescription: 'ساخت حساب کاربری در جشنواره لینوکس با شمارهٔ موبایل.',
  contestTitle: 'مسابقه',
  contestDescription: 'مسابقهٔ فتح پرچم جشنواره لینوکس: دسته‌های چالش، قوانین، روز برگزاری و ثبت‌نام.',
  paymentTitle: 'وضعیت پرداخت',
  paymentDescription: 'نتیجهٔ پرداخت شما در درگاه بانک.',
  profileEditTitle: 'ویرایش پروفایل',
  profilePasswordTitle: 'تغییر رمز عبور',
  profileWorkshopsTitle: 'کارگاه‌های من',
  profileBillingTitle: 'صورتحساب‌ها',
  cartTitle: 'سبد خرید',
  checkoutTitle: 'پرداخت',
  profileDescription: 'حساب کاربری شما در جشنواره لینوکس.',
  notFoundTitle: 'صفحه پیدا نشد',
  notFoundDescription: 'نشانی‌ای که باز کرده‌اید در سایت جشنواره لینوکس وجود ندارد.',
  comingSoonTitle: 'به‌زودی',
};
