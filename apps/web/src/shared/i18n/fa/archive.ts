/** The archive of past editions (/archive/...): its own chunk's strings, registered with addArea. */
export const archive = {
  title: 'دوره‌های گذشته',
  subtitle: 'برنامه، ارائه‌دهندگان و تیم اجرایی جشنواره در سال‌های پیش.',
  metaDescription: 'بایگانی جشنواره لینوکس: برنامه‌ها، ارائه‌دهندگان و تیم اجرایی دوره‌های گذشته.',
  emptyTitle: 'هنوز دورهٔ گذشته‌ای نیست',
  emptyText: 'این نخستین دورهٔ جشنواره است؛ پس از پایان آن، برنامه‌اش اینجا می‌ماند.',
  loadFailed: 'فهرست دوره‌ها بارگیری نشد',
  open: 'دیدن برنامهٔ این دوره',
  notice: 'این بایگانی {name} است؛ ثبت‌نام آن بسته شده است.',
  toCurrent: 'برنامهٔ دورهٔ جاری',
  programmeTitle: 'برنامهٔ {name}',
  programmeSubtitle: 'کارگاه‌ها و ارائه‌هایی که در این دوره برگزار شد.',
  presentersTitle: 'ارائه‌دهندگان {name}',
  staffTitle: 'تیم اجرایی {name}',
  tabs: 'بخش‌های این دوره',
  notFoundTitle: 'چنین دوره‌ای نیست',
} as const;
