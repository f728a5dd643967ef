// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { serveDuringFile } from '@/shared/api/test-server-hooks';
import { toast } from '@/shared/toast';
import { renderApp, signedIn } from './render-app';

/**
 * The contest page's signup card when it is out of date: the visitor signed up in another tab, or
 * the seats went meanwhile. The server (a local HTTP server with the contract's shapes) refuses;
 * the card says so once and shows the state as it is now.
 */
const server = serveDuringFile();
afterEach(() => {
  vi.restoreAllMocks();
});

const phone = '09120000000';
const user = (signedUp: boolean) => ({
  phone_number: phone,
  first_name: 'سارا',
  last_name: 'رضایی',
  email: 's@example.com',
  avatar: null,
  accessories: [],
  is_signed_up_for_competition: signedUp,
  role: 'user',
});
const info = (left: number) => ({ price: 50_000, capacity: 40, remained_capacity: left, is_registration_open: true });
const payButton = () => screen.queryByRole('button', { name: 'ثبت‌نام و پرداخت ۵۰٬۰۰۰ تومان' });

function answerPage(signedUp: boolean, left: number) {
  server.answer(`GET /api/users/${phone}/`, { body: user(signedUp) });
  server.answer('GET /api/competition/', { body: info(left) });
  server.answer('GET /api/presentations/cart/', { body: [] });
}

describe('the contest signup card', () => {
  it('after "already registered" shows the visitor signed up, the seats as they are now, and no toast', async () => {
    server.answer('GET /api/festival/', { status: 404, body: { detail: 'نه', code: 'NOT_FOUND' } });
    answerPage(false, 5);
    const errorToast = vi.spyOn(toast, 'error');
    renderApp('/contest', signedIn(phone));
    const pay = await screen.findByRole('button', { name: 'ثبت‌نام و پرداخت ۵۰٬۰۰۰ تومان' }, { timeout: 5000 });
    expect(screen.getByText('۵ از ۴۰')).toBeTruthy();

    // Meanwhile another tab paid.
    answerPage(true, 4);
    server.answer('POST /api/users/competition_signup/', {
      status: 400,
      body: { detail: 'شما پیش‌تر در مسابقه ثبت‌نام کرده‌اید.', code: 'ALREADY_REGISTERED' },
    });
    fireEvent.click(pay);

    await screen.findByTestId('contest-signed-up');
    expect(payButton()).toBeNull();
    await screen.findByText('۴ از ۴۰');
    expect(errorToast.mock.calls).toEqual([]);
  });

  it('after "full" says why once, on the card, and offers no button to press again', async () => {
    server.answer('GET /api/festival/', { status: 404, body: { detail: 'نه', code: 'NOT_FOUND' } });
    answerPage(false, 1);
    const errorToast = vi.spyOn(toast, 'error');
    renderApp('/contest', signedIn(phone));
    const pay = await screen.findByRole('button', { name: 'ثبت‌نام و پرداخت ۵۰٬۰۰۰ تومان' }, { timeout: 5000 });

    answerPage(false, 0);
    server.answer('POST /api/users/competition_signup/', { status: 400, body: { detail: 'ظرفیت مسابقه تکمیل شده است.', code: 'CAPACITY_FULL' } });
    fireEvent.click(pay);

    expect(await screen.findAllByText('ظرفیت مسابقه تکمیل شده است.')).toHaveLength(1);
    await waitFor(() => expect(payButton()).toBeNull());
    expect((screen.getByRole('button', { name: 'ظرفیت مسابقه تکمیل شده است' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('۰ از ۴۰')).toBeTruthy();
    expect(errorToast.mock.calls).toEqual([]);
  });

  it('asks again when the visitor comes back to the tab', async () => {
    server.answer('GET /api/festival/', { status: 404, body: { detail: 'نه', code: 'NOT_FOUND' } });
    answerPage(false, 5);
    renderApp('/contest', signedIn(phone));
    await screen.findByRole('button', { name: 'ثبت‌نام و پرداخت ۵۰٬۰۰۰ تومان' }, { timeout: 5000 });

    answerPage(true, 4);
    window.dispatchEvent(new Event('focus'));
    await screen.findByTestId('contest-signed-up');
    expect(payButton()).toBeNull();
    await screen.findByText('۴ از ۴۰');
  });

  it('names the day and the hour of the competition', async () => {
    server.answer('GET /api/festival/', {
      body: {
        festival_name: 'جشنواره',
        starts_on: '2027-02-15',
        ends_on: '2027-02-17',
        venue: 'دانشکده',
        address: '',
        map_url: '',
        contact_email: '',
        contact_phone: '',
        competition_date: '2027-02-16',
        competition_time: '10:00',
      },
    });
    answerPage(false, 5);
    renderApp('/contest', signedIn(phone));
    expect((await screen.findByTestId('contest-when', {}, { timeout: 5000 })).textContent).toBe('مسابقه سه‌شنبه ۲۷ بهمن ۱۴۰۵، ساعت ۱۰:۰۰ در دانشکده برگزار می‌شود.');
  });
});
