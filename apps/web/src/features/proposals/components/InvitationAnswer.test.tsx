// @vitest-environment happy-dom
import '../proposals-strings';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { Provider } from 'react-redux';
import type { Proposal, User } from '@fest/contract';
import { makeStore } from '@/app/store';
import { serveDuringFile } from '@/shared/api/test-server-hooks';
import { InvitationAnswer } from './InvitationAnswer';

/**
 * The invitation's accept step asks for the co-speaker's name, since they become a presenter under it:
 * the fields start from the profile, are required only where the profile has no name, and what was
 * written is saved to the profile (PUT /api/users/{phone}/) before the invitation is accepted.
 */
const server = serveDuringFile();

const phone = '09120000005';
const PUT = `PUT /api/users/${phone}/`;
const ACCEPT = 'POST /api/proposals/7/accept_invitation/';
const loaded = { timeout: 10_000 };

const user = (over: Partial<User> = {}): User => ({
  phone_number: phone,
  first_name: '',
  last_name: '',
  email: '',
  avatar: null,
  accessories: [],
  is_signed_up_for_competition: false,
  role: 'user',
  notify_by: { sms: true, email: false },
  language: 'fa',
  ...over,
});

const proposal: Proposal = {
  id: 7,
  state: 'SUBMITTED',
  service_type: 'TALK',
  fa_title: 'سخنرانی کرنل',
  en_title: '',
  fa_abstract: 'چکیده',
  en_abstract: '',
  description: 'شرح',
  duration_minutes: 30,
  level: 'BEGINNER',
  language: 'fa',
  notes_to_organisers: '',
  recording_consent: true,
  speakers: [
    { phone_number: '09350000000', first_name: 'سارا', last_name: 'محمدی', accepted: true },
    { phone_number: phone, first_name: '', last_name: '', accepted: false },
  ],
  edition: '1405',
  created_at: '2026-11-01T08:00:00Z',
  updated_at: '2026-11-01T08:00:00Z',
};

function renderAnswer() {
  const store = makeStore({ session: { isAuthenticated: true, tokens: { access: 'access', refresh: 'refresh' }, phoneNumber: phone } });
  render(
    <Provider store={store}>
      <InvitationAnswer proposal={proposal} />
    </Provider>,
  );
}

const type = (input: HTMLElement, value: string) => fireEvent.input(input, { target: { value } });
const accept = () => fireEvent.click(screen.getByRole('button', { name: 'پذیرفتن دعوت برای «سخنرانی کرنل»' }));
/** The multipart form sent to the profile, as field -> value. */
const sentFields = () => {
  const body = String(server.requests.find((r) => `${r.method} ${r.path}` === PUT)?.body);
  return Object.fromEntries([...body.matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)\r\n/g)].map((m) => [m[1], m[2]]));
};
const routesInOrder = () => server.requests.map((r) => `${r.method} ${r.path}`).filter((route) => route === PUT || route === ACCEPT);

describe('InvitationAnswer', () => {
  it('requires both names of a profile that has none, tied to their fields, and sends nothing until they are written', async () => {
    server.answer(`GET /api/users/${phone}/`, { body: user() });
    renderAnswer();
    const first = (await screen.findByRole('textbox', { name: 'نام' }, loaded)) as HTMLInputElement;
    const last = screen.getByRole('textbox', { name: 'نام خانوادگی' }) as HTMLInputElement;
    expect([first.value, last.value]).toEqual(['', '']);
    expect([first.required, last.required]).toEqual([true, true]);
    expect(first.getAttribute('autocomplete')).toBe('given-name');
    expect(last.getAttribute('autocomplete')).toBe('family-name');

    accept();
    for (const field of [first, last]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(field.getAttribute('aria-describedby')!)!.textContent).toContain('این فیلد را پر کنید.');
    }
    expect(routesInOrder()).toEqual([]);
  });

  it('saves the names written to the profile, then accepts', async () => {
    server.answer(`GET /api/users/${phone}/`, { body: user() });
    server.answer(PUT, { body: user({ first_name: 'رضا', last_name: 'نوری' }) });
    server.answer(ACCEPT, { body: proposal });
    renderAnswer();
    type(await screen.findByRole('textbox', { name: 'نام' }, loaded), '  رضا ');
    type(screen.getByRole('textbox', { name: 'نام خانوادگی' }), 'نوری');
    accept();
    await waitFor(() => expect(server.count(ACCEPT)).toBe(1));
    expect(routesInOrder()).toEqual([PUT, ACCEPT]);
    expect(sentFields()).toEqual({ first_name: 'رضا', last_name: 'نوری' });
  });

  it('starts from the profile’s names, which need no writing again: unchanged, only the acceptance is sent; a changed one is saved alone', async () => {
    server.answer(`GET /api/users/${phone}/`, { body: user({ first_name: 'رضا', last_name: 'نوری' }) });
    server.answer(PUT, { body: user({ first_name: 'رضا', last_name: 'نوری‌زاده' }) });
    server.answer(ACCEPT, { body: proposal });
    renderAnswer();
    const first = (await screen.findByRole('textbox', { name: 'نام' }, loaded)) as HTMLInputElement;
    const last = screen.getByRole('textbox', { name: 'نام خانوادگی' }) as HTMLInputElement;
    expect([first.value, last.value]).toEqual(['رضا', 'نوری']);
    expect([first.required, last.required]).toEqual([false, false]);
    accept();
    await waitFor(() => expect(server.count(ACCEPT)).toBe(1));
    expect(server.count(PUT)).toBe(0);

    type(last, 'نوری‌زاده');
    accept();
    await waitFor(() => expect(server.count(ACCEPT)).toBe(2));
    expect(routesInOrder()).toEqual([ACCEPT, PUT, ACCEPT]);
    expect(sentFields()).toEqual({ last_name: 'نوری‌زاده' });
  });

  it('shows the server’s refusal of a nameless acceptance under the field it names', async () => {
    server.answer(`GET /api/users/${phone}/`, { body: user({ first_name: 'رضا', last_name: 'نوری' }) });
    server.answer(ACCEPT, {
      status: 400,
      body: { detail: 'پیش از پذیرفتن دعوت، نام و نام خانوادگی خود را بنویسید.', code: 'VALIDATION_ERROR', errors: { last_name: ['نام خانوادگی خود را بنویسید.'] } },
    });
    renderAnswer();
    const last = await screen.findByRole('textbox', { name: 'نام خانوادگی' }, loaded);
    accept();
    await waitFor(() => expect(last.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(last.getAttribute('aria-describedby')!)!.textContent).toContain('نام خانوادگی خود را بنویسید.');
  });
});
