import { toPersianDigits } from '../../lib/digits';
import { listOf } from '../../lib/texts';
import type { ProposalState } from '@fest/contract';
import type { MessageContent } from '../messages';

/** The call for proposals' Persian texts: its refusals, the co-speaker's invitation, the speaker photo. */

const timeOfDay = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const serviceTypeNames: Record<string, string> = { TALK: 'سخنرانی', WORKSHOP: 'کارگاه' };

export const proposalTexts = {
  notFound: 'پیشنهادی با این شناسه یافت نشد.',
  cfpNotSet: 'فراخوان ارائهٔ این دوره هنوز زمان‌بندی نشده است.',
  cfpNotYet: (opensAt: Date) => `فراخوان ارائه هنوز باز نشده است؛ از ${timeOfDay.format(opensAt)} باز می‌شود.`,
  cfpEnded: (closesAt: Date) => `مهلت فراخوان ارائه در ${timeOfDay.format(closesAt)} به پایان رسیده است.`,
  typeNotInCall: 'این نوع پیشنهاد در فراخوان این دوره پذیرفته نمی‌شود.',
  lengthNotAllowed: (serviceType: string, lengths: number[]) =>
    `مدت ${serviceTypeNames[serviceType] ?? serviceType} یکی از این‌هاست (دقیقه): ${listOf(lengths.map((m) => toPersianDigits(m)))}.`,
  ownPhone: 'شمارهٔ خودتان را در میان هم‌ارائه‌دهندگان ننویسید؛ فرستندهٔ پیشنهاد خود ارائه‌دهنده است.',
  notSubmitted: 'این پیشنهاد دیگر در انتظار داوری نیست و ویرایش نمی‌شود.',
  withdrawn: 'این پیشنهاد پس گرفته شده است.',
  nameNeeded: 'پیش از پذیرفتن دعوت، نام و نام خانوادگی خود را بنویسید؛ در برنامهٔ جشنواره با همین نام معرفی می‌شوید.',
  senderNameNeeded: 'پیش از فرستادن پیشنهاد، نام و نام خانوادگی خود را بنویسید؛ در برنامهٔ جشنواره با همین نام معرفی می‌شوید.',
  firstNameNeeded: 'نام خود را بنویسید.',
  lastNameNeeded: 'نام خانوادگی خود را بنویسید.',
  alreadyAccepted: 'شما این دعوت را پیش‌تر پذیرفته‌اید و از ارائه‌دهندگان این پیشنهادید؛ برای کنار رفتن، از ارائه‌دهندهٔ دیگر بخواهید شما را از فهرست بردارد.',
  cannotWithdraw: 'این پیشنهاد را دیگر نمی‌توان پس گرفت.',
  windowOrder: 'پایان فراخوان باید پس از آغاز آن باشد.',
  photo: 'عکس ارائه‌دهنده',
  photoNotAFile: 'عکس باید به‌صورت فایل (multipart/form-data) فرستاده شود.',
} as const;

/** The web app's page of a speaker's proposals, where an invitation is accepted (client-routes.ts). */
const MY_PROPOSALS_PATH = '/profile/proposals';

/** The co-speaker's text message: who invited them to what, and the page where they accept. */
export function invitationText(t: { inviter: string; title: string; publicUrl: string; newAccount: boolean }): string {
  return (
    `جشنواره لینوکس: ${t.inviter} شما را هم‌ارائه‌دهندهٔ پیشنهاد «${t.title}» در فراخوان ارائه معرفی کرده است. ` +
    `برای پذیرفتن، وارد حساب خود شوید و دعوت را در این صفحه بپذیرید: ${t.publicUrl}${MY_PROPOSALS_PATH}` +
    (t.newAccount ? `\nبرای ورود، با «فراموشی رمز» رمز خود را بسازید: ${t.publicUrl}/forgot-password` : '')
  );
}

// ---- review and decisions (review.ts, decide.ts, confirm.ts) ----

/** The states' names as speakers and organisers read them. */
const stateNames: Record<ProposalState, string> = {
  SUBMITTED: 'در انتظار داوری',
  ACCEPTED: 'پذیرفته‌شده',
  REJECTED: 'پذیرفته‌نشده',
  WAITLISTED: 'در فهرست انتظار',
  CONFIRMED: 'تأییدشده',
  DECLINED: 'انصراف ارائه‌دهنده',
  WITHDRAWN: 'پس‌گرفته',
};

export const reviewTexts = {
  ownProposal: 'شما از ارائه‌دهندگان این پیشنهاد هستید و نمی‌توانید آن را داوری کنید.',
  missingScore: 'امتیاز این معیار لازم است.',
  unknownCategory: 'این معیار در داوری این دوره نیست.',
  cannotDecide: (from: ProposalState, to: ProposalState) => `پیشنهادی که «${stateNames[from]}» است را نمی‌توان «${stateNames[to]}» کرد.`,
  linkNotFound: 'این پیوند معتبر نیست: پیش‌تر به کار رفته، مهلتش گذشته یا نادرست است.',
  alreadyAnswered: (state: ProposalState) => `پاسخ این پیشنهاد پیش‌تر داده شده است؛ وضعیت آن اکنون «${stateNames[state]}» است.`,
} as const;

const enTimeOfDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

interface Decision {
  state: 'ACCEPTED' | 'REJECTED' | 'WAITLISTED';
  title: string;
  enTitle: string;
  /** The organisers' words, "" for none. */
  message: string;
  /** An acceptance's one-tap link and its end. */
  link?: { url: string; expiresAt: Date };
}

const faDecision: Record<Decision['state'], (title: string) => string> = {
  ACCEPTED: (title) => `جشنواره لینوکس: پیشنهاد «${title}» پذیرفته شد.`,
  REJECTED: (title) => `جشنواره لینوکس: پیشنهاد «${title}» این بار پذیرفته نشد. از اینکه آن را فرستادید سپاسگزاریم.`,
  WAITLISTED: (title) => `جشنواره لینوکس: پیشنهاد «${title}» در فهرست انتظار است؛ اگر جایی باز شود خبرتان می‌کنیم.`,
};
const enDecision: Record<Decision['state'], (title: string) => string> = {
  ACCEPTED: (title) => `Linux Festival: your proposal “${title}” was accepted.`,
  REJECTED: (title) => `Linux Festival: your proposal “${title}” was not accepted this time. Thank you for sending it.`,
  WAITLISTED: (title) => `Linux Festival: your proposal “${title}” is on the waiting list; we will tell you if a place opens.`,
};
const enSubject: Record<Decision['state'], string> = {
  ACCEPTED: 'Your Linux Festival proposal was accepted',
  REJECTED: 'About your Linux Festival proposal',
  WAITLISTED: 'Your Linux Festival proposal is on the waiting list',
};
const faSubject: Record<Decision['state'], string> = {
  ACCEPTED: 'پیشنهاد ارائهٔ شما پذیرفته شد',
  REJECTED: 'دربارهٔ پیشنهاد ارائهٔ شما',
  WAITLISTED: 'پیشنهاد ارائهٔ شما در فهرست انتظار است',
};

const faLink = (link: { url: string; expiresAt: Date }) =>
  `\nلطفاً تا ${timeOfDay.format(link.expiresAt)} ارائه را تأیید کنید یا انصراف دهید: ${link.url}`;
const enLink = (link: { url: string; expiresAt: Date }) =>
  `\nPlease confirm or decline by ${enTimeOfDay.format(link.expiresAt)} (Tehran time): ${link.url}`;

/** The organisers' decision, told to each speaker: an acceptance carries the speaker's own one-tap link. */
export function decisionContent(d: Decision): MessageContent {
  const enTitle = d.enTitle.trim() || d.title;
  const words = d.message ? `\n${d.message}` : '';
  const sms = faDecision[d.state](d.title) + words + (d.link ? faLink(d.link) : '');
  return {
    sms,
    mail: {
      fa: { subject: faSubject[d.state], text: sms },
      en: { subject: enSubject[d.state], text: enDecision[d.state](enTitle) + words + (d.link ? enLink(d.link) : '') },
    },
  };
}

/** A reminder to a speaker who has not answered an acceptance yet, with a new link of the same end. */
export function confirmReminderContent(r: { title: string; enTitle: string; url: string; expiresAt: Date }): MessageContent {
  const sms = `یادآوری جشنواره لینوکس: پیشنهاد «${r.title}» پذیرفته شده و منتظر پاسخ شماست.` + faLink({ url: r.url, expiresAt: r.expiresAt });
  const enTitle = r.enTitle.trim() || r.title;
  return {
    sms,
    mail: {
      fa: { subject: `یادآوری: پاسخ به پذیرش «${r.title}»`, text: sms },
      en: {
        subject: `Reminder: please answer the acceptance of “${enTitle}”`,
        text: `A reminder from the Linux Festival: your proposal “${enTitle}” was accepted and waits for your answer.` + enLink({ url: r.url, expiresAt: r.expiresAt }),
      },
    },
  };
}
