import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { setSessionCookies, uniquePhone } from './helpers';
import { demoPresentation } from './money-helpers';

/**
 * Not a check but a camera: the console's complimentary seats (the form, its errors, the full-session
 * offer, the list, the withdraw dialog), the dashboard's guest and door figures, and the badges'
 * controls, at phone and desktop widths. Runs only with SCREENSHOTS=1, with the console journeys (its
 * name): it gives demo seats and grows a session's capacity, which the programme journeys would see.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = process.env.SCREENSHOT_DIR ?? path.resolve(here, '../../../screenshots');
const widths = [390, 1366];
const ADMIN = { phone_number: '09120000001', password: 'Admin-Fest-1405' };

test.skip(!process.env.SCREENSHOTS, 'screenshots are taken only with SCREENSHOTS=1');
test.beforeAll(() => fs.mkdirSync(outDir, { recursive: true }));

async function shoot(page: Page, name: string, width: number, fullPage = true) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState('networkidle');
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(outDir, `complimentary-${name}-${width}.png`), fullPage, animations: 'disabled' });
}

async function visit(page: Page, url: string, heading: string | RegExp) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe.configure({ mode: 'serial' });

for (const width of widths) {
  test(`complimentary seats and badges at ${width}px`, async ({ page, context, request, baseURL }) => {
    test.setTimeout(180_000);
    const answer = await request.post('/api/token/access/', { data: ADMIN });
    const tokens = (await answer.json()) as { access: string; refresh: string };
    const admin = { Authorization: `Bearer ${tokens.access}` };
    await setSessionCookies(context, baseURL!, { access: tokens.access, refresh: tokens.refresh, phone: ADMIN.phone_number });
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });

    // Seats to show: a presenter's, the press's (withdrawn), one beyond the capacity.
    const [kernel, rust] = await Promise.all([demoPresentation(request, 'How the Linux Kernel'), demoPresentation(request, 'Rust in the Linux Kernel')]);
    const give = async (id: number, body: Record<string, unknown>) => {
      const res = await request.post(`/api/admin/presentations/${id}/complimentary/`, { headers: admin, data: body });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()) as { payment_id: number };
    };
    await give(kernel.id, { phone_number: uniquePhone(), first_name: 'پریسا', last_name: 'نوروزی', note: 'ارائه‌دهندهٔ نشست' });
    const press = await give(rust.id, { phone_number: uniquePhone(), first_name: 'کامران', last_name: 'صادقی', note: 'خبرنگار روزنامهٔ فناوری' });
    await request.post(`/api/admin/payments/${press.payment_id}/refund/`, { headers: admin, data: { method: 'manual', note: 'نیامد' } });
    await give(kernel.id, { phone_number: uniquePhone(), first_name: 'امید', last_name: 'حامی‌پور', note: 'حامی طلایی', beyond_capacity: true });

    await visit(page, '/admin/complimentary', 'صندلی‌های مهمان');
    await shoot(page, 'page', width);
    const form = page.getByRole('form', { name: 'دادن صندلی مهمان' });
    await form.getByRole('button', { name: 'دادن صندلی' }).click();
    await shoot(page, 'form-errors', width);

    // A full session, imitated: the demo's sessions have room.
    await form.getByLabel('نشست', { exact: true }).selectOption({ label: kernel.fa_title });
    await form.getByLabel('شمارهٔ موبایل مهمان').fill('09121234567');
    await form.getByLabel('نام', { exact: true }).fill('نیلوفر');
    await form.getByLabel('نام خانوادگی').fill('اکبری');
    await page.route(/\/complimentary\/$/, (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 400, json: { detail: 'ظرفیت تکمیل است.', code: 'CAPACITY_FULL' } }) : route.fallback(),
    );
    await form.getByRole('button', { name: 'دادن صندلی' }).click();
    await expect(page.getByTestId('capacity-full')).toBeVisible();
    await page.getByTestId('capacity-full').scrollIntoViewIfNeeded();
    await shoot(page, 'capacity-full', width, false);
    await page.unroute(/\/complimentary\/$/);

    await visit(page, '/admin/complimentary', 'صندلی‌های مهمان');
    await page.getByRole('button', { name: /^پس گرفتن صندلی مهمان پریسا/ }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'پس گرفتن صندلی' }).click();
    await page.screenshot({ path: path.join(outDir, `complimentary-withdraw-${width}.png`), animations: 'disabled' });
    await page.keyboard.press('Escape');

    await visit(page, '/admin', 'پیشخوان');
    await shoot(page, 'dashboard', width);
    await visit(page, '/admin/payments', 'پرداخت‌ها');
    await shoot(page, 'payments', width);
    await visit(page, '/admin/presentations', 'ارائه‌ها و کارگاه‌ها');
    await page.getByRole('region', { name: 'کارت‌های شناسایی' }).scrollIntoViewIfNeeded();
    await shoot(page, 'badges-panel', width, false);
    await visit(page, `/admin/presentations/${kernel.id}/attendees`, /شرکت‌کنندگان/);
    await shoot(page, 'attendees', width, false);
  });
}
