// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/preact';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { makeStore } from '@/app/store';
import { serveDuringFile } from '@/shared/api/test-server-hooks';
import { setLocale } from '@/shared/i18n';
import { SignupCard } from './SignupCard';

/**
 * The competition signup says the server's refusal: its Persian `detail` in Persian, and in English
 * the error catalogue's text for its code, never the Persian detail.
 */
const server = serveDuringFile();
afterEach(async () => {
  await setLocale('fa');
});

const PERSIAN = /[\u0600-\u06FF]/;
const info = { price: 0, capacity: 10, remained_capacity: 3, is_registration_open: true };

function renderCard() {
  render(
    <Provider store={makeStore({ session: { isAuthenticated: true, tokens: { access: 'access', refresh: 'refresh' }, phoneNumber: '09120000000' } })}>
      <MemoryRouter initialEntries={['/contest']}>
        <SignupCard info={info} signedIn signedUp={false} onRegistered={() => undefined} />
      </MemoryRouter>
    </Provider>,
  );
  fireEvent.click(screen.getByRole('button'));
}

describe('competition signup refused', () => {
  it('shows the server’s Persian detail in Persian', async () => {
    server.answer('POST /api/users/competition_signup/', { status: 400, body: { detail: 'ظرفیت مسابقه تکمیل شده است.', code: 'CAPACITY_FULL' } });
    renderCard();
    expect(await screen.findByText('ظرفیت مسابقه تکمیل شده است.')).toBeTruthy();
  });

  it('says it by its code in English', async () => {
    await setLocale('en');
    server.answer('POST /api/users/competition_signup/', { status: 400, body: { detail: 'ظرفیت مسابقه تکمیل شده است.', code: 'CAPACITY_FULL' } });
    renderCard();
    const alert = await screen.findByText('There are no seats left.');
    expect(alert.textContent).not.toMatch(PERSIAN);
    expect(screen.queryByText('ظرفیت مسابقه تکمیل شده است.')).toBeNull();
  });
});
