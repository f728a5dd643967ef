/**
 * What the people we text read (Persian). Dates in the Tehran zone and the Persian calendar, with
 * Persian digits, as the web app shows them.
 */

const when = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: 'Asia/Tehran',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export type CodePurpose = 'signup' | 'reset_password' | 'login';

const CODE_WORDS: Record<CodePurpose, string> = {
  signup: 'کد تأیید ثبت‌نام شما در جشنواره لینوکس',
  reset_password: 'کد بازیابی رمز عبور شما در جشنواره لینوکس',
  login: 'کد ورود شما به جشنواره لینوکس',
};

/** The sandbox's (and the log's) rendering of a code message; a real provider renders its template. */
export const codeText = (purpose: CodePurpose, code: string) =>
  `${CODE_WORDS[purpose]}: ${code}\nاین کد تا ۲ دقیقه معتبر است؛ آن را به کسی ندهید.`;

/** The same message once a real provider took it: the digits are not kept. */
export const sentCodeText = (purpose: CodePurpose) => codeText(purpose, '******');

export interface PurchaseSummary {
  titles: string[];
  accessories: string[];
  competition: boolean;
}

export function purchaseText(summary: PurchaseSummary, ticketsUrl: string): string {
  const things = [
    ...summary.titles.map((t) => `«${t}»`),
    ...summary.accessories,
    ...(summary.competition ? ['ثبت‌نام در مسابقه'] : []),
  ];
  return `پرداخت شما در جشنواره لینوکس انجام شد: ${things.join('، ')}.\nبلیت‌ها: ${ticketsUrl}`;
}

export function reminderText(title: string, start: Date, place: string, ticketsUrl: string): string {
  return `یادآوری جشنواره لینوکس: «${title}» ${when.format(start)}${place ? `، ${place}` : ''}.\nبلیت: ${ticketsUrl}`;
}

/** Where a visitor finds their tickets (the web app's "my workshops"). */
export const ticketsUrl = (publicUrl: string) => `${publicUrl}/profile/workshops`;

const toman = new Intl.NumberFormat('fa-IR');

/** A refund the buyer is told about: what it covers and how much came back. */
export function refundText(refund: { paymentId: number; amount: number; things: string[]; whole: boolean }): string {
  const what = refund.things.length ? ` بابت ${refund.things.join('، ')}` : '';
  const order = new Intl.NumberFormat('fa-IR', { useGrouping: false }).format(refund.paymentId);
  return (
    `جشنواره لینوکس: ${toman.format(refund.amount)} تومان${what} از سفارش شمارهٔ ${order} به شما بازگردانده شد` +
    (refund.whole ? '؛ این سفارش به‌طور کامل بازپرداخت شد.' : '.')
  );
}

/** A cancellation whose money the organisers pay back by hand to the visitor's Sheba. */
export function cancelledText(cancel: { title: string; amount: number; iban: string }): string {
  return (
    `جشنواره لینوکس: ثبت‌نام شما در «${cancel.title}» لغو شد و بلیت آن دیگر اعتبار ندارد. ` +
    `${toman.format(cancel.amount)} تومان به شبای …${cancel.iban.slice(-4)} بازگردانده می‌شود.`
  );
}

/** The attendee message's refusal. */
export const messageTexts = {
  presentationNotFound: 'ارائه یافت نشد.',
} as const;
