// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import type { CartItem, Edition, Refund } from '@fest/contract';
import { presentation } from '@/features/cart/test-fixtures';
import { serveDuringFile } from '@/shared/api/test-server-hooks';
import { clearSession } from '@/shared/cookies';
import { setLocale } from '@/shared/i18n';
import { renderApp, signedIn } from './render-app';

/**
 * A visitor cancelling a paid registration in "my workshops", in the whole app against a local server
 * answering the contract's shapes: offered only before the deadline the festival's policy sets, what
 * cancelling does said before it, the Sheba checked by its check digits as typed and the server's
 * refusals beside it, the registration gone after, and what becomes of the money said on the page.
 */
const server = serveDuringFile();
afterEach(async () => {
  clearSession();
  localStorage.clear();
  await setLocale('fa');
});

const loaded = { timeout: 10_000 };
const phone = '09120000002';
const VALID = 'IR062960000000100324200001';
const edition: Edition = { id: 1, slug: '1405', name: 'جشنواره لینوکس ۱۴۰۵', starts_on: '2027-02-15', ends_on: '2027-02-17', is_current: true };
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();

/** A paid registration whose session starts `startsIn` hours from now. */
function registration(id: number, startsIn: number, cost = 250_000): CartItem {
  const p = presentation(100 + id, cost, { start: hours(startsIn), end: hours(startsIn + 2), fa_title: `کارگاه ${String.fromCharCode(0x06f0 + id)}` });
  return { id, presentation: p, payment_state: 'COMPLETED', service_type: 'WORKSHOP', ticket: `TICKET${id}CODE0000`, checked_in_at: null, offer_expires_at: null };
}

function refund(over: Partial<Refund>): Refund {
  return {
    id: 31,
    payment: 9,
    method: 'manual',
    amount: 250_000,
    state: 'PENDING',
    participations: [1],
    accessories: [],
    note: 'لغو به درخواست خریدار',
    actor: null,
    created_at: '2026-11-29T10:00:00.000Z',
    done_at: null,
    gateway_code: null,
    iban: null,
    ...over,
  };
}

function asVisitor(cart: CartItem[], policy = { cancel_hours_before: 48, cancel_fee_percent: 0 }) {
  server.answer(`GET /api/users/${phone}/`, {
    body: { phone_number: phone, first_name: 'سارا', last_name: 'محمدی', email: 's@example.com', avatar: null, accessories: [], is_signed_up_for_competition: false, role: 'user' },
  });
  server.answer('GET /api/presentations/cart/', { body: cart });
  server.answer('GET /api/editions/', { body: [edition] });
  server.answer('GET /api/presentations/cart/cancel_policy/', { body: policy });
  return signedIn(phone);
}

const type = (input: HTMLElement, value: string) => fireEvent.input(input, { target: { value } });
const cancelButton = (title: string) => screen.findByRole('button', { name: `لغو ثبت‌نام ${title}` }, loaded);

describe('cancelling a registration in “my workshops”', { timeout: 20_000 }, () => {
  it('is offered until the policy’s hours before the start, said to be too late after, and not at all once started', async () => {
    renderApp('/profile/workshops', asVisitor([registration(1, 24 * 10), registration(2, 20), registration(3, -1)]));
    expect(await cancelButton('کارگاه ۱')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^لغو ثبت‌نام/ })).toHaveLength(1));
    expect(screen.getAllByText('مهلت لغو این ثبت‌نام گذشته است.')).toHaveLength(1);
  });

  it('is not offered for a registration let in at the door, nor is giving it on; the page says when it was', async () => {
    const entered = { ...registration(1, 24 * 10), checked_in_at: '2026-11-30T06:35:00.000Z' };
    const policy = { cancel_hours_before: 48, cancel_fee_percent: 0, transfer_hours_before: 2 };
    renderApp('/profile/workshops', asVisitor([entered, registration(2, 24 * 10)], policy));
    expect(await cancelButton('کارگاه ۲')).toBeTruthy();
    // 06:35 UTC is 10:05 in Tehran.
    expect(screen.getByText('ورود ثبت شد: ۱۰:۰۵')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'لغو ثبت‌نام کارگاه ۱' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /^لغو ثبت‌نام/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^واگذاری/ })).toHaveLength(1);
  });

  it('is not offered at all when the festival allows no cancelling', async () => {
    renderApp('/profile/workshops', asVisitor([registration(1, 24 * 10)], { cancel_hours_before: 0, cancel_fee_percent: 0 }));
    expect(await screen.findByRole('link', { name: 'کارگاه ۱' }, loaded)).toBeTruthy();
    await waitFor(() => expect(server.count('GET /api/presentations/cart/cancel_policy/')).toBe(1));
    expect(screen.queryByRole('button', { name: /^لغو ثبت‌نام/ })).toBeNull();
  });

  it('explains, checks the Sheba as typed, sends it once, and then shows the registration gone and where the money goes', async () => {
    let cancelled = false;
    renderApp('/profile/workshops', asVisitor([registration(1, 24 * 10), registration(2, 24 * 12)]));
    server.answer('GET /api/presentations/cart/', () => ({ body: cancelled ? [registration(2, 24 * 12)] : [registration(1, 24 * 10), registration(2, 24 * 12)] }));
    server.answer('POST /api/presentations/cart/1/cancel/', async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      cancelled = true;
      return { body: refund({ iban: VALID }) };
    });
    fireEvent.click(await cancelButton('کارگاه ۱'));

    const dialog = await screen.findByRole('dialog', { name: 'لغو ثبت‌نام' });
    const form = within(dialog);
    expect(form.getByText('با لغو ثبت‌نام «کارگاه ۱»:')).toBeTruthy();
    expect(form.getByText(/بلیت شما همین حالا باطل می‌شود/)).toBeTruthy();
    expect(form.getByText(/صندلی شما آزاد می‌شود/)).toBeTruthy();
    expect(form.getByText(/در ۳۰ دقیقهٔ گذشته خریده‌اید و تنها مورد همان پرداخت بوده است/)).toBeTruthy();
    expect(form.getByText(/به شمارهٔ شبایی که این‌جا می‌دهید واریز می‌کنند/)).toBeTruthy();
    expect(form.getByText(/^لغو فقط تا ۴۸ ساعت پیش از شروع ممکن است/)).toBeTruthy();
    expect(form.getByText('IR')).toBeTruthy();

    const iban = form.getByLabelText('شمارهٔ شبا');
    expect(iban.getAttribute('name')).toBe('iban');
    expect(iban.getAttribute('dir')).toBe('ltr');
    expect(iban.getAttribute('inputmode')).toBe('numeric');
    const hint = form.getByText(/۲۴ رقمِ بعد از IR/);
    expect(iban.getAttribute('aria-describedby')).toBe(hint.id);

    // Wrong check digits: said beside the field when leaving it, and nothing is sent.
    type(iban, '062960000000100324200002');
    fireEvent.focusOut(iban);
    const wrong = await form.findByText(/این شمارهٔ شبا درست نیست/);
    expect(iban.getAttribute('aria-invalid')).toBe('true');
    expect(iban.getAttribute('aria-describedby')).toContain(wrong.id);
    fireEvent.click(form.getByRole('button', { name: 'لغو ثبت‌نام' }));
    expect(server.count('POST /api/presentations/cart/1/cancel/')).toBe(0);
    type(iban, '06297');
    expect(form.getByText('شمارهٔ شبا ۲۴ رقم بعد از IR دارد؛ ۵ رقم وارد شده است.')).toBeTruthy();

    // Right, in Persian digits with spaces as a bank app writes it: sent as ASCII, once, however often pressed.
    type(iban, '۰۶ ۲۹۶۰ ۰۰۰۰ ۰۰۱۰ ۰۳۲۴ ۲۰۰۰ ۰۱');
    expect(form.queryByText(/این شمارهٔ شبا درست نیست|رقم وارد شده است/)).toBeNull();
    const confirm = form.getByRole('button', { name: 'لغو ثبت‌نام' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm.getAttribute('aria-busy')).toBe('true'));
    expect((confirm as HTMLButtonElement).disabled).toBe(true);

    const notice = await screen.findByTestId('cancel-notice');
    expect(notice.textContent).toContain('ثبت‌نام «کارگاه ۱» لغو شد. ۲۵۰٬۰۰۰ تومان به شبای');
    expect(notice.textContent).toContain('IR۰۶ ۲۹۶۰ ۰۰۰۰ ۰۰۱۰ ۰۳۲۴ ۲۰۰۰ ۰۱');
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(server.count('POST /api/presentations/cart/1/cancel/')).toBe(1);
    expect(server.requests.find((r) => r.path === '/api/presentations/cart/1/cancel/')?.body).toEqual({ iban: VALID });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'کارگاه ۱' })).toBeNull());
    expect(screen.getByRole('link', { name: 'کارگاه ۲' })).toBeTruthy();
    expect(screen.getAllByTestId('ticket')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ties the server’s demand for a Sheba to the field, and shows its words when it is too late', async () => {
    renderApp('/profile/workshops', asVisitor([registration(1, 24 * 10)]));
    server.answer('POST /api/presentations/cart/1/cancel/', {
      status: 400,
      body: { detail: 'داده نامعتبر', code: 'VALIDATION_ERROR', errors: { iban: ['برای بازگرداندن مبلغ، شمارهٔ شبای خود را وارد کنید (IR و ۲۴ رقم).'] } },
    });
    fireEvent.click(await cancelButton('کارگاه ۱'));
    const form = within(await screen.findByRole('dialog', { name: 'لغو ثبت‌نام' }));
    fireEvent.click(form.getByRole('button', { name: 'لغو ثبت‌نام' }));
    const needed = await form.findByText('برای بازگرداندن مبلغ، شمارهٔ شبای خود را وارد کنید (IR و ۲۴ رقم).');
    const iban = form.getByLabelText('شمارهٔ شبا');
    expect(iban.getAttribute('aria-describedby')).toContain(needed.id);
    expect(server.requests.find((r) => r.path === '/api/presentations/cart/1/cancel/')?.body).toEqual({});

    server.answer('POST /api/presentations/cart/1/cancel/', {
      status: 400,
      body: { detail: 'مهلت لغو گذشته است: لغو فقط تا ۴۸ ساعت پیش از شروع ارائه ممکن است.', code: 'TOO_LATE' },
    });
    type(iban, VALID);
    fireEvent.click(form.getByRole('button', { name: 'لغو ثبت‌نام' }));
    const late = await form.findByRole('alert');
    expect(late.textContent).toContain('مهلت لغو گذشته است: لغو فقط تا ۴۸ ساعت پیش از شروع ارائه ممکن است.');
    expect(screen.getByRole('link', { name: 'کارگاه ۱' })).toBeTruthy();
  });

  it('says the money went back to the card, or that the bank refused and a Sheba is needed', async () => {
    renderApp('/profile/workshops', asVisitor([registration(1, 24 * 10), registration(2, 24 * 11)]));
    server.answer('POST /api/presentations/cart/1/cancel/', { body: refund({ method: 'gateway', state: 'FAILED', gateway_code: -50 }) });
    fireEvent.click(await cancelButton('کارگاه ۱'));
    let form = within(await screen.findByRole('dialog', { name: 'لغو ثبت‌نام' }));
    fireEvent.click(form.getByRole('button', { name: 'لغو ثبت‌نام' }));
    expect((await form.findByRole('alert')).textContent).toContain('بانک مبلغ را به کارت شما برنگرداند و ثبت‌نام لغو نشد.');
    fireEvent.click(form.getByRole('button', { name: 'منصرف شدم' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    server.answer('POST /api/presentations/cart/2/cancel/', { body: refund({ method: 'gateway', state: 'DONE', amount: 300_000, participations: [2] }) });
    server.answer('GET /api/presentations/cart/', { body: [registration(1, 24 * 10)] });
    fireEvent.click(await cancelButton('کارگاه ۲'));
    form = within(await screen.findByRole('dialog', { name: 'لغو ثبت‌نام' }));
    fireEvent.click(form.getByRole('button', { name: 'لغو ثبت‌نام' }));
    expect((await screen.findByTestId('cancel-notice')).textContent).toContain('ثبت‌نام «کارگاه ۲» لغو شد و ۳۰۰٬۰۰۰ تومان به کارتی که با آن پرداخت کرده بودید برگشت.');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'کارگاه ۲' })).toBeNull());
  });

  it('asks no Sheba for a free registration, and reads left to right in English', async () => {
    await setLocale('en');
    renderApp('/profile/workshops', asVisitor([registration(1, 24 * 10, 0)], { cancel_hours_before: 48, cancel_fee_percent: 10 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel registration: Workshop 101' }, loaded));
    const form = within(await screen.findByRole('dialog', { name: 'Cancel registration' }));
    expect(form.getByText('This registration is free: there is no money to return.')).toBeTruthy();
    expect(form.queryByLabelText(/Sheba/)).toBeNull();
    expect(form.getByText(/^You can cancel until 48 hours before the start/)).toBeTruthy();
  });

  it('still offers it when the policy cannot be read, in general words, and leaves the deadline to the server', async () => {
    const session = asVisitor([registration(1, 24 * 10)]);
    server.answer('GET /api/presentations/cart/cancel_policy/', { status: 404, body: { detail: 'یافت نشد.', code: 'NOT_FOUND' } });
    renderApp('/profile/workshops', session);
    fireEvent.click(await cancelButton('کارگاه ۱'));
    const form = within(await screen.findByRole('dialog', { name: 'لغو ثبت‌نام' }));
    expect(form.getByText('اگر جشنواره هزینهٔ لغو داشته باشد، از مبلغ کسر می‌شود.')).toBeTruthy();
    expect(form.queryByText(/^لغو فقط تا/)).toBeNull();
  });

  it('says the fee the festival keeps, and then only the transfer', async () => {
    renderApp('/profile/workshops', asVisitor([registration(1, 24 * 10)], { cancel_hours_before: 72, cancel_fee_percent: 10 }));
    fireEvent.click(await cancelButton('کارگاه ۱'));
    const form = within(await screen.findByRole('dialog', { name: 'لغو ثبت‌نام' }));
    expect(form.getByText('جشنواره ۱۰٪ از مبلغ را به‌عنوان هزینهٔ لغو کسر می‌کند.')).toBeTruthy();
    expect(form.queryByText(/دقیقهٔ گذشته خریده‌اید/)).toBeNull();
    expect(form.getByText(/^لغو فقط تا ۷۲ ساعت پیش از شروع ممکن است/)).toBeTruthy();
  });
});
