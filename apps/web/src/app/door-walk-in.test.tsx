// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import type { CheckinAttendee, WalkInResult } from '@fest/contract';
import { presentation } from '@/features/cart/test-fixtures';
import { serveDuringFile } from '@/shared/api/test-server-hooks';
import { clearSession } from '@/shared/cookies';
import { renderApp, signedIn } from './render-app';

/**
 * The door's walk-in sale (contract "Sales at the door") in the whole app against a local server
 * answering the contract's shapes: the form checks the phone with the contract's rule and keeps FREE
 * and 0 together, the summary is confirmed once, and the server's answers show as the door shows a
 * scan's: green and in the list, red when full, and a registered phone sent to the search.
 */
const server = serveDuringFile();
const realOnLine = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(navigator), 'onLine');
afterEach(() => {
  clearSession();
  localStorage.clear();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => realOnLine?.get?.call(navigator) ?? true });
});

const loaded = { timeout: 10_000 };
const phone = '09120000002';
const SESSION = 7;
const session = presentation(SESSION, 250_000, { fa_title: 'کارگاه خط فرمان', remained_capacity: 12, capacity: 40 });

const attendee = (over: Partial<CheckinAttendee> = {}): CheckinAttendee => ({
  participation_id: 50,
  first_name: 'مریم',
  last_name: 'احمدی',
  phone_last4: '1111',
  ticket_hash: 'a'.repeat(64),
  checked_in_at: null,
  ...over,
});
const sold = (over: Partial<WalkInResult> = {}): WalkInResult => ({
  result: 'OK',
  checked_in_at: '2027-02-15T07:05:00.000Z',
  attendee: { first_name: 'علی', last_name: 'رضایی', phone_last4: '6789' },
  presentation: { id: SESSION, fa_title: session.fa_title },
  participation_id: 61,
  payment_id: 90,
  ticket: 'TICKETCODE0000000000ABCD',
  amount: 250_000,
  ...over,
});

/** A door volunteer with the session chosen; the attendee list answers `list()` each time it is asked. */
function atTheDoor(list: () => CheckinAttendee[] = () => [attendee()]) {
  localStorage.setItem('fest.door.session', JSON.stringify(SESSION));
  server.answer(`GET /api/users/${phone}/`, {
    body: { phone_number: phone, first_name: 'دربان', last_name: 'جشنواره', email: 'door@example.com', avatar: null, accessories: [], is_signed_up_for_competition: false, role: 'door' },
  });
  server.answer('GET /api/presentations/cart/', { body: [] });
  server.answer('GET /api/presentations/all/', { body: [session] });
  server.answer(`GET /api/presentations/${SESSION}`, { body: session });
  server.answer(`GET /api/checkin/presentations/${SESSION}/`, () => ({ body: list() }));
  renderApp('/door', signedIn(phone));
}

const type = (input: HTMLElement, value: string) => fireEvent.input(input, { target: { value } });
async function openSale() {
  fireEvent.click(await screen.findByRole('button', { name: 'فروش حضوری' }, loaded));
  return within(await screen.findByRole('dialog', { name: 'فروش حضوری' }));
}
async function fillSale(form: ReturnType<typeof within>, phoneNumber = '۰۹۱۲ ۳۴۵ ۶۷۸۹') {
  type(form.getByLabelText('شماره موبایل'), phoneNumber);
  type(form.getByLabelText('نام'), 'علی');
  type(form.getByLabelText('نام خانوادگی'), 'رضایی');
  // The price arrives with the session's answer.
  await waitFor(() => expect((form.getByLabelText('مبلغ دریافتی (تومان)') as HTMLInputElement).value).toBe('۲۵۰٬۰۰۰'));
  fireEvent.click(form.getByRole('button', { name: 'ادامه' }));
  return within(await screen.findByTestId('walk-in-confirm'));
}
const walkIns = () => server.requests.filter((r) => r.method === 'POST' && r.path === '/api/checkin/walk_in/');

describe('selling a seat at the door', { timeout: 20_000 }, () => {
  it('checks the phone with the contract’s rule, keeps FREE and 0 together, and sends nothing until it is right', async () => {
    atTheDoor();
    const form = await openSale();
    await waitFor(() => expect(form.getByTestId('walk-in-seats').textContent).toBe('۱۲ صندلی خالی'));
    const amount = form.getByLabelText('مبلغ دریافتی (تومان)') as HTMLInputElement;
    await waitFor(() => expect(amount.value).toBe('۲۵۰٬۰۰۰'));
    expect(form.getByText('قیمت این نشست: ۲۵۰٬۰۰۰ تومان')).toBeTruthy();
    expect((form.getByRole('radio', { name: 'نقدی' }) as HTMLInputElement).checked).toBe(true);

    const phoneBox = form.getByLabelText('شماره موبایل');
    expect(phoneBox.getAttribute('name')).toBe('phone_number');
    expect(phoneBox.getAttribute('dir')).toBe('ltr');
    expect(phoneBox.getAttribute('inputmode')).toBe('numeric');
    expect(amount.getAttribute('dir')).toBe('ltr');
    expect(amount.getAttribute('inputmode')).toBe('numeric');

    // Nothing typed: each field says what it needs, tied to it.
    fireEvent.click(form.getByRole('button', { name: 'ادامه' }));
    const missing = await form.findByText('شماره موبایل را وارد کنید.');
    expect(phoneBox.getAttribute('aria-invalid')).toBe('true');
    expect(phoneBox.getAttribute('aria-describedby')).toContain(missing.id);
    expect(form.getAllByText('این را خالی نگذارید.')).toHaveLength(2);

    // A number that is not a mobile: said when leaving the box.
    type(phoneBox, '0212345678');
    fireEvent.focusOut(phoneBox);
    expect(await form.findByText('شماره موبایل درست نیست؛ مانند ۰۹۱۲۱۲۳۴۵۶۷ وارد کنید.')).toBeTruthy();
    // In Persian digits with spaces, as people say it: accepted.
    type(phoneBox, '۰۹۱۲ ۳۴۵ ۶۷۸۹');
    fireEvent.focusOut(phoneBox);
    expect(form.queryByText(/شماره موبایل درست نیست/)).toBeNull();

    // Free: 0, locked; back to cash: the price again.
    fireEvent.click(form.getByRole('radio', { name: 'رایگان' }));
    expect(amount.value).toBe('۰');
    expect(amount.readOnly).toBe(true);
    expect(form.getByText('ورود رایگان: مبلغ صفر است.')).toBeTruthy();
    fireEvent.click(form.getByRole('radio', { name: 'کارتخوان' }));
    expect(amount.value).toBe('۲۵۰٬۰۰۰');
    expect(amount.readOnly).toBe(false);

    // A card sale of 0 is refused here: free entry is chosen as such.
    type(amount, '۰');
    type(form.getByLabelText('نام'), 'علی');
    type(form.getByLabelText('نام خانوادگی'), 'رضایی');
    fireEvent.click(form.getByRole('button', { name: 'ادامه' }));
    expect(await form.findByText('فروش نقدی یا کارتی بیش از صفر تومان است؛ برای ورود بی‌پول «رایگان» را بزنید.')).toBeTruthy();
    // Typed with grouping in any digits, shown grouped in Persian ones.
    type(amount, '300,000');
    expect(amount.value).toBe('۳۰۰٬۰۰۰');
    expect(walkIns()).toHaveLength(0);
  });

  it('confirms a summary once, then shows green with the sale and the person checked in in the list', async () => {
    let done = false;
    atTheDoor(() => (done ? [attendee(), attendee({ participation_id: 61, first_name: 'علی', last_name: 'رضایی', phone_last4: '6789', checked_in_at: '2027-02-15T07:05:00.000Z' })] : [attendee()]));
    server.answer('POST /api/checkin/walk_in/', async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      done = true;
      return { status: 201, body: sold() };
    });
    const form = await openSale();
    const summary = await fillSale(form);
    expect(summary.getByText('علی رضایی')).toBeTruthy();
    expect(summary.getByText('۰۹۱۲۳۴۵۶۷۸۹')).toBeTruthy();
    expect(summary.getByText('نقدی')).toBeTruthy();
    expect(summary.getByTestId('walk-in-amount').textContent).toBe('۲۵۰٬۰۰۰ تومان');
    expect(summary.getByText('اول ۲۵۰٬۰۰۰ تومان نقد بگیرید، بعد ثبت کنید.')).toBeTruthy();

    const listAsked = server.count(`GET /api/checkin/presentations/${SESSION}/`);
    const confirm = form.getByRole('button', { name: 'ثبت فروش و ورود' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm.getAttribute('aria-busy')).toBe('true'));
    expect((confirm as HTMLButtonElement).disabled).toBe(true);

    const result = await screen.findByTestId('door-result');
    expect(result.getAttribute('data-result')).toBe('ok');
    expect(screen.getByTestId('door-result-name').textContent).toBe('علی رضایی');
    expect(result.textContent).toContain('فروش حضوری ثبت شد: ۲۵۰٬۰۰۰\u00a0تومان، نقدی');
    expect(result.textContent).not.toContain('نام ثبت‌شده در حساب');
    expect(walkIns()).toHaveLength(1);
    expect(walkIns()[0]!.body).toEqual({ presentation: SESSION, phone_number: '09123456789', first_name: 'علی', last_name: 'رضایی', amount: 250_000, method: 'CASH' });
    expect(screen.queryByRole('dialog', { name: 'فروش حضوری' })).toBeNull();

    // The list is asked again: the person appears in the search, checked in.
    await waitFor(() => expect(server.count(`GET /api/checkin/presentations/${SESSION}/`)).toBeGreaterThan(listAsked));
    fireEvent.click(result.querySelector('button')!);
    type(screen.getByLabelText('جست‌وجوی نام یا ۴ رقم آخر موبایل'), '۶۷۸۹');
    const row = await screen.findByTestId('door-search-results');
    await waitFor(() => expect(row.textContent).toContain('علی رضایی'));
    expect(row.textContent).toMatch(/وارد شده/);
  });

  it('says when the phone’s account kept its own name, and records a free entry as free', async () => {
    atTheDoor();
    server.answer('POST /api/checkin/walk_in/', { status: 201, body: sold({ attendee: { first_name: 'علیرضا', last_name: 'رضایی‌فر', phone_last4: '6789' }, amount: 0 }) });
    const form = await openSale();
    type(form.getByLabelText('شماره موبایل'), '09123456789');
    type(form.getByLabelText('نام'), 'علی');
    type(form.getByLabelText('نام خانوادگی'), 'رضایی');
    fireEvent.click(form.getByRole('radio', { name: 'رایگان' }));
    fireEvent.click(form.getByRole('button', { name: 'ادامه' }));
    const summary = within(await screen.findByTestId('walk-in-confirm'));
    expect(summary.getByTestId('walk-in-amount').textContent).toBe('رایگان');
    expect(summary.getByText('ورود رایگان: پولی گرفته نمی‌شود.')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'ثبت فروش و ورود' }));
    const result = await screen.findByTestId('door-result');
    expect(screen.getByTestId('door-result-name').textContent).toBe('علیرضا رضایی‌فر');
    expect(result.textContent).toContain('ورود رایگان ثبت شد');
    expect(result.textContent).toContain('نام ثبت‌شده در حساب');
    expect(walkIns()[0]!.body).toMatchObject({ amount: 0, method: 'FREE' });
  });

  it('shows red when the session is full (CAPACITY_FULL), and asks the seats again', async () => {
    atTheDoor();
    server.answer('POST /api/checkin/walk_in/', { status: 400, body: { detail: 'ظرفیت این ارائه تکمیل است.', code: 'CAPACITY_FULL' } });
    const form = await openSale();
    await fillSale(form);
    const seatsAsked = server.count(`GET /api/presentations/${SESSION}`);
    fireEvent.click(form.getByRole('button', { name: 'ثبت فروش و ورود' }));
    const result = await screen.findByTestId('door-result');
    expect(result.getAttribute('data-result')).toBe('refused');
    expect(result.getAttribute('data-kind')).toBe('full');
    expect(result.textContent).toContain('ظرفیت تکمیل است');
    expect(result.textContent).toContain('فروش ثبت نشد. پولی نگیرید');
    expect(screen.queryByRole('dialog', { name: 'فروش حضوری' })).toBeNull();
    expect(walkIns()).toHaveLength(1);

    // Opened again: the seats are asked afresh, and a full session says so before anything is typed.
    server.answer(`GET /api/presentations/${SESSION}`, { body: { ...session, remained_capacity: 0 } });
    fireEvent.click(result.querySelector('button')!);
    const again = await openSale();
    await waitFor(() => expect(again.getByTestId('walk-in-seats').textContent).toBe('صندلی خالی نمانده است'));
    expect(server.count(`GET /api/presentations/${SESSION}`)).toBeGreaterThan(seatsAsked);
  });

  it('sends a phone already registered for the session to the search (ALREADY_REGISTERED)', async () => {
    atTheDoor(() => [attendee({ first_name: 'علی', last_name: 'رضایی', phone_last4: '6789' })]);
    server.answer('POST /api/checkin/walk_in/', { status: 400, body: { detail: 'این شماره پیش‌تر در این ارائه ثبت‌نام کرده است.', code: 'ALREADY_REGISTERED' } });
    const form = await openSale();
    await fillSale(form);
    fireEvent.click(form.getByRole('button', { name: 'ثبت فروش و ورود' }));
    const said = await form.findByRole('alert');
    expect(said.textContent).toContain('این شماره پیش‌تر در همین نشست ثبت‌نام کرده است؛ فروش ثبت نشد');
    expect(screen.queryByTestId('door-result')).toBeNull();

    fireEvent.click(within(said).getByRole('button', { name: 'پیدا کردن در جست‌وجو' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'فروش حضوری' })).toBeNull());
    const search = screen.getByLabelText('جست‌وجوی نام یا ۴ رقم آخر موبایل') as HTMLInputElement;
    expect(search.value).toBe('۶۷۸۹');
    const found = await screen.findByTestId('door-search-results');
    expect(found.textContent).toContain('علی رضایی');
    expect(within(found).getByRole('button', { name: 'ورود بدون کد: علی رضایی' })).toBeTruthy();
  });

  it('puts the server’s field errors beside their fields, and says it needs a connection when offline', async () => {
    atTheDoor();
    server.answer('POST /api/checkin/walk_in/', {
      status: 400,
      body: { detail: 'داده نامعتبر', code: 'VALIDATION_ERROR', errors: { amount: ['مبلغ ورود رایگان صفر است و مبلغ فروش نقدی یا کارتی بیشتر از صفر.'] } },
    });
    const form = await openSale();
    await fillSale(form);
    fireEvent.click(form.getByRole('button', { name: 'ثبت فروش و ورود' }));
    const onAmount = await form.findByText('مبلغ ورود رایگان صفر است و مبلغ فروش نقدی یا کارتی بیشتر از صفر.');
    expect(form.getByLabelText('مبلغ دریافتی (تومان)').getAttribute('aria-describedby')).toContain(onAmount.id);
    expect(form.getByRole('alert').textContent).toContain('موارد مشخص‌شده را درست کنید.');
    fireEvent.click(form.getByRole('button', { name: 'انصراف' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'فروش حضوری' })).toBeNull());

    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    window.dispatchEvent(new Event('offline'));
    const button = await screen.findByRole('button', { name: 'فروش حضوری' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByText('فروش حضوری به اتصال اینترنت نیاز دارد؛ پس از وصل شدن دوباره امتحان کنید.')).toBeTruthy();
  });
});
