/** The agenda's Persian texts: calendar names and its refusals. */
export const agendaTexts = {
  /** Calendar names, after the festival's name. */
  scheduleCalendar: 'برنامه',
  myCalendar: 'برنامهٔ من',
  feedGone: 'این نشانی تقویم معتبر نیست یا لغو شده است.',
} as const;
