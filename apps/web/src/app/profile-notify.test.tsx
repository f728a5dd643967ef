// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import type { User } from '@fest/contract';
import { serveDuringFile } from '@/shared/api/test-server-hooks';
import { clearSession } from '@/shared/cookies';
import { setLocale } from '@/shared/i18n';
import { renderApp, signedIn } from './render-app';

/**
 * How a person hears from the festival, on the profile page: the two switches (SMS, e-mail) start from
 * the saved notify_by and are saved with the form, only when changed; and the language a signed-in
 * visitor picks in the header is saved as the language of their e-mails.
 */
const server = serveDuringFile();
afterEach(async () => {
  clearSession();
  localStorage.clear();
  document.cookie = 'lang=; Max-Age=0; Path=/';
  await setLocale('fa');
});

const loaded = { timeout: 10_000 };
const phone = '09120000003';
const PUT = `PUT /api/users/${phone}/`;

function user(over: Partial<User> = {}): User {
  return {
    phone_number: phone,
    first_name: 'سارا',
    last_name: 'محمدی',
    email: 's@example.com',
    avatar: null,
    accessories: [],
    is_signed_up_for_competition: false,
    role: 'user',
    notify_by: { sms: true, email: false },
    language: 'fa',
    ...over,
  };
}

/** The multipart form the page sent, as field -> value. */
const sentFields = (index = 0) => {
  const body = String(server.requests.filter((r) => r.method === 'PUT')[index]?.body);
  return Object.fromEntries([...body.matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)\r\n/g)].map((m) => [m[1], m[2]]));
};

describe('the channels on the profile page', { timeout: 20_000 }, () => {
  it('shows the saved choice, and saves a changed one with the form', async () => {
    server.answer(`GET /api/users/${phone}/`, { body: user() });
    server.answer('GET /api/presentations/cart/', { body: [] });
    server.answer(PUT, { body: user({ notify_by: { sms: false, email: true } }) });
    renderApp('/profile/edit', signedIn(phone));
    const sms = (await screen.findByRole('switch', { name: /پیامک/ }, loaded)) as HTMLInputElement;
    const email = screen.getByRole('switch', { name: /ایمیل/ }) as HTMLInputElement;
    expect(sms.checked).toBe(true);
    expect(email.checked).toBe(false);
    expect(screen.getByText('کدهای یک‌بارمصرف همیشه با پیامک و رسید خرید همیشه به ایمیل فرستاده می‌شود.')).toBeTruthy();

    fireEvent.click(sms);
    fireEvent.click(email);
    expect(sms.checked).toBe(false);
    expect(email.checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره تغییرات' }));
    await waitFor(() => expect(server.count(PUT)).toBe(1));
    expect(JSON.parse(sentFields().notify_by!)).toEqual({ sms: false, email: true });
  });

  it('sends no channels when they were not changed', async () => {
    server.answer(`GET /api/users/${phone}/`, { body: user() });
    server.answer('GET /api/presentations/cart/', { body: [] });
    server.answer(PUT, { body: user({ first_name: 'سارا' }) });
    renderApp('/profile/edit', signedIn(phone));
    await screen.findByRole('switch', { name: /پیامک/ }, loaded);
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره تغییرات' }));
    await waitFor(() => expect(server.count(PUT)).toBe(1));
    expect(sentFields()).not.toHaveProperty('notify_by');
  });

  it('reads in English too', async () => {
    await setLocale('en');
    server.answer(`GET /api/users/${phone}/`, { body: user({ email: '' }) });
    server.answer('GET /api/presentations/cart/', { body: [] });
    renderApp('/profile/edit', signedIn(phone));
    expect(await screen.findByRole('switch', { name: /Text message \(SMS\)/ }, loaded)).toBeTruthy();
    expect(screen.getByRole('switch', { name: /E-mail.*Add your e-mail address first\./ })).toBeTruthy();
  });
});

describe('the language switch', { timeout: 20_000 }, () => {
  it('saves nothing for a visitor who is not signed in', async () => {
    renderApp('/profile/login');
    fireEvent.click(await screen.findByTestId('locale-switch', {}, loaded));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(server.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });
  it('saves a signed-in visitor’s language to their profile', async () => {
    server.answer(`GET /api/users/${phone}/`, { body: user() });
    server.answer('GET /api/presentations/cart/', { body: [] });
    server.answer(PUT, { body: user({ language: 'en' }) });
    renderApp('/profile/edit', signedIn(phone));
    await screen.findByRole('switch', { name: /پیامک/ }, loaded);
    fireEvent.click(screen.getByTestId('locale-switch'));
    await waitFor(() => expect(server.count(PUT)).toBe(1));
    expect(sentFields()).toEqual({ language: 'en' });
    await screen.findByRole('switch', { name: /Text message/ }, loaded);
  });

});
