import { expect, test } from '@playwright/test';
import { signUpAndSignIn, toast } from './helpers';
import { addFromWorkshopPage, answerAtBank, cartBadge, demoPresentation, latinDigits } from './money-helpers';

test('buy a workshop with an accessory and a coupon, pay at the bank, find it in billing and my workshops', async ({ page, context, request, baseURL }) => {
  const docker = await demoPresentation(request, 'Docker');
  expect(docker.cost).toBe(350_000);

  // An anonymous visitor is sent to log in, and back here afterwards.
  await page.goto(`/workshop/${docker.id}`);
  await expect(page.getByRole('link', { name: 'برای ثبت‌نام وارد شوید' })).toHaveAttribute('href', `/login?next=${encodeURIComponent(`/workshop/${docker.id}`)}`);

  await signUpAndSignIn(request, context, baseURL!);
  await addFromWorkshopPage(page, docker.id);
  await expect(cartBadge(page)).toHaveText('۱');

  // Step 1: the item, an accessory and the coupon that halves Docker and Kubernetes only.
  await page.getByRole('link', { name: 'مشاهدهٔ سبد خرید' }).click();
  await expect(page).toHaveURL('/profile/cart/list');
  await expect(page.getByRole('navigation', { name: 'مراحل خرید' }).locator('[aria-current="step"]')).toContainText('سبد خرید');
  await expect(page.getByTestId('cart-item')).toHaveCount(1);
  await expect(page.getByTestId('cart-item')).toContainText(docker.fa_title);
  await expect(page.getByTestId('cart-payable')).toHaveText('۳۵۰٬۰۰۰ تومان');

  await page.getByRole('checkbox', { name: /ماگ جشنواره/ }).check();
  await expect(page.getByTestId('cart-payable')).toHaveText('۵۳۰٬۰۰۰ تومان');

  const coupon = page.getByRole('textbox', { name: 'کد تخفیف' });
  await coupon.fill('NO-SUCH-CODE');
  await page.getByRole('button', { name: 'اعمال' }).click();
  await expect(page.getByText('کد تخفیفی با این عنوان پیدا نشد.', { exact: false })).toBeVisible();

  await coupon.fill('WORKSHOP50');
  await page.getByRole('button', { name: 'اعمال' }).click();
  await expect(page.getByText('کد WORKSHOP50 اعمال شد: ۵۰٪ تخفیف')).toBeVisible();
  await expect(page.getByText(`این تخفیف فقط شامل این موارد می‌شود: ${docker.fa_title}`)).toBeVisible();
  // 350 000 + 180 000, less half of Docker only (the mug is not discounted).
  await expect(page.getByTestId('cart-payable')).toHaveText('۳۵۵٬۰۰۰ تومان');

  // Step 2: ZarinPal, the summary, then the bank.
  await page.getByRole('link', { name: 'ادامه و انتخاب روش پرداخت' }).click();
  await expect(page).toHaveURL('/profile/cart/checkout');
  await expect(page.getByRole('radio', { name: /زرین‌پال/ })).toBeChecked();
  await expect(page.getByTestId('checkout-lines')).toContainText(docker.fa_title);
  await expect(page.getByTestId('checkout-lines')).toContainText('ماگ جشنواره');
  await page.getByRole('button', { name: 'پرداخت ۳۵۵٬۰۰۰ تومان' }).click();

  // Step 3: the sandbox bank charges exactly the server's total.
  await expect(page).toHaveURL(/\/_sandbox\/zarinpal\/pg\/StartPay\//);
  await expect(page.getByText('۳۵۵٬۰۰۰ تومان', { exact: true })).toBeVisible();
  await answerAtBank(page, 'پرداخت');

  const verdict = page.getByTestId('payment-verdict');
  await expect(verdict).toHaveAttribute('data-state', 'COMPLETED');
  await expect(page.getByRole('heading', { name: 'پرداخت با موفقیت انجام شد' })).toBeVisible();
  const ref = latinDigits((await page.getByTestId('ref-id').textContent()) ?? '');
  expect(ref).toMatch(/^\d+$/);
  await expect(verdict).toContainText('۳۵۵٬۰۰۰ تومان');
  await expect(verdict).toContainText(docker.fa_title);
  await expect(verdict).toContainText('ماگ جشنواره');
  await expect(cartBadge(page)).toHaveCount(0);

  // Reloading the result page asks again and gets the same answer: nothing completes twice.
  await page.reload();
  await expect(verdict).toHaveAttribute('data-state', 'COMPLETED');
  expect(latinDigits((await page.getByTestId('ref-id').textContent()) ?? '')).toBe(ref);

  // Billing: the payment, newest first, with its detail.
  await verdict.getByRole('link', { name: 'صورتحساب‌ها' }).click();
  await expect(page).toHaveURL('/profile/billing');
  // One row per payment; its first button opens the detail (a paid one also has its receipt and invoice).
  const rows = page.getByTestId('payments').getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('پرداخت‌شده');
  await expect(rows.first()).toContainText('۳۵۵٬۰۰۰ تومان');
  await rows.first().getByRole('button').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('WORKSHOP50');
  await expect(dialog).toContainText(docker.fa_title);
  await expect(dialog).toContainText('ماگ جشنواره');
  expect(latinDigits((await dialog.textContent()) ?? '')).toContain(ref);
  await dialog.getByRole('button', { name: 'بستن' }).click();
  await expect(dialog).toBeHidden();

  // My workshops: the registration, with a calendar file.
  await page.goto('/profile/workshops');
  const mine = page.getByTestId('my-workshops');
  await expect(mine).toContainText(docker.fa_title);
  const download = page.waitForEvent('download');
  await mine.getByRole('button', { name: 'افزودن به تقویم' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.ics$/);

  // The workshop page now says so.
  await page.goto(`/workshop/${docker.id}`);
  await expect(page.getByRole('button', { name: 'ثبت‌نام شده' })).toBeDisabled();
});

test('a payment cancelled at the bank leads back to the cart with the item still in it', async ({ page, context, request, baseURL }) => {
  const cli = await demoPresentation(request, 'Linux Command Line');
  await signUpAndSignIn(request, context, baseURL!);
  await addFromWorkshopPage(page, cli.id);
  await page.goto('/profile/cart/list');
  await page.getByRole('checkbox', { name: /بستهٔ استیکر/ }).check();
  await page.getByRole('textbox', { name: 'کد تخفیف' }).fill('LINUX20');
  await page.getByRole('button', { name: 'اعمال' }).click();
  await expect(page.getByText('کد LINUX20 اعمال شد: ۲۰٪ تخفیف')).toBeVisible();
  // (250 000 + 60 000) x 80%
  await expect(page.getByTestId('cart-payable')).toHaveText('۲۴۸٬۰۰۰ تومان');

  await page.getByRole('link', { name: 'ادامه و انتخاب روش پرداخت' }).click();
  await page.getByRole('button', { name: 'پرداخت ۲۴۸٬۰۰۰ تومان' }).click();
  await answerAtBank(page, 'انصراف');

  await expect(page.getByTestId('payment-verdict')).toHaveAttribute('data-state', 'FAILED');
  await expect(page.getByRole('heading', { name: 'پرداخت انجام نشد' })).toBeVisible();
  await page.getByRole('link', { name: 'بازگشت به سبد خرید' }).click();
  await expect(page).toHaveURL('/profile/cart/list');
  await expect(page.getByTestId('cart-item')).toContainText(cli.fa_title);
  await expect(cartBadge(page)).toHaveText('۱');
  // The trip to the bank was a full page load: the choices made before it are still there.
  await expect(page.getByRole('checkbox', { name: /بستهٔ استیکر/ })).toBeChecked();
  await expect(page.getByText('کد LINUX20 اعمال شد: ۲۰٪ تخفیف')).toBeVisible();
  await expect(page.getByTestId('cart-payable')).toHaveText('۲۴۸٬۰۰۰ تومان');

  // Removing it empties the cart; logging out clears the badge.
  await page.getByRole('button', { name: `حذف «${cli.fa_title}» از سبد خرید` }).click();
  await expect(toast(page, 'با موفقیت از سبد خرید حذف شد')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'سبد خرید شما خالی است' })).toBeVisible();
  await expect(cartBadge(page)).toHaveCount(0);
});

test('logging out clears the cart badge', async ({ page, context, request, baseURL }) => {
  const bash = await demoPresentation(request, 'Professional Bash');
  const { user } = await signUpAndSignIn(request, context, baseURL!);
  await addFromWorkshopPage(page, bash.id);
  await expect(cartBadge(page)).toHaveText('۱');
  // A fresh load restores the session from the cookies and loads the cart for the badge.
  await page.reload();
  await expect(cartBadge(page)).toHaveText('۱');
  await page.getByRole('button', { name: user.first_name }).click();
  await page.getByRole('button', { name: 'خروج' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'ورود' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /سبد خرید/ })).toHaveCount(0);
  // Signing in again shows the cart that the server kept.
  await page.goto('/login');
  await page.getByLabel('شماره موبایل', { exact: true }).fill(user.phone_number);
  await page.getByLabel('رمز عبور', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(cartBadge(page)).toHaveText('۱');
});
