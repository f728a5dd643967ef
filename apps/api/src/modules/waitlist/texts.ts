import type { MessageContent } from '../messages';

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

const enTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tehran', weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The offer's SMS and its e-mail in both languages (messages' notify.ts sends them by the person's channels). */
export function offerContent(o: { title: string; enTitle?: string; expiresAt: Date; publicUrl: string }): MessageContent {
  const sms = offerText(o.title, o.expiresAt, o.publicUrl);
  const title = o.enTitle?.trim() || o.title;
  return {
    sms,
    mail: {
      fa: { subject: `یک صندلی «${o.title}» برای شما نگه داشته شد`, text: sms },
      en: {
        subject: `A seat at “${title}” is held for you`,
        text:
          `Linux Festival: a seat at “${title}” from the waiting list is held for you until ${enTime.format(o.expiresAt)} (Tehran time). ` +
          `Pay by then to register: ${cartUrl(o.publicUrl)}`,
      },
    },
  };
}
