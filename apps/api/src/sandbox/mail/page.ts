import type { SandboxMail } from './messages';

/**
 * The mail sandbox's inbox page: Persian, right-to-left, no JavaScript (the app's CSP allows no inline
 * script), like the SMS one. Each mail's HTML is shown as it would arrive, in a sandboxed iframe
 * (srcdoc: no scripts, no forms, no top navigation, no same origin), beside its subject, text part
 * and attachments.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const when = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: 'Asia/Tehran',
  dateStyle: 'medium',
  timeStyle: 'medium',
});

const STATES: Record<SandboxMail['state'], string> = {
  queued: 'در صف',
  sending: 'در حال ارسال',
  sent: 'رسیده',
  failed: 'ناموفق',
};

const styles = `
  @font-face{font-family:Vazirmatn;font-style:normal;font-weight:100 900;font-display:swap;
    src:url(/_sandbox/zarinpal/vazirmatn.woff2) format("woff2")}
  *{box-sizing:border-box}
  body{margin:0;padding:16px;font-family:Vazirmatn,Tahoma,"Segoe UI",sans-serif;background:#eceff1;color:#263238}
  main{max-width:760px;margin:0 auto}
  header{display:flex;justify-content:space-between;align-items:center;gap:12px;flex-wrap:wrap}
  h1{font-size:1.3rem;margin:8px 0}
  .badge{font-size:.75rem;background:#263238;color:#fff;border-radius:999px;padding:4px 10px}
  form{display:flex;gap:8px;margin:12px 0}
  input{flex:1;min-width:0;font:inherit;padding:10px;border:1px solid #b0bec5;border-radius:8px}
  button{font:inherit;border:0;border-radius:8px;padding:10px 16px;background:#1565c0;color:#fff;cursor:pointer}
  ol{list-style:none;margin:0;padding:0;display:grid;gap:14px}
  li{background:#fff;border-radius:12px;padding:12px 14px;box-shadow:0 2px 6px rgba(0,0,0,.08)}
  .meta{display:flex;justify-content:space-between;flex-wrap:wrap;gap:4px 12px;font-size:.8rem;color:#607d8b;margin-bottom:6px}
  .to{direction:ltr;unicode-bidi:embed}
  h2{font-size:1.05rem;margin:4px 0 10px}
  iframe{display:block;width:100%;height:clamp(360px,70vh,600px);resize:vertical;border:1px solid #cfd8dc;border-radius:8px;background:#eceff1}
  details{margin-top:8px}
  summary{cursor:pointer;color:#1565c0}
  pre{white-space:pre-wrap;word-break:break-word;font:inherit;margin:8px 0 0;unicode-bidi:plaintext}
  .files{margin:8px 0 0;padding:0;list-style:none;display:flex;flex-wrap:wrap;gap:6px}
  .files li{box-shadow:none;background:#eceff1;border-radius:999px;padding:4px 10px;font-size:.8rem;direction:ltr}
  .state-failed{color:#c62828}
  .empty{color:#607d8b}
`;

function item(m: SandboxMail): string {
  const files = m.attachments.length
    ? `<p class="meta">پیوست‌ها:</p><ul class="files">${m.attachments
        .map((a) => `<li data-type="${escapeHtml(a.content_type)}">${escapeHtml(a.filename)}</li>`)
        .join('')}</ul>`
    : '';
  return `<li data-id="${m.id}" data-to="${escapeHtml(m.to)}">
<div class="meta"><span class="to">${escapeHtml(m.to)}</span>
<span class="state-${m.state}">${STATES[m.state]}</span><time datetime="${m.created_at}">${escapeHtml(when.format(new Date(m.created_at)))}</time></div>
<h2 dir="auto">${escapeHtml(m.subject)}</h2>
<iframe sandbox title="${escapeHtml(m.subject)}" srcdoc="${escapeHtml(m.html)}"></iframe>
${files}
<details><summary>متن ساده</summary><pre>${escapeHtml(m.text)}</pre></details></li>`;
}

export function inboxPage(mails: SandboxMail[], to: string, demo = false): string {
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>ایمیل‌های آزمایشی</title>
<style>${styles}</style>
</head>
<body>
<main>
<header><h1>ایمیل‌های آزمایشی</h1><span class="badge">آزمایشی</span></header>
<p>ایمیل‌هایی که سرور می‌فرستد اینجا نشان داده می‌شوند، تازه‌ترین در بالا؛ هیچ ایمیلی واقعاً فرستاده نمی‌شود.</p>
${demo ? '<p>در این نسخهٔ نمایشی ایمیل‌ها (رسید، بلیت، یادآوری) نشان داده نمی‌شوند: هیچ‌کدام را مرورگر شما درخواست نکرده است.</p>' : ''}
<form method="get" action="/_sandbox/mail/"><label for="to" hidden>نشانی ایمیل</label>
<input id="to" name="to" type="email" dir="ltr" inputmode="email" placeholder="name@example.org" value="${escapeHtml(to)}">
<button type="submit">نمایش</button></form>
${mails.length ? `<ol>${mails.map(item).join('\n')}</ol>` : '<p class="empty">هنوز ایمیلی نیست.</p>'}
</main>
</body>
</html>`;
}
