// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { serveDuringFile } from '@/shared/api/test-server-hooks';
import { setLocale } from '@/shared/i18n';
import { renderApp } from './render-app';

/** The code-entry forms in the whole app, the server answered by a local HTTP server with the contract's shapes. */
const server = serveDuringFile();
afterEach(async () => {
  await setLocale('fa');
});

const phoneField = () => screen.findByLabelText('شماره موبایل');

describe('the phone fields', () => {
  it('show their example number in Persian digits, and take the number typed in Persian digits', async () => {
    server.answer('POST /api/otp/', { body: { detail: 'ok', expires_in: 120, resend_in: 60 } });
    renderApp('/signup');
    const phone = await phoneField();
    expect(phone.getAttribute('placeholder')).toBe('۰۹۱۲۳۴۵۶۷۸۹');
    fireEvent.change(phone, { target: { value: '۰۹۱۲۱۲۳۴۵۶۷' } });
    fireEvent.click(screen.getByRole('button', { name: 'ارسال کد تأیید' }));
    await waitFor(() => expect(server.count('POST /api/otp/')).toBe(1));
    expect(server.requests.find((r) => r.path === '/api/otp/')?.body).toMatchObject({ phone_number: '09121234567' });
  });

  it('in Latin digits on the English site', async () => {
    await setLocale('en');
    renderApp('/forgot-password');
    expect((await screen.findByLabelText('Mobile number')).getAttribute('placeholder')).toBe('09123456789');
  });
});

describe('a wrong login code', () => {
  it('is said beside the code field, which takes the focus (and with it the screen)', async () => {
    server.answer('POST /api/otp/', { body: { detail: 'ok', expires_in: 120, resend_in: 60 } });
    server.answer('POST /api/token/access/', {
      status: 401,
      body: { detail: 'شماره موبایل یا کد ورود نادرست است؛ در صورت نیاز کد تازه‌ای بخواهید.', code: 'INVALID_CREDENTIALS' },
    });
    renderApp('/login');
    fireEvent.click(await screen.findByRole('button', { name: 'ورود با کد پیامکی' }));
    fireEvent.change(await phoneField(), { target: { value: '09121234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'ارسال کد ورود' }));
    const code = await screen.findByLabelText('کد تأیید');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'ورود' }));

    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(code.getAttribute('aria-invalid')).toBe('true');
    const described = (code.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described.join(' ')).toContain('کد ورود نادرست است');
    // Said once, beside the field: not again in an alert above the form, out of a phone's view.
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
