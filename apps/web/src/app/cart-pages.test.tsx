// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import type { CartItem } from '@fest/contract';
import { accessory, coupon, item } from '@/features/cart/test-fixtures';
import { serveDuringFile } from '@/shared/api/test-server-hooks';
import { formatToman } from '@/shared/format';
import { renderApp, signedIn } from './render-app';

/**
 * The cart's two steps in the whole app, from a preloaded session, the server answered by a local
 * HTTP server with the contract's shapes. The figures shown are the cart's preview (cart-totals.ts).
 */
const server = serveDuringFile();
afterEach(() => {
  localStorage.clear();
});

const phone = '09120000000';
function answerCart(cart: CartItem[]) {
  server.answer(`GET /api/users/${phone}/`, {
    body: { phone_number: phone, first_name: 'سارا', last_name: 'رضایی', email: 's@example.com', avatar: null, is_signed_up_for_competition: false },
  });
  server.answer('GET /api/presentations/cart/', { body: cart });
  server.answer('GET /api/accessory/', { body: [accessory(1, 180_000), accessory(2, 60_000)] });
}
const totals = () => screen.getByTestId('cart-totals');

describe('cart list', () => {
  it('lists the PENDING items with their total, adds a ticked accessory and a coupon to it', async () => {
    answerCart([item(1, 200_000), item(2, 350_000, 'COMPLETED')]);
    renderApp('/profile/cart/list', signedIn(phone));

    expect(await screen.findAllByTestId('cart-item')).toHaveLength(1);
    expect(totals().textContent).toContain(formatToman(200_000));

    fireEvent.click(await screen.findByRole('checkbox', { name: /قلم 2/ }));
    await waitFor(() => expect(totals().textContent).toContain(formatToman(260_000)));

    server.answer('GET /api/coupon/LINUX20/', { body: coupon(20) });
    const field = screen.getByRole('textbox', { name: 'کد تخفیف' });
    // The placeholder says what to do; it is never a real code every buyer would see.
    expect(field.getAttribute('placeholder')).not.toMatch(/^[A-Z0-9_-]+$/);
    fireEvent.input(field, { target: { value: 'LINUX20' } });
    fireEvent.click(screen.getByRole('button', { name: 'اعمال' }));
    await waitFor(() => expect(totals().textContent).toContain(formatToman(208_000)));
    expect(server.count('GET /api/coupon/LINUX20/')).toBe(1);
  });

  it('removes an item and shows the cart empty, reloading the cart once', async () => {
    answerCart([item(1, 200_000)]);
    renderApp('/profile/cart/list', signedIn(phone));
    const row = await screen.findByTestId('cart-item');
    const loadsBefore = server.count('GET /api/presentations/cart/');
    server.answer('DELETE /api/presentations/1/remove_participation/', { status: 204 });
    server.answer('GET /api/presentations/cart/', { body: [] });
    fireEvent.click(within(row).getByRole('button', { name: /حذف|remove/i }));
    await waitFor(() => expect(screen.queryByTestId('cart-item')).toBeNull());
    expect(server.count('DELETE /api/presentations/1/remove_participation/')).toBe(1);
    await waitFor(() => expect(server.count('GET /api/presentations/cart/')).toBe(loadsBefore + 1));
  });

  it('shows the failure with a retry when the cart cannot be loaded', async () => {
    answerCart([]);
    server.answer('GET /api/presentations/cart/', { status: 403, body: { detail: 'نه', code: 'PERMISSION_DENIED' } });
    renderApp('/profile/cart/list', signedIn(phone));
    const retry = await screen.findByRole('button', { name: /دوباره/ });
    server.answer('GET /api/presentations/cart/', { body: [item(1, 100)] });
    fireEvent.click(retry);
    expect(await screen.findAllByTestId('cart-item')).toHaveLength(1);
  });
});

describe('the accessories and coupon chosen', () => {
  it('are found by a new tab of the same visitor, follow along in an open one, and are not another visitor\'s', async () => {
    answerCart([item(1, 200_000)]);
    server.answer('GET /api/coupon/LINUX20/', { body: coupon(20) });
    // Tab A: the visitor ticks accessory 2 and applies a coupon.
    renderApp('/profile/cart/list', signedIn(phone));
    fireEvent.click(await screen.findByRole('checkbox', { name: /قلم 2/ }, { timeout: 5000 }));
    fireEvent.change(screen.getByRole('textbox', { name: 'کد تخفیف' }), { target: { value: 'LINUX20' } });
    fireEvent.click(screen.getByRole('button', { name: 'اعمال' }));
    await waitFor(() => expect(totals().textContent).toContain(formatToman(208_000)));
    cleanup();

    // Tab B, a new store (as a new tab starts): the same choices.
    renderApp('/profile/cart/list', signedIn(phone));
    await waitFor(() => expect(totals().textContent).toContain(formatToman(208_000)));
    expect((screen.getByRole('checkbox', { name: /قلم 2/ }) as HTMLInputElement).checked).toBe(true);

    // Another tab takes the accessory off: this open one follows.
    const key = `fest.cart.selection:${phone}`;
    localStorage.setItem(key, JSON.stringify({ selectedAccessories: [], couponCode: 'LINUX20' }));
    window.dispatchEvent(new StorageEvent('storage', { key }));
    await waitFor(() => expect(totals().textContent).toContain(formatToman(160_000)));
    expect((screen.getByRole('checkbox', { name: /قلم 2/ }) as HTMLInputElement).checked).toBe(false);
    cleanup();

    // Someone else signing in on this browser starts with nothing chosen.
    const other = '09350000000';
    server.answer(`GET /api/users/${other}/`, {
      body: { phone_number: other, first_name: 'علی', last_name: 'کریمی', email: 'a@example.com', avatar: null, is_signed_up_for_competition: false },
    });
    renderApp('/profile/cart/list', signedIn(other));
    await waitFor(() => expect(totals().textContent).toContain(formatToman(200_000)));
    expect(screen.queryByTestId('coupon-notice')).toBeNull();
  });
});

describe('a coupon that stops applying', () => {
  // WORKSHOP50 halves presentation 101 (cart item 1) only.
  const docker = item(1, 350_000);
  const other = item(2, 250_000);

  it('is asked about again when the cart changes, says why it no longer applies, and can be removed', async () => {
    answerCart([docker, other]);
    server.answer('GET /api/coupon/WORKSHOP50/', { body: coupon(50, [101]) });
    renderApp('/profile/cart/list', signedIn(phone));
    await screen.findAllByTestId('cart-item');
    fireEvent.input(screen.getByRole('textbox', { name: 'کد تخفیف' }), { target: { value: 'WORKSHOP50' } });
    fireEvent.click(screen.getByRole('button', { name: 'اعمال' }));
    await waitFor(() => expect(totals().textContent).toContain(formatToman(425_000)));
    expect(screen.getByRole('link', { name: 'ادامه و انتخاب روش پرداخت' })).toBeTruthy();
    const looksBefore = server.count('GET /api/coupon/WORKSHOP50/');

    // The Docker workshop leaves the cart.
    server.answer('DELETE /api/presentations/1/remove_participation/', { status: 204 });
    server.answer('GET /api/presentations/cart/', { body: [other] });
    const dockerRow = (await screen.findAllByTestId('cart-item')).find((row) => row.textContent?.includes('کارگاه 101'))!;
    fireEvent.click(within(dockerRow).getByRole('button', { name: /حذف|remove/i }));

    await waitFor(() => expect(server.count('GET /api/coupon/WORKSHOP50/')).toBeGreaterThan(looksBefore));
    const notice = await screen.findByTestId('coupon-notice');
    expect(notice.textContent).toContain('کد WORKSHOP50 روی این سفارش اعمال نمی‌شود');
    // Why, said once: by the coupon form.
    expect(screen.getAllByText('این کد تخفیف شامل هیچ‌یک از موارد سبد شما نمی‌شود.')).toHaveLength(1);
    expect(totals().textContent).toContain(formatToman(250_000));
    // No way onwards while the coupon stays.
    expect(screen.queryByRole('link', { name: 'ادامه و انتخاب روش پرداخت' })).toBeNull();
    expect((screen.getByRole('button', { name: 'ادامه و انتخاب روش پرداخت' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(await screen.findByTestId('coupon-notice')).getByRole('button', { name: 'حذف کد تخفیف' }));
    await waitFor(() => expect(screen.queryByTestId('coupon-notice')).toBeNull());
    expect(screen.getByRole('link', { name: 'ادامه و انتخاب روش پرداخت' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'کد تخفیف' }) as HTMLInputElement).value).toBe('');
  });

  it('stops checkout before the bank, and pays without it once removed', async () => {
    answerCart([other]);
    localStorage.setItem(`fest.cart.selection:${phone}`, JSON.stringify({ selectedAccessories: [], couponCode: 'WORKSHOP50' }));
    server.answer('GET /api/coupon/WORKSHOP50/', { body: coupon(50, [101]) });
    server.answer('POST /api/payments/pay_all/', { body: { payment_url: 'https://bank.example/pay/A2', authority: 'A2' } });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderApp('/profile/cart/checkout', signedIn(phone));

    const notice = await screen.findByTestId('coupon-notice');
    const pay = screen.getByRole('button', { name: `پرداخت ${formatToman(250_000)}` }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    fireEvent.click(pay);
    expect(server.count('POST /api/payments/pay_all/')).toBe(0);

    fireEvent.click(within(notice).getByRole('button', { name: 'حذف کد تخفیف' }));
    await waitFor(() => expect(pay.disabled).toBe(false));
    fireEvent.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://bank.example/pay/A2'));
    expect(server.requests.find((r) => r.path === '/api/payments/pay_all/')?.body).toEqual({ accessories: [] });
    assign.mockRestore();
  });

  it('is never sent when it has run out', async () => {
    answerCart([docker]);
    localStorage.setItem(`fest.cart.selection:${phone}`, JSON.stringify({ selectedAccessories: [], couponCode: 'WORKSHOP50' }));
    server.answer('GET /api/coupon/WORKSHOP50/', { body: coupon(50, [101], false) });
    renderApp('/profile/cart/checkout', signedIn(phone));
    const notice = await screen.findByTestId('coupon-notice');
    expect(notice.textContent).toContain('دیگر معتبر نیست');
    expect((screen.getByRole('button', { name: `پرداخت ${formatToman(350_000)}` }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('cart checkout', () => {
  it('sends the ticked accessories and a valid coupon to pay_all and goes to the bank', async () => {
    answerCart([item(1, 200_000)]);
    localStorage.setItem(`fest.cart.selection:${phone}`, JSON.stringify({ selectedAccessories: [2], couponCode: 'LINUX20' }));
    server.answer('GET /api/coupon/LINUX20/', { body: coupon(20) });
    server.answer('POST /api/payments/pay_all/', { body: { payment_url: 'https://bank.example/pay/A1', authority: 'A1' } });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderApp('/profile/cart/checkout', signedIn(phone));

    const pay = await screen.findByRole('button', { name: `پرداخت ${formatToman(208_000)}` });
    expect(within(screen.getByTestId('checkout-lines')).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(pay);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://bank.example/pay/A1'));
    expect(server.requests.find((r) => r.path === '/api/payments/pay_all/')?.body).toEqual({ coupon: 'LINUX20', accessories: [2] });
    assign.mockRestore();
  });

  it('completes a free order at once and goes to the visitor workshops', async () => {
    answerCart([item(1, 0)]);
    server.answer('POST /api/payments/pay_all/', { status: 204 });
    renderApp('/profile/cart/checkout', signedIn(phone));
    fireEvent.click(await screen.findByRole('button', { name: 'تکمیل ثبت‌نام رایگان' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/profile/workshops'));
    expect(server.count('POST /api/payments/pay_all/')).toBe(1);
  });

  it('offers no bank for an order a 100% coupon makes free, says it is free, and sends the coupon', async () => {
    answerCart([item(1, 200_000)]);
    localStorage.setItem(`fest.cart.selection:${phone}`, JSON.stringify({ selectedAccessories: [], couponCode: 'FREE100' }));
    server.answer('GET /api/coupon/FREE100/', { body: coupon(100) });
    server.answer('POST /api/payments/pay_all/', { status: 204 });
    renderApp('/profile/cart/checkout', signedIn(phone));

    const complete = await screen.findByRole('button', { name: 'تکمیل ثبت‌نام رایگان' }, { timeout: 5000 });
    expect(screen.getByTestId('free-order').textContent).toContain('این سفارش رایگان است');
    expect(screen.queryByText('درگاه پرداخت زرین‌پال')).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    fireEvent.click(complete);
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/profile/workshops'));
    expect(server.requests.find((r) => r.path === '/api/payments/pay_all/')?.body).toEqual({ coupon: 'FREE100', accessories: [] });
  });

  it('offers ZarinPal while something is left to pay', async () => {
    answerCart([item(1, 200_000)]);
    renderApp('/profile/cart/checkout', signedIn(phone));
    await screen.findByRole('button', { name: `پرداخت ${formatToman(200_000)}` }, { timeout: 5000 });
    expect(screen.getByText('درگاه پرداخت زرین‌پال')).toBeTruthy();
    expect(screen.queryByTestId('free-order')).toBeNull();
  });
});
