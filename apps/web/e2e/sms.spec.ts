import { expect, test, type Page } from '@playwright/test';
import { codeFromSandbox, newUser, toast } from './helpers';
import { addFromWorkshopPage, answerAtBank, demoPresentation } from './money-helpers';

/** Text messages: signup and password reset with a code read from the SMS sandbox's page, and the ticket SMS. */

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The newest message to `phone` as the sandbox's page shows it (what a person would read). */
async function newestOnSandboxPage(page: Page, phone: string): Promise<string> {
  await page.goto(`/_sandbox/sms/?phone=${phone}`);
  await expect(page.getByRole('heading', { name: 'پیامک‌های آزمایشی' })).toBeVisible();
  return (await page.locator('li p.text').first().textContent()) ?? '';
}

test('sign up with a texted code, reset a forgotten password, buy a workshop and find the ticket SMS', async ({ page, request }) => {
  const user = newUser();

  // Signup on a phone: the phone first, then the code from the sandbox page (in Persian digits), then the rest.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/signup');
  await expect(field(page, 'شماره موبایل')).toHaveAttribute('placeholder', '۰۹۱۲۳۴۵۶۷۸۹');
  await field(page, 'شماره موبایل').fill(user.phone_number);
  await page.getByRole('button', { name: 'ارسال کد تأیید' }).click();
  const codeInput = field(page, 'کد تأیید');
  await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(codeInput).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByText(/کد تا .* دیگر معتبر است/)).toBeVisible();
  await expect(page.getByRole('button', { name: /ارسال دوباره تا/ })).toBeDisabled();
  // The sandbox's page in another tab, as a person would look at their phone.
  const inbox = await page.context().newPage();
  const code = /\b(\d{6})\b/.exec(await newestOnSandboxPage(inbox, user.phone_number))![1]!;
  await inbox.close();
  // A mistyped code, found out at the submit button far below it: the error is brought into view,
  // beside the code field, which has the focus for the next try.
  await codeInput.fill(code === '123456' ? '654321' : '123456');
  await field(page, 'نام').fill(user.first_name);
  await field(page, 'نام خانوادگی').fill(user.last_name);
  await field(page, 'ایمیل').fill(user.email);
  await field(page, 'رمز عبور').fill(user.password);
  await page.getByRole('button', { name: 'ثبت‌نام', exact: true }).click();
  const codeError = page.getByText(/کد تأیید نادرست است/);
  await expect(codeError).toBeInViewport();
  await expect(codeInput).toBeFocused();
  await expect(codeInput).toHaveAttribute('aria-describedby', (await codeError.getAttribute('id'))!);
  await codeInput.fill(code.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d))));
  await page.getByRole('button', { name: 'ثبت‌نام', exact: true }).click();
  await expect(toast(page, 'حساب شما ساخته شد. خوش آمدید!')).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('button', { name: user.first_name })).toBeVisible();

  // Log out, then "forgot password" on the login page: phone, code, new password, logged in.
  await page.getByRole('button', { name: user.first_name }).click();
  await page.getByRole('button', { name: 'خروج' }).click();
  await page.goto('/login');
  await page.getByRole('link', { name: 'رمز عبور را فراموش کرده‌اید؟' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await field(page, 'شماره موبایل').fill(user.phone_number);
  await page.getByRole('button', { name: 'ارسال کد تأیید' }).click();
  await expect(field(page, 'کد تأیید')).toBeVisible();
  await field(page, 'کد تأیید').fill(await codeFromSandbox(request, user.phone_number));
  const newPassword = 'Fresh-Penguin-4242';
  await field(page, 'رمز عبور تازه').fill(newPassword);
  await page.getByRole('button', { name: 'ثبت رمز تازه و ورود' }).click();
  await expect(toast(page, 'رمز عبور تازه ثبت شد و وارد شدید.')).toBeVisible();
  await expect(page.getByRole('button', { name: user.first_name })).toBeVisible();
  // The old password is gone, the new one works.
  expect((await request.post('/api/token/access/', { data: { phone_number: user.phone_number, password: user.password } })).status()).toBe(401);
  expect((await request.post('/api/token/access/', { data: { phone_number: user.phone_number, password: newPassword } })).status()).toBe(200);

  // Buy a workshop: the ticket SMS, with the link to the tickets, is in the sandbox.
  const workshop = await demoPresentation(request, 'Docker');
  await addFromWorkshopPage(page, workshop.id);
  await page.goto('/profile/cart/checkout');
  await page.getByRole('button', { name: /^پرداخت/ }).click();
  await expect(page).toHaveURL(/\/_sandbox\/zarinpal\/pg\/StartPay\//);
  await answerAtBank(page, 'پرداخت');
  await expect(page.getByTestId('payment-verdict')).toHaveAttribute('data-state', 'COMPLETED');
  await expect.poll(() => newestOnSandboxPage(page, user.phone_number)).toContain(workshop.fa_title);
  const ticket = await newestOnSandboxPage(page, user.phone_number);
  expect(ticket).toContain('/profile/workshops');
  // The worker sends it a moment later; the sandbox page shows the state as of its loading.
  await expect(async () => {
    await page.reload();
    await expect(page.locator('li').first()).toContainText('رسیده', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
});
