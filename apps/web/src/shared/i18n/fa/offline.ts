/** The installable app and its offline copies (the service worker). */
export const offline = {
  savedAt: 'بدون اتصال؛ آنچه می‌بینید نسخهٔ ذخیره‌شدهٔ ساعت {time} است.',
  savedAtDay: 'بدون اتصال؛ آنچه می‌بینید نسخهٔ ذخیره‌شدهٔ {date}، ساعت {time} است.',
  updateReady: 'نسخهٔ تازه‌ای از سایت آماده است.',
  updateReload: 'بارگذاری نسخهٔ تازه',
} as const;
