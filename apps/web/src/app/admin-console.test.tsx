// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { chooseOption } from '@/shared/choose-option';
import type { UserRole } from '@fest/contract';
import type { RecordedRequest } from '@/shared/api/test-server';
import { serveDuringFile } from '@/shared/api/test-server-hooks';
import { renderApp, signedIn } from './render-app';

/**
 * The organiser console in the whole app (routes, role gate, lazy pages), against a local HTTP
 * server answering the contract's shapes: a table's paging, sorting and search live in the address
 * and reach the API; its loading, empty and failed states; a form's field errors, from the
 * contract's schema before sending and from the server's `errors` after, each beside its field.
 */
const server = serveDuringFile();

const phone = '09120000001';
function signIn(role: UserRole) {
  server.answer(`GET /api/users/${phone}/`, {
    body: { phone_number: phone, first_name: 'مدیر', last_name: 'جشنواره', email: 'a@example.com', avatar: null, accessories: [], is_signed_up_for_competition: false, role },
  });
  server.answer('GET /api/presentations/cart/', { body: [] });
  return signedIn(phone);
}

const tag = (id: number, name: string) => ({ id, name, color: '#123456', presentations: 0 });
const tagLists = () => server.requests.filter((r) => r.method === 'GET' && r.path === '/api/admin/tags/');
const lastTagList = (): RecordedRequest => tagLists().at(-1) as RecordedRequest;
const address = () => screen.getByTestId('address').textContent;

describe('the console is for admins', () => {
  it('shows a forbidden page to a visitor and a door account, and fetches nothing of the console', async () => {
    for (const role of ['user', 'door'] as const) {
      renderApp('/admin/tags', signIn(role));
      expect(await screen.findByRole('heading', { name: 'دسترسی ندارید' })).toBeTruthy();
      expect(tagLists()).toHaveLength(0);
      cleanup();
    }
  });

  it("takes a reviewer who opens /admin to the review list, and keeps the organisers' pages from them", async () => {
    server.answer('GET /api/review/proposals/', { body: [] });
    server.answer('GET /api/review/categories/', { body: [] });
    renderApp('/admin', signIn('reviewer'));
    await waitFor(() => expect(address()).toContain('/admin/review'));
    cleanup();
    renderApp('/admin/tags', signIn('reviewer'));
    expect(await screen.findByRole('heading', { name: 'دسترسی ندارید' })).toBeTruthy();
    expect(tagLists()).toHaveLength(0);
  });

  it('offers the console in the header only to an admin, and the door to door and admin accounts', async () => {
    const links = async (role: UserRole) => {
      renderApp('/', signIn(role));
      fireEvent.click(await screen.findByRole('button', { name: /مدیر/ }));
      const names = screen.getAllByRole('link').map((a) => a.textContent);
      cleanup();
      return names;
    };
    const admin = await links('admin');
    expect(admin).toContain('پنل برگزارکننده');
    expect(admin).toContain('ورود به سالن (کنترل بلیت)');
    const door = await links('door');
    expect(door).not.toContain('پنل برگزارکننده');
    expect(door).toContain('ورود به سالن (کنترل بلیت)');
    const user = await links('user');
    expect(user).not.toContain('پنل برگزارکننده');
    expect(user).not.toContain('ورود به سالن (کنترل بلیت)');
  });
});

describe('a console table', () => {
  it('asks the server for the page, order and search in the address, and changes them there', async () => {
    server.answer('GET /api/admin/tags/', (request) => ({
      body: { count: 45, results: [tag(1, request.query.search ? 'لینوکس' : 'شبکه')] },
    }));
    renderApp('/admin/tags?page=2&ordering=name', signIn('admin'));
    const table = await screen.findByRole('table');
    expect(within(table).getByText('شبکه')).toBeTruthy();
    expect(lastTagList().query).toMatchObject({ page: '2', page_size: '20', ordering: 'name' });
    expect(screen.getByText('صفحهٔ ۲ از ۳')).toBeTruthy();

    // Sorting by the same column again turns the order around; the page goes back to 1.
    fireEvent.click(within(table).getByRole('button', { name: /نام برچسب/ }));
    await waitFor(() => expect(lastTagList().query).toMatchObject({ ordering: '-name' }));
    expect(lastTagList().query.page).toBe('1');
    expect(address()).toBe('/admin/tags?ordering=-name');
    expect(within(screen.getByRole('table')).getByRole('columnheader', { name: /نام برچسب/ }).getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(screen.getByRole('button', { name: 'صفحهٔ بعد' }));
    await waitFor(() => expect(lastTagList().query).toMatchObject({ page: '2', ordering: '-name' }));

    fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'لینوکس' } });
    fireEvent.click(screen.getByRole('button', { name: 'جست‌وجو' }));
    await waitFor(() => expect(lastTagList().query).toMatchObject({ search: 'لینوکس', page: '1' }));
    expect(address()).toBe(`/admin/tags?ordering=-name&search=${encodeURIComponent('لینوکس')}`);
    expect(await within(screen.getByRole('table')).findByText('لینوکس')).toBeTruthy();
  });

  it('says when nothing matches, and shows a failure with a retry', async () => {
    server.answer('GET /api/admin/tags/', { body: { count: 0, results: [] } });
    renderApp('/admin/tags?search=xyz', signIn('admin'));
    expect(await screen.findByRole('heading', { name: 'چیزی پیدا نشد' })).toBeTruthy();
    cleanup();

    // A 4xx: the client does not retry it (5xx are retried with back-off, which a test need not wait for).
    server.answer('GET /api/admin/tags/', { status: 400, body: { detail: 'خطای سرور', code: 'VALIDATION_ERROR' } });
    renderApp('/admin/tags', signIn('admin'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('خطای سرور');
    server.answer('GET /api/admin/tags/', { body: { count: 1, results: [tag(1, 'شبکه')] } });
    fireEvent.click(within(alert).getByRole('button', { name: /دوباره/ }));
    expect(await within(await screen.findByRole('table')).findByText('شبکه')).toBeTruthy();
  });

  it('refreshes itself after a write (the list is tagged, the write invalidates it)', async () => {
    server.answer('GET /api/admin/tags/', { body: { count: 1, results: [tag(1, 'شبکه')] } });
    server.answer('DELETE /api/admin/tags/1/', { status: 204 });
    renderApp('/admin/tags', signIn('admin'));
    const table = await screen.findByRole('table');
    const before = tagLists().length;
    fireEvent.click(within(table).getByRole('button', { name: 'حذف' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/برچسب «شبکه»/)).toBeTruthy();
    server.answer('GET /api/admin/tags/', { body: { count: 0, results: [] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'حذف' }));
    await waitFor(() => expect(server.count('DELETE /api/admin/tags/1/')).toBe(1));
    await waitFor(() => expect(tagLists().length).toBe(before + 1));
  });
});

describe('a console form', () => {
  it("refuses what the contract's schema refuses, beside the field, without asking the server", async () => {
    server.answer('GET /api/admin/tags/', { body: { count: 0, results: [] } });
    renderApp('/admin/tags', signIn('admin'));
    fireEvent.click(await screen.findByRole('button', { name: 'برچسب تازه' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.input(within(dialog).getByLabelText('رنگ'), { target: { value: 'red' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ذخیره' }));
    const color = within(dialog).getByLabelText('رنگ');
    await waitFor(() => expect(color.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(color.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(/^●?رنگ باید/);
    expect(within(dialog).getByLabelText('نام برچسب').getAttribute('aria-invalid')).toBe('true');
    expect(server.count('POST /api/admin/tags/')).toBe(0);
  });

  it("shows the server's field errors in place, and sends once however often save is pressed", async () => {
    server.answer('GET /api/admin/tags/', { body: { count: 0, results: [] } });
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.answer('POST /api/admin/tags/', async () => {
      await answered;
      return { status: 400, body: { detail: 'اطلاعات نامعتبر است.', code: 'VALIDATION_ERROR', errors: { name: ['برچسبی با این نام هست.'] } } };
    });
    renderApp('/admin/tags', signIn('admin'));
    fireEvent.click(await screen.findByRole('button', { name: 'برچسب تازه' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.input(within(dialog).getByLabelText('نام برچسب'), { target: { value: 'شبکه' } });
    const save = within(dialog).getByRole('button', { name: 'ذخیره' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(server.count('POST /api/admin/tags/')).toBe(1));
    expect(save.hasAttribute('disabled')).toBe(true);
    release();

    const name = within(dialog).getByLabelText('نام برچسب');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toContain('برچسبی با این نام هست.');
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ name: 'شبکه', en_name: '', color: '#2c4271' });
    expect(server.count('POST /api/admin/tags/')).toBe(1);
  });
});

describe('the attendees page', () => {
  const presentation = { id: 5, fa_title: 'کارگاه گیت' };
  const attendee = (checked_in_at: string | null) => ({
    participation_id: 9,
    first_name: 'سارا',
    last_name: 'احمدی',
    phone_number: '09120000002',
    email: '',
    payment_id: null,
    paid_at: null,
    checked_in_at,
  });

  it('undoes a check-in after the dialog, and the list shows it again as not yet', async () => {
    server.answer('GET /api/admin/presentations/5/', { body: presentation });
    server.answer('GET /api/admin/presentations/5/attendees/', { body: [attendee('2026-11-20T10:00:00Z')] });
    server.answer('DELETE /api/checkin/9/', { body: { detail: 'ورود لغو شد.' } });
    renderApp('/admin/presentations/5/attendees', signIn('admin'));
    fireEvent.click((await screen.findAllByRole('button', { name: 'لغو ورود' }))[0]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/«سارا احمدی»/)).toBeTruthy();
    server.answer('GET /api/admin/presentations/5/attendees/', { body: [attendee(null)] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'لغو ورود' }));
    await waitFor(() => expect(server.count('DELETE /api/checkin/9/')).toBe(1));
    expect((await screen.findAllByText('هنوز نیامده')).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('button', { name: 'لغو ورود' })).toHaveLength(0);
  });

  it('previews an SMS to the attendees, shows field errors in place, and sends once after the dialog names the count', async () => {
    server.answer('GET /api/admin/presentations/5/', { body: presentation });
    server.answer('GET /api/admin/presentations/5/attendees/', { body: [] });
    server.answer('POST /api/admin/presentations/5/message/', (request) => {
      const body = request.body as { text: string; dry_run?: boolean };
      if (body.text.includes('بد')) {
        return { status: 400, body: { detail: 'اطلاعات نامعتبر است.', code: 'VALIDATION_ERROR', errors: { text: ['این متن پذیرفته نیست.'] } } };
      }
      return { status: 202, body: { recipients: 12, parts: 2 } };
    });
    renderApp('/admin/presentations/5/attendees', signIn('admin'));
    const text = await screen.findByLabelText('متن پیام');

    // Empty: the contract's schema refuses it beside the field, nothing is asked.
    fireEvent.click(screen.getByRole('button', { name: 'پیش‌نمایش' }));
    await waitFor(() => expect(text.getAttribute('aria-invalid')).toBe('true'));
    expect(server.count('POST /api/admin/presentations/5/message/')).toBe(0);

    fireEvent.input(text, { target: { value: 'متن بد' } });
    fireEvent.click(screen.getByRole('button', { name: 'پیش‌نمایش' }));
    await waitFor(() => expect(document.getElementById(text.getAttribute('aria-describedby') ?? '')?.textContent).toContain('این متن پذیرفته نیست.'));

    fireEvent.input(text, { target: { value: 'کارگاه فردا ساعت ۱۰ است.' } });
    chooseOption(screen.getByLabelText('گیرندگان'), 'not_checked_in');
    fireEvent.click(screen.getByRole('button', { name: 'پیش‌نمایش' }));
    expect(await screen.findByText('۱۲ گیرنده، هر پیام ۲ پیامک')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({ text: 'کارگاه فردا ساعت ۱۰ است.', audience: 'not_checked_in', dry_run: true });

    fireEvent.click(screen.getByRole('button', { name: 'ارسال پیامک' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/برای ۱۲ نفر/)).toBeTruthy();
    const confirm = within(dialog).getByRole('button', { name: 'ارسال پیامک' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('پیام برای ۱۲ نفر در صف ارسال قرار گرفت.')).toBeTruthy();
    const sends = server.requests.filter((r) => r.method === 'POST' && !(r.body as { dry_run?: boolean }).dry_run);
    expect(sends).toHaveLength(1);
    expect(sends[0].body).toEqual({ text: 'کارگاه فردا ساعت ۱۰ است.', audience: 'not_checked_in' });
  });
});
