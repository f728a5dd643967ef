// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import type { Edition, InvoiceDetails, Payment } from '@fest/contract';
import { serveDuringFile } from '@/shared/api/test-server-hooks';
import { clearSession, writeAccessToken } from '@/shared/cookies';
import { setLocale } from '@/shared/i18n';
import { renderApp, signedIn } from './render-app';

/**
 * The receipts and official invoices on the billing page, in the whole app against a local server
 * answering the contract's shapes: the receipt fetched with the session's token, the buyer's details
 * checked by their check digits before sending and refused by the server beside their field, the
 * one notice before the invoice is issued, and the issued invoice's number.
 */
const server = serveDuringFile();
const saved: string[] = [];
beforeEach(() => {
  // The download's last step (the browser saving a Blob) is not the page's: recorded, not performed.
  writeAccessToken('access');
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:test');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  clearSession();
  saved.length = 0;
  await setLocale('fa');
});

const loaded = { timeout: 10_000 };
const phone = '09120000001';
function asUser() {
  server.answer(`GET /api/users/${phone}/`, {
    body: { phone_number: phone, first_name: 'سارا', last_name: 'محمدی', email: 's@example.com', avatar: null, accessories: [], is_signed_up_for_competition: false, role: 'user' },
  });
  server.answer('GET /api/presentations/cart/', { body: [] });
  server.answer('GET /api/editions/', { body: [edition] });
  return signedIn(phone);
}

const edition: Edition = { id: 1, slug: '1405', name: 'جشنواره لینوکس ۱۴۰۵', starts_on: '2027-02-15', ends_on: '2027-02-17', is_current: true };

function payment(id: number, over: Partial<Payment> = {}): Payment {
  return {
    id,
    total_price: 300_000,
    payment_state: 'COMPLETED',
    authority: `A${String(id).padStart(35, '0')}`,
    pay_link: '',
    ref_id: 1000 + id,
    card_pan: '502229******5995',
    created_date: '2027-01-10T08:00:00Z',
    verified_date: '2027-01-10T08:05:00Z',
    coupon: null,
    is_competition_payment: false,
    participations: [],
    accessories: [],
    refunded_amount: 0,
    edition: '1405',
    receipt_url: `/api/payments/${id}/receipt.pdf`,
    invoice_details: null,
    invoice: null,
    kind: 'online',
    door_method: null,
    ...over,
  };
}

const company: InvoiceDetails = {
  kind: 'COMPANY',
  name: 'شرکت نمونه',
  national_id: '10380284790',
  economic_code: '',
  registration_number: '12345',
  postal_code: '1193653471',
  address: 'تهران، خیابان آزادی',
  phone: '02112345678',
};

/**
 * A payment's documents, found afresh: the list is drawn again when the editions arrive (their
 * headings), so an element found before may be gone.
 */
const documentsOf = async (title: string) => screen.findByRole('group', { name: `رسید و فاکتور ${title}` }, loaded);
const type = (input: HTMLElement, value: string) => fireEvent.input(input, { target: { value } });

describe('the billing page’s receipts and invoices', { timeout: 20_000 }, () => {
  it('offers a paid payment’s receipt, fetched with the session’s token, no invoice for one wholly refunded, and nothing for one never paid', async () => {
    server.answer('GET /api/payments/get_list/', {
      body: [
        payment(9, { payment_state: 'REFUNDED', refunded_amount: 300_000 }),
        payment(8, { payment_state: 'PENDING', receipt_url: null, verified_date: null, ref_id: null, card_pan: null, pay_link: 'https://sandbox.example/pg/StartPay/A8' }),
        payment(7),
      ],
    });
    server.answer('GET /api/payments/7/receipt.pdf', { body: '%PDF-1.7', headers: { 'content-type': 'application/pdf' } });
    renderApp('/profile/billing', asUser());
    const documents = await documentsOf('سفارش شمارهٔ ۷');
    expect(screen.getAllByTestId('payment-documents')).toHaveLength(2);
    expect(within(documents).getByText('فاکتور رسمی')).toBeTruthy();
    expect(within(documents).getByRole('button', { name: 'درخواست فاکتور رسمی' })).toBeTruthy();
    // Wholly refunded before an invoice was asked for: a receipt, and no invoice to ask for.
    const refunded = await documentsOf('سفارش شمارهٔ ۹');
    expect(within(refunded).getByText('وجه این پرداخت بازگردانده شده است؛ فاکتور رسمی برای آن صادر نمی‌شود.')).toBeTruthy();
    expect(within(refunded).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['دریافت رسید سفارش شمارهٔ ۹ (پی‌دی‌اف)']);

    fireEvent.click(within(documents).getByRole('button', { name: 'دریافت رسید سفارش شمارهٔ ۷ (پی‌دی‌اف)' }));
    await waitFor(() => expect(saved).toEqual(['receipt-7.pdf']));
    const asked = server.requests.find((r) => r.path === '/api/payments/7/receipt.pdf');
    expect(asked?.headers.authorization).toBe('Bearer access');
  });

  it('checks the national id by the kind’s check digit as the buyer leaves it, and sends ASCII digits', async () => {
    let lists = 0;
    server.answer('GET /api/payments/get_list/', () => ({ body: [payment(7, lists++ > 0 ? { invoice_details: company } : {})] }));
    server.answer('PUT /api/payments/7/invoice_details/', (request) => ({ body: request.body }));
    renderApp('/profile/billing', asUser());
    fireEvent.click(within(await documentsOf('سفارش شمارهٔ ۷')).getByRole('button', { name: 'درخواست فاکتور رسمی' }));
    const form = await screen.findByTestId('invoice-details-form');
    const dialog = within(form);

    // A person first: the code is a کد ملی of ten digits.
    const code = dialog.getByLabelText('کد ملی');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('dir')).toBe('ltr');
    expect(dialog.getByLabelText('نام و نام خانوادگی').getAttribute('autocomplete')).toBe('name');
    expect(dialog.queryByLabelText(/کد اقتصادی/)).toBeNull();

    fireEvent.click(dialog.getByRole('radio', { name: /شخص حقوقی/ }));
    expect(dialog.getByLabelText('نام شرکت یا سازمان').getAttribute('autocomplete')).toBe('organization');
    expect(dialog.getByLabelText('کد اقتصادی (اختیاری)')).toBeTruthy();
    const id = dialog.getByLabelText('شناسه ملی');
    type(id, '10380284791');
    fireEvent.focusOut(id);
    const problem = await dialog.findByText(/این شناسه ملی درست نیست/);
    expect(id.getAttribute('aria-invalid')).toBe('true');
    expect(id.getAttribute('aria-describedby')).toBe(problem.id);

    // Typed in Persian digits, right this time: the error goes as the buyer types.
    type(id, '۱۰۳۸۰۲۸۴۷۹۰');
    expect(dialog.queryByText(/این شناسه ملی درست نیست/)).toBeNull();
    type(dialog.getByLabelText('نام شرکت یا سازمان'), 'شرکت نمونه');
    type(dialog.getByLabelText('شماره ثبت (اختیاری)'), '12345');
    type(dialog.getByLabelText('کد پستی'), '۱۱۹۳۶۵۳۴۷۱');
    expect(dialog.getByLabelText('کد پستی').getAttribute('autocomplete')).toBe('postal-code');
    type(dialog.getByLabelText('تلفن'), '02112345678');
    type(dialog.getByLabelText('نشانی'), 'تهران، خیابان آزادی');
    fireEvent.click(dialog.getByRole('button', { name: 'ثبت مشخصات' }));

    const review = await screen.findByTestId('invoice-review');
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual(company);
    expect(within(review).getByText('مشخصات خریدار ثبت شد.')).toBeTruthy();
    // The form's button is gone: the reader is taken to what will be printed.
    await waitFor(() => expect(document.activeElement).toBe(review));
    // Said once, before the download that issues it.
    expect(within(review).getByRole('heading', { name: 'پیش از دریافت فاکتور' })).toBeTruthy();
    expect(within(review).getByText(/شماره‌ای می‌گیرد که هرگز تغییر نمی‌کند/)).toBeTruthy();
    expect(within(review).getByRole('button', { name: 'صدور و دریافت فاکتور' })).toBeTruthy();
  });

  it('asks for every required field before sending, and shows the server’s refusal beside its field', async () => {
    server.answer('GET /api/payments/get_list/', { body: [payment(7)] });
    server.answer('PUT /api/payments/7/invoice_details/', {
      status: 400,
      body: { detail: 'اطلاعات نامعتبر است.', code: 'VALIDATION_ERROR', errors: { phone: ['شماره تلفن باید ۱۱ رقم و با ۰ آغاز شود (مانند ۰۲۱۱۲۳۴۵۶۷۸).'] } },
    });
    renderApp('/profile/billing', asUser());
    fireEvent.click(within(await documentsOf('سفارش شمارهٔ ۷')).getByRole('button', { name: 'درخواست فاکتور رسمی' }));
    const dialog = within(await screen.findByTestId('invoice-details-form'));
    fireEvent.click(dialog.getByRole('button', { name: 'ثبت مشخصات' }));
    expect(dialog.getByText('چند مورد نیاز به اصلاح دارد؛ کنار هر کدام نوشته شده است.')).toBeTruthy();
    expect(dialog.getAllByText('این مورد را پر کنید.')).toHaveLength(5);
    expect(server.requests.some((r) => r.method === 'PUT')).toBe(false);

    type(dialog.getByLabelText('نام و نام خانوادگی'), 'سارا محمدی');
    type(dialog.getByLabelText('کد ملی'), '0084575948');
    type(dialog.getByLabelText('کد پستی'), '1193653471');
    type(dialog.getByLabelText('تلفن'), '12345');
    type(dialog.getByLabelText('نشانی'), 'تهران');
    fireEvent.click(dialog.getByRole('button', { name: 'ثبت مشخصات' }));
    const refusal = await dialog.findByText(/شماره تلفن باید ۱۱ رقم/);
    expect(dialog.getByLabelText('تلفن').getAttribute('aria-describedby')).toBe(refusal.id);
    expect(server.requests.find((r) => r.method === 'PUT')?.body).toMatchObject({ kind: 'PERSON', national_id: '0084575948', economic_code: '', registration_number: '' });
  });

  it('issues the invoice by its first download, then shows its number and downloads it at once', async () => {
    let issued = false;
    server.answer('GET /api/payments/get_list/', () => ({
      body: [payment(7, { invoice_details: company, invoice: issued ? { number: 12, issued_at: '2027-01-11T09:00:00Z' } : null })],
    }));
    server.answer('GET /api/payments/7/invoice.pdf', () => {
      issued = true;
      return { body: '%PDF-1.7', headers: { 'content-type': 'application/pdf' } };
    });
    renderApp('/profile/billing', asUser());
    const documents = await documentsOf('سفارش شمارهٔ ۷');
    expect(within(documents).getByText('مشخصات خریدار (شرکت نمونه) ثبت شده است؛ فاکتور هنوز صادر نشده.')).toBeTruthy();
    fireEvent.click(within(documents).getByRole('button', { name: 'فاکتور رسمی' }));
    const review = within(await screen.findByTestId('invoice-review'));
    expect(review.getByText('شرکت نمونه')).toBeTruthy();
    expect(review.getByText('۱۰۳۸۰۲۸۴۷۹۰')).toBeTruthy();
    fireEvent.click(review.getByRole('button', { name: 'صدور و دریافت فاکتور' }));

    await waitFor(() => expect(saved).toEqual(['invoice-7.pdf']));
    await waitFor(() => expect(screen.getByTestId('invoice-heading').textContent).toBe('فاکتور رسمی شمارهٔ ۱۲'));
    const afterwards = await documentsOf('سفارش شمارهٔ ۷');
    expect(within(afterwards).getByText('صادرشده در دوشنبه ۲۱ دی ۱۴۰۵')).toBeTruthy();
    expect(screen.queryByTestId('invoice-review')).toBeNull();

    // Issued: no dialog and no notice any more, the download is one press.
    fireEvent.click(within(afterwards).getByRole('button', { name: 'دریافت فاکتور رسمی شمارهٔ ۱۲ (پی‌دی‌اف)' }));
    await waitFor(() => expect(saved).toEqual(['invoice-7.pdf', 'invoice-7.pdf']));
    expect(server.count('GET /api/payments/7/invoice.pdf')).toBe(2);
  });

  it('says what the server said when the invoice cannot be issued', async () => {
    server.answer('GET /api/payments/get_list/', { body: [payment(7, { invoice_details: company })] });
    server.answer('GET /api/payments/7/invoice.pdf', { status: 400, body: { detail: 'مشخصات فاکتور هنوز داده نشده است.', code: 'VALIDATION_ERROR' } });
    renderApp('/profile/billing', asUser());
    fireEvent.click(within(await documentsOf('سفارش شمارهٔ ۷')).getByRole('button', { name: 'فاکتور رسمی' }));
    const review = within(await screen.findByTestId('invoice-review'));
    fireEvent.click(review.getByRole('button', { name: 'صدور و دریافت فاکتور' }));
    expect(await review.findByText('مشخصات فاکتور هنوز داده نشده است.')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('reads left to right in English, with the same flow', async () => {
    await setLocale('en');
    server.answer('GET /api/payments/get_list/', { body: [payment(7)] });
    renderApp('/profile/billing', asUser());
    const documents = await screen.findByRole('group', { name: 'Receipt and invoice: Order #7' }, loaded);
    expect(within(documents).getByRole('button', { name: 'Download the receipt: Order #7 (PDF)' })).toBeTruthy();
    fireEvent.click(within(documents).getByRole('button', { name: 'Request an official invoice' }));
    const dialog = within(await screen.findByTestId('invoice-details-form'));
    expect(dialog.getByLabelText('National code (kod-e melli)')).toBeTruthy();
  });
});
