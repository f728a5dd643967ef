import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { appRunning, setSessionCookies, signUpAndSignIn } from './helpers';
import { buyAtBank } from './money-helpers';

/**
 * Not a check but a camera: the receipts and official invoices at phone and desktop widths: the
 * billing page at each step of an invoice (none, the form, a refused id, the notice before issuing,
 * issued), the same in English (left to right), and the console's invoices and seller settings.
 * Saved to /work/main/screenshots (git-ignored) for a person to look at. Runs only with SCREENSHOTS=1.
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
  await page.screenshot({ path: path.join(outDir, `invoices-${name}-${width}.png`), fullPage, animations: 'disabled' });
}

for (const width of widths) {
  test(`receipts and invoices at ${width}px`, async ({ page, browser, context, request, baseURL }) => {
    test.setTimeout(240_000);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    const { tokens } = await signUpAndSignIn(request, context, baseURL!);
    await buyAtBank(request, context, tokens.access, ['Docker']);
    await buyAtBank(request, context, tokens.access, ['Linux Networking', 'Kubernetes']);

    await page.goto('/profile/billing');
    await appRunning(page);
    await expect(page.getByTestId('payment-documents')).toHaveCount(2);
    await shoot(page, 'billing', width);

    const newest = page.getByTestId('payment-documents').first();
    await newest.getByRole('button', { name: 'درخواست فاکتور رسمی' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await shoot(page, 'form-person', width, { fullPage: false });

    await dialog.getByRole('radio', { name: /شخص حقوقی/ }).check();
    await dialog.getByLabel('نام شرکت یا سازمان').fill('شرکت نرم‌افزاری نمونه');
    await dialog.getByLabel('شناسه ملی', { exact: true }).fill('10380284791');
    await dialog.getByLabel('شماره ثبت (اختیاری)').focus();
    await expect(dialog.getByText(/این شناسه ملی درست نیست/)).toBeVisible();
    await shoot(page, 'form-company-error', width, { fullPage: false });

    await dialog.getByLabel('شناسه ملی', { exact: true }).fill('10380284790');
    await dialog.getByLabel('کد اقتصادی (اختیاری)').fill('411383898611');
    await dialog.getByLabel('شماره ثبت (اختیاری)').fill('12873');
    await dialog.getByLabel('کد پستی').fill('1591634311');
    await dialog.getByLabel('تلفن').fill('02188776655');
    await dialog.getByLabel('نشانی').fill('تهران، خیابان حافظ، پلاک ۱۰، طبقهٔ دوم');
    await dialog.getByRole('button', { name: 'ثبت مشخصات' }).click();
    await expect(dialog.getByRole('heading', { name: 'پیش از دریافت فاکتور' })).toBeVisible();
    await shoot(page, 'review', width, { fullPage: false });

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'صدور و دریافت فاکتور' }).click();
    await download;
    await expect(newest.getByTestId('invoice-heading')).toHaveText(/شمارهٔ/);
    await shoot(page, 'billing-issued', width);

    // In English: left to right, the other payment's form.
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
    await page.goto('/profile/billing');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await appRunning(page);
    await expect(page.getByTestId('payment-documents')).toHaveCount(2);
    await shoot(page, 'billing-en', width);
    await page.getByRole('button', { name: 'Request an official invoice' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Save the details' }).click();
    await shoot(page, 'form-en-required', width, { fullPage: false });

    // The console.
    const answer = await request.post('/api/token/access/', { data: ADMIN });
    const admin = (await answer.json()) as { access: string; refresh: string };
    const organiser = await browser.newContext({ locale: 'fa-IR', timezoneId: 'Asia/Tehran', viewport: { width, height: width < 600 ? 844 : 900 } });
    await setSessionCookies(organiser, baseURL!, { access: admin.access, refresh: admin.refresh, phone: ADMIN.phone_number });
    const console = await organiser.newPage();
    console.on('pageerror', (err) => errors.push(err.message));
    await console.goto('/admin');
    await appRunning(console);
    await console.getByRole('navigation', { name: 'بخش‌های پنل برگزارکننده' }).getByRole('link', { name: 'فاکتورها' }).click();
    await expect(console.getByRole('heading', { level: 1, name: 'فاکتورها' })).toBeVisible();
    await expect(console.locator('[aria-busy="true"]')).toHaveCount(0);
    await shoot(console, 'admin-list', width);
    await console.getByLabel('شمارهٔ پرداخت').fill('999999');
    await console.getByRole('button', { name: 'نمایش' }).click();
    await expect(console.getByRole('heading', { name: 'فاکتوری صادر نشده است' })).toBeVisible();
    await shoot(console, 'admin-list-empty', width);

    await console.getByRole('navigation', { name: 'بخش‌های پنل برگزارکننده' }).getByRole('link', { name: 'تنظیمات جشنواره' }).click();
    const seller = console.getByRole('region', { name: 'فروشنده روی رسید و فاکتور' });
    await expect(seller).toBeVisible();
    await seller.scrollIntoViewIfNeeded();
    await shoot(console, 'admin-settings', width);
    await seller.getByLabel('شناسه ملی (یا کد ملی)').fill('10380284791');
    await console.getByRole('button', { name: 'ذخیره', exact: true }).click();
    await expect(seller.getByText(/رقم کنترل درست وارد کنید/)).toBeVisible();
    await seller.scrollIntoViewIfNeeded();
    await console.screenshot({ path: path.join(outDir, `invoices-admin-settings-error-${width}.png`), animations: 'disabled' });
    await organiser.close();

    expect(errors).toEqual([]);
  });
}
