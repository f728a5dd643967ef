/** The sandboxes' Persian answers outside their pages (each page.ts holds its own page's words). */
export const sandboxTexts = {
  zarinpalOffInProduction: 'درگاه آزمایشی در حالت تولید غیرفعال است.',
} as const;
