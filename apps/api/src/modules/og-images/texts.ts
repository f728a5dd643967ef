/**
 * The words drawn on the link preview images, in both languages. The pages' own names are the web
 * app's (apps/web/src/shared/i18n: programme.workshopsTitle, schedule.pageTitle, contest.title...), so
 * a shared link reads as the page it opens.
 */
export const ogTexts = {
  fa: {
    festival: 'جشنواره لینوکس',
    festivalOfYear: (year: string) => `جشنواره لینوکس ${year}`,
    WORKSHOP: 'کارگاه',
    TALK: 'ارائه',
    PACKAGE: 'پکیج',
    homeEyebrow: 'کارگاه‌ها، ارائه‌ها و مسابقه',
    programmeEyebrow: 'برنامهٔ جشنواره',
    programmeTitle: 'کارگاه‌ها و ارائه‌ها',
    scheduleTitle: 'جدول برنامه',
    presentersTitle: 'ارائه‌دهندگان',
    presenterEyebrow: 'ارائه‌دهنده',
    faqEyebrow: 'راهنمای شرکت‌کنندگان',
    faqTitle: 'سوالات متداول',
    staffEyebrow: 'برگزارکنندگان',
    staffTitle: 'تیم اجرایی',
    contestEyebrow: 'مسابقهٔ فتح پرچم جشنواره',
    contestTitle: 'پرچم را پیدا کن! مسابقهٔ لینوکس و امنیت',
    /** A span of days or times: "۲۶ تا ۲۸ بهمن ۱۴۰۵", "۱۱:۰۰ تا ۱۵:۰۰". */
    range: (from: string, to: string) => `${from} تا ${to}`,
    /** "دوشنبه ۲۶ بهمن ۱۴۰۵، ساعت ۱۰:۰۰". */
    dayAtTime: (day: string, time: string) => `${day}، ساعت ${time}`,
    sessions: (_n: number, count: string) => `${count} کارگاه و ارائه`,
    people: (_n: number, count: string) => `${count} نفر`,
    /** The end of a list cut short: "سارا محمدی، علی رضایی و ۶ نفر دیگر". */
    andMore: (count: string) => `${count} نفر دیگر`,
  },
  en: {
    festival: 'Linux Festival',
    festivalOfYear: (year: string) => `Linux Festival ${year}`,
    WORKSHOP: 'Workshop',
    TALK: 'Talk',
    PACKAGE: 'Package',
    homeEyebrow: 'Workshops, talks and a contest',
    programmeEyebrow: 'The festival’s programme',
    programmeTitle: 'Workshops and talks',
    scheduleTitle: 'Schedule',
    presentersTitle: 'Presenters',
    presenterEyebrow: 'Presenter',
    faqEyebrow: 'For participants',
    faqTitle: 'Frequently asked questions',
    staffEyebrow: 'The organisers',
    staffTitle: 'The team',
    contestEyebrow: 'The festival’s capture-the-flag',
    contestTitle: 'Find the flag! A Linux and security competition',
    // "15–17 February 2027", "11:00–15:00"; spaced between longer parts: "30 January – 1 February 2027".
    range: (from: string, to: string) => (/\s/.test(from) ? `${from} – ${to}` : `${from}–${to}`),
    dayAtTime: (day: string, time: string) => `${day}, ${time}`,
    sessions: (n: number, count: string) => `${count} ${n === 1 ? 'session' : 'sessions'}`,
    people: (n: number, count: string) => `${count} ${n === 1 ? 'person' : 'people'}`,
    andMore: (count: string) => `${count} more`,
  },
} as const;
