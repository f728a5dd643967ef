// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { allowedLengths as contractLengths, MAX_CO_SPEAKERS as CONTRACT_MAX, type Cfp, type Proposal, type SpeakerProfile } from '@fest/contract';
import { chooseOption } from '@/shared/choose-option';
import { serveDuringFile } from '@/shared/api/test-server-hooks';
import { setLocale } from '@/shared/i18n';
import { allowedLengths } from '@/features/proposals/cfp-window';
import { MAX_CO_SPEAKERS } from '@/features/proposals/proposal-draft';
import { renderApp, signedIn } from './render-app';

/**
 * The call for proposals in the whole app (routes, lazy pages, their own strings) against a local
 * server answering the contract's shapes: the form (the call's state, kinds and lengths, co-speakers,
 * the server's refusals under their fields and CFP_CLOSED), "my proposals" (withdraw after a
 * confirmation, accept an invitation) and the speaker profile.
 */
const server = serveDuringFile();
afterEach(async () => {
  await setLocale('fa');
});

const loaded = { timeout: 10_000 };
const phone = '09120000001';
function asUser() {
  server.answer(`GET /api/users/${phone}/`, {
    body: { phone_number: phone, first_name: 'سارا', last_name: 'محمدی', email: 's@example.com', avatar: null, accessories: [], is_signed_up_for_competition: false, role: 'user' },
  });
  server.answer('GET /api/presentations/cart/', { body: [] });
  return signedIn(phone);
}

const types: Cfp['proposal_types'] = [
  { service_type: 'TALK', min_minutes: 30, max_minutes: 45, step_minutes: 15 },
  { service_type: 'WORKSHOP', min_minutes: 120, max_minutes: 240, step_minutes: 30 },
];
// 23:59 on 30 Dey 1405, Tehran.
const openCall: Cfp = { edition: '1405', cfp_opens_at: '2026-10-01T00:00:00Z', cfp_closes_at: '2027-01-20T20:29:00Z', is_open: true, proposal_types: types };
const closedCall: Cfp = { ...openCall, cfp_closes_at: '2026-10-20T20:29:00Z', is_open: false };

const proposal = (id: number, over: Partial<Proposal> = {}): Proposal => ({
  id,
  state: 'SUBMITTED',
  service_type: 'WORKSHOP',
  fa_title: 'کارگاه ای‌بی‌پی‌اف',
  en_title: 'eBPF workshop',
  fa_abstract: 'چکیده',
  en_abstract: '',
  description: 'شرح',
  duration_minutes: 150,
  level: 'INTERMEDIATE',
  language: 'fa',
  notes_to_organisers: '',
  recording_consent: true,
  speakers: [{ phone_number: phone, first_name: 'سارا', last_name: 'محمدی', accepted: true }],
  edition: '1405',
  created_at: '2026-11-01T08:00:00Z',
  updated_at: '2026-11-01T08:00:00Z',
  ...over,
});

const field = (name: string) => screen.getByLabelText(name, { exact: true });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('the proposal form (/proposals/new)', () => {
  it('says the call is open until when, offers the kinds and their lengths, and sends the co-speakers’ phones normalised', async () => {
    server.answer('GET /api/cfp/', { body: openCall });
    server.answer('POST /api/proposals/', (request) => ({ status: 201, body: proposal(9, request.body as Partial<Proposal>) }));
    server.answer('GET /api/proposals/', { body: [] });
    renderApp('/proposals/new', asUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'پیشنهاد ارائه' }, loaded)).toBeTruthy();
    const status = await screen.findByTestId('cfp-status');
    // The profile has both names: none asked for.
    expect(screen.queryByRole('group', { name: 'نام شما' })).toBeNull();
    expect(status.textContent).toMatch(/فراخوان باز است؛ مهلت فرستادن تا .*۳۰ دی ۱۴۰۵، ساعت ۲۳:۵۹/);

    const kind = field('نوع ارائه') as HTMLSelectElement;
    const length = () => [...(field('مدت') as HTMLSelectElement).options].map((o) => o.textContent);
    expect([...kind.options].map((o) => o.textContent)).toEqual(['سخنرانی', 'کارگاه']);
    expect(length()).toEqual(['۳۰ دقیقه', '۴۵ دقیقه']);
    chooseOption(kind, 'WORKSHOP');
    await waitFor(() => expect(length()).toEqual(['۲ ساعت', '۲ ساعت و ۳۰ دقیقه', '۳ ساعت', '۳ ساعت و ۳۰ دقیقه', '۴ ساعت']));
    chooseOption(field('مدت'), '150');

    // Nothing typed: the required fields say so, and nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'فرستادن پیشنهاد' }));
    expect(await screen.findByText('چند فیلد نیاز به اصلاح دارد؛ پیام زیر هر فیلد را ببینید.')).toBeTruthy();
    expect(field('عنوان فارسی').getAttribute('aria-invalid')).toBe('true');
    expect(server.count('POST /api/proposals/')).toBe(0);

    type('عنوان فارسی', 'کارگاه ای‌بی‌پی‌اف');
    type('چکیدهٔ فارسی', 'برنامه‌نویسی هسته بدون ماژول');
    type('شرح برای داوران', 'سرفصل‌ها');
    // Two co-speakers, one removed; a wrong phone is refused here.
    fireEvent.click(screen.getByRole('button', { name: 'افزودن هم‌ارائه‌دهنده' }));
    fireEvent.click(screen.getByRole('button', { name: 'افزودن هم‌ارائه‌دهنده' }));
    type('موبایل هم‌ارائه‌دهندهٔ ۱', '۰۹۱۲ ۳۴۵ ۶۷۸۹');
    type('موبایل هم‌ارائه‌دهندهٔ ۲', '123');
    fireEvent.click(screen.getByRole('button', { name: 'فرستادن پیشنهاد' }));
    expect(await screen.findByText('شماره موبایل درست نیست؛ مثلاً ۰۹۱۲۳۴۵۶۷۸۹.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'حذف هم‌ارائه‌دهندهٔ ۲' }));
    expect(screen.getAllByTestId('co-speaker')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'فرستادن پیشنهاد' }));
    await waitFor(() => expect(server.count('POST /api/proposals/')).toBe(1));
    expect(server.requests.find((r) => r.method === 'POST' && r.path === '/api/proposals/')?.body).toMatchObject({
      service_type: 'WORKSHOP',
      duration_minutes: 150,
      fa_title: 'کارگاه ای‌بی‌پی‌اف',
      level: 'BEGINNER',
      language: 'fa',
      recording_consent: true,
      co_speakers: ['09123456789'],
    });
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/profile/proposals'));
  });

  it('asks a sender whose profile has no name for it, saves it to the profile, then sends; a named one is not asked', async () => {
    server.answer('GET /api/cfp/', { body: openCall });
    server.answer('POST /api/proposals/', (request) => ({ status: 201, body: proposal(10, request.body as Partial<Proposal>) }));
    server.answer('GET /api/proposals/', { body: [] });
    const session = asUser();
    // An account made by a login by code: no name yet (the last one only spaces).
    const nameless = { phone_number: phone, first_name: '', last_name: ' ', email: '', avatar: null, accessories: [], is_signed_up_for_competition: false, role: 'user' };
    server.answer(`GET /api/users/${phone}/`, { body: nameless });
    server.answer(`PUT /api/users/${phone}/`, (request) => ({ body: { ...nameless, ...(request.body as object) } }));
    renderApp('/proposals/new', session);
    expect(await screen.findByRole('group', { name: 'نام شما' }, loaded)).toBeTruthy();
    type('عنوان فارسی', 'کارگاه ای‌بی‌پی‌اف');
    type('چکیدهٔ فارسی', 'چکیده');
    type('شرح برای داوران', 'شرح');

    // Without the names: marked, nothing written or sent.
    fireEvent.click(screen.getByRole('button', { name: 'فرستادن پیشنهاد' }));
    await waitFor(() => expect(field('نام').getAttribute('aria-invalid')).toBe('true'));
    expect(field('نام خانوادگی').getAttribute('aria-invalid')).toBe('true');
    expect(server.count(`PUT /api/users/${phone}/`) + server.count('POST /api/proposals/')).toBe(0);

    type('نام', ' مینا ');
    type('نام خانوادگی', 'کاظمی');
    fireEvent.click(screen.getByRole('button', { name: 'فرستادن پیشنهاد' }));
    await waitFor(() => expect(server.count('POST /api/proposals/')).toBe(1));
    // The names went to the profile first, trimmed.
    const put = server.requests.findIndex((r) => r.method === 'PUT' && r.path === `/api/users/${phone}/`);
    const post = server.requests.findIndex((r) => r.method === 'POST' && r.path === '/api/proposals/');
    expect(put).toBeGreaterThanOrEqual(0);
    expect(put).toBeLessThan(post);
    // The profile's PUT is a form (it can carry a photo): each name in its own part.
    const written = String(server.requests[put]!.body);
    expect(written).toMatch(/name="first_name"\r?\n\r?\nمینا\r?\n/);
    expect(written).toMatch(/name="last_name"\r?\n\r?\nکاظمی\r?\n/);
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/profile/proposals'));
  });

  it('shows the server’s refusals under their fields, and CFP_CLOSED above the form', async () => {
    server.answer('GET /api/cfp/', { body: openCall });
    server.answer('POST /api/proposals/', {
      status: 400,
      body: { detail: 'اطلاعات نامعتبر است.', code: 'VALIDATION_ERROR', errors: { 'co_speakers.0': ['شمارهٔ خودتان را ننویسید.'], duration_minutes: ['مدت سخنرانی یکی از این‌هاست.'] } },
    });
    renderApp('/proposals/new', asUser());
    await screen.findByRole('heading', { level: 1, name: 'پیشنهاد ارائه' }, loaded);
    await screen.findByTestId('cfp-status');
    type('عنوان فارسی', 'گیت');
    type('چکیدهٔ فارسی', 'چکیده');
    type('شرح برای داوران', 'شرح');
    fireEvent.click(screen.getByRole('button', { name: 'افزودن هم‌ارائه‌دهنده' }));
    type('موبایل هم‌ارائه‌دهندهٔ ۱', '09120000001');
    fireEvent.click(screen.getByRole('button', { name: 'فرستادن پیشنهاد' }));

    const phoneInput = await screen.findByLabelText('موبایل هم‌ارائه‌دهندهٔ ۱');
    await waitFor(() => expect(phoneInput.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(phoneInput.getAttribute('aria-describedby')!)?.textContent).toContain('شمارهٔ خودتان را ننویسید.');
    const length = field('مدت');
    expect(document.getElementById(length.getAttribute('aria-describedby')!)?.textContent).toContain('مدت سخنرانی یکی از این‌هاست.');

    server.answer('POST /api/proposals/', { status: 400, body: { detail: 'مهلت فراخوان ارائه در ۳۰ دی ۱۴۰۵ به پایان رسیده است.', code: 'CFP_CLOSED' } });
    server.answer('GET /api/cfp/', { body: closedCall });
    fireEvent.click(screen.getByRole('button', { name: 'حذف هم‌ارائه‌دهندهٔ ۱' }));
    fireEvent.click(screen.getByRole('button', { name: 'فرستادن پیشنهاد' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('فراخوان بسته است');
    expect(alert.textContent).toContain('مهلت فراخوان ارائه در ۳۰ دی ۱۴۰۵ به پایان رسیده است.');
    // The call's state is asked again and says it closed.
    await waitFor(() => expect(screen.getByTestId('cfp-status').textContent).toMatch(/مهلت فراخوان ارائه در .* به پایان رسیده است/));
  });
});

describe('my proposals (/profile/proposals)', () => {
  it('lists them with their states, withdraws one after a confirmation, and accepts an invitation; it is in the profile menu', async () => {
    server.answer('GET /api/cfp/', { body: openCall });
    const invited = proposal(2, {
      fa_title: 'سخنرانی کرنل',
      service_type: 'TALK',
      duration_minutes: 45,
      speakers: [
        { phone_number: '09350000000', first_name: 'رضا', last_name: 'نوری', accepted: true },
        { phone_number: phone, first_name: 'سارا', last_name: 'محمدی', accepted: false },
      ],
    });
    let list = [proposal(1), invited, proposal(3, { fa_title: 'ارائهٔ قدیمی', state: 'REJECTED' })];
    server.answer('GET /api/proposals/', () => ({ body: list }));
    server.answer('DELETE /api/proposals/1/', () => {
      list = list.map((p) => (p.id === 1 ? { ...p, state: 'WITHDRAWN' } : p));
      return { status: 204 };
    });
    server.answer('POST /api/proposals/2/accept_invitation/', () => {
      list = list.map((p) => (p.id === 2 ? { ...p, speakers: p.speakers.map((s) => ({ ...s, accepted: true })) } : p));
      return { body: list[1] };
    });
    renderApp('/profile/proposals', asUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'پیشنهادهای ارائهٔ من' }, loaded)).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'منوی حساب کاربری' });
    expect(within(menu).getByRole('link', { name: 'پیشنهادهای ارائهٔ من' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: 'نمایهٔ ارائه‌دهنده' })).toBeTruthy();

    const cards = await screen.findAllByTestId('proposal');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['کارگاه ای‌بی‌پی‌اف', 'سخنرانی کرنل', 'ارائهٔ قدیمی']);
    expect(within(cards[0]!).getByText('در انتظار داوری')).toBeTruthy();
    expect(within(cards[0]!).getByText('۲ ساعت و ۳۰ دقیقه')).toBeTruthy();
    expect(within(cards[2]!).getByText('پذیرفته نشده')).toBeTruthy();
    // Rejected: nothing to change; invited: only the invitation.
    expect(within(cards[2]!).queryByRole('button', { name: /پس گرفتن/ })).toBeNull();
    expect(within(cards[1]!).queryByRole('link', { name: /ویرایش/ })).toBeNull();
    expect((await within(cards[0]!).findByRole('link', { name: 'ویرایش «کارگاه ای‌بی‌پی‌اف»' })).getAttribute('href')).toBe('/proposals/1/edit');

    // Withdrawing asks first; "no" keeps it.
    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'پس گرفتن «کارگاه ای‌بی‌پی‌اف»' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog.textContent).toContain('پیشنهاد «کارگاه ای‌بی‌پی‌اف» پس گرفته می‌شود');
    fireEvent.click(within(dialog).getByRole('button', { name: 'نه، بماند', hidden: true }));
    expect(server.count('DELETE /api/proposals/1/')).toBe(0);
    fireEvent.click(within(cards[0]!).getByRole('button', { name: 'پس گرفتن «کارگاه ای‌بی‌پی‌اف»' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'بله، پس بگیر', hidden: true }));
    await waitFor(() => expect(server.count('DELETE /api/proposals/1/')).toBe(1));
    await waitFor(() => expect(within(screen.getAllByTestId('proposal')[0]!).getByText('پس گرفته شده')).toBeTruthy());

    // The invitation: who sent it, and its button.
    const card = screen.getAllByTestId('proposal')[1]!;
    expect(card.textContent).toContain('رضا نوری شما را هم‌ارائه‌دهندهٔ این پیشنهاد معرفی کرده است');
    fireEvent.click(within(card).getByRole('button', { name: 'پذیرفتن دعوت برای «سخنرانی کرنل»' }));
    await waitFor(() => expect(server.count('POST /api/proposals/2/accept_invitation/')).toBe(1));
    await waitFor(() => expect(within(screen.getAllByTestId('proposal')[1]!).queryByRole('button', { name: /پذیرفتن دعوت/ })).toBeNull());
    expect(within(screen.getAllByTestId('proposal')[1]!).getByRole('link', { name: 'ویرایش «سخنرانی کرنل»' })).toBeTruthy();
  });

  it('offers no change or withdrawal once the call is closed, and says so', async () => {
    server.answer('GET /api/cfp/', { body: closedCall });
    server.answer('GET /api/proposals/', { body: [proposal(1)] });
    renderApp('/profile/proposals', asUser());
    const card = await screen.findByTestId('proposal', undefined, loaded);
    expect(await screen.findByText(/مهلت فراخوان ارائه در .* به پایان رسیده است/)).toBeTruthy();
    expect(within(card).queryByRole('link', { name: /ویرایش/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: /پس گرفتن/ })).toBeNull();
  });
});

describe('the speaker profile (/profile/speaker)', () => {
  it('shows the saved availability in Jalali days and sends the ranges as instants, with the bios and links', async () => {
    const saved: SpeakerProfile = {
      bio_fa: 'مهندس سامانه',
      bio_en: '',
      photo: null,
      linkedin: '',
      github: 'https://github.com/sara',
      website: '',
      // 10:00-12:00 on 26 Bahman 1405, Tehran.
      availability: [{ start: '2027-02-15T06:30:00.000Z', end: '2027-02-15T08:30:00.000Z' }],
    };
    server.answer('GET /api/speaker_profile/', { body: saved });
    const two = [...saved.availability, { start: '2027-02-16T06:30:00.000Z', end: '2027-02-16T08:30:00.000Z' }];
    server.answer('PUT /api/speaker_profile/', { body: { ...saved, availability: two } });
    renderApp('/profile/speaker', asUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'نمایهٔ ارائه‌دهنده' }, loaded)).toBeTruthy();
    const day = (await screen.findAllByLabelText('روز'))[0] as HTMLInputElement;
    expect(day.value).toBe('۱۴۰۵/۱۱/۲۶');
    fireEvent.click(screen.getByRole('button', { name: 'افزودن بازه' }));
    await waitFor(() => expect(screen.getAllByLabelText('روز')).toHaveLength(2));
    fireEvent.change(screen.getAllByLabelText('روز')[1]!, { target: { value: '1405/11/27' } });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیرهٔ نمایه' }));
    await waitFor(() => expect(server.count('PUT /api/speaker_profile/')).toBe(1));
    const body = String(server.requests.find((r) => r.method === 'PUT')?.body);
    expect(body).toContain('name="availability"');
    expect(body).toContain('[{"start":"2027-02-15T06:30:00.000Z","end":"2027-02-15T08:30:00.000Z"},{"start":"2027-02-16T06:30:00.000Z","end":"2027-02-16T08:30:00.000Z"}]');
    expect(body).toContain('https://github.com/sara');

    // The saved answer is shown: two ranges. A day that does not exist is refused here.
    await waitFor(() => expect((screen.getAllByLabelText('روز')[1] as HTMLInputElement | undefined)?.value).toBe('۱۴۰۵/۱۱/۲۷'));
    fireEvent.change(screen.getAllByLabelText('روز')[1]!, { target: { value: '1405/13/01' } });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیرهٔ نمایه' }));
    expect(await screen.findByText('روز را به شکل سال/ماه/روز بنویسید، مثل ۱۴۰۵/۱۱/۲۶.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'حذف بازهٔ ۲' }));
    expect(screen.getAllByTestId('availability-range')).toHaveLength(1);
  });
});

describe('the programme (/workshops)', () => {
  it('leads to the proposal form while the call is open, and says nothing of it once closed', async () => {
    server.answer('GET /api/presentations/', { body: [] });
    server.answer('GET /api/cfp/', { body: openCall });
    const { unmount } = renderApp('/workshops');
    const link = await screen.findByRole('link', { name: 'پیشنهاد ارائه' }, loaded);
    expect(link.getAttribute('href')).toBe('/proposals/new');
    unmount();
    server.answer('GET /api/cfp/', { body: closedCall });
    renderApp('/workshops');
    await waitFor(() => expect(server.count('GET /api/cfp/')).toBe(2));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'پیشنهاد ارائه' })).toBeNull();
  });
});

describe('the rules the form repeats from the contract', () => {
  it('has the same lengths and the same most co-speakers', () => {
    for (const t of types) expect(allowedLengths(t)).toEqual(contractLengths(t));
    expect(MAX_CO_SPEAKERS).toBe(CONTRACT_MAX);
  });
});
