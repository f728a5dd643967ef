import { escapeHtml, sandboxPage } from './html';
import { sandboxTexts } from './texts';

/**
 * The frame of the SMS and mail sandboxes' inbox pages (sms/page.ts, mail/page.ts): what the page
 * shows, a form that picks the recipient, and the messages, newest first; each page draws its items.
 */

const when = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
  timeZone: 'Asia/Tehran',
  dateStyle: 'medium',
  timeStyle: 'medium',
});

/** An item's state and time, as both inboxes show them in its meta line. */
export const stateAndTime = (m: { state: keyof typeof sandboxTexts.states; created_at: string }) =>
  `<span class="state-${m.state}">${sandboxTexts.states[m.state]}</span><time datetime="${m.created_at}">${escapeHtml(when.format(new Date(m.created_at)))}</time>`;

const styles = `
  body{margin:0;padding:16px;font-family:Vazirmatn,Tahoma,"Segoe UI",sans-serif;background:#eceff1;color:#263238}
  main{margin:0 auto}
  header{display:flex;justify-content:space-between;align-items:center;gap:12px;flex-wrap:wrap}
  h1{font-size:1.3rem;margin:8px 0}
  form{display:flex;gap:8px;margin:12px 0}
  input{flex:1;font:inherit;padding:10px;border:1px solid #b0bec5;border-radius:8px}
  button{font:inherit;border:0;border-radius:8px;padding:10px 16px;background:#1565c0;color:#fff;cursor:pointer}
  ol{list-style:none;margin:0;padding:0;display:grid}
  li{background:#fff;border-radius:12px;padding:12px 14px;box-shadow:0 2px 6px rgba(0,0,0,.08)}
  .meta{display:flex;justify-content:space-between;font-size:.8rem;color:#607d8b;margin-bottom:6px}
  .state-failed{color:#c62828}
  .empty{color:#607d8b}`;

export interface Inbox {
  /** The page's title and heading. */
  title: string;
  /** What the page shows. */
  about: string;
  /** In a public demo, what it does not show and why; null elsewhere. */
  demoNote: string | null;
  /** The form that picks the recipient: its target and its one field. */
  action: string;
  field: { name: string; label: string; type?: string; inputmode: string; placeholder: string; value: string };
  /** The items drawn by the page (each an <li>), and the line shown when there are none. */
  items: string[];
  empty: string;
  /** The page's own rules, after the shared ones. */
  styles: string;
}

export function inboxFrame(inbox: Inbox): string {
  const { field } = inbox;
  return sandboxPage({
    title: inbox.title,
    styles: `${styles}${inbox.styles}`,
    content: `<p>${inbox.about}</p>
${inbox.demoNote ? `<p>${inbox.demoNote}</p>` : ''}
<form method="get" action="${inbox.action}"><label for="${field.name}" hidden>${field.label}</label>
<input id="${field.name}" name="${field.name}"${field.type ? ` type="${field.type}"` : ''} dir="ltr" inputmode="${field.inputmode}" placeholder="${field.placeholder}" value="${escapeHtml(field.value)}">
<button type="submit">${sandboxTexts.show}</button></form>
${inbox.items.length ? `<ol>${inbox.items.join('\n')}</ol>` : `<p class="empty">${inbox.empty}</p>`}`,
  });
}
