/** The festival's facts (GET /api/festival/): where, when, whom to ask; shown on many pages. */
export const festival = {
  factsHeading: 'کجا و چه زمانی',
  factsSubtitle: 'نشانی، تاریخ‌ها و راه‌های تماس با برگزارکنندگان.',
  dates: 'تاریخ برگزاری',
  venue: 'محل برگزاری',
  address: 'نشانی',
  openMap: 'دیدن روی نقشه',
  openMapLabel: 'دیدن محل برگزاری روی نقشه (در پنجرهٔ تازه)',
  contestDate: 'زمان مسابقه',
  email: 'ایمیل',
  phone: 'تلفن',
  contact: 'تماس با ما',
  room: 'سالن',
  location: 'محل',
  dayAtTime: '{date}، ساعت {time}',
  contestWhen: 'مسابقه {date} در {venue} برگزار می‌شود.',
  contestWhenNoVenue: 'مسابقه {date} برگزار می‌شود.',
};
