import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { appRunning, setSessionCookies, signUpAndSignIn } from './helpers';
import { buyAtBank, demoPresentation } from './money-helpers';

/**
 * Not a check but a camera: a visitor cancelling a registration at phone and desktop widths ("my
 * workshops" with the button, the dialog, a Sheba refused, the notice after; the dialog in English,
 * left to right) and the console's refunds to pay with the Sheba and the confirmation. Saved to
 * /work/main/screenshots (git-ignored) for a person to look at. Runs only with SCREENSHOTS=1.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = process.env.SCREENSHOT_DIR ?? path.resolve(here, '../../../screenshots');
const widths = [390, 1366];
const ADMIN = { phone_number: '09120000001', password: 'Admin-Fest-1405' };

test.skip(!process.env.SCREENSHOTS, 'screenshots are taken only with SCREENSHOTS=1');
test.beforeAll(() => fs.mkdirSync(outDir, { recursive: true }));

async function shoot(page: Page, name: string, width: number, { fullPage = true } = {}) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(outDir, `cancel-${name}-${width}.png`), fullPage, animations: 'disabled' });
}

for (const width of widths) {
  test(`cancelling a registration at ${width}px`, async ({ page, browser, context, request, baseURL }) => {
    test.setTimeout(240_000);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    const height = width < 600 ? 844 : 900;
    await page.setViewportSize({ width, height });
    const { tokens } = await signUpAndSignIn(request, context, baseURL!);
    await buyAtBank(request, context, tokens.access, ['Linux Command Line', 'Professional Bash', 'Hardening Linux']);
    const basics = await demoPresentation(request, 'Linux Command Line');

    await page.goto('/profile/workshops');
    await appRunning(page);
    await expect(page.getByTestId('ticket')).toHaveCount(3);
    await shoot(page, 'workshops', width);

    await page.getByRole('button', { name: `لغو ثبت‌نام ${basics.fa_title}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await shoot(page, 'dialog', width, { fullPage: false });

    await dialog.getByLabel('شمارهٔ شبا').fill('062960000000100324200002');
    await dialog.getByLabel('شمارهٔ شبا').blur();
    await expect(dialog.getByText(/این شمارهٔ شبا درست نیست/)).toBeVisible();
    await dialog.getByRole('button', { name: 'لغو ثبت‌نام' }).scrollIntoViewIfNeeded();
    await shoot(page, 'dialog-error', width, { fullPage: false });

    await dialog.getByLabel('شمارهٔ شبا').fill('06 2960 0000 0010 0324 2000 01');
    await dialog.getByRole('button', { name: 'لغو ثبت‌نام' }).click();
    await expect(page.getByTestId('cancel-notice')).toBeVisible();
    await expect(page.getByTestId('ticket')).toHaveCount(2);
    await shoot(page, 'done', width);

    // In English: left to right.
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
    await page.goto('/profile/workshops');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await appRunning(page);
    await page.getByRole('button', { name: /^Cancel registration: / }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel registration' }).click();
    await expect(page.getByRole('dialog').getByText(/Sheba/).first()).toBeVisible();
    await page.waitForTimeout(300);
    await shoot(page, 'dialog-en', width, { fullPage: false });

    // The console: the refunds to pay.
    const answer = await request.post('/api/token/access/', { data: ADMIN });
    const admin = (await answer.json()) as { access: string; refresh: string };
    const organiser = await browser.newContext({ locale: 'fa-IR', timezoneId: 'Asia/Tehran', viewport: { width, height } });
    await setSessionCookies(organiser, baseURL!, { access: admin.access, refresh: admin.refresh, phone: ADMIN.phone_number });
    const console = await organiser.newPage();
    console.on('pageerror', (err) => errors.push(err.message));
    await console.goto('/admin/refunds');
    await appRunning(console);
    await expect(console.getByRole('heading', { level: 1, name: 'بازگشت وجه‌ها' })).toBeVisible();
    await expect(console.locator('[aria-busy="true"]')).toHaveCount(0);
    // On a phone the table is cards: the first visible one.
    await expect(console.getByTestId('refund-iban').locator('visible=true').first()).toBeVisible();
    await shoot(console, 'admin-refunds', width);

    await console.getByRole('button', { name: /^پرداخت شد: / }).locator('visible=true').first().click();
    await expect(console.getByRole('dialog', { name: 'واریز به شبا انجام شد؟' })).toBeVisible();
    await shoot(console, 'admin-confirm', width, { fullPage: false });
    await organiser.close();

    expect(errors).toEqual([]);
  });
}
