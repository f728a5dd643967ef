import type { Certificate } from '@/shared/api/certificates';

/**
 * The visitor's certificates in the order the page lists them: the latest session first, and a
 * session's two kinds (attending, presenting) side by side, attendance first.
 */
export const bySessionNewestFirst = (list: readonly Certificate[]): Certificate[] =>
  [...list].sort((a, b) => Date.parse(b.presentation.start) - Date.parse(a.presentation.start) || a.kind.localeCompare(b.kind));
