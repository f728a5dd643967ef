import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { setSessionCookies } from './helpers';

/**
 * Next year's festival: an organiser opens edition 1406, copies 1405's settings into it, adds a
 * workshop to it while 1405 is still current, and makes it current; a visitor who bought in 1405 then
 * sees 1406's programme at home, still has 1405's ticket, and browses 1405 in the archive. It makes
 * another edition current, so it runs after every other journey (playwright.config.ts).
 */
const ADMIN = { phone_number: '09120000001', password: 'Admin-Fest-1405' };
const VISITOR = { phone_number: '09120000000', password: 'LinuxFest1405' };
const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = process.env.SCREENSHOT_DIR ?? path.resolve(here, '../../../screenshots');

async function signedIn(browser: Browser, request: APIRequestContext, baseURL: string, who: typeof ADMIN, width = 1280): Promise<Page> {
  const answer = await request.post('/api/token/access/', { data: who });
  expect(answer.status(), await answer.text()).toBe(200);
  const tokens = (await answer.json()) as { access: string; refresh: string };
  const context = await browser.newContext({ locale: 'fa-IR', timezoneId: 'Asia/Tehran', viewport: { width, height: 900 } });
  await setSessionCookies(context, baseURL, { access: tokens.access, refresh: tokens.refresh, phone: who.phone_number });
  return context.newPage();
}

test('an organiser opens 1406 from 1405 and makes it current; a 1405 buyer finds 1405 in the archive', async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const admin = await signedIn(browser, request, baseURL!, ADMIN);
  const title = `کارگاه نخست ۱۴۰۶ ${String(Date.now()).slice(-5)}`;

  // A new edition: listed, not current.
  await admin.goto('/admin/editions');
  await admin.getByRole('button', { name: 'دورهٔ تازه' }).click();
  const form = admin.getByRole('dialog');
  await form.getByLabel('نام دوره').fill('جشنواره لینوکس ۱۴۰۶');
  await form.getByLabel('نشانی کوتاه').fill('1406');
  await form.getByRole('button', { name: 'ذخیره' }).click();
  const next = admin.getByRole('listitem').filter({ hasText: 'جشنواره لینوکس ۱۴۰۶' });
  await expect(next).toContainText('بایگانی یا در حال آماده شدن');

  // Last year's settings, FAQ, staff, tags and accessories, copied into it.
  await next.getByRole('button', { name: 'رونوشت از دورهٔ دیگر' }).click();
  const copy = admin.getByRole('dialog');
  await copy.getByLabel('از دورهٔ').selectOption({ label: 'جشنواره لینوکس ۱۴۰۵' });
  await copy.getByRole('button', { name: 'رونوشت از دورهٔ دیگر' }).click();
  await expect(copy).toBeHidden();
  const faq1405 = (await (await request.get('/api/faq/')).json()) as unknown[];
  expect(((await (await request.get('/api/faq/?edition=1406')).json()) as unknown[]).length).toBe(faq1405.length);

  // Its own facts: the settings page picks 1406, and its venue is 1406's alone.
  await admin.goto('/admin/settings');
  await admin.getByLabel('دوره').selectOption('1406');
  await expect(admin).toHaveURL(/\/admin\/settings\?edition=1406$/);
  await expect(admin.getByLabel('نام جشنواره', { exact: true })).toHaveValue('جشنواره لینوکس ۱۴۰۶');
  await admin.getByRole('textbox', { name: 'محل برگزاری', exact: true }).fill('تالار همایش‌های ۱۴۰۶');
  await admin.getByRole('button', { name: 'ذخیره' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'ذخیره شد.' })).toBeVisible();
  expect(((await (await request.get('/api/festival/?edition=1406')).json()) as { venue: string }).venue).toBe('تالار همایش‌های ۱۴۰۶');
  expect(((await (await request.get('/api/festival/')).json()) as { venue: string }).venue).not.toBe('تالار همایش‌های ۱۴۰۶');

  // Its first workshop, added while 1405 is current: in 1406's programme, not in the public one.
  await admin.goto('/admin/editions');
  await next.getByRole('link', { name: 'برنامهٔ این دوره' }).click();
  await expect(admin).toHaveURL(/\/admin\/presentations\?edition=1406/);
  await expect(admin.getByLabel('دوره')).toHaveValue('1406');
  await admin.getByRole('link', { name: 'ارائهٔ تازه' }).click();
  await admin.getByLabel('عنوان فارسی').fill(title);
  await admin.getByLabel('عنوان انگلیسی').fill('First workshop of 1406');
  for (const [legend, hour] of [['آغاز', '10'], ['پایان', '12']] as const) {
    const group = admin.getByRole('group', { name: legend, exact: true });
    await group.getByLabel('سال').fill('1406');
    await group.getByLabel('ماه').selectOption({ label: 'بهمن' });
    await group.getByLabel('روز').selectOption('20');
    await group.getByLabel('ساعت').selectOption(hour);
    await group.getByLabel('دقیقه').selectOption('00');
  }
  await admin.getByLabel('ظرفیت').fill('20');
  await admin.getByLabel('هزینه (تومان)').fill('150000');
  await admin.getByRole('button', { name: 'ذخیره' }).click();
  await expect(admin).toHaveURL(/\/admin\/presentations\/\d+$/);
  const titles = async (url: string) => ((await (await request.get(url)).json()) as { fa_title: string }[]).map((p) => p.fa_title);
  expect(await titles('/api/presentations/all/?edition=1406')).toEqual([title]);
  expect(await titles('/api/presentations/all/')).not.toContain(title);

  // Made current, after the organiser confirms.
  await admin.goto('/admin/editions');
  await next.getByRole('button', { name: 'جاری کردن' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'جاری کردن' }).click();
  await expect(next).toContainText('دورهٔ جاری');
  const editions = (await (await request.get('/api/editions/')).json()) as { slug: string; is_current: boolean }[];
  expect(editions.find((e) => e.is_current)?.slug).toBe('1406');

  // The visitor who bought 1405's online Rust talk: 1406's programme at home, 1405's ticket kept.
  for (const width of [390, 1366]) {
    const visitor = await signedIn(browser, request, baseURL!, VISITOR, width);
    await visitor.goto('/');
    await expect(visitor.getByRole('main')).toContainText(title);
    // The site is named after the current edition.
    await expect(visitor.getByRole('banner')).toContainText('جشنواره لینوکس ۱۴۰۶');
    await visitor.goto('/profile/tickets');
    await expect(visitor.getByRole('main')).toContainText('Rust در کرنل لینوکس');

    // The profile by edition, newest first: 1405's registrations and payments, then 1404's.
    const shot = async (name: string) => {
      if (!process.env.SCREENSHOTS) return;
      fs.mkdirSync(outDir, { recursive: true });
      await visitor.screenshot({ path: path.join(outDir, `editions-${name}-${width}.png`), fullPage: true });
    };
    for (const [url, list, lastYear] of [
      ['/profile/workshops', 'my-workshops', 'کارگاه SELinux از صفر'],
      ['/profile/billing', 'payments', 'کارگاه SELinux از صفر'],
    ] as const) {
      await visitor.goto(url);
      await expect(visitor.getByTestId(list).getByRole('heading', { level: 2 })).toHaveText(['جشنواره لینوکس ۱۴۰۵', 'جشنواره لینوکس ۱۴۰۴']);
      if (list === 'my-workshops') {
        await expect(visitor.getByRole('region', { name: 'جشنواره لینوکس ۱۴۰۵' })).toContainText('Rust در کرنل لینوکس');
        await expect(visitor.getByRole('region', { name: 'جشنواره لینوکس ۱۴۰۴' })).toContainText(lastYear);
        // A registration of an archived edition opens its archived page.
        await expect(visitor.getByRole('region', { name: 'جشنواره لینوکس ۱۴۰۴' }).getByRole('link', { name: lastYear })).toHaveAttribute('href', /^\/archive\/1404\/workshop\/\d+$/);
      } else {
        await expect(visitor.getByRole('region', { name: 'جشنواره لینوکس ۱۴۰۴' }).getByRole('button').first()).toBeVisible();
      }
      await shot(list);
    }

    // The archive, from the footer: 1405's programme and one of its sessions, read-only.
    await visitor.goto('/');
    await visitor.getByRole('contentinfo').getByRole('link', { name: 'دوره‌های گذشته' }).click();
    await expect(visitor).toHaveURL('/archive');
    await visitor.getByRole('main').getByRole('link', { name: 'جشنواره لینوکس ۱۴۰۵' }).click();
    await expect(visitor).toHaveURL('/archive/1405');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('برنامهٔ جشنواره لینوکس ۱۴۰۵');
    await expect(visitor.getByRole('note')).toContainText('ثبت‌نام آن بسته شده است');
    if (process.env.SCREENSHOTS) {
      fs.mkdirSync(outDir, { recursive: true });
      await visitor.screenshot({ path: path.join(outDir, `editions-archive-${width}.png`), fullPage: true });
    }
    // A presenter of 1405 who also spoke in 1404 links to her entry there.
    await visitor.getByRole('navigation', { name: 'بخش‌های این دوره' }).getByRole('link', { name: 'ارائه‌دهندگان' }).click();
    await expect(visitor).toHaveURL('/archive/1405/presenters');
    const sara = visitor.getByRole('article', { name: 'سارا محمدی' });
    await sara.getByRole('link', { name: 'جشنواره لینوکس ۱۴۰۴' }).click();
    await expect(visitor).toHaveURL(/\/archive\/1404\/presenters#presenter-\d+$/);
    await expect(visitor.getByRole('article', { name: 'سارا محمدی' })).toContainText('کارگاه SELinux از صفر');
    await shot('presenters');
    await visitor.goBack();
    await visitor.getByRole('navigation', { name: 'بخش‌های این دوره' }).getByRole('link', { name: 'کارگاه‌ها' }).click();
    await visitor.getByRole('link', { name: /Rust در کرنل لینوکس/ }).first().click();
    await expect(visitor).toHaveURL(/\/archive\/1405\/workshop\/\d+$/);
    await expect(visitor.getByTestId('booking-action')).toContainText('ثبت‌نام');
    await expect(visitor.getByRole('note')).toContainText('جشنواره لینوکس ۱۴۰۵');
    if (process.env.SCREENSHOTS) await visitor.screenshot({ path: path.join(outDir, `editions-archived-session-${width}.png`), fullPage: true });
    await visitor.context().close();
  }
});
