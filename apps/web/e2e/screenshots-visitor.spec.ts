import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { signUpAndSignIn } from './helpers';
import { demoPresentation } from './money-helpers';

/**
 * Not a check but a camera: the festival's facts (home, footer, contest, a workshop), a cart whose
 * coupon stopped applying and billing with an unfinished payment, at phone and desktop widths.
 * Runs only with SCREENSHOTS=1; saved to SCREENSHOT_DIR (default: the repository's screenshots/).
 */
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the visitor screenshots');

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = process.env.SCREENSHOT_DIR ?? path.resolve(here, '../../../screenshots');
const widths = [390, 1280];

async function shoot(page: Page, name: string, width: number, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(outDir, `visitor-${name}-${width}.png`), fullPage, animations: 'disabled' });
}

test.beforeAll(() => fs.mkdirSync(outDir, { recursive: true }));

for (const width of widths) {
  test(`visitor pages at ${width}px`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });

    await page.goto('/');
    await expect(page.getByTestId('festival-venue')).toBeVisible();
    await expect(page.getByRole('region', { name: 'کجا و چه زمانی' })).toBeVisible();
    await shoot(page, 'home', width);
    await page.getByRole('contentinfo').screenshot({ path: path.join(outDir, `visitor-footer-${width}.png`), animations: 'disabled' });

    await page.goto('/contest');
    await expect(page.getByTestId('contest-when')).toBeVisible();
    await shoot(page, 'contest', width);

    const docker = await demoPresentation(request, 'Docker');
    await page.goto(`/workshop/${docker.id}`);
    await expect(page.getByTestId('booking-location')).toBeVisible();
    await shoot(page, 'workshop', width);

    await page.goto('/workshops?type=workshop');
    // A phone starts on the compact list; the cards (with their rooms) are one press away.
    if (width < 600) await page.getByRole('button', { name: 'کارت‌ها' }).click();
    await expect(page.getByTestId('card-room').first()).toBeVisible();
    await shoot(page, 'workshops', width);

    const { tokens } = await signUpAndSignIn(request, context, baseURL!);
    const headers = { Authorization: `Bearer ${tokens.access}` };
    for (const title of ['Docker', 'Linux Command Line']) {
      const p = await demoPresentation(request, title);
      expect((await request.post(`/api/presentations/${p.id}/add_participation/`, { headers })).status()).toBe(201);
    }
    await page.goto('/profile/cart/list');
    await page.getByRole('textbox', { name: 'کد تخفیف' }).fill('WORKSHOP50');
    await page.getByRole('button', { name: 'اعمال' }).click();
    await expect(page.getByText('کد WORKSHOP50 اعمال شد: ۵۰٪ تخفیف')).toBeVisible();
    await page.getByTestId('cart-item').filter({ hasText: 'داکر' }).getByRole('button', { name: /حذف/ }).click();
    await expect(page.getByTestId('coupon-notice')).toBeVisible();
    await shoot(page, 'cart-coupon-dropped', width);
    await page.goto('/profile/cart/checkout');
    await expect(page.getByTestId('coupon-notice')).toBeVisible();
    await shoot(page, 'checkout-coupon-dropped', width);

    await page.getByTestId('coupon-notice').getByRole('button', { name: 'حذف کد تخفیف' }).click();
    await page.getByRole('button', { name: /^پرداخت / }).click();
    await expect(page).toHaveURL(/StartPay/);
    await page.goto('/profile/billing');
    await expect(page.getByTestId('continue-payment')).toBeVisible();
    await shoot(page, 'billing-pending', width);

    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    await shoot(page, 'not-found', width, false);
  });
}
