import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { setSessionCookies, signUpAndSignIn } from './helpers';
import { answerAtBank, demoPresentation } from './money-helpers';

/**
 * Not a check but a camera: every page of the organiser console (and its dialogs) at phone and
 * desktop widths, saved for a person to look at. Runs only with SCREENSHOTS=1.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = process.env.SCREENSHOT_DIR ?? path.resolve(here, '../../../screenshots');
const widths = [390, 1280];
const ADMIN = { phone_number: '09120000001', password: 'Admin-Fest-1405' };

test.skip(!process.env.SCREENSHOTS, 'screenshots are taken only with SCREENSHOTS=1');
test.beforeAll(() => fs.mkdirSync(outDir, { recursive: true }));

async function shoot(page: Page, name: string, width: number) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(outDir, `console-${name}-${width}.png`), fullPage: true, animations: 'disabled' });
}

/** A page of the console once its heading (and its table, if any) is there. */
async function visit(page: Page, url: string, heading: string | RegExp) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

for (const width of widths) {
  test(`console pages at ${width}px`, async ({ page, browser, context, request, baseURL }) => {
    test.setTimeout(360_000);
    // A sale to show: a visitor buys the Docker workshop and a mug through the sandbox bank.
    const buyer = await browser.newContext({ baseURL, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
    const { tokens: visitor } = await signUpAndSignIn(request, buyer, baseURL!);
    const docker = await demoPresentation(request, 'Docker');
    const mug = ((await (await request.get('/api/accessory/')).json()) as Array<{ id: number; name: string }>).find((a) => a.name === 'ماگ جشنواره');
    const headers = { Authorization: `Bearer ${visitor.access}` };
    expect((await request.post(`/api/presentations/${docker.id}/add_participation/`, { headers })).status()).toBe(201);
    const start = (await (await request.post('/api/payments/pay_all/', { headers, data: { coupon: 'WORKSHOP50', accessories: [mug!.id] } })).json()) as { payment_url: string };
    const bank = await buyer.newPage();
    await bank.goto(start.payment_url);
    await answerAtBank(bank, 'پرداخت');

    const answer = await request.post('/api/token/access/', { data: ADMIN });
    const tokens = (await answer.json()) as { access: string; refresh: string };
    await setSessionCookies(context, baseURL!, { access: tokens.access, refresh: tokens.refresh, phone: ADMIN.phone_number });
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });

    await visit(page, '/admin', 'پیشخوان');
    await shoot(page, 'dashboard', width);
    await visit(page, '/admin/presentations', 'ارائه‌ها و کارگاه‌ها');
    await shoot(page, 'presentations', width);
    await visit(page, `/admin/presentations/${docker.id}`, /ویرایش/);
    await shoot(page, 'presentation-edit', width);
    await visit(page, '/admin/presentations/new', 'ارائهٔ تازه');
    await page.getByRole('button', { name: 'ذخیره' }).click();
    await shoot(page, 'presentation-new-errors', width);
    await visit(page, `/admin/presentations/${docker.id}/attendees`, /شرکت‌کنندگان/);
    await shoot(page, 'attendees', width);

    for (const [url, heading, name, newButton] of [
      ['/admin/presenters', 'ارائه‌دهندگان', 'presenters', 'ارائه‌دهندهٔ تازه'],
      ['/admin/tags', 'برچسب‌ها', 'tags', 'برچسب تازه'],
      ['/admin/coupons', 'کدهای تخفیف', 'coupons', 'کد تخفیف تازه'],
      ['/admin/accessories', 'اقلام جانبی', 'accessories', 'قلم تازه'],
      ['/admin/faq', 'پرسش‌های متداول', 'faq', 'پرسش تازه'],
      ['/admin/staff', 'تیم برگزاری', 'staff', 'عضو تازه'],
    ] as const) {
      await visit(page, url, heading);
      await shoot(page, name, width);
      await page.getByRole('button', { name: newButton }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: path.join(outDir, `console-${name}-form-${width}.png`), animations: 'disabled' });
      await page.keyboard.press('Escape');
    }
    await visit(page, '/admin/coupons', 'کدهای تخفیف');
    await page.getByRole('button', { name: 'استفاده‌ها' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: path.join(outDir, `console-coupon-uses-${width}.png`), animations: 'disabled' });

    await visit(page, '/admin/settings', 'تنظیمات جشنواره');
    await shoot(page, 'settings', width);
    await visit(page, '/admin/users', 'کاربران');
    await shoot(page, 'users', width);
    await page.getByRole('combobox', { name: /نقش/ }).first().selectOption('door');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: path.join(outDir, `console-role-change-${width}.png`), animations: 'disabled' });
    await page.keyboard.press('Escape');

    await visit(page, '/admin/payments', 'پرداخت‌ها');
    await shoot(page, 'payments', width);
    await page.getByRole('link', { name: /پرداخت #/ }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: /پرداخت #/ })).toBeVisible();
    await shoot(page, 'payment', width);
    await page.getByRole('button', { name: 'بازگشت وجه' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: path.join(outDir, `console-refund-${width}.png`), animations: 'disabled' });
    // A part of it by hand: the mug alone, with a note.
    await dialog.getByRole('radio', { name: /^دستی/ }).check();
    await dialog.getByRole('checkbox', { name: new RegExp(docker.fa_title) }).uncheck();
    await dialog.getByLabel('یادداشت').fill('کارت به کارت، پیگیری ۴۴۲۱');
    await page.screenshot({ path: path.join(outDir, `console-refund-manual-${width}.png`), animations: 'disabled' });
    await dialog.getByRole('button', { name: 'بازگشت وجه' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status')).toContainText('بازگشت داده شد');
    await shoot(page, 'payment-refunds', width);
    // What the buyer sees of it: the payment partly refunded.
    await bank.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await bank.goto('/profile/billing');
    await expect(bank.getByText('بخشی بازگردانده شد')).toBeVisible();
    await shoot(bank, 'billing-partly-refunded', width);
    await bank.getByTestId('payments').getByRole('button').first().click();
    await expect(bank.getByRole('dialog')).toBeVisible();
    await bank.screenshot({ path: path.join(outDir, `console-billing-partly-refunded-detail-${width}.png`), animations: 'disabled' });
    await buyer.close();
    await page.getByRole('button', { name: 'بازگشت وجه' }).click();
    await expect(dialog).toBeVisible();
    await page.screenshot({ path: path.join(outDir, `console-refund-rest-${width}.png`), animations: 'disabled' });
    await page.keyboard.press('Escape');

    await visit(page, '/admin/refunds', 'بازگشت وجه‌ها');
    await shoot(page, 'refunds', width);
    // The sandbox bank never loses an answer, so a PENDING refund is drawn from an imitated list.
    const admin = { Authorization: `Bearer ${tokens.access}` };
    const [latest] = ((await (await request.get('/api/admin/refunds/', { headers: admin })).json()) as { results: Array<Record<string, unknown>> }).results;
    await page.route(/\/api\/admin\/refunds\/\?.*state=PENDING/, (route) =>
      route.fulfill({ json: { count: 1, results: [{ ...latest, method: 'gateway', state: 'PENDING', note: '', done_at: null }] } }),
    );
    await visit(page, '/admin/refunds', 'بازگشت وجه‌ها');
    await shoot(page, 'refunds-pending', width);
    await page.unroute(/\/api\/admin\/refunds\/\?.*state=PENDING/);

    await visit(page, '/admin/audit', 'گزارش تغییرات');
    await shoot(page, 'audit', width);

    await page.goto('/');
    if (width < 600) await page.getByRole('button', { name: 'باز کردن منو' }).click();
    else await page.getByRole('banner').getByRole('button', { name: /مدیر/ }).click();
    await page.screenshot({ path: path.join(outDir, `console-header-menu-${width}.png`), animations: 'disabled' });
  });
}
