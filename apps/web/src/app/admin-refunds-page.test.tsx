// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { chooseOption } from '@/shared/choose-option';
import { testRefund } from '@/features/admin/test-payment';
import { serveDuringFile } from '@/shared/api/test-server-hooks';
import { renderApp, signedIn } from './render-app';

/**
 * The console's refunds page (/admin/refunds), in the whole app against a local server answering
 * the contract's shapes: the refunds to settle with what that means, and every refund by state.
 */
const server = serveDuringFile();

const phone = '09120000001';
function asAdmin() {
  server.answer(`GET /api/users/${phone}/`, {
    body: { phone_number: phone, first_name: 'مدیر', last_name: 'جشنواره', email: 'a@example.com', avatar: null, accessories: [], is_signed_up_for_competition: false, role: 'admin' },
  });
  server.answer('GET /api/presentations/cart/', { body: [] });
  return signedIn(phone);
}

/** The first wait of a test also waits for the console's lazy chunks (slow on a busy machine: each test gets 20 s). */
const loaded = { timeout: 10_000 };

describe('the refunds page', { timeout: 20_000 }, () => {
  it('lists the refunds to settle, explains them, and filters every refund by state through the address', async () => {
    server.answer('GET /api/admin/refunds/', (request) => ({
      body:
        request.query.state === 'PENDING'
          ? { count: 1, results: [testRefund({ id: 7, payment: 42, method: 'gateway', state: 'PENDING', participations: [11, 12], accessories: [3], note: '', done_at: null })] }
          : { count: 2, results: [testRefund({ id: 8, payment: 43 }), testRefund({ id: 7, payment: 42, state: 'PENDING', method: 'gateway' })] },
    }));
    renderApp('/admin/refunds', asAdmin());
    expect(await screen.findByRole('heading', { level: 1, name: 'بازگشت وجه‌ها' }, loaded)).toBeTruthy();
    const navLink = within(screen.getByRole('navigation', { name: 'بخش‌های پنل برگزارکننده' })).getByRole('link', { name: 'بازگشت وجه‌ها' });
    expect(navLink.getAttribute('href')).toBe('/admin/refunds');
    expect(navLink.getAttribute('aria-current')).toBe('page');
    expect(screen.getByText(/کاری لازم نیست؛ سامانه خودش از درگاه استعلام می‌کند/)).toBeTruthy();
    const pending = await screen.findByRole('table', { name: 'بازگشت وجه‌های در انتظار' });
    expect(within(pending).getByText('در انتظار پاسخ درگاه')).toBeTruthy();
    expect(within(pending).getByText('۲ ثبت‌نام، ۱ قلم جانبی')).toBeTruthy();
    expect(within(pending).getByRole('link', { name: 'پرداخت #۴۲' }).getAttribute('href')).toBe('/admin/payments/42');

    const all = await screen.findByRole('table', { name: 'همهٔ بازگشت وجه‌ها' });
    expect(within(all).getAllByRole('row')).toHaveLength(3);
    chooseOption(screen.getByLabelText('وضعیت'), 'DONE');
    await waitFor(() => expect(server.requests.filter((r) => r.path === '/api/admin/refunds/').at(-1)?.query).toMatchObject({ state: 'DONE', page: '1' }));
    expect(screen.getByTestId('address').textContent).toBe('/admin/refunds?state=DONE');
  });

  it('says when nothing is left to settle', async () => {
    server.answer('GET /api/admin/refunds/', { body: { count: 0, results: [] } });
    renderApp('/admin/refunds', asAdmin());
    expect(await screen.findByRole('heading', { name: 'بازگشت وجهی در انتظار نیست' }, loaded)).toBeTruthy();
  });
});
