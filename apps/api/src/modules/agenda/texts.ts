/** The agenda's Persian texts: calendar names and its refusals. */
export const agendaTexts = {
  /** Calendar names, after the festival's name. */
  scheduleCalendar: 'برنامه',
  myCalendar: 'برنامهٔ من',
  /** The schedule files' room for a session with no room set, when the festival has no venue either. */
  unnamedRoom: 'سالن اصلی',
  feedGone: 'این نشانی تقویم معتبر نیست یا لغو شده است.',
} as const;
