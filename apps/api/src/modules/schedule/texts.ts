/** The schedule editor's Persian texts: its refusals and warnings. */

const name = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`.trim();

export const scheduleTexts = {
  roomClash: (room: string, moved: string, other: string) =>
    `«${moved}» و «${other}» در یک زمان در «${room}» می‌افتند؛ زمان یا سالن دیگری برگزینید.`,
  presenterClash: (presenter: { first_name: string; last_name: string }, moved: string, other: string) =>
    `${name(presenter)} در یک زمان هم در «${moved}» و هم در «${other}» ارائه می‌دهد؛ زمان دیگری برگزینید.`,
  publishedStaysPlaced: 'این جلسه منتشر شده و جایش در برنامهٔ عمومی دیده می‌شود؛ به پیش‌نویس‌های بدون سالن برنمی‌گردد. آن را به سالن یا زمان دیگری ببرید.',
  outsideAvailability: (presenter: { first_name: string; last_name: string }) =>
    `این زمان بیرون از بازه‌هایی است که ${name(presenter)} برای ارائه آزاد است.`,
} as const;
