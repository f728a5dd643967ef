import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { makePng, setSessionCookies, signUpAndSignIn } from './helpers';
import { doorTokens } from './door-helpers';

/**
 * Certificates of attendance (docs/api.md, "Certificates"): a visitor buys a workshop, is checked in
 * at its door, and once it has ended finds the certificate in the profile, downloads its PDF (in
 * Persian and in English) and opens its public check page, which says valid; an organiser revokes
 * it in the console, and the check page then says revoked. With SCREENSHOTS=1, every certificate
 * screen is also saved at phone and desktop widths.
 *
 * It adds a workshop to the demo festival, so it runs with the console journeys, after the programme
 * journeys that count the workshops (playwright.config.ts).
 */
const ADMIN = { phone_number: '09120000001', password: 'Admin-Fest-1405' };
const shots = process.env.SCREENSHOTS === '1';
const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = process.env.SCREENSHOT_DIR ?? path.resolve(here, '../../../screenshots');
const widths = [390, 1366];

/**
 * The screen at each width, then back to the page's own size: the whole page, or what a dialog
 * covers (the viewport), or one part of a long page (`part`).
 */
async function shootWidths(page: Page, name: string, what: { dialog?: boolean; part?: Locator } = {}) {
  if (!shots) return;
  fs.mkdirSync(outDir, { recursive: true });
  const own = page.viewportSize()!;
  for (const width of widths) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    const file = path.join(outDir, `certificates-${name}-${width}.png`);
    if (what.part) await what.part.screenshot({ path: file, animations: 'disabled' });
    else {
      if (!what.dialog) await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: file, fullPage: !what.dialog, animations: 'disabled' });
    }
  }
  await page.setViewportSize(own);
}

async function signedInAs(browser: Browser, request: APIRequestContext, baseURL: string, who: typeof ADMIN, lang: 'fa' | 'en' = 'fa') {
  const answer = await request.post('/api/token/access/', { data: who });
  expect(answer.status(), await answer.text()).toBe(200);
  const tokens = (await answer.json()) as { access: string; refresh: string };
  const context = await browser.newContext({ locale: 'fa-IR', timezoneId: 'Asia/Tehran', viewport: { width: 1366, height: 900 } });
  await setSessionCookies(context, baseURL, { access: tokens.access, refresh: tokens.refresh, phone: who.phone_number });
  if (lang === 'en') await context.addCookies([{ name: 'lang', value: 'en', url: baseURL }]);
  return { page: await context.newPage(), tokens };
}

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

test('a visitor checked in to a session that has ended gets its certificate; an organiser revokes it', async ({ browser, request, baseURL }) => {
  test.setTimeout(240_000);
  const admin = await signedInAs(browser, request, baseURL!, ADMIN);
  const asAdmin = { authorization: `Bearer ${admin.tokens.access}` };

  // A paid workshop tomorrow, of the current edition.
  const persianDigits = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
  const title = `کارگاه لینوکس برای همه ${persianDigits(String(Date.now()).slice(-4))}`;
  const created = await request.post('/api/admin/presentations/', {
    headers: asAdmin,
    data: { service_type: 'WORKSHOP', fa_title: title, en_title: 'Linux for everyone', start: hoursFromNow(24), end: hoursFromNow(27), capacity: 20, cost: 150_000, room: 'سالن ۲' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const workshop = (await created.json()) as { id: number };

  // A visitor on a phone buys it at the sandbox bank.
  const visitorContext = await browser.newContext({ locale: 'fa-IR', timezoneId: 'Asia/Tehran', viewport: { width: 390, height: 844 } });
  const { user, tokens } = await signUpAndSignIn(request, visitorContext, baseURL!);
  const asVisitor = { authorization: `Bearer ${tokens.access}` };
  const visitor = await visitorContext.newPage();

  // Before: no certificate, and a word on how one is earned.
  await visitor.goto('/profile/certificates');
  await expect(visitor.getByRole('heading', { name: 'هنوز گواهی‌ای ندارید' })).toBeVisible();
  await expect(visitor.getByText(/بلیت خود را نشان دهید تا ورودتان ثبت شود/)).toBeVisible();
  await shootWidths(visitor, 'profile-empty');

  expect((await request.post(`/api/presentations/${workshop.id}/add_participation/`, { headers: asVisitor })).status()).toBe(201);
  const { authority } = (await (await request.post('/api/payments/pay_all/', { headers: asVisitor, data: {} })).json()) as { authority: string };
  expect((await request.post(`/_sandbox/zarinpal/pg/StartPay/${authority}`, { form: { status: 'OK' }, maxRedirects: 0 })).status()).toBe(303);
  expect((await request.post('/api/payments/verify/', { headers: asVisitor, data: { authority, status: 'OK' } })).status()).toBe(200);
  const cart = (await (await request.get('/api/presentations/cart/', { headers: asVisitor })).json()) as Array<{ presentation: { id: number }; ticket: string | null }>;
  const ticket = cart.find((item) => item.presentation.id === workshop.id)!.ticket!;

  // Checked in at the door.
  const door = await doorTokens(request);
  const scan = await request.post('/api/checkin/', { headers: { authorization: `Bearer ${door.access}` }, data: { ticket, presentation: workshop.id } });
  expect(scan.status(), await scan.text()).toBe(200);

  // The session took place yesterday (an organiser moves it): it has ended.
  const moved = await request.patch(`/api/admin/presentations/${workshop.id}/`, { headers: asAdmin, data: { start: hoursFromNow(-27), end: hoursFromNow(-24) } });
  expect(moved.status(), await moved.text()).toBe(200);

  // The profile lists the certificate of attendance, by the profile's menu.
  await visitor.goto('/profile/edit');
  await visitor.getByRole('navigation', { name: 'منوی حساب کاربری' }).getByRole('link', { name: 'گواهی‌های من' }).click();
  await expect(visitor).toHaveURL(/\/profile\/certificates$/);
  const card = visitor.getByTestId('certificate').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card).toContainText('گواهی حضور');
  await shootWidths(visitor, 'profile');

  // In English: left to right, the English title, the English PDF first.
  await visitorContext.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await visitor.reload();
  await expect(visitor.locator('html')).toHaveAttribute('dir', 'ltr');
  const englishCard = visitor.getByTestId('certificate').filter({ hasText: 'Linux for everyone' });
  await expect(englishCard.getByRole('link').first()).toHaveText('PDF in English');
  await shootWidths(visitor, 'profile-en');
  await visitorContext.addCookies([{ name: 'lang', value: 'fa', url: baseURL! }]);
  await visitor.reload();
  await expect(card).toBeVisible();

  // Its PDFs, in Persian and in English: plain links, no token needed.
  const pdfLink = card.getByTestId('certificate-pdf-fa');
  const href = (await pdfLink.getAttribute('href'))!;
  expect(href).toMatch(/^\/api\/certificates\/[0-9a-f]{32}\.pdf$/);
  const download = visitor.waitForEvent('download');
  await pdfLink.click();
  const saved = await (await download).path();
  expect(fs.readFileSync(saved!).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const english = await request.get((await card.getByTestId('certificate-pdf-en').getAttribute('href'))!);
  expect(english.status()).toBe(200);
  expect((await english.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const code = /([0-9a-f]{32})\.pdf$/.exec(href)![1]!;

  // Its check page says valid, with the name, the kind and the session.
  await card.getByRole('link', { name: /صفحهٔ استعلام/ }).click();
  await expect(visitor).toHaveURL(new RegExp(`/certificates/${code}$`));
  const verdict = visitor.getByTestId('certificate-verdict');
  await expect(verdict).toHaveAttribute('data-verdict', 'valid');
  await expect(visitor.getByRole('heading', { level: 1, name: 'این گواهی معتبر است' })).toBeVisible();
  await expect(visitor.getByTestId('certificate-holder')).toHaveText(`${user.first_name} ${user.last_name}`);
  await expect(visitor.getByRole('main')).toContainText(title);
  await shootWidths(visitor, 'check-valid');

  // What an employer opens from the QR code: the same page with no session, and in English too.
  const employer = await browser.newPage({ locale: 'fa-IR', timezoneId: 'Asia/Tehran', viewport: { width: 390, height: 844 } });
  await employer.goto(`/certificates/${code}`);
  await expect(employer.getByTestId('certificate-verdict')).toHaveAttribute('data-verdict', 'valid');
  await employer.context().addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  await employer.reload();
  await expect(employer.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(employer.getByRole('heading', { level: 1, name: 'This certificate is valid' })).toBeVisible();
  await expect(employer.getByRole('main')).toContainText('Linux for everyone');
  await shootWidths(employer, 'check-valid-en');
  await employer.goto(`/certificates/${'0'.repeat(32)}`);
  await expect(employer.getByRole('heading', { level: 1, name: 'No certificate has this code' })).toBeVisible();
  await employer.context().clearCookies();
  await employer.reload();
  await expect(employer.getByTestId('certificate-verdict')).toHaveAttribute('data-verdict', 'missing');
  await shootWidths(employer, 'check-missing');

  // The organiser finds it in the console by the session and revokes it, after confirming.
  const organiser = admin.page;
  await organiser.goto('/admin');
  await organiser.getByRole('navigation', { name: 'بخش‌های پنل برگزارکننده' }).getByRole('link', { name: 'گواهی‌ها' }).click();
  await expect(organiser.getByRole('heading', { level: 1, name: 'گواهی‌ها' })).toBeVisible();
  await organiser.getByLabel('نشست').selectOption(String(workshop.id));
  await expect(organiser).toHaveURL(new RegExp(`/admin/certificates\\?presentation=${workshop.id}$`));
  const row = organiser.getByRole('row').filter({ hasText: `${user.first_name} ${user.last_name}` });
  await expect(row).toContainText('معتبر');
  await shootWidths(organiser, 'console');
  await organiser.getByRole('button', { name: 'صدور دستی' }).click();
  await expect(organiser.getByRole('dialog')).toBeVisible();
  await shootWidths(organiser, 'console-issue', { dialog: true });
  await organiser.getByRole('dialog').getByRole('button', { name: 'انصراف' }).click();
  await row.getByRole('button', { name: 'ابطال' }).click();
  const confirm = organiser.getByRole('dialog', { name: 'ابطال گواهی' });
  await expect(confirm).toContainText(title);
  await shootWidths(organiser, 'console-revoke', { dialog: true });
  await confirm.getByRole('button', { name: 'ابطال' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('باطل‌شده در');

  // The check page now says revoked; the visitor's list no longer offers it.
  await visitor.goto(`/certificates/${code}`);
  await expect(visitor.getByTestId('certificate-verdict')).toHaveAttribute('data-verdict', 'revoked');
  await expect(visitor.getByRole('heading', { level: 1, name: 'این گواهی باطل شده است' })).toBeVisible();
  await shootWidths(visitor, 'check-revoked');
  expect((await request.get(href)).status()).toBe(404);

  // The settings page carries the certificates' signatory, with the signature image.
  await organiser.goto('/admin/settings');
  const signatory = organiser.getByRole('region', { name: 'امضای گواهی‌ها' });
  await signatory.getByLabel('نام امضاکننده').fill('مریم رضایی');
  await signatory.getByLabel('سمت امضاکننده').fill('دبیر جشنواره');
  await organiser.getByRole('button', { name: 'ذخیره', exact: true }).click();
  await expect(organiser.getByRole('status').filter({ hasText: 'ذخیره شد.' }).first()).toBeVisible();
  await signatory.getByLabel('تصویر امضا').setInputFiles({ name: 'signature.png', mimeType: 'image/png', buffer: makePng(240, 80) });
  await signatory.getByRole('button', { name: 'بارگذاری امضا' }).click();
  await expect(signatory.getByText('تصویر امضا ذخیره شد.')).toBeVisible();
  const settings = (await (await request.get('/api/admin/settings/', { headers: asAdmin })).json()) as { signatory_name: string; signature_image: string | null };
  expect(settings.signatory_name).toBe('مریم رضایی');
  expect(settings.signature_image).toMatch(/^\/media\//);
  await shootWidths(organiser, 'settings', { part: signatory });

  await visitorContext.close();
  await employer.context().close();
  await admin.page.context().close();
});
