import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { codeFromSandbox, newUser, signUpThroughApi, toast } from './helpers';

/** Login by a code texted to the phone (contract, "Text messages and one-time codes"): no password needed. */

const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '.output', 'screenshots');
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('a visitor logs in with a texted code instead of a password', async ({ page, request }) => {
  const user = newUser();
  expect((await signUpThroughApi(request, user)).status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('button', { name: 'ورود با کد پیامکی' }).click();
  await expect(page.getByText('شمارهٔ موبایل خود را وارد کنید تا کد ورود برایتان پیامک شود؛ رمز عبور لازم نیست.')).toBeVisible();
  await expect(field(page, 'رمز عبور')).toHaveCount(0);
  await field(page, 'شماره موبایل').fill(user.phone_number);
  await page.getByRole('button', { name: 'ارسال کد ورود' }).click();
  const codeInput = field(page, 'کد تأیید');
  await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(page.getByText(/کد ورود به .* پیامک شد/)).toBeVisible();

  // A wrong code is refused and the visitor can try again.
  const code = await codeFromSandbox(request, user.phone_number);
  await codeInput.fill(code === '123456' ? '654321' : '123456');
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page.getByText(/کد ورود نادرست است/)).toBeVisible();

  await codeInput.fill(code);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(toast(page, 'خوش آمدید!')).toBeVisible();
  await expect(page.getByRole('button', { name: user.first_name })).toBeVisible();
});

test('the login page switches to a code when the server says the password budget is spent', async ({ page, request }) => {
  const user = newUser();
  expect((await signUpThroughApi(request, user)).status()).toBe(201);
  // From one address the server's per-phone budget (guesses from many addresses) can't be spent in a
  // browser test, so the password login is answered as the server answers once it is (login-by-code.test.ts).
  await page.route('**/api/token/access/', async (route) => {
    const body = route.request().postDataJSON() as { password?: string };
    if (body.password === undefined) return route.continue();
    return route.fulfill({
      status: 429,
      headers: { 'retry-after': '600' },
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ detail: 'تعداد تلاش‌ها بیش از حد مجاز است.', code: 'RATE_LIMITED', login_by_code: true }),
    });
  });

  await page.goto('/login');
  await field(page, 'شماره موبایل').fill(user.phone_number);
  await field(page, 'رمز عبور').fill(user.password);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page.getByText(/ورود با رمز عبور از این‌جا فعلاً بسته است/)).toBeVisible();
  // The phone typed is carried over.
  await expect(field(page, 'شماره موبایل')).toHaveValue(user.phone_number);
  await page.getByRole('button', { name: 'ارسال کد ورود' }).click();
  await field(page, 'کد تأیید').fill(await codeFromSandbox(request, user.phone_number));
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page.getByRole('button', { name: user.first_name })).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`screenshots of login by code at ${width} px`, async ({ page, request }) => {
    const user = newUser();
    expect((await signUpThroughApi(request, user)).status()).toBe(201);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/login');
    await page.screenshot({ path: path.join(outDir, `login-password-${width}.png`), fullPage: true, animations: 'disabled' });
    await page.getByRole('button', { name: 'ورود با کد پیامکی' }).click();
    await field(page, 'شماره موبایل').fill(user.phone_number);
    await page.screenshot({ path: path.join(outDir, `login-code-phone-${width}.png`), fullPage: true, animations: 'disabled' });
    await page.getByRole('button', { name: 'ارسال کد ورود' }).click();
    await expect(field(page, 'کد تأیید')).toBeVisible();
    await page.screenshot({ path: path.join(outDir, `login-code-sent-${width}.png`), fullPage: true, animations: 'disabled' });
  });
}
