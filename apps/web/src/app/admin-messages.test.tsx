// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import type { FestivalMessageAnswer } from '@fest/contract';
import { chooseOption } from '@/shared/choose-option';
import { serveDuringFile } from '@/shared/api/test-server-hooks';
import { currentToasts } from '@/shared/toast';
import { renderApp, signedIn } from './render-app';

/**
 * The console's message to the whole festival (/admin/messages), in the whole app against a local
 * server answering the contract's shapes: a preview (a dry run) first, and "send" only after it.
 */
const server = serveDuringFile();

/** The first wait of a test also waits for the console's lazy chunks (slow on a busy machine: each test gets 20 s). */
const loaded = { timeout: 10_000 };

const phone = '09120000001';
// On 26 and 27 Bahman 1405; the late talk starts at 00:15 on the 29th in Tehran (20:45 UTC on the 17th).
const docker = { id: 7, fa_title: 'کارگاه داکر', en_title: 'Docker workshop', start: '2027-02-15T06:30:00Z' };
const git = { id: 8, fa_title: 'کارگاه گیت', en_title: 'Git workshop', start: '2027-02-16T06:30:00Z' };
const late = { id: 9, fa_title: 'گفت‌وگوی شبانه', en_title: 'Late talk', start: '2027-02-17T20:45:00Z' };

function asAdmin() {
  server.answer(`GET /api/users/${phone}/`, {
    body: { phone_number: phone, first_name: 'سارا', last_name: 'محمدی', email: 'a@example.com', avatar: null, accessories: [], is_signed_up_for_competition: false, role: 'admin' },
  });
  server.answer('GET /api/presentations/cart/', { body: [] });
  server.answer('GET /api/admin/presentations/', { body: { count: 3, results: [docker, git, late] } });
  return signedIn(phone);
}

const answer = (over: Partial<FestivalMessageAnswer> = {}): FestivalMessageAnswer => ({
  recipients: 12,
  sms_recipients: 12,
  email_recipients: 5,
  sms_parts: 24,
  parts_per_sms: 2,
  ...over,
});

const form = () => within(screen.getByRole('form', { name: 'پیام تازه' }));
const posts = () => server.requests.filter((r) => r.method === 'POST' && r.path === '/api/admin/messages/');
const text = 'یادآوری: فردا درهای سالن ساعت ۹ باز می‌شود و کارت شناسایی همراه داشته باشید. ممنون از شما.';

async function openPage() {
  renderApp('/admin/messages', asAdmin());
  expect(await screen.findByRole('heading', { level: 1, name: 'پیام به جشنواره' }, loaded)).toBeTruthy();
}

describe('a message to the whole festival', { timeout: 20_000 }, () => {
  it('is in the console menu, counts the SMS parts as it is typed, previews with a dry run and sends only after that, once confirmed', async () => {
    server.answer('POST /api/admin/messages/', (request) => ({ status: 202, body: (request.body as { dry_run?: boolean }).dry_run ? answer() : answer({ recipients: 13 }) }));
    await openPage();
    const navLink = within(screen.getByRole('navigation', { name: 'بخش‌های پنل برگزارکننده' })).getByRole('link', { name: 'پیام به جشنواره' });
    expect(navLink.getAttribute('href')).toBe('/admin/messages');
    expect(navLink.getAttribute('aria-current')).toBe('page');

    const field = form().getByLabelText('متن پیام');
    fireEvent.input(field, { target: { value: text } });
    // Persian goes as UCS-2: past 70 characters, 67 in each part.
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe('۹۰ نویسه، ۲ پیامک');
    // This edition's attendees by default; both channels.
    expect((form().getByRole('radio', { name: /شرکت‌کنندگان این دوره/ }) as HTMLInputElement).checked).toBe(true);
    expect((form().getByRole('checkbox', { name: /پیامک/ }) as HTMLInputElement).checked).toBe(true);
    expect((form().getByRole('checkbox', { name: /ایمیل/ }) as HTMLInputElement).checked).toBe(true);
    // No sending before a preview.
    expect(form().queryByRole('button', { name: 'ارسال پیام' })).toBeNull();

    fireEvent.click(form().getByRole('button', { name: 'پیش‌نمایش گیرندگان' }));
    const preview = await form().findByRole('status', { name: 'این پیام به چه کسانی می‌رسد' });
    expect(posts().map((r) => r.body)).toEqual([{ text, audience: 'attendees', channels: ['sms', 'email'], dry_run: true }]);
    const counts = Object.fromEntries(within(preview).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(counts).toEqual({ 'همهٔ گیرندگان': '۱۲ نفر', 'با پیامک': '۱۲ نفر', 'با ایمیل': '۵ نفر', 'پیامک در کل': '۲۴' });
    expect(within(preview).getByText('هر پیام ۲ پیامک')).toBeTruthy();

    // An edit makes the preview stale: "send" goes until it is asked again.
    fireEvent.click(form().getByRole('checkbox', { name: /ایمیل/ }));
    expect(form().queryByRole('status', { name: 'این پیام به چه کسانی می‌رسد' })).toBeNull();
    expect(form().queryByRole('button', { name: 'ارسال پیام' })).toBeNull();
    fireEvent.click(form().getByRole('checkbox', { name: /ایمیل/ }));
    fireEvent.click(form().getByRole('button', { name: 'پیش‌نمایش گیرندگان' }));
    fireEvent.click(await form().findByRole('button', { name: 'ارسال پیام' }));

    const dialog = await screen.findByRole('dialog', { name: 'ارسال پیام به جشنواره' });
    expect(dialog.textContent).toContain('این پیام برای ۱۲ نفر فرستاده می‌شود:');
    expect(dialog.textContent).toContain('با پیامک به ۱۲ نفر (۲۴ پیامک در کل)');
    expect(dialog.textContent).toContain('با ایمیل به ۵ نفر');
    expect(posts()).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ارسال پیام' }));

    await waitFor(() => expect(posts()).toHaveLength(3));
    expect(posts()[2]?.body).toEqual({ text, audience: 'attendees', channels: ['sms', 'email'] });
    // The toast says what the send answered; the form is empty again, with nothing to send.
    await waitFor(() => expect(currentToasts().some((toast) => toast.content === 'پیام برای ۱۳ نفر در صف ارسال قرار گرفت.')).toBe(true));
    await waitFor(() => expect((form().getByLabelText('متن پیام') as HTMLTextAreaElement).value).toBe(''));
    expect(form().queryByRole('status', { name: 'این پیام به چه کسانی می‌رسد' })).toBeNull();
    expect(form().queryByRole('button', { name: 'ارسال پیام' })).toBeNull();
  });

  it('asks for a day among the programme’s days (Jalali, in Tehran) or for a session only with the audience that names it', async () => {
    server.answer('POST /api/admin/messages/', { status: 202, body: answer({ recipients: 0, sms_recipients: 0, email_recipients: 0, sms_parts: 0 }) });
    await openPage();
    expect(form().queryByLabelText('روز')).toBeNull();
    expect(form().queryByLabelText('نشست')).toBeNull();

    fireEvent.click(form().getByRole('radio', { name: /شرکت‌کنندگان یک روز/ }));
    const day = form().getByLabelText('روز');
    await waitFor(() => expect(within(day).getAllByRole('option').map((o) => o.textContent)).toEqual(['یک روز را انتخاب کنید', 'دوشنبه ۲۶ بهمن ۱۴۰۵', 'سه‌شنبه ۲۷ بهمن ۱۴۰۵', 'پنجشنبه ۲۹ بهمن ۱۴۰۵']));
    expect(form().queryByLabelText('نشست')).toBeNull();
    // A day left unchosen is named beside its field before anything is sent.
    fireEvent.input(form().getByLabelText('متن پیام'), { target: { value: 'سلام' } });
    fireEvent.click(form().getByRole('button', { name: 'پیش‌نمایش گیرندگان' }));
    await waitFor(() => expect(day.getAttribute('aria-invalid')).toBe('true'));
    expect(posts()).toHaveLength(0);
    chooseOption(day, '2027-02-16');
    fireEvent.click(form().getByRole('button', { name: 'پیش‌نمایش گیرندگان' }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toEqual({ text: 'سلام', audience: 'day', day: '2027-02-16', channels: ['sms', 'email'], dry_run: true });
    // Nobody that day: said, and nothing to send.
    expect(await form().findByText('با این انتخاب کسی پیامی نمی‌گیرد.')).toBeTruthy();
    expect(form().queryByRole('button', { name: 'ارسال پیام' })).toBeNull();

    fireEvent.click(form().getByRole('radio', { name: /شرکت‌کنندگان یک نشست/ }));
    expect(form().queryByLabelText('روز')).toBeNull();
    const session = form().getByLabelText('نشست');
    expect(within(session).getAllByRole('option').map((o) => o.textContent)).toEqual(['یک نشست را انتخاب کنید', 'کارگاه داکر', 'کارگاه گیت', 'گفت‌وگوی شبانه']);
    chooseOption(session, '8');
    fireEvent.click(form().getByRole('checkbox', { name: /ایمیل/ }));
    fireEvent.click(form().getByRole('button', { name: 'پیش‌نمایش گیرندگان' }));
    await waitFor(() => expect(posts()).toHaveLength(2));
    // The day chosen before is not sent with a session's audience.
    expect(posts()[1]?.body).toEqual({ text: 'سلام', audience: 'presentation', presentation: 8, channels: ['sms'], dry_run: true });

    fireEvent.click(form().getByRole('radio', { name: /همهٔ کاربران/ }));
    expect(form().queryByLabelText('روز')).toBeNull();
    expect(form().queryByLabelText('نشست')).toBeNull();
  });

  it('shows each field the server refuses beside it', async () => {
    server.answer('POST /api/admin/messages/', {
      status: 400,
      body: {
        detail: 'اطلاعات ارسالی معتبر نیست.',
        code: 'VALIDATION_ERROR',
        errors: { day: ['این روز در برنامهٔ این دوره نیست.'], channels: ['دست‌کم یک راه ارسال (پیامک یا ایمیل) را انتخاب کنید.'] },
      },
    });
    await openPage();
    fireEvent.input(form().getByLabelText('متن پیام'), { target: { value: 'سلام' } });
    fireEvent.click(form().getByRole('radio', { name: /شرکت‌کنندگان یک روز/ }));
    const day = form().getByLabelText('روز');
    await waitFor(() => expect(within(day).getAllByRole('option')).toHaveLength(4));
    chooseOption(day, '2027-02-15');
    fireEvent.click(form().getByRole('button', { name: 'پیش‌نمایش گیرندگان' }));

    await waitFor(() => expect(day.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(day.getAttribute('aria-describedby')!)?.textContent).toContain('این روز در برنامهٔ این دوره نیست.');
    const channels = form().getByRole('group', { name: 'راه ارسال' });
    expect(document.getElementById(channels.getAttribute('aria-describedby')!)?.textContent).toContain('دست‌کم یک راه ارسال (پیامک یا ایمیل) را انتخاب کنید.');
    expect(form().getByRole('alert').textContent).toContain('اطلاعات ارسالی معتبر نیست.');
    expect(form().queryByRole('button', { name: 'ارسال پیام' })).toBeNull();
  });
});
