// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StrictMode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { CartItem } from '@fest/contract';
import { AddToCartButton } from '@/features/cart/components/AddToCartButton';
import { accessory, presentation } from '@/features/cart/test-fixtures';
import { serveDuringFile } from '@/shared/api/test-server-hooks';
import { toast } from '@/shared/toast';
import { renderApp, signedIn } from './render-app';
import { makeStore } from './store';

/**
 * A talk at the time of a workshop in the cart: the API takes both (only two workshops can't
 * overlap), so the site never refuses it, but says so when adding and on both cart lines.
 */
const server = serveDuringFile();
afterEach(() => {
  vi.restoreAllMocks();
});

const phone = '09120000000';
// Workshop 101, 10:30-12:30 Tehran; talk 102, 11:30-12:30; talk 103 after both.
const workshop = presentation(101, 200_000);
const talk = presentation(102, 50_000, { service_type: 'TALK', fa_title: 'ارائهٔ کرنل', start: '2027-02-15T08:00:00.000Z' });
const laterTalk = presentation(103, 50_000, { service_type: 'TALK', fa_title: 'ارائهٔ بعدی', start: '2027-02-15T09:00:00.000Z', end: '2027-02-15T10:00:00.000Z' });
const line = (id: number, p: typeof workshop): CartItem => ({ id, presentation: p, payment_state: 'PENDING', service_type: p.service_type, ticket: null, checked_in_at: null, offer_expires_at: null });

function answerCart(cart: CartItem[]) {
  server.answer(`GET /api/users/${phone}/`, {
    body: { phone_number: phone, first_name: 'سارا', last_name: 'رضایی', email: 's@example.com', avatar: null, is_signed_up_for_competition: false },
  });
  server.answer('GET /api/presentations/cart/', { body: cart });
  server.answer('GET /api/accessory/', { body: [accessory(1, 180_000)] });
}

describe('a talk that overlaps a workshop', () => {
  it('is noted on both cart lines, and a line that overlaps nothing says nothing', async () => {
    answerCart([line(1, workshop), line(2, talk), line(3, laterTalk)]);
    renderApp('/profile/cart/list', signedIn(phone));
    const rows = await screen.findAllByTestId('cart-item', {}, { timeout: 5000 });
    const rowOf = (title: string) => rows.find((row) => within(row).getByRole('heading').textContent === title)!;
    expect(within(rowOf('ارائهٔ کرنل')).getByTestId('overlap-note').textContent).toContain('این ارائه با «کارگاه 101» هم‌زمان است.');
    expect(within(rowOf('کارگاه 101')).getByTestId('overlap-note').textContent).toContain('این کارگاه با «ارائهٔ کرنل» هم‌زمان است.');
    expect(within(rowOf('ارائهٔ بعدی')).queryByTestId('overlap-note')).toBeNull();
  });

  it('is said before adding and in the toast, and is added all the same', async () => {
    answerCart([line(1, workshop)]);
    server.answer('POST /api/presentations/102/add_participation/', { status: 201, body: { id: 2 } });
    const warning = vi.spyOn(toast, 'warning');
    const store = makeStore(signedIn(phone));
    render(
      <StrictMode>
        <Provider store={store}>
          <MemoryRouter>
            <AddToCartButton presentation={talk} />
          </MemoryRouter>
        </Provider>
      </StrictMode>,
    );

    const note = await screen.findByTestId('overlap-note', {}, { timeout: 5000 });
    expect(note.textContent).toContain('این ارائه با «کارگاه 101» هم‌زمان است.');
    const add = screen.getByRole('button', { name: 'افزودن به سبد خرید' });
    expect(add.getAttribute('aria-describedby')).toBe(note.id);
    fireEvent.click(add);
    await waitFor(() => expect(server.count('POST /api/presentations/102/add_participation/')).toBe(1));
    await waitFor(() => expect(warning).toHaveBeenCalledWith('به سبد خرید اضافه شد. این ارائه با «کارگاه 101» هم‌زمان است.'));
  });
});
