import { toPersianDigits } from '../../lib/digits';
import { listOf } from '../../lib/texts';

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
