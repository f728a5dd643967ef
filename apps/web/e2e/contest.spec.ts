import { expect, test } from '@playwright/test';
import { signUpAndSignIn } from './helpers';
import { answerAtBank } from './money-helpers';

test('competition registration through the bank ends signed up', async ({ page, context, request, baseURL }) => {
  // Anonymous: what the competition is, its price, and the way to log in first.
  await page.goto('/contest');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'مسابقه چیست؟' })).toBeVisible();
  await expect(page.getByTestId('contest-price')).toHaveText('۵۰٬۰۰۰ تومان');
  await expect(page.getByRole('link', { name: 'برای ثبت‌نام وارد شوید' })).toHaveAttribute('href', '/login?next=%2Fcontest');

  await signUpAndSignIn(request, context, baseURL!);
  await page.goto('/contest');

  // A first try cancelled at the bank leaves the visitor unregistered, with the way back.
  await page.getByRole('button', { name: 'ثبت‌نام و پرداخت ۵۰٬۰۰۰ تومان' }).click();
  await answerAtBank(page, 'انصراف');
  await expect(page.getByTestId('payment-verdict')).toHaveAttribute('data-state', 'FAILED');
  await page.getByTestId('payment-verdict').getByRole('link', { name: 'بازگشت به صفحهٔ مسابقه' }).click();
  await expect(page).toHaveURL('/contest');

  // The second try is paid.
  await page.getByRole('button', { name: 'ثبت‌نام و پرداخت ۵۰٬۰۰۰ تومان' }).click();
  await expect(page.getByText('۵۰٬۰۰۰ تومان', { exact: true })).toBeVisible();
  await answerAtBank(page, 'پرداخت');
  const verdict = page.getByTestId('payment-verdict');
  await expect(verdict).toHaveAttribute('data-state', 'COMPLETED');
  await expect(page.getByRole('heading', { name: 'ثبت‌نام در مسابقه قطعی شد' })).toBeVisible();
  await expect(verdict).toContainText('ثبت‌نام در مسابقهٔ جشنواره');

  await verdict.getByRole('link', { name: 'صفحهٔ مسابقه' }).click();
  await expect(page.getByTestId('contest-signed-up')).toHaveText(/شما در مسابقه ثبت‌نام کرده‌اید/);
  await expect(page.getByRole('button', { name: /ثبت‌نام و پرداخت/ })).toHaveCount(0);

  // Billing lists it as the competition payment.
  await page.goto('/profile/billing');
  await expect(page.getByTestId('payments').getByRole('button').first()).toContainText('ثبت‌نام در مسابقه');
  await expect(page.getByTestId('payments').getByRole('button').first()).toContainText('پرداخت‌شده');
});
