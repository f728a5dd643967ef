// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { testPayment, testRefund } from '@/features/admin/test-payment';
import type { RecordedRequest } from '@/shared/api/test-server';
import { serveDuringFile } from '@/shared/api/test-server-hooks';
import { renderApp, signedIn } from './render-app';

/**
 * Refunds in the organiser console, in the whole app against a local server answering the
 * contract's shapes: a payment's refunds and what is left to refund, the refund dialog (lines,
 * method, note, one request per attempt under an Idempotency-Key, the three answers and the
 * refusals). The refunds page has its own file (admin-refunds-page.test.tsx).
 */
const server = serveDuringFile();

const phone = '09120000001';
function asAdmin() {
  server.answer(`GET /api/users/${phone}/`, {
    body: { phone_number: phone, first_name: 'مدیر', last_name: 'جشنواره', email: 'a@example.com', avatar: null, accessories: [], is_signed_up_for_competition: false, role: 'admin' },
  });
  server.answer('GET /api/presentations/cart/', { body: [] });
  return signedIn(phone);
}

const REFUND = 'POST /api/admin/payments/42/refund/';
const refundCalls = () => server.requests.filter((r) => `${r.method} ${r.path}` === REFUND);
const keyOf = (request: RecordedRequest) => request.headers['idempotency-key'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** The first wait of a test also waits for the console's lazy chunks (slow on a busy machine: each test gets 20 s). */
const loaded = { timeout: 10_000 };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'بازگشت وجه' }, loaded));
  return screen.findByRole('dialog');
}

describe("a payment's refunds", { timeout: 20_000 }, () => {
  it('lists each refund with its state, lines, who and note, marks the lines, and shows the amount refunded', async () => {
    server.answer('GET /api/admin/payments/42/', {
      body: testPayment({
        refunded_amount: 37_500,
        refunds: [
          testRefund({ id: 2, method: 'manual', state: 'DONE', amount: 37_500, accessories: [3], note: 'کارت به کارت، پیگیری ۹۸۷' }),
          testRefund({ id: 1, method: 'gateway', state: 'FAILED', amount: 262_500, participations: [11, 12], accessories: [3], note: '', gateway_code: -63, done_at: null }),
        ],
      }),
    });
    renderApp('/admin/payments/42', asAdmin());
    const table = await screen.findByRole('table', { name: 'بازگشت وجه‌ها' }, loaded);
    const [done, failed] = within(table).getAllByRole('row').slice(1);
    expect(done.textContent).toContain('۳۷٬۵۰۰ تومان');
    expect(done.textContent).toContain('دستی');
    expect(done.textContent).toContain('انجام شد');
    expect(done.textContent).toContain('ماگ جشنواره');
    expect(done.textContent).toContain('کارت به کارت، پیگیری ۹۸۷');
    expect(done.textContent).toContain('۰۹۱۲۰۰۰۰۰۰۱');
    expect(failed.textContent).toContain('از درگاه');
    expect(failed.textContent).toMatch(/رد شد \(کد .-۶۳.\)/);
    expect(failed.textContent).toContain('کارگاه گیت');
    expect(screen.getByTestId('refunded-amount').textContent).toBe('۳۷٬۵۰۰ تومان از ۲۶۲٬۵۰۰ تومان');

    // The mug went back; the two workshops are what is left to refund.
    const dialog = await openDialog();
    expect(within(dialog).queryByRole('checkbox', { name: /ماگ جشنواره/ })).toBeNull();
    expect(within(dialog).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([true, true]);
    // Part of it was refunded, so the gateway (whole payments only) is not offered.
    expect(within(dialog).getByRole('radio', { name: /زرین‌پال/ }).hasAttribute('disabled')).toBe(true);
    expect(dialog.textContent).toContain('بخشی از این پرداخت پیش‌تر بازگشت داده شده است');
  });

  it('offers no refund once every line is refunded or pending', async () => {
    server.answer('GET /api/admin/payments/42/', {
      body: testPayment({
        refunds: [testRefund({ id: 1, state: 'DONE', participations: [11], accessories: [3] }), testRefund({ id: 2, state: 'PENDING', participations: [12], accessories: [] })],
      }),
    });
    renderApp('/admin/payments/42', asAdmin());
    expect(await screen.findByRole('table', { name: 'بازگشت وجه‌ها' }, loaded)).toBeTruthy();
    expect(screen.getByText('بازگشت در انتظار')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'بازگشت وجه' })).toBeNull();
  });
});

describe('the refund dialog', { timeout: 20_000 }, () => {
  it('refunds the lines ticked by hand, with a note, in one request under an Idempotency-Key, and says it is done', async () => {
    server.answer('GET /api/admin/payments/42/', { body: testPayment({ verified_date: minutesAgo(90) }) });
    server.answer(REFUND, { status: 201, body: testRefund({ id: 9, amount: 112_500, participations: [12], accessories: [3] }) });
    renderApp('/admin/payments/42', asAdmin());
    const dialog = await openDialog();

    // The gateway's window closed an hour ago: the dialog opens on a refund by hand, every line ticked.
    expect((within(dialog).getByRole('radio', { name: /^دستی/ }) as HTMLInputElement).checked).toBe(true);
    expect(dialog.textContent).toContain('مهلت درگاه ساعت');
    expect(within(dialog).getByTestId('refund-sum').textContent).toBe('جمع قیمت موارد انتخاب‌شده: ۳۵۰٬۰۰۰ تومان');
    expect(dialog.textContent).toContain('یک استفاده به کد تخفیف «FEST25» برمی‌گردد.');

    fireEvent.click(within(dialog).getByRole('checkbox', { name: /کارگاه گیت/ }));
    expect(within(dialog).getByTestId('refund-sum').textContent).toBe('جمع قیمت موارد انتخاب‌شده: ۱۵۰٬۰۰۰ تومان');
    expect(dialog.textContent).toContain('صندلی‌ها آزاد می‌شوند و ثبت‌نام‌ها لغو می‌شوند: کارگاه داکر');
    // Not the whole payment: the coupon's use stays spent.
    expect(dialog.textContent).not.toContain('FEST25');

    // By hand without a note: refused beside the note, nothing sent.
    const confirm = within(dialog).getByRole('button', { name: 'بازگشت وجه' });
    fireEvent.click(confirm);
    const note = within(dialog).getByLabelText('یادداشت');
    await waitFor(() => expect(note.getAttribute('aria-invalid')).toBe('true'));
    expect(refundCalls()).toHaveLength(0);

    fireEvent.input(note, { target: { value: 'کارت به کارت، پیگیری ۹۸۷' } });
    const fetchesBefore = server.count('GET /api/admin/payments/42/');
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(await screen.findByText('۱۱۲٬۵۰۰ تومان بازگشت داده شد (دستی).')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(refundCalls()).toHaveLength(1);
    expect(refundCalls()[0].body).toEqual({ method: 'manual', note: 'کارت به کارت، پیگیری ۹۸۷', participations: [12], accessories: [3] });
    expect(keyOf(refundCalls()[0])).toMatch(UUID);
    // The page asks for the payment again (the refund invalidated it).
    await waitFor(() => expect(server.count('GET /api/admin/payments/42/')).toBeGreaterThan(fetchesBefore));
  });

  it('sends the whole payment through the gateway within its window, and keeps the key when pressed again after a refusal', async () => {
    server.answer('GET /api/admin/payments/42/', { body: testPayment({ verified_date: minutesAgo(5) }) });
    server.answer(REFUND, { status: 409, body: { detail: 'بازگرداندن این پرداخت از راه درگاه در جریان است.', code: 'CONFLICT' } });
    renderApp('/admin/payments/42', asAdmin());
    const dialog = await openDialog();
    expect((within(dialog).getByRole('radio', { name: /زرین‌پال/ }) as HTMLInputElement).checked).toBe(true);
    expect(dialog.textContent).toContain('مهلت درگاه تا ساعت');
    const boxes = within(dialog).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.every((box) => box.checked && box.disabled)).toBe(true);

    const confirm = within(dialog).getByRole('button', { name: 'بازگشت وجه' });
    fireEvent.click(confirm);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('بازگرداندن این پرداخت از راه درگاه در جریان است.');
    expect(refundCalls()[0].body).toEqual({ method: 'gateway', note: '' });

    fireEvent.click(confirm);
    await waitFor(() => expect(refundCalls()).toHaveLength(2));
    expect(keyOf(refundCalls()[1])).toBe(keyOf(refundCalls()[0]));
  });

  it("says why the gateway refused (FAILED), offers the refund by hand, and makes the next attempt a new refund", async () => {
    server.answer('GET /api/admin/payments/42/', { body: testPayment({ verified_date: minutesAgo(5) }) });
    server.answer(REFUND, (request) =>
      (request.body as { method: string }).method === 'gateway'
        ? { status: 201, body: testRefund({ id: 5, method: 'gateway', state: 'FAILED', amount: 262_500, participations: [11, 12], accessories: [3], gateway_code: -63, note: '', done_at: null }) }
        : { status: 201, body: testRefund({ id: 6, amount: 262_500, participations: [11, 12], accessories: [3] }) },
    );
    renderApp('/admin/payments/42', asAdmin());
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'بازگشت وجه' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('درگاه بازگشت وجه را نپذیرفت: مهلت ۳۰ دقیقه‌ای بازگشت از درگاه گذشته است.');
    expect((within(dialog).getByRole('radio', { name: /^دستی/ }) as HTMLInputElement).checked).toBe(true);

    fireEvent.input(within(dialog).getByLabelText('یادداشت'), { target: { value: 'کارت به کارت' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'بازگشت وجه' }));
    expect(await screen.findByText('۲۶۲٬۵۰۰ تومان بازگشت داده شد (دستی).')).toBeTruthy();
    const [first, second] = refundCalls();
    expect(keyOf(second)).toMatch(UUID);
    expect(keyOf(second)).not.toBe(keyOf(first));
  });

  it('tells the organiser not to refund by hand while a lost gateway answer is being settled (PENDING)', async () => {
    server.answer('GET /api/admin/payments/42/', { body: testPayment({ verified_date: minutesAgo(5) }) });
    server.answer(REFUND, { status: 201, body: testRefund({ id: 7, method: 'gateway', state: 'PENDING', amount: 262_500, participations: [11, 12], accessories: [3], note: '', done_at: null }) });
    renderApp('/admin/payments/42', asAdmin());
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'بازگشت وجه' }));
    const status = await screen.findByText(/پاسخ درگاه به دست ما نرسید/);
    expect(status.textContent).toContain('تا آن زمان وجه را دستی برنگردانید');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
