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

/** A session the visitor starred or bought moved: its new time and room, and its page. */
export function sessionMovedText(title: string, start: Date, place: string, pageUrl: string): string {
  return `جشنواره لینوکس: زمان یا مکان «${title}» تغییر کرد؛ اکنون ${when.format(start)}${place ? `، ${place}` : ''}.\n${pageUrl}`;
}

/** Where a visitor finds their tickets (the web app's "my workshops"). */
export const ticketsUrl = (publicUrl: string) => `${publicUrl}/profile/workshops`;

const toman = new Intl.NumberFormat('fa-IR');

/** A refund the buyer is told about: what it covers and how much came back. */
export function refundText(refund: { paymentId: number; amount: number; things: string[]; whole: boolean }): string {
  // Nothing was paid (a complimentary seat withdrawn, a free registration): there is no money to speak of.
  if (refund.amount === 0) {
    const what = refund.things.length ? `${refund.things.join('، ')}` : 'سفارش شما';
    return `جشنواره لینوکس: ${what} لغو شد و بلیت آن دیگر اعتبار ندارد.`;
  }
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

/** What a new account's owner is told: how to get in (no password yet; "forgot password" sets one). */
const firstLogin = (publicUrl: string) => `\nبرای ورود، با «فراموشی رمز» رمز خود را بسازید: ${publicUrl}/forgot-password`;

/** A registration given to another phone: the giver's message. */
export const transferGivenText = (title: string, toPhone: string) =>
  `جشنواره لینوکس: ثبت‌نام «${title}» به شمارهٔ ${toPhone} واگذار شد و بلیت پیشین شما دیگر اعتبار ندارد.`;

/** A registration given to another phone: the recipient's message (with how to get in, for a new account). */
export const transferReceivedText = (t: { title: string; fromName: string; ticketsUrl: string; publicUrl: string; newAccount: boolean }) =>
  `جشنواره لینوکس: ${t.fromName} ثبت‌نام «${t.title}» را به شما واگذار کرد.\nبلیت: ${t.ticketsUrl}` + (t.newAccount ? firstLogin(t.publicUrl) : '');

/** A complimentary seat or a seat bought at the door: the holder's message. */
export const seatGivenText = (t: { title: string; complimentary: boolean; ticketsUrl: string; publicUrl: string; newAccount: boolean }) =>
  (t.complimentary
    ? `جشنواره لینوکس: یک صندلی مهمان در «${t.title}» برای شما ثبت شد.`
    : `جشنواره لینوکس: ثبت‌نام حضوری شما در «${t.title}» انجام شد.`) +
  `\nبلیت: ${t.ticketsUrl}` +
  (t.newAccount ? firstLogin(t.publicUrl) : '');

/** A registration given to this phone (a transfer) was cancelled by a refund of its buyer's payment. */
export const givenCancelledText = (title: string) =>
  `جشنواره لینوکس: ثبت‌نام «${title}» که به شما واگذار شده بود لغو شد و بلیت آن دیگر اعتبار ندارد.`;

/*
 * The e-mails: the same messages in the account's language (users.language), with a subject. The
 * Persian body is the SMS's text; the English one says the same. notify.ts sends each by the
 * person's channels; mail-html.ts lays the body out as HTML beside its text part.
 */

/** A message's e-mail in one language: its subject and plain-text body. */
export interface MailText {
  subject: string;
  text: string;
}
export type MailLanguage = 'fa' | 'en';
/** One message to a person: the SMS (Persian) and its e-mail in both languages. */
export interface MessageContent {
  sms: string;
  mail: Record<MailLanguage, MailText>;
}

/** What every e-mail is signed with, and its page's name for the festival. */
export const mailSignature: Record<MailLanguage, string> = {
  fa: 'جشنواره لینوکس',
  en: 'Linux Festival',
};

/** English dates: Tehran time, the Gregorian calendar, as the English site shows them. */
const enWhen = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Tehran',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const enToman = (amount: number) => `${new Intl.NumberFormat('en-US').format(amount)} toman`;
/**
 * A name in an English sentence, isolated (Unicode FSI ... PDI): a Persian title or name keeps its own
 * direction and leaves the sentence's alone, in the text part as in the HTML.
 */
const isolate = (name: string) => `\u2068${name}\u2069`;
const quoted = (title: string) => `“${isolate(title)}”`;
const englishList = (items: readonly string[]) => items.join(', ');
/** A session's English title where it has one, else its Persian one. */
const enTitleOf = (t: { title: string; enTitle?: string }) => t.enTitle?.trim() || t.title;

/** After a payment completes: what was bought and where the tickets are (its e-mail carries the receipt and an .ics). */
export function purchaseContent(summary: PurchaseSummary & { enTitles?: string[] }, ticketsUrl: string): MessageContent {
  const enThings = [
    ...summary.titles.map((t, i) => quoted(enTitleOf({ title: t, enTitle: summary.enTitles?.[i] }))),
    ...summary.accessories.map(isolate),
    ...(summary.competition ? ['the competition'] : []),
  ];
  return {
    sms: purchaseText(summary, ticketsUrl),
    mail: {
      fa: { subject: 'پرداخت شما در جشنواره لینوکس انجام شد', text: `${purchaseText(summary, ticketsUrl)}\nرسید پرداخت و پروندهٔ تقویم پیوست این نامه است.` },
      en: {
        subject: 'Your Linux Festival payment is complete',
        text: `Your payment at the Linux Festival is complete: ${englishList(enThings)}.\nTickets: ${ticketsUrl}\nThe receipt and a calendar file are attached.`,
      },
    },
  };
}

/** The day-before reminder of a session. */
export function reminderContent(r: { title: string; enTitle?: string; start: Date; place: string; enPlace?: string; ticketsUrl: string }): MessageContent {
  const sms = reminderText(r.title, r.start, r.place, r.ticketsUrl);
  const place = r.enPlace?.trim() || r.place;
  return {
    sms,
    mail: {
      fa: { subject: `یادآوری: «${r.title}»`, text: sms },
      en: {
        subject: `Reminder: ${quoted(enTitleOf(r))}`,
        text: `A reminder from the Linux Festival: ${quoted(enTitleOf(r))} starts ${enWhen.format(r.start)} (Tehran time)${place ? `, ${isolate(place)}` : ''}.\nTicket: ${r.ticketsUrl}`,
      },
    },
  };
}

/** A session moved (the schedule editor): told to those who starred or bought it. */
export function sessionMovedContent(m: { title: string; enTitle?: string; start: Date; place: string; enPlace?: string; pageUrl: string }): MessageContent {
  const sms = sessionMovedText(m.title, m.start, m.place, m.pageUrl);
  const place = m.enPlace?.trim() || m.place;
  return {
    sms,
    mail: {
      fa: { subject: `تغییر زمان یا مکان «${m.title}»`, text: sms },
      en: {
        subject: `Changed: ${quoted(enTitleOf(m))}`,
        text: `Linux Festival: ${quoted(enTitleOf(m))} has moved. It is now ${enWhen.format(m.start)} (Tehran time)${place ? `, ${isolate(place)}` : ''}.\n${m.pageUrl}`,
      },
    },
  };
}

/** A refund the buyer is told about (the things named as the payment's lines are). */
export function refundContent(refund: { paymentId: number; amount: number; things: string[]; whole: boolean }): MessageContent {
  const sms = refundText(refund);
  const what = refund.things.length ? englishList(refund.things.map(isolate)) : 'your order';
  const en =
    refund.amount === 0
      ? `Linux Festival: ${what} was cancelled and its ticket is no longer valid.`
      : `Linux Festival: ${enToman(refund.amount)}${refund.things.length ? ` for ${what}` : ''} from order ${refund.paymentId} was refunded to you` +
        (refund.whole ? '; the order is now refunded in full.' : '.');
  return {
    sms,
    mail: {
      fa: { subject: refund.amount === 0 ? 'لغو ثبت‌نام در جشنواره لینوکس' : 'بازپرداخت جشنواره لینوکس', text: sms },
      en: { subject: refund.amount === 0 ? 'Your Linux Festival registration was cancelled' : 'Your Linux Festival refund', text: en },
    },
  };
}

/** A cancellation whose money is paid back by hand to the visitor's Sheba. */
export function cancelledContent(cancel: { title: string; enTitle?: string; amount: number; iban: string }): MessageContent {
  const sms = cancelledText(cancel);
  return {
    sms,
    mail: {
      fa: { subject: `لغو ثبت‌نام «${cancel.title}»`, text: sms },
      en: {
        subject: `Your registration for ${quoted(enTitleOf(cancel))} was cancelled`,
        text:
          `Linux Festival: your registration for ${quoted(enTitleOf(cancel))} was cancelled and its ticket is no longer valid. ` +
          `${enToman(cancel.amount)} will be paid back to the Sheba account ending …${cancel.iban.slice(-4)}.`,
      },
    },
  };
}

/** A registration given to another phone: the giver's message. */
export function transferGivenContent(t: { title: string; enTitle?: string; toPhone: string }): MessageContent {
  const sms = transferGivenText(t.title, t.toPhone);
  return {
    sms,
    mail: {
      fa: { subject: `واگذاری ثبت‌نام «${t.title}»`, text: sms },
      en: {
        subject: `You gave away your registration for ${quoted(enTitleOf(t))}`,
        text: `Linux Festival: your registration for ${quoted(enTitleOf(t))} was given to ${t.toPhone}; your earlier ticket is no longer valid.`,
      },
    },
  };
}

const enFirstLogin = (publicUrl: string) => `\nTo sign in, make your password with “Forgot password”: ${publicUrl}/forgot-password`;

/** A registration given to another phone: the recipient's message. */
export function transferReceivedContent(t: {
  title: string;
  enTitle?: string;
  fromName: string;
  ticketsUrl: string;
  publicUrl: string;
  newAccount: boolean;
}): MessageContent {
  const sms = transferReceivedText(t);
  return {
    sms,
    mail: {
      fa: { subject: `ثبت‌نام «${t.title}» به شما واگذار شد`, text: sms },
      en: {
        subject: `A registration for ${quoted(enTitleOf(t))} was given to you`,
        text:
          `Linux Festival: ${isolate(t.fromName)} gave you their registration for ${quoted(enTitleOf(t))}.\nTicket: ${t.ticketsUrl}` +
          (t.newAccount ? enFirstLogin(t.publicUrl) : ''),
      },
    },
  };
}

/** A complimentary seat or a seat bought at the door: the holder's message. */
export function seatGivenContent(t: {
  title: string;
  enTitle?: string;
  complimentary: boolean;
  ticketsUrl: string;
  publicUrl: string;
  newAccount: boolean;
}): MessageContent {
  const sms = seatGivenText(t);
  const title = quoted(enTitleOf(t));
  return {
    sms,
    mail: {
      fa: { subject: t.complimentary ? `صندلی مهمان در «${t.title}»` : `ثبت‌نام حضوری در «${t.title}»`, text: sms },
      en: {
        subject: t.complimentary ? `A guest seat at ${title}` : `Your registration at the door for ${title}`,
        text:
          (t.complimentary ? `Linux Festival: a guest seat at ${title} is yours.` : `Linux Festival: your registration at the door for ${title} is done.`) +
          `\nTicket: ${t.ticketsUrl}` +
          (t.newAccount ? enFirstLogin(t.publicUrl) : ''),
      },
    },
  };
}

/** A registration given to this person was cancelled by a refund of its buyer's payment. */
export function givenCancelledContent(t: { title: string; enTitle?: string }): MessageContent {
  const sms = givenCancelledText(t.title);
  return {
    sms,
    mail: {
      fa: { subject: `لغو ثبت‌نام «${t.title}»`, text: sms },
      en: {
        subject: `The registration for ${quoted(enTitleOf(t))} was cancelled`,
        text: `Linux Festival: the registration for ${quoted(enTitleOf(t))} that was given to you was cancelled, and its ticket is no longer valid.`,
      },
    },
  };
}

/** The organisers' own message (a session's attendees, the whole festival): their words, in whatever language they wrote. */
export function organisersContent(text: string): MessageContent {
  return {
    sms: text,
    mail: {
      fa: { subject: 'پیام جشنواره لینوکس', text },
      en: { subject: 'A message from the Linux Festival', text },
    },
  };
}
