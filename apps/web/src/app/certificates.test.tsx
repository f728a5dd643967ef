// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import type { AdminCertificate, Certificate, Edition } from '@fest/contract';
import { chooseOption } from '@/shared/choose-option';
import { serveDuringFile } from '@/shared/api/test-server-hooks';
import { setLocale } from '@/shared/i18n';
import { renderApp, signedIn } from './render-app';

/**
 * The certificates in the whole app (routes, lazy pages, their own strings) against a local server
 * answering the contract's shapes: the visitor's list by edition with its PDFs and check page, the
 * public check page's three verdicts with no login, and the console's screen (a session's bulk
 * issue, a revocation, an issue by hand) and the signatory's settings.
 */
const server = serveDuringFile();
afterEach(async () => {
  await setLocale('fa');
});

/** The first wait of a test also waits for the lazy chunks (slow on a busy machine). */
const loaded = { timeout: 10_000 };

const phone = '09120000001';
function asUser(role: 'user' | 'admin' = 'user') {
  server.answer(`GET /api/users/${phone}/`, {
    body: { phone_number: phone, first_name: 'سارا', last_name: 'محمدی', email: 's@example.com', avatar: null, accessories: [], is_signed_up_for_competition: false, role },
  });
  server.answer('GET /api/presentations/cart/', { body: [] });
  return signedIn(phone);
}

const edition = (slug: string, isCurrent: boolean): Edition => ({
  id: Number(slug),
  slug,
  name: slug === '1405' ? 'جشنواره لینوکس ۱۴۰۵' : 'جشنواره لینوکس ۱۴۰۴',
  starts_on: isCurrent ? '2027-02-15' : '2026-02-15',
  ends_on: isCurrent ? '2027-02-17' : '2026-02-17',
  is_current: isCurrent,
});

const certificate = (code: string, over: Partial<Certificate> = {}): Certificate => ({
  code,
  kind: 'ATTENDANCE',
  presentation: { id: 7, fa_title: 'کارگاه داکر', en_title: 'Docker workshop', start: '2027-02-15T06:30:00Z', end: '2027-02-15T09:30:00Z' },
  issued_at: '2027-02-15T10:00:00Z',
  pdf_url: `/api/certificates/${code}.pdf`,
  edition: '1405',
  ...over,
});

describe('my certificates (/profile/certificates)', () => {
  it('lists them by edition, newest first, each with its kind, dates, both PDFs and its check page, and is in the profile menu', async () => {
    server.answer('GET /api/editions/', { body: [edition('1405', true), edition('1404', false)] });
    server.answer('GET /api/certificates/', {
      body: [
        certificate('a'.repeat(32), { edition: '1404', presentation: { id: 3, fa_title: 'ارائهٔ گیت', en_title: 'Git talk', start: '2026-02-16T06:30:00Z', end: '2026-02-16T08:00:00Z' } }),
        certificate('b'.repeat(32)),
        certificate('c'.repeat(32), { kind: 'PRESENTER' }),
      ],
    });
    renderApp('/profile/certificates', asUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'گواهی‌های من' }, loaded)).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'منوی حساب کاربری' });
    expect(within(menu).getByRole('link', { name: 'گواهی‌های من' }).getAttribute('aria-current')).toBe('page');

    const current = await screen.findByRole('region', { name: /جشنواره لینوکس ۱۴۰۵/ });
    const past = screen.getByRole('region', { name: 'جشنواره لینوکس ۱۴۰۴' });
    // Newest edition first.
    expect(current.compareDocumentPosition(past) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const cards = within(current).getAllByTestId('certificate');
    expect(cards.map((c) => within(c).getByText(/^گواهی/).textContent)).toEqual(['گواهی حضور', 'گواهی ارائه']);
    const first = cards[0]!;
    expect(within(first).getByRole('heading', { level: 3, name: 'کارگاه داکر' })).toBeTruthy();
    expect(within(first).getByText('تاریخ نشست').nextElementSibling?.textContent).toBe('دوشنبه ۲۶ بهمن ۱۴۰۵');
    expect(within(first).getByText('تاریخ صدور').nextElementSibling?.textContent).toBe('دوشنبه ۲۶ بهمن ۱۴۰۵');
    const code = 'b'.repeat(32);
    expect(within(first).getByRole('link', { name: 'دریافت PDF فارسی گواهی حضور «کارگاه داکر»' }).getAttribute('href')).toBe(`/api/certificates/${code}.pdf`);
    expect(within(first).getByRole('link', { name: 'دریافت PDF انگلیسی گواهی حضور «کارگاه داکر»' }).getAttribute('href')).toBe(`/api/certificates/${code}.pdf?lang=en`);
    expect(within(first).getByRole('link', { name: 'صفحهٔ استعلام گواهی حضور «کارگاه داکر»' }).getAttribute('href')).toBe(`/certificates/${code}`);
    expect(within(past).getByRole('heading', { level: 3, name: 'ارائهٔ گیت' })).toBeTruthy();
  });

  it('says how a certificate is earned while there is none', async () => {
    server.answer('GET /api/certificates/', { body: [] });
    renderApp('/profile/certificates', asUser());
    expect(await screen.findByRole('heading', { name: 'هنوز گواهی‌ای ندارید' }, loaded)).toBeTruthy();
    expect(screen.getByText(/بلیت خود را نشان دهید تا ورودتان ثبت شود/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'دیدن کارگاه‌ها' }).getAttribute('href')).toBe('/workshops');
  });

  it('says when the list failed, and loads it again on retry', async () => {
    server.answer('GET /api/certificates/', { status: 400, body: { detail: 'boom', code: 'UNKNOWN' } });
    renderApp('/profile/certificates', asUser());
    expect(await screen.findByText(/فهرست گواهی‌ها دریافت نشد/, undefined, loaded)).toBeTruthy();
    server.answer('GET /api/certificates/', { body: [certificate('d'.repeat(32))] });
    fireEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('heading', { name: 'کارگاه داکر' })).toBeTruthy();
  });

  it('leads with the English PDF and the English title on the English site', async () => {
    await setLocale('en');
    server.answer('GET /api/certificates/', { body: [certificate('e'.repeat(32))] });
    renderApp('/profile/certificates', asUser());
    const card = await screen.findByTestId('certificate', undefined, loaded);
    expect(within(card).getByRole('heading', { name: 'Docker workshop' })).toBeTruthy();
    expect(within(card).getByText('Certificate of attendance')).toBeTruthy();
    const links = within(card).getAllByRole('link');
    expect(links[0]!.textContent).toBe('PDF in English');
    expect(links[0]!.getAttribute('href')).toBe(`/api/certificates/${'e'.repeat(32)}.pdf?lang=en`);
    expect(within(card).getByText('Session date').nextElementSibling?.textContent).toBe('Monday 15 February 2027');
  });
});

describe('the public check page (/certificates/:code)', () => {
  const code = 'f'.repeat(32);
  const check = (valid: boolean) => ({
    valid,
    name: 'سارا محمدی',
    kind: 'ATTENDANCE',
    presentation: { fa_title: 'کارگاه داکر', en_title: 'Docker workshop', start: '2027-02-15T06:30:00Z' },
    issued_at: '2027-02-16T10:00:00Z',
  });

  it('says a valid certificate is valid, with no login, and what it certifies', async () => {
    server.answer(`GET /api/certificates/${code}/`, { body: check(true) });
    renderApp(`/certificates/${code}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'این گواهی معتبر است' }, loaded)).toBeTruthy();
    expect(screen.getByTestId('certificate-verdict').getAttribute('data-verdict')).toBe('valid');
    expect(screen.getByTestId('certificate-holder').textContent).toBe('سارا محمدی');
    expect(screen.getByText('نوع گواهی').nextElementSibling?.textContent).toBe('گواهی حضور');
    expect(screen.getByText('نشست').nextElementSibling?.textContent).toBe('کارگاه داکر');
    expect(screen.getByText('تاریخ نشست').nextElementSibling?.textContent).toBe('دوشنبه ۲۶ بهمن ۱۴۰۵');
    expect(screen.getByText('تاریخ صدور').nextElementSibling?.textContent).toBe('سه‌شنبه ۲۷ بهمن ۱۴۰۵');
    expect(screen.getByText(code)).toBeTruthy();
    // No session was asked for: the page is for anyone holding the link.
    expect(server.count(`GET /api/users/${phone}/`)).toBe(0);
  });

  it('says a revoked certificate is revoked', async () => {
    server.answer(`GET /api/certificates/${code}/`, { body: check(false) });
    renderApp(`/certificates/${code}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'این گواهی باطل شده است' }, loaded)).toBeTruthy();
    expect(screen.getByTestId('certificate-verdict').getAttribute('data-verdict')).toBe('revoked');
  });

  it('says no certificate has an unknown code', async () => {
    renderApp('/certificates/not-a-code');
    expect(await screen.findByRole('heading', { level: 1, name: 'گواهی‌ای با این کد پیدا نشد' }, loaded)).toBeTruthy();
    expect(server.requests.at(-1)?.path).toBe('/api/certificates/not-a-code/');
  });

  it('offers to try again when the check could not be made', async () => {
    server.answer(`GET /api/certificates/${code}/`, { status: 400, body: { detail: 'down', code: 'UNKNOWN' } });
    renderApp(`/certificates/${code}`);
    expect(await screen.findByText(/استعلام انجام نشد/, undefined, loaded)).toBeTruthy();
    server.answer(`GET /api/certificates/${code}/`, { body: check(true) });
    fireEvent.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'این گواهی معتبر است' })).toBeTruthy();
  });

  it('reads left to right in English, with the English title', async () => {
    await setLocale('en');
    server.answer(`GET /api/certificates/${code}/`, { body: check(true) });
    renderApp(`/certificates/${code}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This certificate is valid' }, loaded)).toBeTruthy();
    expect(screen.getByText('Session').nextElementSibling?.textContent).toBe('Docker workshop');
    expect(screen.getByText('Issued on').nextElementSibling?.textContent).toBe('Tuesday 16 February 2027');
  });
});

describe("the console's certificates (/admin/certificates)", () => {
  const row = (code: string, over: Partial<AdminCertificate> = {}): AdminCertificate => ({
    ...certificate(code),
    user: { id: 5, phone_number: '09121111111', first_name: 'رضا', last_name: 'کریمی' },
    name: 'رضا کریمی',
    revoked_at: null,
    participation: 11,
    ...over,
  });
  const session = { id: 7, fa_title: 'کارگاه داکر', en_title: 'Docker workshop', start: '2027-02-15T06:30:00Z' };

  function consoleAnswers() {
    server.answer('GET /api/admin/editions/', { body: [edition('1405', true)] });
    server.answer('GET /api/admin/presentations/', { body: { count: 1, results: [session] } });
    server.answer('GET /api/admin/certificates/', (request) => ({
      body: request.query.presentation === '7' ? { count: 1, results: [row('1'.repeat(32))] } : { count: 0, results: [] },
    }));
  }

  it('is in the console menu; a session picked, it issues to those checked in and says how many', async () => {
    consoleAnswers();
    server.answer('POST /api/admin/presentations/7/certificates/', { body: { issued: 3 } });
    renderApp('/admin/certificates', asUser('admin'));
    expect(await screen.findByRole('heading', { level: 1, name: 'گواهی‌ها' }, loaded)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'بخش‌های پنل برگزارکننده' });
    expect(within(nav).getByRole('link', { name: 'گواهی‌ها' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('heading', { name: 'هنوز گواهی‌ای صادر نشده' })).toBeTruthy();
    // The session's buttons come with a session.
    expect(screen.queryByRole('button', { name: 'صدور برای واردشدگان' })).toBeNull();

    await waitFor(() => expect(screen.getByRole('option', { name: 'کارگاه داکر' })).toBeTruthy());
    chooseOption(screen.getByLabelText('نشست'), '7');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/admin/certificates?presentation=7'));
    const table = await screen.findByRole('table');
    expect(within(table).getByText('رضا کریمی')).toBeTruthy();
    expect(within(table).getByText('معتبر')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'صدور برای واردشدگان' }));
    const dialog = await screen.findByRole('dialog', { name: 'صدور گواهی برای واردشدگان' });
    expect(within(dialog).getByText(/ورودش به «کارگاه داکر» ثبت شده/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'صدور برای واردشدگان' }));
    expect(await screen.findByText('۳ گواهی تازه صادر شد.')).toBeTruthy();
    expect(server.count('POST /api/admin/presentations/7/certificates/')).toBe(1);
  });

  it('revokes a certificate only after asking', async () => {
    consoleAnswers();
    server.answer(`DELETE /api/admin/certificates/${'1'.repeat(32)}/`, { status: 204 });
    renderApp('/admin/certificates?presentation=7', asUser('admin'));
    const table = await screen.findByRole('table', undefined, loaded);
    fireEvent.click(within(table).getByRole('button', { name: 'ابطال' }));
    const dialog = await screen.findByRole('dialog', { name: 'ابطال گواهی' });
    expect(within(dialog).getByText(/گواهی حضور «رضا کریمی» برای «کارگاه داکر» باطل می‌شود/)).toBeTruthy();
    expect(server.count(`DELETE /api/admin/certificates/${'1'.repeat(32)}/`)).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'ابطال' }));
    await waitFor(() => expect(server.count(`DELETE /api/admin/certificates/${'1'.repeat(32)}/`)).toBe(1));
  });

  it('issues one by hand to a registration of the session, marking who was checked in and who has one', async () => {
    consoleAnswers();
    server.answer('GET /api/admin/presentations/7/attendees/', {
      body: [
        { participation_id: 11, phone_number: '09121111111', first_name: 'رضا', last_name: 'کریمی', email: '', payment_id: 1, paid_at: null, checked_in_at: '2027-02-15T06:40:00Z' },
        { participation_id: 12, phone_number: '09122222222', first_name: 'مینا', last_name: 'احمدی', email: '', payment_id: 2, paid_at: null, checked_in_at: null },
      ],
    });
    server.answer('POST /api/admin/certificates/', { status: 201, body: certificate('2'.repeat(32)) });
    renderApp('/admin/certificates?presentation=7', asUser('admin'));
    fireEvent.click(await screen.findByRole('button', { name: 'صدور دستی' }, loaded));
    const dialog = await screen.findByRole('dialog', { name: 'صدور دستی گواهی برای «کارگاه داکر»' });
    const select = await within(dialog).findByLabelText('ثبت‌نام');
    const labels = () => within(select).getAllByRole('option').map((o) => o.textContent);
    await waitFor(() => expect(labels()).toContain('رضا کریمی · ۰۹۱۲۱۱۱۱۱۱۱ (ورود ثبت شده، گواهی دارد)'));
    expect(labels()).toContain('مینا احمدی · ۰۹۱۲۲۲۲۲۲۲۲ (بدون ثبت ورود)');
    // Nothing chosen: said beside the field, nothing sent.
    fireEvent.click(within(dialog).getByRole('button', { name: 'صدور گواهی' }));
    expect(await within(dialog).findByText('یکی را انتخاب کنید.')).toBeTruthy();
    chooseOption(select, '12');
    fireEvent.click(within(dialog).getByRole('button', { name: 'صدور گواهی' }));
    expect(await screen.findByText('گواهی مینا احمدی صادر شد.')).toBeTruthy();
    expect(server.requests.find((r) => r.method === 'POST' && r.path === '/api/admin/certificates/')?.body).toEqual({ participation: 12 });
  });

  it('issues a certificate of presenting to a user found by name or phone, and shows a refusal in the dialog', async () => {
    consoleAnswers();
    server.answer('GET /api/admin/presentations/7/attendees/', { body: [] });
    server.answer('GET /api/admin/users/', {
      body: { count: 1, results: [{ id: 9, phone_number: '09123333333', first_name: 'علی', last_name: 'رضایی', email: '', role: 'user', registrations: 0, created_at: '2027-01-01T00:00:00Z' }] },
    });
    server.answer('POST /api/admin/certificates/', { status: 409, body: { detail: 'این شخص برای این نشست گواهی دارد.', code: 'CONFLICT' } });
    renderApp('/admin/certificates?presentation=7', asUser('admin'));
    fireEvent.click(await screen.findByRole('button', { name: 'صدور دستی' }, loaded));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: /ارائه: یکی از کاربران/ }));
    fireEvent.input(within(dialog).getByLabelText('جست‌وجوی کاربر'), { target: { value: 'علی' } });
    fireEvent.click(await within(dialog).findByRole('radio', { name: /علی رضایی/ }));
    expect(server.requests.find((r) => r.path === '/api/admin/users/')?.query).toMatchObject({ search: 'علی' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'صدور گواهی' }));
    expect(await within(dialog).findByText('این شخص برای این نشست گواهی دارد.')).toBeTruthy();
    expect(server.requests.find((r) => r.method === 'POST' && r.path === '/api/admin/certificates/')?.body).toEqual({ presentation: 7, user: 9, kind: 'PRESENTER' });
  });
});

describe("the certificates' signatory in the settings (/admin/settings)", () => {
  const settings = {
    festival_name: 'جشنواره لینوکس ۱۴۰۵',
    competition_price: 0,
    competition_capacity: 10,
    competition_registration_open: false,
    starts_on: '',
    ends_on: '',
    venue: '',
    address: '',
    map_url: '',
    contact_email: '',
    contact_phone: '',
    competition_date: '',
    competition_time: '',
    signatory_name: 'مریم رضایی',
    signatory_title: 'دبیر جشنواره',
    signature_image: null as string | null,
  };

  it('saves the name and title with the settings, and uploads the signature on its own button', async () => {
    server.answer('GET /api/admin/editions/', { body: [edition('1405', true)] });
    let stored: string | null = null;
    server.answer('GET /api/admin/settings/', () => ({ body: { ...settings, signature_image: stored } }));
    server.answer('PATCH /api/admin/settings/', (request) => ({ body: { ...settings, ...(request.body as object) } }));
    server.answer('POST /api/admin/settings/signature/', () => {
      stored = '/media/signatures/s.png';
      return { body: { ...settings, signature_image: stored } };
    });
    server.answer('GET /media/signatures/s.png', { headers: { 'content-type': 'image/png' }, body: '' });
    renderApp('/admin/settings', asUser('admin'));
    const section = await screen.findByRole('region', { name: 'امضای گواهی‌ها' }, loaded);
    expect((within(section).getByLabelText('نام امضاکننده') as HTMLInputElement).value).toBe('مریم رضایی');
    fireEvent.input(within(section).getByLabelText('سمت امضاکننده'), { target: { value: 'رئیس جشنواره' } });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(server.count('PATCH /api/admin/settings/')).toBe(1));
    const sent = server.requests.find((r) => r.method === 'PATCH')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ signatory_name: 'مریم رضایی', signatory_title: 'رئیس جشنواره' });
    expect(sent).not.toHaveProperty('signature_image');

    const upload = within(section).getByRole('button', { name: 'بارگذاری امضا' });
    expect((upload as HTMLButtonElement).disabled).toBe(true);
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'signature.png', { type: 'image/png' });
    // A real `change` (fireEvent.change is sent as `input` under preact/compat; a file input listens to `change`).
    const picker = within(section).getByLabelText('تصویر امضا');
    Object.defineProperty(picker, 'files', { value: [file] });
    fireEvent(picker, new Event('change', { bubbles: true }));
    await waitFor(() => expect((upload as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(upload);
    expect(await within(section).findByText('تصویر امضا ذخیره شد.')).toBeTruthy();
    const posted = server.requests.find((r) => r.method === 'POST' && r.path === '/api/admin/settings/signature/');
    expect(String(posted?.headers['content-type'])).toMatch(/^multipart\/form-data/);
    expect(String(posted?.body)).toContain('name="file"');
    // The stored signature is shown in place of the preview.
    await waitFor(() => expect(within(section).getByRole('img').getAttribute('src')).toBe('/media/signatures/s.png'));
  });
});
