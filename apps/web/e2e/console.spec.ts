import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { makePng, setSessionCookies, signUpAndSignIn, toast } from './helpers';
import { answerAtBank, latinDigits } from './money-helpers';

/**
 * The organiser console's journey, against the real API and the sandbox bank: an admin of the demo
 * festival creates a workshop with a poster and a coupon; a visitor finds it and buys it with the
 * coupon and a mug; the admin sees the sale, exports the attendees, refunds the mug by hand (a part of
 * the payment) and then the rest; the seat is free again and the visitor's billing says so at each step.
 * Between the sale and the refunds the admin texts the workshop's attendees from the festival's message page.
 */
const ADMIN = { phone_number: '09120000001', password: 'Admin-Fest-1405' };

async function adminPage(browser: Browser, request: APIRequestContext, baseURL: string): Promise<Page> {
  const answer = await request.post('/api/token/access/', { data: ADMIN });
  expect(answer.status(), await answer.text()).toBe(200);
  const tokens = (await answer.json()) as { access: string; refresh: string };
  const context = await browser.newContext({ locale: 'fa-IR', timezoneId: 'Asia/Tehran', viewport: { width: 1280, height: 800 } });
  await setSessionCookies(context, baseURL, { access: tokens.access, refresh: tokens.refresh, phone: ADMIN.phone_number });
  return context.newPage();
}

const revenueTotal = async (page: Page) => Number(latinDigits((await page.getByTestId('revenue-total').textContent()) ?? '').replace(/\D/g, '') || 0);

test('an admin sells a new workshop with a coupon, sees the sale, exports the attendees and refunds it in two parts', async ({ browser, page, context, request, baseURL }) => {
  test.setTimeout(180_000);
  const admin = await adminPage(browser, request, baseURL!);
  const run = String(Date.now()).slice(-6);
  const title = `کارگاه آزمایشی کنسول ${run}`;
  const code = `CONSOLE${run}`;

  // The console is offered in the header's menu, and opens on the dashboard.
  await admin.goto('/');
  await admin.getByRole('banner').getByRole('button', { name: /مدیر/ }).click();
  await admin.getByRole('link', { name: 'پنل برگزارکننده' }).click();
  await expect(admin).toHaveURL('/admin');
  await expect(admin.getByRole('heading', { level: 1, name: 'پیشخوان' })).toBeVisible();
  const revenueBefore = await revenueTotal(admin);

  // A workshop with a poster, a date in the Persian calendar (Tehran time), 10 seats at 200 000.
  await admin.getByRole('navigation', { name: 'بخش‌های پنل برگزارکننده' }).getByRole('link', { name: 'ارائه‌ها و کارگاه‌ها' }).click();
  await admin.getByRole('link', { name: 'ارائهٔ تازه' }).click();
  await admin.getByLabel('عنوان فارسی').fill(title);
  await admin.getByLabel('عنوان انگلیسی').fill(`Console test workshop ${run}`);
  for (const [legend, hour, minute] of [['آغاز', '10', '00'], ['پایان', '12', '30']] as const) {
    const group = admin.getByRole('group', { name: legend, exact: true });
    await group.getByLabel('سال').fill('1406');
    await group.getByLabel('ماه').selectOption({ label: 'اردیبهشت' });
    await group.getByLabel('روز').selectOption('10');
    await group.getByLabel('ساعت').selectOption(hour);
    await group.getByLabel('دقیقه').selectOption(minute);
  }
  await admin.getByLabel('ظرفیت').fill('10');
  await admin.getByLabel('هزینه (تومان)').fill('200000');
  await admin.getByLabel('سالن / اتاق', { exact: true }).fill('سالن ۲');
  await admin.getByLabel('پوستر').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: makePng(120, 160) });
  await expect(admin.getByRole('img', { name: 'پیش‌نمایش تصویر' })).toHaveAttribute('src', /^blob:/);
  await admin.getByRole('button', { name: 'ذخیره' }).click();
  await expect(admin).toHaveURL(/\/admin\/presentations\/\d+$/);
  const id = Number(/(\d+)$/.exec(admin.url())?.[1]);
  await expect(admin.getByRole('img', { name: 'پیش‌نمایش تصویر' })).toHaveAttribute('src', /\/media\//);

  // Stored in UTC: 10:00 on 10 Ordibehesht 1406 in Tehran is 06:30 UTC on 30 April 2027.
  const stored = (await (await request.get(`/api/presentations/${id}`)).json()) as { start: string; remained_capacity: number; morkopoloyor: string };
  expect(stored.start).toBe('2027-04-30T06:30:00.000Z');
  expect(stored.remained_capacity).toBe(10);
  expect(stored.morkopoloyor).toMatch(/^\/media\//);

  // A coupon for this workshop only: 25 % off, 5 uses.
  await admin.getByRole('navigation', { name: 'بخش‌های پنل برگزارکننده' }).getByRole('link', { name: 'کدهای تخفیف' }).click();
  await admin.getByRole('button', { name: 'کد تخفیف تازه' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel('کد', { exact: true }).fill(code);
  await dialog.getByLabel('درصد تخفیف').fill('25');
  await dialog.getByLabel('سقف استفاده').fill('5');
  await dialog.getByRole('group', { name: 'ارائه‌های مشمول' }).getByText(title).click();
  await dialog.getByRole('button', { name: 'ذخیره' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByRole('table').getByText(code)).toBeVisible();

  // A visitor finds it on /workshops and buys it with the coupon through the sandbox bank.
  await signUpAndSignIn(request, context, baseURL!);
  await page.goto('/workshops');
  await page.getByRole('link', { name: new RegExp(title) }).first().click();
  await expect(page).toHaveURL(`/workshop/${id}`);
  await page.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
  await expect(page.getByText('در سبد خرید', { exact: true })).toBeVisible();
  await page.goto('/profile/cart/list');
  await page.getByRole('checkbox', { name: /ماگ جشنواره/ }).check();
  await page.getByRole('textbox', { name: 'کد تخفیف' }).fill(code);
  await page.getByRole('button', { name: 'اعمال' }).click();
  // The coupon is for this workshop only: 200 000 less 25 %, and the mug's 180 000 in full.
  await expect(page.getByTestId('cart-payable')).toHaveText('۳۳۰٬۰۰۰ تومان');
  await page.getByRole('link', { name: 'ادامه و انتخاب روش پرداخت' }).click();
  await page.getByRole('button', { name: 'پرداخت ۳۳۰٬۰۰۰ تومان' }).click();
  await answerAtBank(page, 'پرداخت');
  await expect(page.getByTestId('payment-verdict')).toHaveAttribute('data-state', 'COMPLETED');

  // The admin sees the sale on the dashboard: the revenue and the workshop's bar.
  await admin.getByRole('navigation', { name: 'بخش‌های پنل برگزارکننده' }).getByRole('link', { name: 'پیشخوان' }).click();
  await expect.poll(() => revenueTotal(admin)).toBe(revenueBefore + 330_000);
  await expect(admin.getByRole('figure', { name: 'صندلی‌های فروخته‌شده به تفکیک ارائه' }).getByRole('listitem').filter({ hasText: title })).toContainText('۱');

  // The attendee list has the buyer; the CSV export downloads with them in it.
  await admin.goto(`/admin/presentations/${id}/attendees`);
  const visitorPhone = (await context.cookies()).find((c) => c.name === 'phone_number')?.value ?? '';
  await expect(admin.getByRole('table')).toContainText(visitorPhone.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d))));
  const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'دریافت CSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`attendees-${id}.csv`);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain(visitorPhone);

  // A message to the workshop's attendees from the festival's message page: previewed (the buyer alone), sent, texted.
  await admin.getByRole('navigation', { name: 'بخش‌های پنل برگزارکننده' }).getByRole('link', { name: 'پیام به جشنواره' }).click();
  const note = `کارگاه ${run} فردا در سالن ۲ برگزار می‌شود.`;
  await admin.getByLabel('متن پیام').fill(note);
  await admin.getByRole('radio', { name: /شرکت‌کنندگان یک نشست/ }).check();
  await admin.getByLabel('نشست', { exact: true }).selectOption({ label: title });
  await admin.getByRole('button', { name: 'پیش‌نمایش گیرندگان' }).click();
  const reached = admin.getByRole('status', { name: 'این پیام به چه کسانی می‌رسد' });
  await expect(reached.getByText('همهٔ گیرندگان').locator('xpath=following-sibling::dd[1]')).toHaveText('۱ نفر');
  await admin.getByRole('button', { name: 'ارسال پیام' }).click();
  const sending = admin.getByRole('dialog', { name: 'ارسال پیام به جشنواره' });
  await expect(sending).toContainText('این پیام برای ۱ نفر فرستاده می‌شود');
  await sending.getByRole('button', { name: 'ارسال پیام' }).click();
  await expect(toast(admin, 'پیام برای ۱ نفر در صف ارسال قرار گرفت.')).toBeVisible();
  await expect(admin.getByLabel('متن پیام')).toHaveValue('');
  await expect
    .poll(async () => ((await (await request.get(`/_sandbox/sms/messages/?phone=${visitorPhone}`)).json()) as { text: string }[]).map((m) => m.text))
    .toContain(note);

  // The payment, found by the buyer's phone. First the mug alone, refunded by hand: the dialog offers
  // every line ticked, the organiser unticks the workshop and says how the money went back.
  await admin.goto(`/admin/payments?search=${visitorPhone}`);
  await admin.getByRole('table').getByRole('link', { name: /پرداخت #/ }).first().click();
  await admin.getByRole('button', { name: 'بازگشت وجه' }).click();
  const refund = admin.getByRole('dialog');
  await refund.getByRole('radio', { name: /^دستی/ }).check();
  await refund.getByRole('checkbox', { name: new RegExp(title) }).uncheck();
  await expect(refund).toContainText('اقلام جانبی از خریدار پس گرفته می‌شوند: ماگ جشنواره');
  await expect(refund).not.toContainText(code);
  await refund.getByLabel('یادداشت').fill('کارت به کارت، پیگیری ۴۴۲۱');
  await refund.getByRole('button', { name: 'بازگشت وجه' }).click();
  await expect(refund).toBeHidden();
  await expect(admin.getByRole('status')).toContainText('۱۸۰٬۰۰۰ تومان بازگشت داده شد (دستی)');
  const refunds = admin.getByRole('table', { name: 'بازگشت وجه‌ها' });
  await expect(refunds.getByRole('row').filter({ hasText: 'ماگ جشنواره' })).toContainText('انجام شد');
  await expect(refunds).toContainText('کارت به کارت، پیگیری ۴۴۲۱');
  await expect(admin.getByTestId('refunded-amount')).toHaveText('۱۸۰٬۰۰۰ تومان از ۳۳۰٬۰۰۰ تومان');
  await page.goto('/profile/billing');
  await expect(page.getByTestId('payments').getByText('بخشی بازگردانده شد')).toBeVisible();
  await expect(page.getByTestId('payments').getByText('۱۸۰٬۰۰۰ تومان بازگردانده شد')).toBeVisible();

  // Then the rest: only the workshop is left, and with it the whole payment (the coupon's use comes back).
  await admin.getByRole('button', { name: 'بازگشت وجه' }).click();
  await expect(refund.getByRole('checkbox')).toHaveCount(1);
  await expect(refund).toContainText(`صندلی‌ها آزاد می‌شوند و ثبت‌نام‌ها لغو می‌شوند: ${title}`);
  await expect(refund).toContainText('بلیت‌های این ثبت‌نام‌ها باطل می‌شوند');
  await expect(refund).toContainText(`یک استفاده به کد تخفیف «${code}» برمی‌گردد.`);
  await refund.getByLabel('یادداشت').fill('کارت به کارت، پیگیری ۴۴۲۲');
  await refund.getByRole('button', { name: 'بازگشت وجه' }).click();
  await expect(refund).toBeHidden();
  await expect(admin.getByRole('status')).toContainText('۱۵۰٬۰۰۰ تومان بازگشت داده شد (دستی)');
  await expect(refunds.getByRole('row')).toHaveCount(3);
  await expect(admin.locator('dl').first().getByText('بازگشت داده‌شده')).toBeVisible();

  // The seat is free again, the coupon use is back, and the visitor's billing says REFUNDED.
  const after = (await (await request.get(`/api/presentations/${id}`)).json()) as { remained_capacity: number };
  expect(after.remained_capacity).toBe(10);
  await admin.goto('/admin/coupons');
  await expect(admin.getByRole('table').getByRole('row').filter({ hasText: code })).toContainText('۰ استفاده');
  await page.goto('/profile/billing');
  await expect(page.getByText('وجه بازگردانده شد').first()).toBeVisible();
  await admin.context().close();
});

test('a visitor opening /admin gets the forbidden page and none of the console', async ({ page, context, request, baseURL }) => {
  const consoleChunks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/(AdminLayout|DashboardPage|TagsPage|messages)-/.test(r.url())) consoleChunks.push(r.url());
  });
  await page.goto('/');
  await page.goto('/workshops');
  await signUpAndSignIn(request, context, baseURL!);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'دسترسی ندارید' })).toBeVisible();
  expect(consoleChunks).toEqual([]);
});
