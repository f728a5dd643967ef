/**
 * The web app remembers a visitor's language in the `lang` cookie (apps/web/src/shared/i18n/locale-choice.ts).
 * The page the server sends already carries it in `<html lang dir>`, so an English page is laid out
 * left to right from its first paint, before any script has run.
 */
export type PageLanguage = 'fa' | 'en';

/** The language the `lang` cookie names; Persian (the product's language) otherwise. */
export function pageLanguage(cookieHeader: string | undefined): PageLanguage {
  return /(?:^|;\s*)lang=en(?:;|$)/.test(cookieHeader ?? '') ? 'en' : 'fa';
}

/** index.html with `<html lang dir>` for the language (the build writes the Persian one). */
export function withPageLanguage(html: string, language: PageLanguage): string {
  if (language === 'fa') return html;
  return html.replace(/<html\b[^>]*>/, '<html lang="en" dir="ltr">');
}
