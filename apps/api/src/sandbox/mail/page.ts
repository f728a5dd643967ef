import { escapeHtml } from '../html';
import { inboxFrame, stateAndTime } from '../inbox-page';
import type { SandboxMail } from './messages';

/**
 * The mail sandbox's inbox page (inbox-page.ts, as the SMS one). Each mail's HTML is shown as it would
 * arrive, in a sandboxed iframe (srcdoc: no scripts, no forms, no top navigation, no same origin),
 * beside its subject, text part and attachments.
 */

const styles = `
  main{max-width:760px}
  input{min-width:0}
  ol{gap:14px}
  .meta{flex-wrap:wrap;gap:4px 12px}
  .to{direction:ltr;unicode-bidi:embed}
  h2{font-size:1.05rem;margin:4px 0 10px}
  iframe{display:block;width:100%;height:clamp(360px,70vh,600px);resize:vertical;border:1px solid #cfd8dc;border-radius:8px;background:#eceff1}
  details{margin-top:8px}
  summary{cursor:pointer;color:#1565c0}
  pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:8px 0 0;unicode-bidi:plaintext}
  .files{margin:8px 0 0;padding:0;list-style:none;display:flex;flex-wrap:wrap;gap:6px}
  .files li{box-shadow:none;background:#eceff1;border-radius:999px;padding:4px 10px;font-size:.8rem;direction:ltr}
`;

function item(m: SandboxMail): string {
  const files = m.attachments.length
    ? `<p class="meta">پیوست‌ها:</p><ul class="files">${m.attachments
        .map((a) => `<li data-type="${escapeHtml(a.content_type)}">${escapeHtml(a.filename)}</li>`)
        .join('')}</ul>`
    : '';
  return `<li data-id="${m.id}" data-to="${escapeHtml(m.to)}">
<div class="meta"><span class="to">${escapeHtml(m.to)}</span>
${stateAndTime(m)}</div>
<h2 dir="auto">${escapeHtml(m.subject)}</h2>
<iframe sandbox title="${escapeHtml(m.subject)}" srcdoc="${escapeHtml(m.html)}"></iframe>
${files}
<details><summary>متن ساده</summary><pre>${escapeHtml(m.text)}</pre></details></li>`;
}

export function inboxPage(mails: SandboxMail[], to: string, demo = false): string {
  return inboxFrame({
    title: 'ایمیل‌های آزمایشی',
    about: 'ایمیل‌هایی که سرور می‌فرستد اینجا نشان داده می‌شوند، تازه‌ترین در بالا؛ هیچ ایمیلی واقعاً فرستاده نمی‌شود.',
    demoNote: demo ? 'در این نسخهٔ نمایشی ایمیل‌ها (رسید، بلیت، یادآوری) نشان داده نمی‌شوند: هیچ‌کدام را مرورگر شما درخواست نکرده است.' : null,
    action: '/_sandbox/mail/',
    field: { name: 'to', label: 'نشانی ایمیل', type: 'email', inputmode: 'email', placeholder: 'name@example.org', value: to },
    items: mails.map(item),
    empty: 'هنوز ایمیلی نیست.',
    styles,
  });
}
