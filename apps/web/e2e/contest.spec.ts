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
  // The day and the hour (the demo festival's competition_time), in Persian digits.
  await expect(page.getByTestId('contest-when')).toContainText('ساعت ۱۰:۰۰');
  // A second tab of the same visitor, left open on the contest page.
  const tabB = await context.newPage();
  await tabB.goto('/contest');
  await expect(tabB.getByRole('button', { name: 'ثبت‌نام و پرداخت ۵۰٬۰۰۰ تومان' })).toBeVisible();

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

  // Tab B still offers to pay: pressing it is refused ("already registered"), and the card catches up.
  await tabB.getByRole('button', { name: 'ثبت‌نام و پرداخت ۵۰٬۰۰۰ تومان' }).click();
  await expect(tabB.getByTestId('contest-signed-up')).toBeVisible();
  await expect(tabB.getByRole('button', { name: /ثبت‌نام و پرداخت/ })).toHaveCount(0);
  await tabB.close();

  // The registration is among the visitor's tickets, with its day and hour.
  await page.goto('/profile/tickets');
  await expect(page.getByTestId('competition-ticket')).toContainText('مسابقهٔ فتح پرچم');
  await expect(page.getByTestId('competition-when')).toContainText('ساعت ۱۰:۰۰');

  // Billing lists it as the competition payment.
  await page.goto('/profile/billing');
  await expect(page.getByTestId('payments').getByRole('button').first()).toContainText('ثبت‌نام در مسابقه');
  await expect(page.getByTestId('payments').getByRole('button').first()).toContainText('پرداخت‌شده');
});
