import { escapeHtml, sandboxPage } from '../html';
import type { SandboxSession } from './api';

/** HTML of the sandbox's bank pages (html.ts): two submit buttons in one form, no JavaScript. */

const faNumber = new Intl.NumberFormat('fa-IR');

export const SANDBOX_FONT_FILE = '@fontsource-variable/vazirmatn/files/vazirmatn-arabic-wght-normal.woff2';

const styles = `
  body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;
    font-family:Vazirmatn,Tahoma,"Segoe UI",sans-serif;background:linear-gradient(160deg,#fff8e1,#ffe082);color:#263238}
  main{width:100%;max-width:420px;background:#fff;border-radius:16px;box-shadow:0 10px 30px rgba(0,0,0,.12);overflow:hidden}
  header{background:#ffc107;padding:20px 24px;display:flex;justify-content:space-between;align-items:center}
  header h1{margin:0;font-size:1.2rem}
  .body{padding:24px}
  dl{margin:0 0 16px;display:grid;grid-template-columns:auto 1fr;gap:10px 16px}
  dt{color:#607d8b}
  dd{margin:0;font-weight:600;word-break:break-word}
  .amount{font-size:1.4rem;color:#2e7d32}
  .note{font-size:.85rem;color:#607d8b;background:#f5f5f5;border-radius:8px;padding:10px 12px;margin:0 0 20px}
  form{display:flex;gap:12px}
  button,a.button{flex:1;font:inherit;font-size:1rem;border:0;border-radius:10px;padding:14px;cursor:pointer;text-align:center;text-decoration:none}
  .pay{background:#2e7d32;color:#fff}
  .cancel{background:#eceff1;color:#37474f}
  button:focus-visible,a.button:focus-visible{outline:3px solid #1565c0;outline-offset:2px}
`;

const page = (title: string, content: string) =>
  sandboxPage({ title, heading: 'درگاه پرداخت', styles, content: `<div class="body">${content}</div>` });

/** The page where the buyer pays or cancels. */
export function startPayPage(session: SandboxSession, action: string): string {
  const rial = session.currency === 'IRT' ? session.amount * 10 : session.amount;
  const toman = Math.floor(rial / 10);
  return page(
    'پرداخت آزمایشی',
    `<dl>
  <dt>مبلغ</dt><dd class="amount">${faNumber.format(toman)} تومان</dd>
  <dt>به ریال</dt><dd>${faNumber.format(rial)} ریال</dd>
  <dt>شرح</dt><dd>${escapeHtml(session.description)}</dd>
</dl>
<p class="note">این درگاه شبیه‌ساز زرین‌پال است و هیچ پولی جابه‌جا نمی‌شود. با «پرداخت» پرداخت موفق و با «انصراف» پرداخت لغوشده شبیه‌سازی می‌شود.</p>
<form method="post" action="${escapeHtml(action)}">
  <button type="submit" name="status" value="OK" class="pay">پرداخت</button>
  <button type="submit" name="status" value="NOK" class="cancel">انصراف</button>
</form>`,
  );
}

/** The session was paid or cancelled already: offer the way back to the shop. */
export function finishedPage(returnUrl: string, paid: boolean): string {
  return page(
    'تراکنش پایان یافته',
    `<p class="note">${paid ? 'این تراکنش پیش‌تر پرداخت شده است.' : 'این تراکنش پیش‌تر لغو شده یا ناموفق بوده است.'}</p>
<a class="button pay" href="${escapeHtml(returnUrl)}">بازگشت به سایت</a>`,
  );
}

export function notFoundPage(): string {
  return page('تراکنش یافت نشد', '<p class="note">تراکنشی با این شناسه در درگاه آزمایشی وجود ندارد.</p>');
}
