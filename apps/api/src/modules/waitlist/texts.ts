/** The waiting list's text message (Persian; Tehran time, Persian digits, as the web app shows it). */

const time = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: 'Asia/Tehran',
  weekday: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Where the offer waits: the cart. */
export const cartUrl = (publicUrl: string) => `${publicUrl}/profile/cart`;

export function offerText(title: string, expiresAt: Date, publicUrl: string): string {
  return `جشنواره لینوکس: یک صندلی «${title}» برای شما از فهرست انتظار نگه داشته شد تا ${time.format(expiresAt)}. ` +
    `برای ثبت‌نام تا آن زمان پرداخت کنید: ${cartUrl(publicUrl)}`;
}

/** The waiting list's refusals. */
export const waitlistTexts = {
  alreadyRegistered: 'شما در این ارائه ثبت‌نام کرده‌اید.',
  notFull: 'این ارائه هنوز ظرفیت خالی دارد؛ آن را به سبد خرید اضافه کنید.',
  alreadyWaiting: 'شما از قبل در فهرست انتظار این ارائه هستید.',
} as const;
