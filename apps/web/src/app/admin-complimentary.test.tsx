// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import type { AdminStats, ComplimentarySeat, Edition } from '@fest/contract';
import { chooseOption } from '@/shared/choose-option';
import { testPayment } from '@/features/admin/test-payment';
import { serveDuringFile } from '@/shared/api/test-server-hooks';
import { currentToasts } from '@/shared/toast';
import { renderApp, signedIn } from './render-app';

/**
 * The console's complimentary seats (/admin/complimentary), the badges' downloads, the payments'
 * kinds and the dashboard's guest and door figures, in the whole app against a local server
 * answering the contract's shapes.
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
afterEach(() => {
  vi.restoreAllMocks();
  saved.length = 0;
});

/** The first wait of a test also waits for the console's lazy chunks (slow on a busy machine: each test gets 20 s). */
const loaded = { timeout: 10_000 };

const phone = '09120000001';
const edition = (slug: string, isCurrent: boolean): Edition => ({
  id: Number(slug),
  slug,
  name: slug === '1405' ? 'جشنواره لینوکس ۱۴۰۵' : 'جشنواره لینوکس ۱۴۰۴',
  starts_on: isCurrent ? '2027-02-15' : '2026-02-15',
  ends_on: isCurrent ? '2027-02-17' : '2026-02-17',
  is_current: isCurrent,
});
const docker = { id: 7, fa_title: 'کارگاه داکر', en_title: 'Docker workshop', start: '2027-02-15T06:30:00Z' };
const git = { id: 8, fa_title: 'کارگاه گیت', en_title: 'Git workshop', start: '2027-02-16T06:30:00Z' };

function asAdmin() {
  server.answer(`GET /api/users/${phone}/`, {
    body: { phone_number: phone, first_name: 'سارا', last_name: 'محمدی', email: 'a@example.com', avatar: null, accessories: [], is_signed_up_for_competition: false, role: 'admin' },
  });
  server.answer('GET /api/presentations/cart/', { body: [] });
  server.answer('GET /api/admin/editions/', { body: [edition('1405', true), edition('1404', false)] });
  server.answer('GET /api/admin/presentations/', { body: { count: 2, results: [docker, git] } });
  return signedIn(phone);
}

const seat = (over: Partial<ComplimentarySeat> = {}): ComplimentarySeat => ({
  participation_id: 31,
  payment_id: 90,
  presentation: { id: 7, fa_title: 'کارگاه داکر' },
  phone_number: '09123334444',
  first_name: 'نرگس',
  last_name: 'رضایی',
  note: 'ارائه‌دهندهٔ کارگاه',
  beyond_capacity: false,
  state: 'COMPLETED',
  checked_in_at: null,
  created_at: '2027-02-10T08:00:00Z',
  by: { id: 1, first_name: 'سارا', last_name: 'محمدی' },
  ...over,
});

const form = () => within(screen.getByRole('form', { name: 'دادن صندلی مهمان' }));
const posted = (path: string) => server.requests.filter((r) => r.method === 'POST' && r.path === path);

describe('giving a complimentary seat', { timeout: 20_000 }, () => {
  it('is in the console menu, and says beside each field what is missing before sending anything', async () => {
    server.answer('GET /api/admin/complimentary/', { body: [] });
    renderApp('/admin/complimentary', asAdmin());
    expect(await screen.findByRole('heading', { level: 1, name: 'صندلی‌های مهمان' }, loaded)).toBeTruthy();
    const navLink = within(screen.getByRole('navigation', { name: 'بخش‌های پنل برگزارکننده' })).getByRole('link', { name: 'صندلی‌های مهمان' });
    expect(navLink.getAttribute('href')).toBe('/admin/complimentary');
    expect(navLink.getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('heading', { name: 'صندلی مهمانی داده نشده است' })).toBeTruthy();

    const phoneField = form().getByLabelText('شمارهٔ موبایل مهمان');
    expect(phoneField.getAttribute('dir')).toBe('ltr');
    expect(phoneField.getAttribute('inputmode')).toBe('tel');
    expect(phoneField.getAttribute('name')).toBe('phone_number');
    fireEvent.click(form().getByRole('button', { name: 'دادن صندلی' }));

    const session = form().getByLabelText('نشست');
    await waitFor(() => expect(session.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(session.getAttribute('aria-describedby')!)?.textContent).toContain('نشستی را که صندلی در آن داده می‌شود انتخاب کنید.');
    for (const label of ['شمارهٔ موبایل مهمان', 'نام', 'نام خانوادگی']) {
      const field = form().getByLabelText(label);
      expect(field.getAttribute('aria-invalid'), label).toBe('true');
      expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent, label).toBeTruthy();
    }
    expect(posted('/api/admin/presentations/7/complimentary/')).toHaveLength(0);
  });

  it('answers a full session by offering to give it beyond the capacity, and gives it so', async () => {
    let list: ComplimentarySeat[] = [];
    server.answer('GET /api/admin/complimentary/', () => ({ body: list }));
    server.answer('POST /api/admin/presentations/7/complimentary/', (request) => {
      const body = request.body as { beyond_capacity: boolean; phone_number: string };
      if (!body.beyond_capacity) return { status: 400, body: { detail: 'ظرفیت این ارائه تکمیل است.', code: 'CAPACITY_FULL' } };
      list = [seat({ beyond_capacity: true, note: '' })];
      return { status: 201, body: list[0] };
    });
    renderApp('/admin/complimentary', asAdmin());
    await screen.findByRole('heading', { level: 1, name: 'صندلی‌های مهمان' }, loaded);
    await waitFor(() => expect(form().getByRole('option', { name: 'کارگاه داکر' })).toBeTruthy());
    chooseOption(form().getByLabelText('نشست'), '7');
    fireEvent.input(form().getByLabelText('شمارهٔ موبایل مهمان'), { target: { value: '۰۹۱۲۳۳۳۴۴۴۴' } });
    fireEvent.input(form().getByLabelText('نام'), { target: { value: 'نرگس' } });
    fireEvent.input(form().getByLabelText('نام خانوادگی'), { target: { value: 'رضایی' } });
    fireEvent.click(form().getByRole('button', { name: 'دادن صندلی' }));

    const offer = await screen.findByTestId('capacity-full');
    expect(offer.textContent).toContain('همهٔ صندلی‌های «کارگاه داکر» پر است.');
    expect(offer.textContent).toContain('ظرفیت نشست یکی بیشتر می‌شود');
    const [first] = posted('/api/admin/presentations/7/complimentary/');
    // Persian digits typed, Latin sent; the checkbox left alone: within the capacity.
    expect(first?.body).toEqual({ phone_number: '09123334444', first_name: 'نرگس', last_name: 'رضایی', note: '', beyond_capacity: false });

    fireEvent.click(within(offer).getByRole('button', { name: 'دادن فراتر از ظرفیت' }));
    expect(await screen.findByText('صندلی مهمان «کارگاه داکر» به نرگس رضایی داده شد و بلیتش با پیامک رفت. ظرفیت نشست یکی بیشتر شد.')).toBeTruthy();
    expect(posted('/api/admin/presentations/7/complimentary/').at(-1)?.body).toMatchObject({ phone_number: '09123334444', beyond_capacity: true });
    expect(screen.queryByTestId('capacity-full')).toBeNull();
    // The person's fields are emptied for the next guest; the session stays.
    expect((form().getByLabelText('شمارهٔ موبایل مهمان') as HTMLInputElement).value).toBe('');
    expect((form().getByLabelText('نشست') as HTMLSelectElement).value).toBe('7');
    // The list is asked again and shows it.
    const table = await screen.findByRole('table', { name: 'صندلی‌های داده‌شده' });
    expect(within(table).getByText('فراتر از ظرفیت')).toBeTruthy();
  });

  it('says beside the phone that it holds the session already', async () => {
    server.answer('GET /api/admin/complimentary/', { body: [] });
    server.answer('POST /api/admin/presentations/8/complimentary/', { status: 400, body: { detail: 'این شماره در این ارائه ثبت‌نام قطعی دارد.', code: 'ALREADY_REGISTERED' } });
    renderApp('/admin/complimentary?presentation=8', asAdmin());
    await screen.findByRole('heading', { level: 1, name: 'صندلی‌های مهمان' }, loaded);
    // The list's session is offered first.
    await waitFor(() => expect((form().getByLabelText('نشست') as HTMLSelectElement).value).toBe('8'));
    fireEvent.input(form().getByLabelText('شمارهٔ موبایل مهمان'), { target: { value: '09123334444' } });
    fireEvent.input(form().getByLabelText('نام'), { target: { value: 'نرگس' } });
    fireEvent.input(form().getByLabelText('نام خانوادگی'), { target: { value: 'رضایی' } });
    fireEvent.click(form().getByLabelText(/حتی اگر ظرفیت پر است/));
    fireEvent.click(form().getByRole('button', { name: 'دادن صندلی' }));
    const phoneField = form().getByLabelText('شمارهٔ موبایل مهمان');
    await waitFor(() => expect(phoneField.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(phoneField.getAttribute('aria-describedby')!)?.textContent).toContain('این شماره در این ارائه ثبت‌نام قطعی دارد.');
    expect(posted('/api/admin/presentations/8/complimentary/')[0]?.body).toMatchObject({ beyond_capacity: true });
  });
});

describe('the complimentary seats given', { timeout: 20_000 }, () => {
  it('lists who holds each, the phone left to right, the note, the state, the check-in and who gave it; filters by session through the address', async () => {
    server.answer('GET /api/admin/complimentary/', (request) => ({
      body:
        request.query.presentation === '8'
          ? []
          : [
              seat(),
              seat({
                participation_id: 32,
                payment_id: 91,
                presentation: { id: 8, fa_title: 'کارگاه گیت' },
                first_name: 'علی',
                last_name: 'کاظمی',
                note: '',
                state: 'CANCELLED',
                checked_in_at: '2027-02-16T06:40:00Z',
                by: null,
              }),
            ],
    }));
    renderApp('/admin/complimentary', asAdmin());
    const table = await screen.findByRole('table', { name: 'صندلی‌های داده‌شده' }, loaded);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['مهمان', 'نشست', 'یادداشت', 'وضعیت', 'ورود', 'داده شده', 'کارها']);
    const [, given, withdrawn] = within(table).getAllByRole('row');
    const phoneShown = within(given!).getByText('۰۹۱۲۳۳۳۴۴۴۴');
    expect(phoneShown.getAttribute('dir')).toBe('ltr');
    expect(within(given!).getByText('ارائه‌دهندهٔ کارگاه')).toBeTruthy();
    expect(within(given!).getByText('معتبر')).toBeTruthy();
    expect(within(given!).getByText('هنوز نیامده')).toBeTruthy();
    expect(within(given!).getByText('به دست سارا محمدی')).toBeTruthy();
    expect(within(given!).getByText('۲۱ بهمن ۱۴۰۵، ۱۱:۳۰')).toBeTruthy();
    expect(within(given!).getByRole('link', { name: 'پرداخت #۹۰' }).getAttribute('href')).toBe('/admin/payments/90');
    expect(within(given!).getByRole('button', { name: 'پس گرفتن صندلی مهمان نرگس رضایی' })).toBeTruthy();

    expect(within(withdrawn!).getByText('کارگاه گیت')).toBeTruthy();
    expect(within(withdrawn!).getByText('پس گرفته شد')).toBeTruthy();
    expect(within(withdrawn!).getByText('۲۷ بهمن ۱۴۰۵، ۱۰:۱۰')).toBeTruthy();
    // Withdrawn already: nothing to withdraw.
    expect(within(withdrawn!).queryByRole('button')).toBeNull();

    const filter = within(screen.getAllByRole('region', { name: 'صندلی‌های داده‌شده' })[0]!).getByLabelText('نشست');
    await waitFor(() => expect(within(filter).getByRole('option', { name: 'کارگاه گیت' })).toBeTruthy());
    chooseOption(filter, '8');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/admin/complimentary?presentation=8'));
    expect(await screen.findByRole('heading', { name: 'صندلی مهمانی داده نشده است' })).toBeTruthy();
    expect(server.requests.filter((r) => r.path === '/api/admin/complimentary/').at(-1)?.query).toEqual({ presentation: '8' });
  });

  it('withdraws one after asking why: a manual refund of its payment, then the list is asked again', async () => {
    let withdrawn = false;
    server.answer('GET /api/admin/complimentary/', () => ({ body: [seat({ state: withdrawn ? 'CANCELLED' : 'COMPLETED' })] }));
    server.answer('POST /api/admin/payments/90/refund/', () => {
      withdrawn = true;
      return { status: 201, body: { id: 5, payment: 90, method: 'manual', amount: 0, state: 'DONE', participations: [31], accessories: [], note: 'انصراف ارائه‌دهنده', actor: { id: 1, phone_number: phone }, created_at: '2027-02-11T08:00:00Z', done_at: '2027-02-11T08:00:00Z', gateway_code: null, iban: null } };
    });
    renderApp('/admin/complimentary', asAdmin());
    const table = await screen.findByRole('table', { name: 'صندلی‌های داده‌شده' }, loaded);
    const lists = server.count('GET /api/admin/complimentary/');
    fireEvent.click(within(table).getByRole('button', { name: 'پس گرفتن صندلی مهمان نرگس رضایی' }));
    const dialog = await screen.findByRole('dialog', { name: 'پس گرفتن صندلی مهمان' });
    expect(within(dialog).getByText(/ثبت‌نام نرگس رضایی در «کارگاه داکر» لغو می‌شود، بلیتش همین حالا باطل می‌شود/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'پس گرفتن صندلی' }));
    expect(await within(dialog).findByText('بنویسید چرا این صندلی پس گرفته می‌شود.')).toBeTruthy();
    expect(posted('/api/admin/payments/90/refund/')).toHaveLength(0);

    fireEvent.input(within(dialog).getByLabelText('دلیل'), { target: { value: 'انصراف ارائه‌دهنده' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'پس گرفتن صندلی' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [refund] = posted('/api/admin/payments/90/refund/');
    expect(refund?.body).toEqual({ method: 'manual', note: 'انصراف ارائه‌دهنده' });
    expect(refund?.headers['idempotency-key']).toBeTruthy();
    expect(currentToasts().some((toast) => toast.content === 'صندلی مهمان نرگس رضایی پس گرفته شد.')).toBe(true);
    await waitFor(() => expect(server.count('GET /api/admin/complimentary/')).toBeGreaterThan(lists));
    expect(await within(screen.getByRole('table', { name: 'صندلی‌های داده‌شده' })).findByText('پس گرفته شد')).toBeTruthy();
  });
});

describe('the dashboard', { timeout: 20_000 }, () => {
  const stats: AdminStats = {
    revenue_total: 1_250_000,
    revenue_by_day: [],
    presentations: [
      { id: 7, fa_title: 'کارگاه داکر', sold: 9, held: 1, revenue: 900_000, checked_in: 4, complimentary: 2, door_sales: 3 },
      { id: 8, fa_title: 'کارگاه گیت', sold: 5, held: 0, revenue: 350_000, checked_in: 0, complimentary: 0, door_sales: 0 },
    ],
    door_revenue: 450_000,
    accessories: [],
    coupons: [],
    payments_by_state: { PENDING: 0, COMPLETED: 14, FAILED: 0, EXPIRED: 0, REFUND_REQUIRED: 0, REFUNDED: 0 },
  };

  it('counts the door’s takings, the complimentary seats and each session’s seats by kind apart', async () => {
    server.answer('GET /api/admin/stats/', { body: stats });
    server.answer('GET /api/admin/payments/', { body: { count: 0, results: [] } });
    renderApp('/admin', asAdmin());
    expect((await screen.findByTestId('door-revenue', undefined, loaded)).textContent).toBe('۴۵۰٬۰۰۰ تومان');
    expect(screen.getByTestId('revenue-total').textContent).toBe('۱٬۲۵۰٬۰۰۰ تومان');
    expect(screen.getByText('۳ صندلی فروخته‌شده در ورودی')).toBeTruthy();
    expect(screen.getByTestId('complimentary-seats').textContent).toBe('۲');

    const table = screen.getByRole('table', { name: 'ثبت‌نام‌ها به تفکیک نوع' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['نشست', 'اینترنتی', 'مهمان', 'حضوری', 'جمع', 'ورود']);
    const [, dockerRow, gitRow] = within(table).getAllByRole('row');
    expect(within(dockerRow!).getByRole('rowheader').textContent).toBe('کارگاه داکر');
    expect(within(dockerRow!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['۴', '۲', '۳', '۹', '۴']);
    expect(within(gitRow!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['۵', '۰', '۰', '۵', '۰']);
  });
});

describe('how a payment came about, in the console', { timeout: 20_000 }, () => {
  it('marks a complimentary seat and a sale at the door in the payments list and on the payment', async () => {
    const guest = testPayment({ id: 90, total_price: 0, kind: 'complimentary', coupon: null, authority: null, ref_id: null, card_pan: null });
    const door = testPayment({ id: 91, total_price: 200_000, kind: 'door', door_method: 'CASH', coupon: null, authority: null });
    server.answer('GET /api/admin/payments/', { body: { count: 3, results: [guest, door, testPayment()] } });
    server.answer('GET /api/admin/payments/91/', { body: door });
    renderApp('/admin/payments', asAdmin());
    const table = await screen.findByRole('table', { name: 'پرداخت‌ها' }, loaded);
    const [, guestRow, doorRow, onlineRow] = within(table).getAllByRole('row');
    expect(within(guestRow!).getByTestId('payment-kind').textContent).toBe('مهمان');
    expect(within(doorRow!).getByTestId('payment-kind').textContent).toBe('فروش حضوری · نقدی');
    expect(within(onlineRow!).queryByTestId('payment-kind')).toBeNull();

    fireEvent.click(within(doorRow!).getByRole('link', { name: 'پرداخت #۹۱' }));
    expect((await screen.findByTestId('payment-kind')).textContent).toBe('فروش حضوری · نقدی');
  });
});

describe('badges', { timeout: 20_000 }, () => {
  it('downloads a day’s badges, one per A6 page, and says why when nobody holds a ticket', async () => {
    server.answer('GET /api/admin/badges.pdf', (request) =>
      request.query.day === '2027-02-16'
        ? { body: '%PDF-1.7', headers: { 'content-type': 'application/pdf' } }
        : { status: 404, body: { detail: 'کسی در این روز بلیت ندارد.', code: 'NOT_FOUND' } },
    );
    renderApp('/admin/presentations', asAdmin());
    const panel = await screen.findByRole('region', { name: 'کارت‌های شناسایی' }, loaded);
    await waitFor(() => expect(within(panel).getByRole('option', { name: 'سه‌شنبه ۲۷ بهمن ۱۴۰۵' })).toBeTruthy());
    chooseOption(within(panel).getByLabelText('روز'), '2027-02-15');
    fireEvent.click(within(panel).getByRole('button', { name: 'دریافت PDF کارت‌ها' }));
    expect(await within(panel).findByRole('alert')).toHaveProperty('textContent', 'کسی در این روز بلیت ندارد.');

    chooseOption(within(panel).getByLabelText('روز'), '2027-02-16');
    chooseOption(within(panel).getByLabelText('چیدمان'), 'single');
    fireEvent.click(within(panel).getByRole('button', { name: 'دریافت PDF کارت‌ها' }));
    await waitFor(() => expect(saved).toEqual(['badges-2027-02-16-single.pdf']));
    const request = server.requests.filter((r) => r.path === '/api/admin/badges.pdf').at(-1);
    expect(request?.query).toEqual({ day: '2027-02-16', layout: 'single' });
    expect(within(panel).queryByRole('alert')).toBeNull();
  });

  it('downloads one session’s badges from its attendees', async () => {
    server.answer('GET /api/admin/presentations/7/', { body: { ...docker, service_type: 'WORKSHOP' } });
    server.answer('GET /api/admin/presentations/7/attendees/', { body: [] });
    server.answer('GET /api/admin/badges.pdf', { body: '%PDF-1.7', headers: { 'content-type': 'application/pdf' } });
    renderApp('/admin/presentations/7/attendees', asAdmin());
    fireEvent.click(await screen.findByRole('button', { name: 'کارت‌های شناسایی (PDF)' }, loaded));
    await waitFor(() => expect(saved).toEqual(['badges-presentation-7.pdf']));
    expect(server.requests.find((r) => r.path === '/api/admin/badges.pdf')?.query).toEqual({ presentation: '7' });
  });
});
