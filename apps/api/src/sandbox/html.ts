import { sandboxTexts } from './texts';

/**
 * The frame of every sandbox page (the bank's, the SMS and mail inboxes): Persian, right-to-left, no
 * JavaScript (the app's CSP allows no inline script, and the pages need none), the font the payment
 * sandbox serves (zarinpal/routes.ts), and a badge that says none of it is real.
 */

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const baseStyles = `
  @font-face{font-family:Vazirmatn;font-style:normal;font-weight:100 900;font-display:swap;
    src:url(/_sandbox/zarinpal/vazirmatn.woff2) format("woff2")}
  *{box-sizing:border-box}
  .badge{font-size:.75rem;background:#263238;color:#fff;border-radius:999px;padding:4px 10px}`;

export interface SandboxPage {
  title: string;
  /** The header's words, the title's by default. */
  heading?: string;
  /** The page's own rules, after the shared ones. */
  styles: string;
  /** What follows the header inside <main>. */
  content: string;
}

export function sandboxPage({ title, heading = title, styles, content }: SandboxPage): string {
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${baseStyles}${styles}</style>
</head>
<body>
<main>
<header><h1>${escapeHtml(heading)}</h1><span class="badge">${sandboxTexts.badge}</span></header>
${content}
</main>
</body>
</html>`;
}
