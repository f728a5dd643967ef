// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import type { CancelPolicy, CartItem, Edition, User } from '@fest/contract';
import { presentation } from '@/features/cart/test-fixtures';
import { serveDuringFile } from '@/shared/api/test-server-hooks';
import { clearSession } from '@/shared/cookies';
import { setLocale } from '@/shared/i18n';
import { renderApp, signedIn } from './render-app';

/**
 * A visitor giving a paid registration to another phone in "my workshops", in the whole app against a
 * local server answering the contract's shapes: offered until the policy's transfer deadline, what it
 * does said before it, the phone read as the contract reads it and named back for a confirmation, the
 * server's refusals said where they belong, the registration gone after and whom it went to said on
 * the page. And the recipient's side: an account made for their phone (no names, no e-mail) can be
 * filled in on the profile page.
 */
const server = serveDuringFile();
afterEach(async () => {
  clearSession();
  localStorage.clear();
  await setLocale('fa');
});

const loaded = { timeout: 10_000 };
const phone = '09120000002';
const edition: Edition = { id: 1, slug: '1405', name: 'جشنواره لینوکس ۱۴۰۵', starts_on: '2027-02-15', ends_on: '2027-02-17', is_current: true };
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const policy: CancelPolicy = { cancel_hours_before: 48, cancel_fee_percent: 0, transfer_hours_before: 2 };

/** A paid registration whose session starts `startsIn` hours from now. */
function registration(id: number, startsIn: number): CartItem {
  const p = presentation(100 + id, 250_000, { start: hours(startsIn), end: hours(startsIn + 2), fa_title: `کارگاه ${String.fromCharCode(0x06f0 + id)}` });
  return { id, presentation: p, payment_state: 'COMPLETED', service_type: 'WORKSHOP', ticket: `TICKET${id}CODE0000`, checked_in_at: null, offer_expires_at: null };
}

function user(over: Partial<User> = {}): User {
  return { phone_number: phone, first_name: 'سارا', last_name: 'محمدی', email: 's@example.com', avatar: null, accessories: [], is_signed_up_for_competition: false, role: 'user', notify_by: { sms: true, email: true }, language: 'fa', ...over };
}

function asVisitor(cart: CartItem[], rules: CancelPolicy = policy) {
  server.answer(`GET /api/users/${phone}/`, { body: user() });
  server.answer('GET /api/presentations/cart/', { body: cart });
  server.answer('GET /api/editions/', { body: [edition] });
  server.answer('GET /api/presentations/cart/cancel_policy/', { body: rules });
  return signedIn(phone);
}

const type = (input: HTMLElement, value: string) => fireEvent.input(input, { target: { value } });
const transferButton = (title: string) => screen.findByRole('button', { name: `واگذاری به دیگری: ${title}` }, loaded);
const openDialog = async (title: string) => {
  fireEvent.click(await transferButton(title));
  return within(await screen.findByRole('dialog', { name: 'واگذاری ثبت‌نام به دیگری' }));
};
const TRANSFER = (id: number) => `POST /api/presentations/cart/${id}/transfer/`;

describe('giving a registration to another phone in “my workshops”', { timeout: 20_000 }, () => {
  it('is offered until the transfer deadline (after cancelling has closed), said to be too late after, and not once started', async () => {
    // 10 days: both; 20 hours: past cancelling, still giving on; 1 hour: past both; started: neither.
    renderApp('/profile/workshops', asVisitor([registration(1, 24 * 10), registration(2, 20), registration(3, 1), registration(4, -1)]));
    expect(await transferButton('کارگاه ۱')).toBeTruthy();
    expect(await transferButton('کارگاه ۲')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^واگذاری به دیگری/ })).toHaveLength(2));
    expect(screen.getAllByText('مهلت لغو این ثبت‌نام گذشته است.')).toHaveLength(1);
    expect(screen.getAllByText('مهلت لغو و واگذاری این ثبت‌نام گذشته است.')).toHaveLength(1);
  });

  it('lasts until the start when the festival’s hours are 0', async () => {
    renderApp('/profile/workshops', asVisitor([registration(1, 1)], { ...policy, transfer_hours_before: 0 }));
    const form = await openDialog('کارگاه ۱');
    expect(form.getByText(/^واگذاری تا شروع ممکن است: تا /)).toBeTruthy();
  });

  it('explains, reads the phone as typed, names it back, sends it once, and then shows the registration gone and whom it went to', async () => {
    let given = false;
    renderApp('/profile/workshops', asVisitor([registration(1, 24 * 10), registration(2, 24 * 12)]));
    server.answer('GET /api/presentations/cart/', () => ({ body: given ? [registration(2, 24 * 12)] : [registration(1, 24 * 10), registration(2, 24 * 12)] }));
    server.answer(TRANSFER(1), async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      given = true;
      return { body: { detail: 'ثبت‌نام به شمارهٔ ۰۹۱۲۳۴۵۶۷۸۹ واگذار شد و بلیت پیشین شما باطل شد.', phone_number: '09123456789' } };
    });
    const form = await openDialog('کارگاه ۱');
    expect(form.getByText('با واگذاری «کارگاه ۱» به شمارهٔ دیگری:')).toBeTruthy();
    expect(form.getByText(/بلیتی که در دست شماست همین حالا باطل می‌شود/)).toBeTruthy();
    expect(form.getByText(/گیرنده پیامکی با بلیت تازه می‌گیرد/)).toBeTruthy();
    expect(form.getByText(/پرداخت همچنان به نام شماست/)).toBeTruthy();
    // The deadline in the Persian calendar with Persian digits: 2 hours before the start.
    expect(form.getByText(/^واگذاری فقط تا ۲ ساعت پیش از شروع ممکن است: تا .+ [۰-۹]+ [^\d]+ ۱۴۰[۰-۹]، ساعت [۰-۹]{2}:[۰-۹]{2}\.$/)).toBeTruthy();

    const field = form.getByLabelText('شمارهٔ موبایل گیرنده');
    expect(field.getAttribute('name')).toBe('phone_number');
    expect(field.getAttribute('dir')).toBe('ltr');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('off');

    // Nothing typed, then not a mobile: said beside the field, nothing sent.
    fireEvent.click(form.getByRole('button', { name: 'ادامه' }));
    const missing = await form.findByText('شمارهٔ موبایل گیرنده را وارد کنید.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(missing.id);
    type(form.getByLabelText('شمارهٔ موبایل گیرنده'), '۰۲۱۱۲۳۴۵۶۷۸');
    fireEvent.focusOut(form.getByLabelText('شمارهٔ موبایل گیرنده'));
    expect(await form.findByText(/این شمارهٔ موبایل ایران نیست/)).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'ادامه' }));
    expect(form.queryByRole('button', { name: 'بله، واگذار شود' })).toBeNull();

    // In Persian digits with spaces: read, and named back grouped before anything is sent.
    type(form.getByLabelText('شمارهٔ موبایل گیرنده'), '۰۹۱۲ ۳۴۵ ۶۷۸۹');
    expect(form.queryByText(/این شمارهٔ موبایل ایران نیست/)).toBeNull();
    fireEvent.click(form.getByRole('button', { name: 'ادامه' }));
    expect((await form.findByTestId('transfer-question')).textContent).toBe('«کارگاه ۱» به شمارهٔ ۰۹۱۲ ۳۴۵ ۶۷۸۹ واگذار شود؟');
    expect(server.count(TRANSFER(1))).toBe(0);

    const confirm = form.getByRole('button', { name: 'بله، واگذار شود' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() => expect(confirm.getAttribute('aria-busy')).toBe('true'));
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    expect((form.getByRole('button', { name: 'تغییر شماره' }) as HTMLButtonElement).disabled).toBe(true);

    const notice = await screen.findByTestId('transfer-notice');
    expect(notice.textContent).toBe(
      'ثبت‌نام «کارگاه ۱» به شمارهٔ ۰۹۱۲ ۳۴۵ ۶۷۸۹ واگذار شد. بلیت تازه با پیامک برای گیرنده فرستاده شد و بلیت پیشین شما باطل است.×',
    );
    expect(notice.querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(server.count(TRANSFER(1))).toBe(1);
    expect(server.requests.find((r) => r.path === '/api/presentations/cart/1/transfer/')?.body).toEqual({ phone_number: '09123456789' });
    // Gone from the list and the tickets at once, without waiting for the cart; the payments are asked again.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'کارگاه ۱' })).toBeNull());
    expect(screen.getByRole('link', { name: 'کارگاه ۲' })).toBeTruthy();
    expect(screen.getAllByTestId('ticket')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes the visitor back to the phone with the server’s refusals about the recipient, and names a clashing workshop', async () => {
    renderApp('/profile/workshops', asVisitor([registration(1, 24 * 10)]));
    server.answer(TRANSFER(1), {
      status: 400,
      body: { detail: 'داده نامعتبر', code: 'VALIDATION_ERROR', errors: { phone_number: ['این شماره، شمارهٔ خود شماست؛ شمارهٔ کسی را وارد کنید که ثبت‌نام را به او می‌دهید.'] } },
    });
    const form = await openDialog('کارگاه ۱');
    type(form.getByLabelText('شمارهٔ موبایل گیرنده'), phone);
    fireEvent.click(form.getByRole('button', { name: 'ادامه' }));
    fireEvent.click(await form.findByRole('button', { name: 'بله، واگذار شود' }));
    const own = await form.findByText(/این شماره، شمارهٔ خود شماست/);
    const field = form.getByLabelText('شمارهٔ موبایل گیرنده');
    expect(field.getAttribute('aria-describedby')).toBe(own.id);
    expect((field as HTMLInputElement).value).toBe(phone);
    await waitFor(() => expect(document.activeElement).toBe(field));

    server.answer(TRANSFER(1), {
      status: 400,
      body: { detail: 'صاحب این شماره در همین زمان در کارگاه «کارگاه گیت» ثبت‌نام کرده است.', code: 'TIME_CLASH', clashes_with: { id: 9, fa_title: 'کارگاه گیت' } },
    });
    type(field, '09123456789');
    fireEvent.click(form.getByRole('button', { name: 'ادامه' }));
    fireEvent.click(await form.findByRole('button', { name: 'بله، واگذار شود' }));
    expect(await form.findByText('صاحب این شماره در همین زمان در کارگاه «کارگاه گیت» ثبت‌نام کرده است؛ این ثبت‌نام را نمی‌توان به او داد.')).toBeTruthy();

    server.answer(TRANSFER(1), { status: 400, body: { detail: 'صاحب این شماره پیش‌تر در این ارائه ثبت‌نام کرده است.', code: 'ALREADY_REGISTERED' } });
    fireEvent.click(form.getByRole('button', { name: 'ادامه' }));
    fireEvent.click(await form.findByRole('button', { name: 'بله، واگذار شود' }));
    expect(await form.findByText('صاحب این شماره پیش‌تر در این ارائه ثبت‌نام کرده است.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'کارگاه ۱' })).toBeTruthy();
  });

  it('shows the server’s words when it is too late, on the confirmation, and leaves the registration', async () => {
    renderApp('/profile/workshops', asVisitor([registration(1, 24 * 10)]));
    server.answer(TRANSFER(1), { status: 400, body: { detail: 'مهلت واگذاری گذشته است: واگذاری فقط تا ۲ ساعت پیش از شروع ارائه ممکن است.', code: 'TOO_LATE' } });
    const form = await openDialog('کارگاه ۱');
    type(form.getByLabelText('شمارهٔ موبایل گیرنده'), '09123456789');
    fireEvent.click(form.getByRole('button', { name: 'ادامه' }));
    fireEvent.click(await form.findByRole('button', { name: 'بله، واگذار شود' }));
    expect((await form.findByRole('alert')).textContent).toContain('مهلت واگذاری گذشته است: واگذاری فقط تا ۲ ساعت پیش از شروع ارائه ممکن است.');
    fireEvent.click(form.getByRole('button', { name: 'تغییر شماره' }));
    fireEvent.click(form.getByRole('button', { name: 'منصرف شدم' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('link', { name: 'کارگاه ۱' })).toBeTruthy();
    expect(screen.queryByTestId('transfer-notice')).toBeNull();
  });

  it('is not offered from the saved copy while offline', async () => {
    const session = asVisitor([registration(1, 24 * 10)]);
    localStorage.setItem(`fest.tickets.${phone}`, JSON.stringify({ holder: 'سارا محمدی', items: [registration(1, 24 * 10)] }));
    server.answer('GET /api/presentations/cart/', { status: 503, body: { detail: 'down', code: 'UNAVAILABLE' } });
    const onLine = Object.getOwnPropertyDescriptor(navigator, 'onLine');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      renderApp('/profile/workshops', session);
      expect(await screen.findByText('اتصال برقرار نیست؛ آخرین نسخهٔ ذخیره‌شدهٔ بلیت‌ها نمایش داده می‌شود.', {}, loaded)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'کارگاه ۱' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: /^واگذاری به دیگری/ })).toBeNull();
    } finally {
      if (onLine) Object.defineProperty(navigator, 'onLine', onLine);
      else delete (navigator as { onLine?: boolean }).onLine;
    }
  });

  it('reads left to right in English', async () => {
    await setLocale('en');
    renderApp('/profile/workshops', asVisitor([registration(1, 24 * 10)]));
    server.answer(TRANSFER(1), { body: { detail: 'ثبت‌نام واگذار شد.', phone_number: '09123456789' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Give to someone else: Workshop 101' }, loaded));
    const form = within(await screen.findByRole('dialog', { name: 'Give your registration to someone else' }));
    expect(form.getByText(/^You can give it on until 2 hours before the start: until /)).toBeTruthy();
    type(form.getByLabelText('Recipient’s mobile number'), '0912 345 6789');
    fireEvent.click(form.getByRole('button', { name: 'Continue' }));
    expect((await form.findByTestId('transfer-question')).textContent).toBe('Give “Workshop 101” to 0912 345 6789?');
    fireEvent.click(form.getByRole('button', { name: 'Yes, give it' }));
    expect((await screen.findByTestId('transfer-notice')).textContent).toContain('“Workshop 101” now belongs to 0912 345 6789.');
  });
});

describe('a cancellation refused because the registration was given to the visitor', { timeout: 20_000 }, () => {
  it('shows the server’s words: only the buyer can cancel, they may give it on', async () => {
    renderApp('/profile/workshops', asVisitor([registration(1, 24 * 10)]));
    server.answer('POST /api/presentations/cart/1/cancel/', {
      status: 400,
      body: { detail: 'این ثبت‌نام را کس دیگری برای شما خریده است؛ فقط خریدار می‌تواند آن را لغو کند. می‌توانید آن را به شمارهٔ دیگری واگذار کنید.', code: 'VALIDATION_ERROR' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'لغو ثبت‌نام کارگاه ۱' }, loaded));
    const form = within(await screen.findByRole('dialog', { name: 'لغو ثبت‌نام' }));
    type(form.getByLabelText('شمارهٔ شبا'), '062960000000100324200001');
    fireEvent.click(form.getByRole('button', { name: 'لغو ثبت‌نام' }));
    expect((await form.findByRole('alert')).textContent).toContain('فقط خریدار می‌تواند آن را لغو کند');
  });
});

describe('the profile of an account made for a recipient (no names, no e-mail yet)', { timeout: 20_000 }, () => {
  it('shows empty fields, asks for the names, and saves them without an e-mail (one may be added later)', async () => {
    const empty = user({ first_name: '', last_name: '', email: '' });
    server.answer(`GET /api/users/${phone}/`, { body: empty });
    server.answer('GET /api/presentations/cart/', { body: [] });
    server.answer(`PUT /api/users/${phone}/`, { body: user({ first_name: 'نگار', last_name: 'کریمی', email: 'negar@example.com' }) });
    renderApp('/profile/edit', signedIn(phone));
    const first = await screen.findByLabelText('نام', {}, loaded);
    const last = screen.getByLabelText('نام خانوادگی');
    const email = screen.getByLabelText('ایمیل');
    for (const field of [first, last, email]) expect((field as HTMLInputElement).value).toBe('');
    expect(document.body.textContent).not.toContain('undefined');

    fireEvent.click(screen.getByRole('button', { name: 'ذخیره تغییرات' }));
    expect(await screen.findAllByText('این فیلد را پر کنید.')).toHaveLength(2);
    expect(server.count(`PUT /api/users/${phone}/`)).toBe(0);

    type(first, 'نگار');
    type(last, 'کریمی');
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره تغییرات' }));
    await waitFor(() => expect(server.count(`PUT /api/users/${phone}/`)).toBe(1));
    const sent = String(server.requests.find((r) => r.method === 'PUT')?.body);
    for (const value of ['نگار', 'کریمی']) expect(sent).toContain(value);
    expect(sent).not.toContain('email');
    type(email, 'negar@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره تغییرات' }));
    await waitFor(() => expect(server.count(`PUT /api/users/${phone}/`)).toBe(2));
    expect(String(server.requests.filter((r) => r.method === 'PUT')[1]?.body)).toContain('negar@example.com');
    await waitFor(() => expect((screen.getByLabelText('نام') as HTMLInputElement).value).toBe('نگار'));
  });
});
