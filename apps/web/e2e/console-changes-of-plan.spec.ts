import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { expect, test, type APIRequestContext, type Browser, type Download } from '@playwright/test';
import { appRunning, codeFromSandbox, setSessionCookies, signUpAndSignIn, toast, uniquePhone } from './helpers';
import { answerAtBank, latinDigits } from './money-helpers';
import { doorTokens } from './door-helpers';

/**
 * Paperwork and changes of plan in one visitor's story, against the real API, the
 * sandbox bank and the door's API: three workshops bought in one payment as a company with an official
 * invoice (its PDF); the first checked in at the door and, once it has ended, its certificate in the
 * profile, whose PDF's QR code opens the public check page; the second cancelled before its deadline
 * to a Sheba, found in the console's refunds to pay; the third given to another phone, whose new owner
 * sets a password with a texted code and is let in with the new ticket while the old one is refused.
 *
 * It adds workshops to the demo festival, so it runs with the console journeys (playwright.config.ts).
 */
const ADMIN = { phone_number: '09120000001', password: 'Admin-Fest-1405' };
const COMPANY_ID = '10380284790';
const SHEBA = 'IR062960000000100324200001';
const phone = { width: 390, height: 844 };

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const persian = (value: string | number) => String(value).replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));

async function savedPdf(download: Promise<Download>): Promise<Buffer> {
  const bytes = fs.readFileSync((await (await download).path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return bytes;
}

/** The text of the QR code printed on a PDF's first page, as a phone's camera would read it. */
async function qrOfPdf(pdf: Buffer): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fest-qr-'));
  try {
    fs.writeFileSync(path.join(dir, 'doc.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', '150', '-png', '-f', '1', '-l', '1', path.join(dir, 'doc.pdf'), path.join(dir, 'page')]);
    const png = fs.readdirSync(dir).find((f) => f.endsWith('.png'))!;
    const { data, info } = await sharp(path.join(dir, png)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
    expect(found, 'a QR code on the page').not.toBeNull();
    return found!.data;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function adminPage(browser: Browser, request: APIRequestContext, baseURL: string) {
  const answer = await request.post('/api/token/access/', { data: ADMIN });
  expect(answer.status(), await answer.text()).toBe(200);
  const tokens = (await answer.json()) as { access: string; refresh: string };
  const context = await browser.newContext({ locale: 'fa-IR', timezoneId: 'Asia/Tehran', viewport: { width: 1366, height: 900 } });
  await setSessionCookies(context, baseURL, { access: tokens.access, refresh: tokens.refresh, phone: ADMIN.phone_number });
  return { page: await context.newPage(), headers: { authorization: `Bearer ${tokens.access}` } };
}

async function ticketsOf(request: APIRequestContext, access: string) {
  const cart = (await (await request.get('/api/presentations/cart/', { headers: { authorization: `Bearer ${access}` } })).json()) as {
    id: number;
    presentation: { id: number };
    ticket: string | null;
  }[];
  return new Map(cart.map((item) => [item.presentation.id, item]));
}

test('a company buys three workshops with an official invoice, attends one (certificate), cancels one and gives one away', async ({ browser, request, baseURL }) => {
  test.setTimeout(240_000);
  const admin = await adminPage(browser, request, baseURL!);
  const door = await doorTokens(request);
  const atDoor = (ticket: string, presentation: number) =>
    request.post('/api/checkin/', { headers: { authorization: `Bearer ${door.access}` }, data: { ticket, presentation } });

  // Three workshops of the current edition, apart in time: tomorrow, in four days and in five.
  const tag = persian(String(Date.now()).slice(-4));
  const make = async (title: string, en: string, start: number, cost: number) => {
    const created = await request.post('/api/admin/presentations/', {
      headers: admin.headers,
      data: { service_type: 'WORKSHOP', fa_title: `${title} ${tag}`, en_title: en, start: hoursFromNow(start), end: hoursFromNow(start + 3), capacity: 20, cost, room: 'سالن ۳' },
    });
    expect(created.status(), await created.text()).toBe(201);
    return { ...((await created.json()) as { id: number }), title: `${title} ${tag}` };
  };
  const attended = await make('کارگاه پوسته', 'Shell scripting', 24, 150_000);
  const cancelled = await make('کارگاه شبکه', 'Networking', 96, 100_000);
  const given = await make('کارگاه امنیت', 'Security', 120, 120_000);

  // The visitor, on a phone, pays for the three at the sandbox bank.
  const visitorContext = await browser.newContext({ locale: 'fa-IR', timezoneId: 'Asia/Tehran', viewport: phone });
  const { tokens } = await signUpAndSignIn(request, visitorContext, baseURL!);
  const asVisitor = { authorization: `Bearer ${tokens.access}` };
  for (const w of [attended, cancelled, given]) {
    expect((await request.post(`/api/presentations/${w.id}/add_participation/`, { headers: asVisitor })).status()).toBe(201);
  }
  const page = await visitorContext.newPage();
  await page.goto('/profile/cart/checkout');
  await appRunning(page);
  await page.getByRole('button', { name: /^پرداخت / }).click();
  await answerAtBank(page, 'پرداخت');
  await expect(page.getByTestId('payment-verdict')).toHaveAttribute('data-state', 'COMPLETED');

  // As a company: the official invoice's details, then its PDF.
  await page.goto('/profile/billing');
  await appRunning(page);
  const row = page.getByTestId('payments').getByRole('listitem').first();
  const heading = (await row.getByRole('button').first().locator('span.font-bold').first().textContent())!.trim();
  const paymentId = Number(latinDigits(heading).replace(/\D/g, ''));
  const documents = page.getByRole('group', { name: `رسید و فاکتور ${heading}` });
  await documents.getByRole('button', { name: 'درخواست فاکتور رسمی' }).click();
  const invoiceDialog = page.getByRole('dialog', { name: `فاکتور رسمی ${heading}` });
  await invoiceDialog.getByRole('radio', { name: /شخص حقوقی/ }).check();
  await invoiceDialog.getByLabel('نام شرکت یا سازمان').fill('شرکت نرم‌افزاری نمونه');
  await invoiceDialog.getByLabel('شناسه ملی', { exact: true }).fill(COMPANY_ID);
  await invoiceDialog.getByLabel('کد پستی').fill('1591634311');
  await invoiceDialog.getByLabel('تلفن').fill('02188776655');
  await invoiceDialog.getByLabel('نشانی').fill('تهران، خیابان حافظ، پلاک ۱۰');
  await invoiceDialog.getByRole('button', { name: 'ثبت مشخصات' }).click();
  const invoice = page.waitForEvent('download');
  await invoiceDialog.getByRole('button', { name: 'صدور و دریافت فاکتور' }).click();
  await savedPdf(invoice);
  await expect(documents.getByTestId('invoice-heading')).toHaveText(/^فاکتور رسمی شمارهٔ [۰-۹]+$/);

  // The first workshop: let in at its door; once it has ended, its certificate is in the profile.
  const before = await ticketsOf(request, tokens.access);
  expect((await atDoor(before.get(attended.id)!.ticket!, attended.id)).status()).toBe(200);
  const moved = await request.patch(`/api/admin/presentations/${attended.id}/`, { headers: admin.headers, data: { start: hoursFromNow(-27), end: hoursFromNow(-24) } });
  expect(moved.status(), await moved.text()).toBe(200);
  await page.goto('/profile/certificates');
  await appRunning(page);
  const card = page.getByTestId('certificate').filter({ hasText: attended.title });
  await expect(card).toBeVisible();
  const pdf = await request.get((await card.getByTestId('certificate-pdf-fa').getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  // Its QR code, read off the rendered page, opens the public check page: valid, for anyone.
  const checkUrl = await qrOfPdf(await pdf.body());
  expect(checkUrl).toMatch(/\/certificates\/[0-9a-f]{32}$/);
  const employer = await browser.newPage({ locale: 'fa-IR', timezoneId: 'Asia/Tehran', viewport: phone });
  await employer.goto(new URL(new URL(checkUrl).pathname, baseURL).toString());
  await expect(employer.getByTestId('certificate-verdict')).toHaveAttribute('data-verdict', 'valid');
  await expect(employer.getByRole('main')).toContainText(attended.title);
  await employer.close();

  // The second: cancelled from "my workshops" before its deadline, to a Sheba (one line of three: by hand).
  await page.goto('/profile/workshops');
  await appRunning(page);
  const list = page.getByTestId('my-workshops');
  await list.getByRole('button', { name: `لغو ثبت‌نام ${cancelled.title}` }).click();
  const cancelDialog = page.getByRole('dialog', { name: 'لغو ثبت‌نام' });
  await cancelDialog.getByLabel('شمارهٔ شبا').fill(SHEBA.slice(2));
  await cancelDialog.getByRole('button', { name: 'لغو ثبت‌نام' }).click();
  await expect(page.getByTestId('cancel-notice')).toContainText(`ثبت‌نام «${cancelled.title}» لغو شد.`);
  // The organiser finds it among the refunds to pay.
  await admin.page.goto('/admin/refunds');
  await appRunning(admin.page);
  const pending = admin.page.getByRole('table', { name: 'بازگشت وجه‌های در انتظار' });
  const refundRow = pending.getByRole('row').filter({ has: admin.page.getByRole('link', { name: `پرداخت #${persian(paymentId)}` }) });
  await expect(refundRow).toHaveCount(1);
  await expect(refundRow.getByTestId('refund-iban')).toHaveText(/^IR۰۶/);

  // The third: given to a colleague's phone, which has no account yet.
  const colleague = uniquePhone();
  const oldTicket = before.get(given.id)!.ticket!;
  await list.getByRole('button', { name: `واگذاری به دیگری: ${given.title}` }).click();
  const transferDialog = page.getByRole('dialog', { name: 'واگذاری ثبت‌نام به دیگری' });
  await transferDialog.getByLabel('شمارهٔ موبایل گیرنده').fill(colleague);
  await transferDialog.getByRole('button', { name: 'ادامه' }).click();
  await transferDialog.getByRole('button', { name: 'بله، واگذار شود' }).click();
  await expect(transferDialog).toBeHidden();
  await expect(list.getByRole('link', { name: given.title })).toHaveCount(0);
  // The old ticket no longer opens the door.
  expect((await atDoor(oldTicket, given.id)).status()).toBe(404);

  // The colleague sets a password with the texted code, as their text says, and finds the ticket.
  const colleagueContext = await browser.newContext({ locale: 'fa-IR', timezoneId: 'Asia/Tehran', viewport: phone });
  const theirs = await colleagueContext.newPage();
  await theirs.goto('/forgot-password');
  await appRunning(theirs);
  await theirs.getByLabel('شماره موبایل').fill(colleague);
  await theirs.getByRole('button', { name: 'ارسال کد تأیید' }).click();
  await theirs.getByLabel('کد تأیید').fill(await codeFromSandbox(request, colleague));
  const password = 'Given-Seat-4242';
  await theirs.getByLabel('رمز عبور تازه').fill(password);
  await theirs.getByRole('button', { name: 'ثبت رمز تازه و ورود' }).click();
  // Signed in once the new password is set: only then is "my workshops" theirs to open.
  await expect(toast(theirs, 'رمز عبور تازه ثبت شد و وارد شدید.')).toBeVisible();
  await theirs.goto('/profile/workshops');
  await appRunning(theirs);
  await expect(theirs.getByTestId('my-workshops').getByRole('link', { name: given.title })).toBeVisible();
  const login = (await (await request.post('/api/token/access/', { data: { phone_number: colleague, password } })).json()) as { access: string };
  const newTicket = (await ticketsOf(request, login.access)).get(given.id)!.ticket!;
  expect(newTicket).not.toBe(oldTicket);
  const entered = await atDoor(newTicket, given.id);
  expect(entered.status(), await entered.text()).toBe(200);

  await Promise.all([visitorContext.close(), colleagueContext.close(), admin.page.context().close()]);
});
