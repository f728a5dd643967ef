import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { appRunning, setSessionCookies, signUpAndSignIn } from './helpers';
import { addFromWorkshopPage, answerAtBank, demoPresentation } from './money-helpers';

/**
 * A visitor cancels a paid registration, against the real API and the sandbox bank: two workshops
 * bought in one payment (so the gateway cannot return one line: the money goes back by hand), one
 * cancelled from "my workshops" with a Sheba checked as typed, gone from the tickets at once; the
 * organiser finds it in the refunds to pay with its Sheba, and marks it paid after confirming.
 */
const ADMIN = { phone_number: '09120000001', password: 'Admin-Fest-1405' };
/** A Sheba whose check digits hold. */
const SHEBA = 'IR062960000000100324200001';
const SHEBA_SHOWN = 'IR۰۶ ۲۹۶۰ ۰۰۰۰ ۰۰۱۰ ۰۳۲۴ ۲۰۰۰ ۰۱';

/** Latin digits -> Persian, as the page writes numbers. */
const persian = (value: string | number) => String(value).replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
const toman = (amount: number) => `${persian(amount.toLocaleString('en-US')).replace(/,/g, '٬')} تومان`;

async function adminPage(browser: Browser, request: APIRequestContext, baseURL: string): Promise<Page> {
  const answer = await request.post('/api/token/access/', { data: ADMIN });
  expect(answer.status(), await answer.text()).toBe(200);
  const tokens = (await answer.json()) as { access: string; refresh: string };
  const context = await browser.newContext({ locale: 'fa-IR', timezoneId: 'Asia/Tehran', viewport: { width: 1280, height: 800 } });
  await setSessionCookies(context, baseURL, { access: tokens.access, refresh: tokens.refresh, phone: ADMIN.phone_number });
  return context.newPage();
}

test('a visitor cancels one of two workshops bought together, giving a Sheba, and the organiser pays it back by hand', async ({ browser, page, context, request, baseURL }) => {
  test.setTimeout(180_000);
  const [basics, networking] = await Promise.all([demoPresentation(request, 'Linux Command Line'), demoPresentation(request, 'Linux Networking')]);
  const { user, tokens } = await signUpAndSignIn(request, context, baseURL!);
  await addFromWorkshopPage(page, basics.id);
  await addFromWorkshopPage(page, networking.id);
  await page.goto('/profile/cart/checkout');
  await appRunning(page);
  await page.getByRole('button', { name: /^پرداخت / }).click();
  await answerAtBank(page, 'پرداخت');
  await expect(page.getByTestId('payment-verdict')).toHaveAttribute('data-state', 'COMPLETED');
  const payments = (await (await request.get('/api/payments/get_list/', { headers: { Authorization: `Bearer ${tokens.access}` } })).json()) as { id: number }[];
  const paymentId = payments[0]!.id;

  await page.goto('/profile/workshops');
  await appRunning(page);
  const list = page.getByTestId('my-workshops');
  await expect(list.getByTestId('ticket')).toHaveCount(2);
  await list.getByRole('button', { name: `لغو ثبت‌نام ${basics.fa_title}` }).click();

  // What cancelling does, said before it.
  const dialog = page.getByRole('dialog', { name: 'لغو ثبت‌نام' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`با لغو ثبت‌نام «${basics.fa_title}»:`);
  await expect(dialog).toContainText('بلیت شما همین حالا باطل می‌شود');
  await expect(dialog).toContainText('لغو فقط تا ۴۸ ساعت پیش از شروع ممکن است');
  const iban = dialog.getByLabel('شمارهٔ شبا');
  await expect(iban).toHaveAttribute('dir', 'ltr');
  await expect(iban).toHaveAttribute('inputmode', 'numeric');

  // Without a Sheba the server says one is needed (two lines: not the gateway's), beside the field.
  await dialog.getByRole('button', { name: 'لغو ثبت‌نام' }).click();
  await expect(dialog.getByText(/شمارهٔ شبای خود را وارد کنید/)).toBeVisible();
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  // A wrong check digit is caught as typed, before anything is sent.
  await iban.fill('062960000000100324200002');
  await expect(dialog.getByText(/این شمارهٔ شبا درست نیست/)).toBeVisible();
  await iban.fill(SHEBA.slice(2));
  await expect(iban).not.toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'لغو ثبت‌نام' }).click();

  // Gone from the tickets at once, and where the money goes said on the page.
  await expect(dialog).toBeHidden();
  const notice = page.getByTestId('cancel-notice');
  await expect(notice).toContainText(`ثبت‌نام «${basics.fa_title}» لغو شد.`);
  await expect(notice).toContainText(SHEBA_SHOWN);
  await expect(notice).toContainText(toman(basics.cost));
  await expect(list.getByTestId('ticket')).toHaveCount(1);
  await expect(list.getByRole('link', { name: basics.fa_title })).toHaveCount(0);
  await expect(list.getByRole('link', { name: networking.fa_title })).toBeVisible();
  await page.reload();
  await appRunning(page);
  await expect(page.getByTestId('my-workshops').getByTestId('ticket')).toHaveCount(1);
  // The buyer is told by text too.
  await expect
    .poll(async () => ((await (await request.get(`/_sandbox/sms/messages/?phone=${user.phone_number}`)).json()) as { text: string }[]).map((m) => m.text).join('\n'))
    .toContain(`ثبت‌نام شما در «${basics.fa_title}» لغو شد`);

  // The organiser: the refunds to pay, with the Sheba to copy and the button once paid.
  const admin = await adminPage(browser, request, baseURL!);
  await admin.goto('/admin');
  await appRunning(admin);
  await admin.getByRole('navigation', { name: 'بخش‌های پنل برگزارکننده' }).getByRole('link', { name: 'بازگشت وجه‌ها' }).click();
  const pending = admin.getByRole('table', { name: 'بازگشت وجه‌های در انتظار' });
  const row = pending.getByRole('row').filter({ has: admin.getByRole('link', { name: `پرداخت #${persian(paymentId)}` }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('در انتظار پرداخت به خریدار');
  await expect(row).toContainText(toman(basics.cost));
  await expect(row.getByTestId('refund-iban')).toHaveText(SHEBA_SHOWN);
  await expect(row.getByTestId('refund-iban')).toHaveAttribute('dir', 'ltr');

  await row.getByRole('button', { name: `پرداخت شد: بازگشت وجه پرداخت #${persian(paymentId)}` }).click();
  const confirm = admin.getByRole('dialog', { name: 'واریز به شبا انجام شد؟' });
  await expect(confirm).toContainText(`فقط وقتی تأیید کنید که ${toman(basics.cost)}، بازگشت وجه پرداخت #${persian(paymentId)}، را به این شبا واریز کرده‌اید`);
  await expect(confirm.getByTestId('paying-iban')).toHaveText(SHEBA_SHOWN);
  await confirm.getByRole('button', { name: 'بله، واریز شد' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);

  // Done: in every refund, and the payment shows the amount returned.
  const all = admin.getByRole('table', { name: 'همهٔ بازگشت وجه‌ها' });
  const done = all.getByRole('row').filter({ has: admin.getByRole('link', { name: `پرداخت #${persian(paymentId)}` }) });
  await expect(done).toContainText('انجام شد');
  await admin.context().close();

  const after = (await (await request.get('/api/payments/get_list/', { headers: { Authorization: `Bearer ${tokens.access}` } })).json()) as { id: number; refunded_amount: number; payment_state: string }[];
  const payment = after.find((p) => p.id === paymentId)!;
  expect(payment.refunded_amount).toBe(basics.cost);
  expect(payment.payment_state).toBe('COMPLETED');
});
