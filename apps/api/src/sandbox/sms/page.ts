import type { SandboxMessage } from './messages';

/** The sandbox's inbox page: Persian, right-to-left, no JavaScript (the app's CSP allows no inline script). */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const when = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: 'Asia/Tehran',
  dateStyle: 'medium',
  timeStyle: 'medium',
});
const faDigits = (text: string) => text.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

const STATES: Record<SandboxMessage['state'], string> = {
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
  main{max-width:640px;margin:0 auto}
  header{display:flex;justify-content:space-between;align-items:center;gap:12px;flex-wrap:wrap}
  h1{font-size:1.3rem;margin:8px 0}
  .badge{font-size:.75rem;background:#263238;color:#fff;border-radius:999px;padding:4px 10px}
  form{display:flex;gap:8px;margin:12px 0}
  input{flex:1;font:inherit;padding:10px;border:1px solid #b0bec5;border-radius:8px}
  button{font:inherit;border:0;border-radius:8px;padding:10px 16px;background:#1565c0;color:#fff;cursor:pointer}
  ol{list-style:none;margin:0;padding:0;display:grid;gap:10px}
  li{background:#fff;border-radius:12px;padding:12px 14px;box-shadow:0 2px 6px rgba(0,0,0,.08)}
  .meta{display:flex;justify-content:space-between;gap:8px;font-size:.8rem;color:#607d8b;margin-bottom:6px}
  .phone{direction:ltr;unicode-bidi:embed}
  p.text{margin:0;white-space:pre-wrap;word-break:break-word}
  .state-failed{color:#c62828}
  .empty{color:#607d8b}
`;

export function inboxPage(messages: SandboxMessage[], phone: string | null, demo = false): string {
  const items = messages
    .map(
      (m) => `<li data-id="${m.id}" data-phone="${escapeHtml(m.phone_number)}">
<div class="meta"><span class="phone">${escapeHtml(faDigits(m.phone_number))}</span>
<span class="state-${m.state}">${STATES[m.state]}</span><time datetime="${m.created_at}">${escapeHtml(when.format(new Date(m.created_at)))}</time></div>
<p class="text">${escapeHtml(m.text)}</p></li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>پیامک‌های آزمایشی</title>
<style>${styles}</style>
</head>
<body>
<main>
<header><h1>پیامک‌های آزمایشی</h1><span class="badge">آزمایشی</span></header>
<p>پیامک‌هایی که سرور می‌فرستد اینجا نشان داده می‌شوند، تازه‌ترین در بالا؛ هیچ پیامکی واقعاً فرستاده نمی‌شود.</p>
${demo ? '<p>در این نسخهٔ نمایشی فقط پیامک‌هایی را می‌بینید که از همین مرورگر درخواست کرده‌اید.</p>' : ''}
<form method="get" action="/_sandbox/sms/"><label for="phone" hidden>شمارهٔ موبایل</label>
<input id="phone" name="phone" dir="ltr" inputmode="tel" placeholder="09121234567" value="${escapeHtml(phone ?? '')}">
<button type="submit">نمایش</button></form>
${messages.length ? `<ol>${items}</ol>` : '<p class="empty">هنوز پیامکی نیست.</p>'}
</main>
</body>
</html>`;
}
