/**
 * The sandboxes' Persian answers outside their pages, and the words their pages share (html.ts,
 * inbox-page.ts); each page.ts holds its own page's words.
 */
export const sandboxTexts = {
  zarinpalOffInProduction: 'درگاه آزمایشی در حالت تولید غیرفعال است.',
  /** Beside every sandbox page's heading. */
  badge: 'آزمایشی',
  /** The inbox pages' button that shows one recipient's messages. */
  show: 'نمایش',
  /** A message's state in the inbox pages. */
  states: {
    queued: 'در صف',
    sending: 'در حال ارسال',
    sent: 'رسیده',
    failed: 'ناموفق',
  },
} as const;
