import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Download, type Page } from '@playwright/test';
import { appRunning, setSessionCookies, signUpAndSignIn } from './helpers';
import { addFromWorkshopPage, answerAtBank, demoPresentation, latinDigits } from './money-helpers';

/**
 * Receipts and official invoices, against the real API and the sandbox bank: a visitor buys two
 * workshops, downloads the receipt, gives a company's details for an official invoice (its شناسه ملی
 * checked by its check digit as typed), is told once what issuing means, downloads the invoice that
 * the download issues, and sees its number; an organiser finds it in the console's invoices.
 */
const ADMIN = { phone_number: '09120000001', password: 'Admin-Fest-1405' };
/** A company's national id whose check digit holds (the contract's iran-ids checks it too). */
const COMPANY_ID = '10380284790';

async function adminPage(browser: Browser, request: APIRequestContext, baseURL: string): Promise<Page> {
  const answer = await request.post('/api/token/access/', { data: ADMIN });
  expect(answer.status(), await answer.text()).toBe(200);
  const tokens = (await answer.json()) as { access: string; refresh: string };
  const context = await browser.newContext({ locale: 'fa-IR', timezoneId: 'Asia/Tehran', viewport: { width: 1280, height: 800 } });
  await setSessionCookies(context, baseURL, { access: tokens.access, refresh: tokens.refresh, phone: ADMIN.phone_number });
  return context.newPage();
}

/** Latin digits -> Persian, as the page writes numbers. */
const persian = (value: string | number) => String(value).replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));

/** What the browser saved: a PDF, read from the disk. */
async function savedPdf(download: Promise<Download>, name: RegExp) {
  const file = await download;
  expect(file.suggestedFilename()).toMatch(name);
  const bytes = fs.readFileSync((await file.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return bytes;
}

test('a buyer gets the receipt and a company’s official invoice of two workshops, and the organiser finds the invoice', async ({ browser, page, context, request, baseURL }) => {
  test.setTimeout(180_000);
  const [networking, kubernetes] = await Promise.all([demoPresentation(request, 'Linux Networking'), demoPresentation(request, 'Kubernetes')]);
  await signUpAndSignIn(request, context, baseURL!);
  await addFromWorkshopPage(page, networking.id);
  await addFromWorkshopPage(page, kubernetes.id);
  const total = networking.cost + kubernetes.cost;

  await page.goto('/profile/cart/checkout');
  await appRunning(page);
  await page.getByRole('button', { name: /^پرداخت / }).click();
  await answerAtBank(page, 'پرداخت');
  await expect(page.getByTestId('payment-verdict')).toHaveAttribute('data-state', 'COMPLETED');

  await page.goto('/profile/billing');
  await appRunning(page);
  const row = page.getByTestId('payments').getByRole('listitem').first();
  await expect(row).toContainText('پرداخت‌شده');
  const title = (await row.getByRole('button').first().locator('span.font-bold').first().textContent())!.trim();
  const paymentId = Number(latinDigits(title).replace(/\D/g, ''));
  expect(paymentId).toBeGreaterThan(0);
  const documents = page.getByRole('group', { name: `رسید و فاکتور ${title}` });
  await expect(documents).toBeVisible();

  // The receipt: fetched with the session's token (a plain link could not), saved as a PDF.
  const receipt = page.waitForEvent('download');
  await documents.getByRole('button', { name: `دریافت رسید ${title} (پی‌دی‌اف)` }).click();
  await savedPdf(receipt, new RegExp(`^receipt-${paymentId}\\.pdf$`));

  // The buyer's details, a company's: the id is checked by its check digit on leaving the field.
  await documents.getByRole('button', { name: 'درخواست فاکتور رسمی' }).click();
  const dialog = page.getByRole('dialog', { name: `فاکتور رسمی ${title}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: /شخص حقوقی/ }).check();
  await dialog.getByLabel('نام شرکت یا سازمان').fill('شرکت نرم‌افزاری نمونه');
  const id = dialog.getByLabel('شناسه ملی', { exact: true });
  await expect(id).toHaveAttribute('inputmode', 'numeric');
  await expect(id).toHaveAttribute('dir', 'ltr');
  await id.fill('10380284791');
  await dialog.getByLabel('شماره ثبت (اختیاری)').focus();
  await expect(dialog.getByText(/این شناسه ملی درست نیست/)).toBeVisible();
  await expect(id).toHaveAttribute('aria-invalid', 'true');
  // Typed in Persian digits this time, as a Persian keyboard gives them.
  await id.fill(persian(COMPANY_ID));
  await expect(dialog.getByText(/این شناسه ملی درست نیست/)).toHaveCount(0);
  await dialog.getByLabel('شماره ثبت (اختیاری)').fill('12873');
  await dialog.getByLabel('کد پستی').fill('1591634311');
  await dialog.getByLabel('تلفن').fill('02188776655');
  await dialog.getByLabel('نشانی').fill('تهران، خیابان حافظ، پلاک ۱۰');
  await dialog.getByRole('button', { name: 'ثبت مشخصات' }).click();

  // Said once, before the download that issues it.
  await expect(dialog.getByText('مشخصات خریدار ثبت شد.')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'پیش از دریافت فاکتور' })).toBeVisible();
  await expect(dialog).toContainText(persian(COMPANY_ID));
  const invoice = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'صدور و دریافت فاکتور' }).click();
  await savedPdf(invoice, new RegExp(`^invoice-${paymentId}\\.pdf$`));
  await expect(dialog).toBeHidden();

  // Issued: its number, and the download at once.
  const heading = documents.getByTestId('invoice-heading');
  await expect(heading).toHaveText(/^فاکتور رسمی شمارهٔ [۰-۹]+$/);
  const number = Number(latinDigits((await heading.textContent())!).replace(/\D/g, ''));
  expect(number).toBeGreaterThan(0);
  const again = page.waitForEvent('download');
  await documents.getByRole('button', { name: /^دریافت فاکتور رسمی شمارهٔ/ }).click();
  await savedPdf(again, /^invoice-\d+\.pdf$/);
  await expect(documents.getByRole('button', { name: 'درخواست فاکتور رسمی' })).toHaveCount(0);

  // The organiser: the console's invoices, narrowed to this payment.
  const admin = await adminPage(browser, request, baseURL!);
  await admin.goto('/admin');
  await appRunning(admin);
  await admin.getByRole('navigation', { name: 'بخش‌های پنل برگزارکننده' }).getByRole('link', { name: 'فاکتورها' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'فاکتورها' })).toBeVisible();
  await admin.getByLabel('شمارهٔ پرداخت').fill(String(paymentId));
  await admin.getByRole('button', { name: 'نمایش' }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/invoices\\?payment=${paymentId}$`));
  const table = admin.getByRole('table', { name: 'فاکتورها' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const line = table.getByRole('row').nth(1);
  await expect(line.getByRole('cell').first()).toHaveText(persian(number));
  await expect(line).toContainText('فاکتور');
  await expect(line).toContainText('شرکت نرم‌افزاری نمونه');
  await expect(line).toContainText('حقوقی');
  expect(latinDigits((await line.textContent())!)).toContain(COMPANY_ID);
  await expect(line.getByRole('link', { name: `پرداخت #${persian(paymentId)}` })).toHaveAttribute('href', `/admin/payments/${paymentId}`);
  expect(latinDigits((await line.textContent())!).replace(/[٬,]/g, '')).toContain(String(total));

  // The edition's export, as a file.
  const csv = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'دریافت CSV' }).click();
  const file = await csv;
  expect(file.suggestedFilename()).toBe('invoices.csv');
  expect(fs.readFileSync((await file.path())!, 'utf8')).toContain('شرکت نرم‌افزاری نمونه');
  await admin.context().close();
});
