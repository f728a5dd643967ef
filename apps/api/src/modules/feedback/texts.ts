/** Feedback's Persian texts: its refusals. */
export const feedbackTexts = {
  notStarted: 'این ارائه هنوز آغاز نشده است؛ پس از آغاز آن می‌توانید به آن امتیاز دهید.',
  notCheckedIn: 'تنها شرکت‌کنندگانی که در ورودی این ارائه پذیرش شده‌اند می‌توانند به آن امتیاز دهند.',
  feedbackNotFound: 'نظری با این شناسه یافت نشد.',
} as const;
