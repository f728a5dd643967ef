// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { chooseOption } from '@/shared/choose-option';
import { testRefund } from '@/features/admin/test-payment';
import { serveDuringFile } from '@/shared/api/test-server-hooks';
import { currentToasts } from '@/shared/toast';
import { renderApp, signedIn } from './render-app';

/**
 * The console's refunds page (/admin/refunds), in the whole app against a local server answering
 * the contract's shapes: the refunds to settle with what that means, and every refund by state.
 */
const server = serveDuringFile();
afterEach(() => vi.restoreAllMocks());

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

  it('shows a cancellation’s Sheba to copy, and marks it paid after a confirmation that names the amount and the Sheba', async () => {
    const IBAN = 'IR062960000000100324200001';
    let paid = false;
    const cancellation = testRefund({ id: 9, payment: 44, method: 'manual', state: 'PENDING', amount: 250_000, participations: [15], note: 'لغو به درخواست خریدار', done_at: null, iban: IBAN });
    server.answer('GET /api/admin/refunds/', (request) => ({
      body:
        request.query.state === 'PENDING'
          ? { count: paid ? 1 : 2, results: [...(paid ? [] : [cancellation]), testRefund({ id: 7, payment: 42, method: 'gateway', state: 'PENDING', done_at: null })] }
          : { count: 1, results: [{ ...cancellation, state: paid ? 'DONE' : 'PENDING' }] },
    }));
    server.answer('POST /api/admin/refunds/9/paid/', () => {
      paid = true;
      return { body: { ...cancellation, state: 'DONE', done_at: '2026-11-21T09:00:00.000Z' } };
    });
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void copied.push(text) } });
    renderApp('/admin/refunds', asAdmin());

    const pending = await screen.findByRole('table', { name: 'بازگشت وجه‌های در انتظار' }, loaded);
    const row = within(pending).getAllByRole('row')[1]!;
    const iban = within(row).getByTestId('refund-iban');
    expect(iban.getAttribute('dir')).toBe('ltr');
    expect(iban.textContent).toBe('IR۰۶ ۲۹۶۰ ۰۰۰۰ ۰۰۱۰ ۰۳۲۴ ۲۰۰۰ ۰۱');
    fireEvent.click(within(row).getByRole('button', { name: 'کپی شمارهٔ شبای بازگشت وجه پرداخت #۴۴' }));
    await waitFor(() => expect(copied).toEqual([IBAN]));
    // The gateway's refund waiting for its answer has nothing to press.
    expect(within(within(pending).getAllByRole('row')[2]!).queryByRole('button')).toBeNull();

    fireEvent.click(within(row).getByRole('button', { name: 'پرداخت شد: بازگشت وجه پرداخت #۴۴' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'واریز به شبا انجام شد؟' }));
    expect(dialog.getByText('فقط وقتی تأیید کنید که ۲۵۰٬۰۰۰ تومان، بازگشت وجه پرداخت #۴۴، را به این شبا واریز کرده‌اید:')).toBeTruthy();
    expect(dialog.getByTestId('paying-iban').textContent).toBe('IR۰۶ ۲۹۶۰ ۰۰۰۰ ۰۰۱۰ ۰۳۲۴ ۲۰۰۰ ۰۱');
    expect(server.count('POST /api/admin/refunds/9/paid/')).toBe(0);
    fireEvent.click(dialog.getByRole('button', { name: 'بله، واریز شد' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.count('POST /api/admin/refunds/9/paid/')).toBe(1);
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'بازگشت وجه‌های در انتظار' })).getAllByRole('row')).toHaveLength(2));
    expect(currentToasts().map((t) => t.content)).toContain('بازگشت وجه پرداخت #۴۴ انجام‌شده ثبت شد.');
  });

  it('keeps the confirmation open with the server’s words when the refund was settled meanwhile', async () => {
    const cancellation = testRefund({ id: 9, payment: 44, method: 'manual', state: 'PENDING', done_at: null, iban: 'IR062960000000100324200001' });
    server.answer('GET /api/admin/refunds/', { body: { count: 1, results: [cancellation] } });
    server.answer('POST /api/admin/refunds/9/paid/', { status: 409, body: { detail: 'فقط بازپرداختِ دستیِ در انتظار پرداخت را می‌توان پرداخت‌شده علامت زد.', code: 'CONFLICT' } });
    renderApp('/admin/refunds', asAdmin());
    const pending = await screen.findByRole('table', { name: 'بازگشت وجه‌های در انتظار' }, loaded);
    const asked = server.count('GET /api/admin/refunds/');
    fireEvent.click(within(pending).getByRole('button', { name: 'پرداخت شد: بازگشت وجه پرداخت #۴۴' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'واریز به شبا انجام شد؟' }));
    fireEvent.click(dialog.getByRole('button', { name: 'بله، واریز شد' }));
    expect(await dialog.findByText('فقط بازپرداختِ دستیِ در انتظار پرداخت را می‌توان پرداخت‌شده علامت زد.')).toBeTruthy();
    await waitFor(() => expect(server.count('GET /api/admin/refunds/')).toBeGreaterThan(asked));
  });

  it('says when nothing is left to settle', async () => {
    server.answer('GET /api/admin/refunds/', { body: { count: 0, results: [] } });
    renderApp('/admin/refunds', asAdmin());
    expect(await screen.findByRole('heading', { name: 'بازگشت وجهی در انتظار نیست' }, loaded)).toBeTruthy();
  });
});
