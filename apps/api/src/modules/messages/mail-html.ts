import { mailSignature, type MailLanguage } from './texts';

/**
 * An e-mail's HTML, made from its plain text (the text part says the same): the page in the account's
 * language and direction (Persian right to left), paragraphs at blank lines, addresses as links.
 * Styles are inline, since many mail clients drop a <style> block. Every piece of text is escaped:
 * an organiser's message or a title may hold anything.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const URL_PATTERN = /https?:\/\/[^\s<>"'«»]+[^\s<>"'«».,،؛:!?)]/g;

/** One line of text, escaped, its addresses links (left to right inside a Persian sentence). */
function lineHtml(line: string): string {
  let html = '';
  let at = 0;
  for (const match of line.matchAll(URL_PATTERN)) {
    html += escapeHtml(line.slice(at, match.index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}" dir="ltr" style="color:#1565c0;word-break:break-all">${url}</a>`;
    at = match.index + match[0].length;
  }
  return html + escapeHtml(line.slice(at));
}

const FONTS: Record<MailLanguage, string> = {
  fa: "Vazirmatn,Tahoma,'Segoe UI',Arial,sans-serif",
  en: "'Segoe UI',Roboto,Helvetica,Arial,Vazirmatn,Tahoma,sans-serif",
};

/** The text part: the body and the festival's name under it. */
export function mailPlainText(language: MailLanguage, text: string): string {
  return `${text.trim()}\n\n-- \n${mailSignature[language]}\n`;
}

export function mailHtml(language: MailLanguage, subject: string, text: string): string {
  const dir = language === 'fa' ? 'rtl' : 'ltr';
  // dir="auto": an organiser's Persian message in an English mail still reads right to left.
  const paragraphs = text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => `<p dir="auto" style="margin:0 0 14px;line-height:1.9">${p.split('\n').map(lineHtml).join('<br>')}</p>`)
    .join('\n');
  return `<!doctype html>
<html lang="${language}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#eceff1">
<div dir="${dir}" style="max-width:600px;margin:0 auto;padding:24px 16px;font-family:${FONTS[language]};font-size:16px;color:#263238;text-align:start">
<div style="background:#ffffff;border-radius:12px;padding:20px 22px">
<h1 dir="auto" style="font-size:20px;line-height:1.6;margin:0 0 16px;color:#0b1a33">${escapeHtml(subject)}</h1>
${paragraphs}
</div>
<p style="margin:14px 4px 0;font-size:13px;color:#607d8b">${escapeHtml(mailSignature[language])}</p>
</div>
</body>
</html>
`;
}
