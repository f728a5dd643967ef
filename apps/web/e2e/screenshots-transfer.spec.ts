import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { appRunning, signUpAndSignIn, uniquePhone } from './helpers';
import { buyAtBank, demoPresentation } from './money-helpers';

/**
 * Not a check but a camera: a visitor giving a registration to another phone at phone and desktop
 * widths ("my workshops" with the button, the dialog, a phone refused, the confirmation, the notice
 * after; the dialog in English, left to right; the transfer and cancel dialogs on a short screen, their
 * bodies scrolled with the buttons in sight). Saved to /work/main/screenshots (git-ignored) for a
 * person to look at. Runs only with SCREENSHOTS=1.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = process.env.SCREENSHOT_DIR ?? path.resolve(here, '../../../screenshots');
const widths = [390, 1366];

test.skip(!process.env.SCREENSHOTS, 'screenshots are taken only with SCREENSHOTS=1');
test.beforeAll(() => fs.mkdirSync(outDir, { recursive: true }));

async function shoot(page: Page, name: string, width: number, { fullPage = true } = {}) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(outDir, `transfer-${name}-${width}.png`), fullPage, animations: 'disabled' });
}

/** One part of the page, at the size a person sees it (a full page at 390 px is too long to read). */
async function shootPart(part: Locator, name: string, width: number) {
  await part.screenshot({ path: path.join(outDir, `transfer-${name}-${width}.png`), animations: 'disabled' });
}

for (const width of widths) {
  test(`giving a registration to another phone at ${width}px`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(240_000);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    const height = width < 600 ? 844 : 900;
    await page.setViewportSize({ width, height });
    const { tokens } = await signUpAndSignIn(request, context, baseURL!);
    await buyAtBank(request, context, tokens.access, ['Linux Command Line', 'Professional Bash']);
    const basics = await demoPresentation(request, 'Linux Command Line');

    await page.goto('/profile/workshops');
    await appRunning(page);
    await expect(page.getByTestId('ticket')).toHaveCount(2);
    await shoot(page, 'workshops', width);
    await shootPart(page.getByTestId('my-workshops').locator('article').first(), 'registration', width);

    await page.getByRole('button', { name: `واگذاری به دیگری: ${basics.fa_title}` }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await shoot(page, 'dialog', width, { fullPage: false });

    const phone = dialog.getByLabel('شمارهٔ موبایل گیرنده');
    await phone.fill('۰۲۱ ۱۲۳۴ ۵۶۷۸');
    await dialog.getByRole('button', { name: 'ادامه' }).click();
    await expect(dialog.getByText(/این شمارهٔ موبایل ایران نیست/)).toBeVisible();
    await shoot(page, 'dialog-error', width, { fullPage: false });

    // A new phone each time (a phone that holds it already is refused), typed in Persian digits with spaces.
    const recipient = uniquePhone();
    await phone.fill(`${recipient.slice(0, 4)} ${recipient.slice(4, 7)} ${recipient.slice(7)}`.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d))));
    await dialog.getByRole('button', { name: 'ادامه' }).click();
    await expect(dialog.getByTestId('transfer-question')).toBeVisible();
    await shoot(page, 'confirm', width, { fullPage: false });

    await dialog.getByRole('button', { name: 'بله، واگذار شود' }).click();
    await expect(page.getByTestId('transfer-notice')).toBeVisible();
    await expect(page.getByTestId('ticket')).toHaveCount(1);
    await shoot(page, 'done', width);
    await shootPart(page.locator('main section').first(), 'done-part', width);

    // A short screen (a phone with its keyboard open): the bodies scroll, the buttons stay in sight.
    if (width < 600) {
      await page.setViewportSize({ width, height: 520 });
      await page.getByRole('button', { name: /^واگذاری به دیگری: / }).first().click();
      await expect(page.getByRole('dialog', { name: 'واگذاری ثبت‌نام به دیگری' })).toBeVisible();
      await shoot(page, 'dialog-short', width, { fullPage: false });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /^لغو ثبت‌نام / }).first().click();
      await expect(page.getByRole('dialog', { name: 'لغو ثبت‌نام' })).toBeVisible();
      await shoot(page, 'cancel-short', width, { fullPage: false });
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width, height });
    }

    // In English: left to right.
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
    await page.goto('/profile/workshops');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await appRunning(page);
    await page.getByRole('button', { name: /^Give to someone else: / }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByLabel('Recipient’s mobile number').fill('0912 345 6789');
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('dialog').getByTestId('transfer-question')).toBeVisible();
    await shoot(page, 'confirm-en', width, { fullPage: false });

    expect(errors).toEqual([]);
  });
}
