import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { doorOnPhone, fillSession, freshPhone, paidWorkshop } from './door-helpers';
import { demoPresentation } from './money-helpers';

/**
 * Not a check but a camera: the door's walk-in sale at phone and desktop widths (the door with its
 * button, the form filled, free chosen, a phone refused, the summary, the green answer, a registered
 * phone sent to the search). Saved to /work/main/screenshots (git-ignored) for a person to look at.
 * Runs only with SCREENSHOTS=1.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = process.env.SCREENSHOT_DIR ?? path.resolve(here, '../../../screenshots');
const widths = [390, 1366];

test.skip(!process.env.SCREENSHOTS, 'screenshots are taken only with SCREENSHOTS=1');
test.beforeAll(() => fs.mkdirSync(outDir, { recursive: true }));

async function shoot(page: Page, name: string, width: number) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(outDir, `walk-in-${name}-${width}.png`), animations: 'disabled' });
}

for (const width of widths) {
  test(`selling at the door at ${width}px`, async ({ browser, request, baseURL }) => {
    const workshop = await paidWorkshop(request);
    const { page } = await doorOnPhone(browser, request, baseURL!, workshop.id, width);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    const phone = freshPhone();

    await page.getByTestId('walk-in-open').scrollIntoViewIfNeeded();
    await shoot(page, 'door', width);

    await page.getByTestId('walk-in-open').click();
    const dialog = page.getByRole('dialog', { name: 'فروش حضوری' });
    await expect(dialog.getByTestId('walk-in-seats')).toHaveText(/صندلی خالی$/);
    await shoot(page, 'form-empty', width);
    await dialog.getByLabel('شماره موبایل').fill('۰۲۱ ۱۲۳۴');
    await dialog.getByLabel('نام', { exact: true }).click();
    await dialog.getByRole('button', { name: 'ادامه' }).click();
    await expect(dialog.getByText('این را خالی نگذارید.').first()).toBeVisible();
    await shoot(page, 'form-errors', width);

    await dialog.getByLabel('شماره موبایل').fill(phone);
    await dialog.getByLabel('نام', { exact: true }).fill('نیما');
    await dialog.getByLabel('نام خانوادگی').fill('حضوری‌نژاد');
    await dialog.getByText('رایگان', { exact: true }).click();
    await shoot(page, 'form-free', width);
    await dialog.getByText('نقدی', { exact: true }).click();
    await shoot(page, 'form-cash', width);
    await dialog.getByRole('button', { name: 'ادامه' }).click();
    await expect(dialog.getByTestId('walk-in-confirm')).toBeVisible();
    await shoot(page, 'confirm', width);
    await dialog.getByRole('button', { name: 'ثبت فروش و ورود' }).click();
    const result = page.getByTestId('door-result');
    await expect(result).toHaveAttribute('data-result', 'ok');
    await shoot(page, 'ok', width);
    await result.click();

    await page.getByTestId('walk-in-open').click();
    await dialog.getByLabel('شماره موبایل').fill(phone);
    await dialog.getByLabel('نام', { exact: true }).fill('نیما');
    await dialog.getByLabel('نام خانوادگی').fill('حضوری‌نژاد');
    await dialog.getByRole('button', { name: 'ادامه' }).click();
    await dialog.getByRole('button', { name: 'ثبت فروش و ورود' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await shoot(page, 'already', width);
    await dialog.getByRole('button', { name: 'پیدا کردن در جست‌وجو' }).click();
    await expect(page.getByTestId('door-search-results')).toContainText('نیما');
    await shoot(page, 'found', width);

    // A session with no seat left: red.
    // Yocto: a workshop no other journey buys.
    const yocto = await demoPresentation(request, 'Building a Custom Linux Distribution');
    await fillSession(request, yocto.id);
    await page.getByLabel('نشست').selectOption(String(yocto.id));
    await page.getByTestId('walk-in-open').click();
    await expect(dialog.getByTestId('walk-in-seats')).toHaveText('صندلی خالی نمانده است');
    await dialog.getByLabel('شماره موبایل').fill(freshPhone());
    await dialog.getByLabel('نام', { exact: true }).fill('سارا');
    await dialog.getByLabel('نام خانوادگی').fill('دیررسیده');
    await shoot(page, 'form-no-seats', width);
    await dialog.getByRole('button', { name: 'ادامه' }).click();
    await dialog.getByRole('button', { name: 'ثبت فروش و ورود' }).click();
    await expect(result).toHaveAttribute('data-kind', 'full');
    await shoot(page, 'full', width);
    await result.click();

    // Offline: the button says it needs a connection.
    await page.context().setOffline(true);
    await expect(page.getByTestId('walk-in-open')).toBeDisabled();
    await page.getByTestId('walk-in-open').scrollIntoViewIfNeeded();
    await shoot(page, 'offline', width);
    await page.context().setOffline(false);

    const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(wide).toBe(false);
    expect(errors).toEqual([]);
  });
}
