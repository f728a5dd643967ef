import { getLocale } from '../i18n';
import { cx } from './cx';

/** Readable typography for HTML from the server (descriptions, bios, FAQ answers): a small "prose". */
const prose =
  'text-navy-800 leading-8 break-words ' +
  '[&_p]:my-3 [&_h2]:mt-7 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-extrabold [&_h2]:text-navy-950 ' +
  '[&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-bold [&_h3]:text-navy-950 ' +
  '[&_h4]:mt-5 [&_h4]:mb-2 [&_h4]:font-bold [&_h4]:text-navy-950 ' +
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:my-1 [&_li]:ps-1 ' +
  '[&_li::marker]:text-accent-500 [&_strong]:font-bold [&_strong]:text-navy-950 ' +
  '[&_a]:font-semibold [&_a]:text-navy-700 [&_a]:underline [&_a]:decoration-accent-400 [&_a]:underline-offset-4 hover:[&_a]:text-navy-950 ' +
  '[&_code]:rounded [&_code]:bg-navy-50 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em] [&_code]:[direction:ltr] [&_code]:[unicode-bidi:isolate] ' +
  '[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-navy-950 [&_pre]:p-4 [&_pre]:text-navy-50 [&_pre]:[direction:ltr] [&_pre_code]:bg-transparent [&_pre_code]:p-0 ' +
  '[&_blockquote]:my-4 [&_blockquote]:border-s-4 [&_blockquote]:border-accent-400 [&_blockquote]:ps-4 [&_blockquote]:text-navy-700 ' +
  '[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl ' +
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0';

interface RichTextProps {
  /**
   * HTML that the API has already sanitised: an allow-list of tags, no scripts, no event handlers,
   * no javascript: URLs (docs/api.md#catalogue). Never pass HTML from anywhere else.
   */
  html: string;
  className?: string;
  id?: string;
  lang?: string;
  dir?: 'rtl' | 'ltr' | 'auto';
}

export function RichText({ html, className, dir, ...rest }: RichTextProps) {
  // On the English site much of the content (bios, FAQ answers) exists only in Persian: it takes the
  // direction of its own first words rather than the page's.
  const direction = dir ?? (getLocale() === 'en' ? 'auto' : undefined);
  // dangerouslySetInnerHTML is safe here only because the server sanitised the HTML (see `html` above).
  return <div className={cx(prose, className)} dangerouslySetInnerHTML={{ __html: html }} dir={direction} {...rest} />;
}
