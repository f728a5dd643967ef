import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { signUpAndSignIn } from './helpers';
import { answerAtBank, demoPresentation } from './money-helpers';

/**
 * Not a check but a camera: the cart, the bank, the payment result, billing, my workshops and the
 * contest at phone and desktop widths, saved to /work/main/screenshots (git-ignored) for a person
 * to look at. Runs only with SCREENSHOTS=1.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = process.env.SCREENSHOT_DIR ?? path.resolve(here, '../../../screenshots');
const widths = [390, 1280];

test.skip(!process.env.SCREENSHOTS, 'screenshots are taken only with SCREENSHOTS=1');
test.beforeAll(() => fs.mkdirSync(outDir, { recursive: true }));

async function shoot(page: Page, name: string, width: number) {
  await page.evaluate(() => document.fonts.ready);
  // Let toasts and images settle so the picture shows the page, not a transition.
  await page.waitForLoadState('networkidle');
  // A sticky header is drawn where the page was scrolled to: shoot from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(outDir, `money-${name}-${width}.png`), fullPage: true, animations: 'disabled' });
}

for (const width of widths) {
  test(`money pages at ${width}px`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });

    await page.goto('/contest');
    await expect(page.getByTestId('contest-price')).toHaveText('۵۰٬۰۰۰ تومان');
    await shoot(page, 'contest-anonymous', width);

    const { tokens } = await signUpAndSignIn(request, context, baseURL!);
    const headers = { Authorization: `Bearer ${tokens.access}` };
    for (const title of ['Docker', 'Kubernetes', 'Rust in the Linux Kernel']) {
      const p = await demoPresentation(request, title);
      expect((await request.post(`/api/presentations/${p.id}/add_participation/`, { headers })).status()).toBe(201);
    }

    await page.goto('/profile/cart/list');
    await page.getByRole('checkbox', { name: /ماگ جشنواره/ }).check();
    await page.getByRole('checkbox', { name: /تی‌شرت جشنواره/ }).check();
    await page.getByRole('textbox', { name: 'کد تخفیف' }).fill('WORKSHOP50');
    await page.getByRole('button', { name: 'اعمال' }).click();
    await expect(page.getByText('کد WORKSHOP50 اعمال شد: ۵۰٪ تخفیف')).toBeVisible();
    await shoot(page, 'cart-list', width);

    await page.getByRole('link', { name: 'ادامه و انتخاب روش پرداخت' }).click();
    await expect(page.getByRole('radio', { name: /زرین‌پال/ })).toBeChecked();
    await shoot(page, 'cart-checkout', width);

    await page.getByRole('button', { name: /^پرداخت / }).click();
    await expect(page).toHaveURL(/StartPay/);
    await shoot(page, 'bank', width);
    await answerAtBank(page, 'انصراف');
    await expect(page.getByTestId('payment-verdict')).toHaveAttribute('data-state', 'FAILED');
    await expect(page.getByTestId('payment-verdict')).toContainText('ماگ جشنواره');
    await shoot(page, 'payment-failure', width);

    await page.goto('/profile/cart/checkout');
    await page.getByRole('button', { name: /^پرداخت / }).click();
    await answerAtBank(page, 'پرداخت');
    await expect(page.getByTestId('payment-verdict')).toHaveAttribute('data-state', 'COMPLETED');
    await expect(page.getByTestId('payment-verdict')).toContainText('ماگ جشنواره');
    await shoot(page, 'payment-success', width);

    await page.goto('/profile/billing');
    await expect(page.getByTestId('payments').getByRole('listitem')).toHaveCount(2);
    await shoot(page, 'billing', width);
    await page.getByTestId('payments').getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: path.join(outDir, `money-billing-detail-${width}.png`), animations: 'disabled' });

    await page.goto('/profile/workshops');
    await expect(page.getByTestId('my-workshops').getByRole('article')).toHaveCount(3);
    await shoot(page, 'my-workshops', width);

    await page.goto('/profile/cart/list');
    await expect(page.getByRole('heading', { name: 'سبد خرید شما خالی است' })).toBeVisible();
    await shoot(page, 'cart-empty', width);

    await page.goto('/payment/perhaps');
    await shoot(page, 'payment-missing', width);

    await page.goto('/contest');
    await page.getByRole('button', { name: /ثبت‌نام و پرداخت/ }).click();
    await answerAtBank(page, 'پرداخت');
    await expect(page.getByTestId('payment-verdict')).toHaveAttribute('data-state', 'COMPLETED');
    await page.goto('/contest');
    await expect(page.getByTestId('contest-signed-up')).toBeVisible();
    await shoot(page, 'contest-signed-up', width);
  });
}
