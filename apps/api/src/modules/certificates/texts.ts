import type { Lang } from '../../lib/pdf/format';
/** The certificates' Persian texts: refusals of the check, the PDF, and the organisers' issuing and revoking. */
export const certificateApiTexts = {
  notFound: 'گواهی‌ای با این کد یافت نشد.',
  revoked: 'این گواهی باطل شده است.',
  alreadyRevoked: 'این گواهی پیش‌تر باطل شده است.',
  noSuchParticipation: 'ثبت‌نامی با این شناسه یافت نشد.',
  notCompleted: 'گواهی حضور فقط برای ثبت‌نامِ قطعی (پرداخت‌شده) صادر می‌شود.',
  noSuchPresentation: 'ارائه‌ای با این شناسه یافت نشد.',
  noSuchUser: 'کاربری با این شناسه یافت نشد.',
  alreadyIssued: 'این شخص برای این ارائه گواهیِ معتبری از همین نوع دارد؛ برای صدور دوباره (مثلاً با نام تازه) نخست آن را باطل کنید.',
} as const;

/** The words a certificate prints, in both of its languages. */
export const certificateTexts: Record<
  Lang,
  {
    title: { ATTENDANCE: string; PRESENTER: string };
    certifies: string;
    attended: (title: string, day: string, hours: string) => string;
    presented: (title: string, day: string, hours: string) => string;
    presenters: (names: string, count: number) => string;
    code: string;
    check: string;
    issued: (day: string) => string;
  }
> = {
  fa: {
    title: { ATTENDANCE: 'گواهی حضور', PRESENTER: 'گواهی ارائه' },
    certifies: 'بدین‌وسیله گواهی می‌شود که',
    attended: (title, day, hours) => `در «${title}» که ${day} به مدت ${hours} ساعت برگزار شد، حضور داشته است.`,
    presented: (title, day, hours) => `«${title}» را ${day} به مدت ${hours} ساعت ارائه کرده است.`,
    presenters: (names, count) => `${count > 1 ? 'ارائه‌دهندگان' : 'ارائه‌دهنده'}: ${names}`,
    code: 'کد گواهی',
    check: 'درستی این گواهی را با اسکن این کد یا در نشانی زیر ببینید:',
    issued: (day) => `صادرشده در ${day}`,
  },
  en: {
    title: { ATTENDANCE: 'Certificate of Attendance', PRESENTER: 'Certificate of Presenting' },
    certifies: 'This is to certify that',
    attended: (title, day, hours) => `attended “${title}”, held on ${day}, ${hours} hours long.`,
    presented: (title, day, hours) => `presented “${title}” on ${day}, ${hours} hours long.`,
    presenters: (names) => `Presented by ${names}`,
    code: 'Certificate code',
    check: 'Scan the code or open the address below to check this certificate:',
    issued: (day) => `Issued on ${day}`,
  },
};
