// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import type { AdminSettings, Edition, Invoice } from '@fest/contract';
import { chooseOption } from '@/shared/choose-option';
import { serveDuringFile } from '@/shared/api/test-server-hooks';
import { setLocale } from '@/shared/i18n';
import { renderApp, signedIn } from './render-app';

/**
 * The organisers' side of the official invoices, in the whole app against a local server answering
 * the contract's shapes: the invoices list of an edition (credit notes told apart), one payment's by
 * its number, the exports of the edition shown, and the seller's details in the settings.
 */
const server = serveDuringFile();
const saved: string[] = [];
beforeEach(() => {
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:test');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  saved.length = 0;
  await setLocale('fa');
});

const loaded = { timeout: 10_000 };
const phone = '09120000001';
function asAdmin() {
  server.answer(`GET /api/users/${phone}/`, {
    body: { phone_number: phone, first_name: 'مدیر', last_name: 'جشنواره', email: 'a@example.com', avatar: null, accessories: [], is_signed_up_for_competition: false, role: 'admin' },
  });
  server.answer('GET /api/presentations/cart/', { body: [] });
  server.answer('GET /api/admin/editions/', { body: [edition('1405', true), edition('1404', false)] });
  return signedIn(phone);
}

const edition = (slug: string, isCurrent: boolean): Edition => ({
  id: Number(slug),
  slug,
  name: `جشنواره لینوکس ${slug === '1405' ? '۱۴۰۵' : '۱۴۰۴'}`,
  starts_on: isCurrent ? '2027-02-15' : '2026-02-15',
  ends_on: isCurrent ? '2027-02-17' : '2026-02-17',
  is_current: isCurrent,
});

const invoice = (number: number, over: Partial<Invoice> = {}): Invoice => ({
  number,
  kind: 'INVOICE',
  payment: 42,
  issued_at: '2027-01-11T09:00:00Z',
  amount: 262_500,
  buyer: { kind: 'COMPANY', name: 'شرکت نمونه', national_id: '10380284790' },
  edition: '1405',
  ...over,
});

describe('the invoices screen (/admin/invoices)', { timeout: 20_000 }, () => {
  it('lists an edition’s invoices with credit notes told apart, is in the console’s menu, and exports the edition shown', async () => {
    server.answer('GET /api/admin/invoices/', (request) => ({
      body:
        request.query.edition === '1404'
          ? { count: 0, results: [] }
          : { count: 2, results: [invoice(2, { kind: 'CREDIT_NOTE', amount: 100_000, issued_at: '2027-01-12T09:00:00Z' }), invoice(1)] },
    }));
    server.answer('GET /api/admin/exports/invoices.csv', { body: 'number,kind' });
    renderApp('/admin/invoices', asAdmin());
    expect(await screen.findByRole('heading', { level: 1, name: 'فاکتورها' }, loaded)).toBeTruthy();
    const navLink = within(screen.getByRole('navigation', { name: 'بخش‌های پنل برگزارکننده' })).getByRole('link', { name: 'فاکتورها' });
    expect(navLink.getAttribute('href')).toBe('/admin/invoices');
    expect(navLink.getAttribute('aria-current')).toBe('page');

    const table = await screen.findByRole('table', { name: 'فاکتورها' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['شماره', 'نوع', 'پرداخت', 'تاریخ صدور', 'خریدار', 'کد یا شناسه ملی', 'مبلغ']);
    const [, credit, first] = within(table).getAllByRole('row');
    expect(within(credit!).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '۲',
      'برگشت از فروش',
      'پرداخت #۴۲',
      '۲۲ دی ۱۴۰۵',
      'شرکت نمونهحقوقی',
      '۱۰۳۸۰۲۸۴۷۹۰',
      'منفی ۱۰۰٬۰۰۰ تومان',
    ]);
    expect(within(first!).getByText('فاکتور')).toBeTruthy();
    expect(within(first!).getByText('۲۶۲٬۵۰۰ تومان')).toBeTruthy();
    expect(within(first!).getByRole('link', { name: 'پرداخت #۴۲' }).getAttribute('href')).toBe('/admin/payments/42');

    chooseOption(screen.getByLabelText('دوره'), '1404');
    expect(await screen.findByRole('heading', { name: 'فاکتوری صادر نشده است' })).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/admin/invoices?edition=1404');
    server.answer('GET /api/admin/exports/invoices.csv', { body: 'number,kind' });
    fireEvent.click(screen.getByRole('button', { name: 'دریافت CSV' }));
    await waitFor(() => expect(saved).toEqual(['invoices-1404.csv']));
    expect(server.requests.find((r) => r.path === '/api/admin/exports/invoices.csv')?.query).toEqual({ edition: '1404' });
  });

  it('shows one payment’s invoices by its number, typed in any digits, and goes back to all', async () => {
    server.answer('GET /api/admin/invoices/', (request) => ({
      body: request.query.payment === '42' ? { count: 1, results: [invoice(1)] } : request.query.payment ? { count: 0, results: [] } : { count: 1, results: [invoice(1)] },
    }));
    renderApp('/admin/invoices', asAdmin());
    const filter = await screen.findByLabelText('شمارهٔ پرداخت', undefined, loaded);
    expect(filter.getAttribute('inputmode')).toBe('numeric');
    fireEvent.input(filter, { target: { value: 'چهل' } });
    fireEvent.click(screen.getByRole('button', { name: 'نمایش' }));
    expect(await screen.findByText('شمارهٔ پرداخت را با رقم بنویسید.')).toBeTruthy();

    fireEvent.input(filter, { target: { value: '۴۲' } });
    fireEvent.click(screen.getByRole('button', { name: 'نمایش' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/admin/invoices?payment=42'));
    await waitFor(() => expect(server.requests.filter((r) => r.path === '/api/admin/invoices/').at(-1)?.query).toMatchObject({ payment: '42', page: '1' }));

    fireEvent.input(filter, { target: { value: '43' } });
    fireEvent.click(screen.getByRole('button', { name: 'نمایش' }));
    expect(await screen.findByText('برای پرداخت #۴۳ در این دوره فاکتوری صادر نشده است.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'همهٔ پرداخت‌ها' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/admin/invoices'));
  });

  it('says what to do when the list cannot be loaded', async () => {
    // A refusal (not retried, unlike a server's failure): the page says so and offers to ask again.
    server.answer('GET /api/admin/invoices/', { status: 404, body: { detail: 'دوره‌ای با این نشانی پیدا نشد.', code: 'NOT_FOUND' } });
    renderApp('/admin/invoices?edition=1399', asAdmin());
    const failed = await screen.findByRole('alert', undefined, loaded);
    expect(within(failed).getByText(/دوره‌ای با این نشانی پیدا نشد/)).toBeTruthy();
    server.answer('GET /api/admin/invoices/', { body: { count: 1, results: [invoice(1)] } });
    fireEvent.click(within(failed).getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('table', { name: 'فاکتورها' })).toBeTruthy();
  });
});

describe('the seller in the settings (/admin/settings)', { timeout: 20_000 }, () => {
  const settings: AdminSettings = {
    festival_name: 'جشنواره لینوکس ۱۴۰۵',
    competition_price: 0,
    competition_capacity: 10,
    competition_registration_open: false,
    starts_on: '',
    ends_on: '',
    venue: '',
    address: '',
    en_festival_name: '',
    en_venue: '',
    en_address: '',
    map_url: '',
    contact_email: '',
    contact_phone: '',
    competition_date: '',
    competition_time: '',
    signatory_name: '',
    signatory_title: '',
    signature_image: null,
    seller_name: 'انجمن لینوکس ایران',
    seller_national_id: '',
    seller_economic_code: '',
    seller_registration_number: '',
    seller_address: '',
    seller_postal_code: '',
    seller_phone: '',
  };

  it('checks the seller’s national id before saving and sends digits typed in Persian as ASCII', async () => {
    server.answer('GET /api/admin/settings/', { body: settings });
    server.answer('PATCH /api/admin/settings/', (request) => ({ body: { ...settings, ...(request.body as object) } }));
    renderApp('/admin/settings', asAdmin());
    const section = await screen.findByRole('region', { name: 'فروشنده روی رسید و فاکتور' }, loaded);
    expect((within(section).getByLabelText('نام فروشنده') as HTMLInputElement).value).toBe('انجمن لینوکس ایران');
    const id = within(section).getByLabelText('شناسه ملی (یا کد ملی)');
    expect(id.getAttribute('dir')).toBe('ltr');
    expect(id.getAttribute('inputmode')).toBe('numeric');

    fireEvent.input(id, { target: { value: '10380284791' } });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    expect(await within(section).findByText(/رقم کنترل درست وارد کنید/)).toBeTruthy();
    expect(server.count('PATCH /api/admin/settings/')).toBe(0);

    fireEvent.input(id, { target: { value: '۱۰۳۸۰۲۸۴۷۹۰' } });
    fireEvent.input(within(section).getByLabelText('کد پستی'), { target: { value: '۱۱۹۳۶۵۳۴۷۱' } });
    fireEvent.input(within(section).getByLabelText('نشانی'), { target: { value: 'تهران، دانشگاه' } });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(server.count('PATCH /api/admin/settings/')).toBe(1));
    expect(server.requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({
      seller_name: 'انجمن لینوکس ایران',
      seller_national_id: '10380284790',
      seller_postal_code: '1193653471',
      seller_address: 'تهران، دانشگاه',
    });
    // Saved, and the settings asked again (the write made them stale) before the test ends.
    expect(await screen.findByText('ذخیره شد.')).toBeTruthy();
    await waitFor(() => expect(server.count('GET /api/admin/settings/')).toBe(2));
  });
});
