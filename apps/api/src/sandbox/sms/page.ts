import { escapeHtml } from '../html';
import { inboxFrame, stateAndTime } from '../inbox-page';
import type { SandboxMessage } from './messages';

/** The SMS sandbox's inbox page (inbox-page.ts): each text with its number, state and time. */

const faDigits = (text: string) => text.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

const styles = `
  main{max-width:640px}
  ol{gap:10px}
  .meta{gap:8px}
  .phone{direction:ltr;unicode-bidi:embed}
  p.text{margin:0;white-space:pre-wrap;word-break:break-word}
`;

const item = (m: SandboxMessage) => `<li data-id="${m.id}" data-phone="${escapeHtml(m.phone_number)}">
<div class="meta"><span class="phone">${escapeHtml(faDigits(m.phone_number))}</span>
${stateAndTime(m)}</div>
<p class="text">${escapeHtml(m.text)}</p></li>`;

export function inboxPage(messages: SandboxMessage[], phone: string | null, demo = false): string {
  return inboxFrame({
    title: 'پیامک‌های آزمایشی',
    about: 'پیامک‌هایی که سرور می‌فرستد اینجا نشان داده می‌شوند، تازه‌ترین در بالا؛ هیچ پیامکی واقعاً فرستاده نمی‌شود.',
    demoNote: demo ? 'در این نسخهٔ نمایشی فقط پیامک‌هایی را می‌بینید که از همین مرورگر درخواست کرده‌اید.' : null,
    action: '/_sandbox/sms/',
    field: { name: 'phone', label: 'شمارهٔ موبایل', inputmode: 'tel', placeholder: '09121234567', value: phone ?? '' },
    items: messages.map(item),
    empty: 'هنوز پیامکی نیست.',
    styles,
  });
}
