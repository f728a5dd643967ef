// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/preact';
import { accessory, item } from '@/features/cart/test-fixtures';
import { serveDuringFile } from '@/shared/api/test-server-hooks';
import { renderApp, signedIn } from './render-app';

/** A waiting-list offer in the cart: shown with its countdown, and gone (the cart asked again) once it runs out. */
const server = serveDuringFile();
afterEach(() => {
  sessionStorage.clear();
});

const phone = '09120000000';

describe('a waiting-list offer in the cart', () => {
  it('shows the seat held with a live countdown, and leaves the cart when its time runs out', async () => {
    const offer = { ...item(1, 400_000), offer_expires_at: new Date(Date.now() + 4_000).toISOString() };
    server.answer(`GET /api/users/${phone}/`, {
      body: { phone_number: phone, first_name: 'سارا', last_name: 'رضایی', email: 's@example.com', avatar: null, is_signed_up_for_competition: false },
    });
    server.answer('GET /api/presentations/cart/', { body: [offer, item(2, 100_000)] });
    server.answer('GET /api/accessory/', { body: [accessory(1, 180_000)] });
    renderApp('/profile/cart/list', signedIn(phone));

    const rows = await screen.findAllByTestId('cart-item', {}, { timeout: 5_000 });
    expect(rows).toHaveLength(2);
    const notice = within(rows[0]!).getByTestId('waitlist-offer');
    expect(notice.textContent).toContain('یک صندلی برای شما نگه داشته شده است');
    expect(within(notice).getByRole('timer').textContent).toMatch(/^۰:۰[۱-۴] مانده$/);

    // The row goes when the deadline passes, though the cart still answers it (the server's worker may
    // not have passed it on yet); then the cart is asked again.
    const loadsBefore = server.count('GET /api/presentations/cart/');
    await waitFor(() => expect(screen.getAllByTestId('cart-item')).toHaveLength(1), { timeout: 8_000 });
    expect(Date.now()).toBeGreaterThanOrEqual(new Date(offer.offer_expires_at).getTime());
    await waitFor(() => expect(server.count('GET /api/presentations/cart/')).toBeGreaterThan(loadsBefore), { timeout: 5_000 });
    expect(screen.queryByTestId('waitlist-offer')).toBeNull();
  });
});
