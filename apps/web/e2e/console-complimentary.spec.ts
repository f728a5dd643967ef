import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { appRunning, setSessionCookies, toast, uniquePhone } from './helpers';
import { demoPresentation } from './money-helpers';

/**
 * An organiser gives a complimentary seat from the console, against the real API: to a phone with no
 * account yet, in a session of the demo festival; it is in the list, on its payment as "guest" and on
 * the dashboard counted apart; the session's badges come as a PDF fetched with the organiser's token;
 * then the seat is withdrawn with a reason and the list says so. It takes a demo seat for a while, so
 * it runs with the console journeys, after those that count them (playwright.config.ts).
 */
const ADMIN = { phone_number: '09120000001', password: 'Admin-Fest-1405' };

/** Latin digits -> Persian, as the page writes numbers. */
const persian = (value: string | number) => String(value).replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));

test('an organiser gives a complimentary seat to a new phone, sees it counted, prints the badges and withdraws it', async ({ page, context, request, baseURL }) => {
  test.setTimeout(90_000);
  const session = await demoPresentation(request, 'Infrastructure Automation with Ansible');
  const answer = await request.post('/api/token/access/', { data: ADMIN });
  expect(answer.status(), await answer.text()).toBe(200);
  const tokens = (await answer.json()) as { access: string; refresh: string };
  await setSessionCookies(context, baseURL!, { access: tokens.access, refresh: tokens.refresh, phone: ADMIN.phone_number });
  const statsBefore = (await (await request.get('/api/admin/stats/', { headers: { Authorization: `Bearer ${tokens.access}` } })).json()) as {
    presentations: Array<{ id: number; complimentary: number }>;
  };
  const givenBefore = statsBefore.presentations.find((p) => p.id === session.id)?.complimentary ?? 0;
  const guest = { phone: uniquePhone(), first: 'مهسا', last: 'مهمان‌نواز' };

  // Given from the console's page, found in its menu.
  await page.goto('/admin');
  await appRunning(page);
  await page.getByRole('navigation', { name: 'بخش‌های پنل برگزارکننده' }).getByRole('link', { name: 'صندلی‌های مهمان' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'صندلی‌های مهمان' })).toBeVisible();
  const form = page.getByRole('form', { name: 'دادن صندلی مهمان' });
  await form.getByLabel('نشست', { exact: true }).selectOption({ label: session.fa_title });
  await form.getByLabel('شمارهٔ موبایل مهمان').fill(guest.phone);
  await form.getByLabel('نام', { exact: true }).fill(guest.first);
  await form.getByLabel('نام خانوادگی').fill(guest.last);
  await form.getByLabel('یادداشت').fill('خبرنگار');
  await form.getByRole('button', { name: 'دادن صندلی' }).click();
  await expect(form.getByRole('status')).toContainText(`صندلی مهمان «${session.fa_title}» به ${guest.first} ${guest.last} داده شد و بلیتش با پیامک رفت.`);

  // In the list, newest first: the phone left to right, the note, valid, not yet come in.
  const row = page.getByRole('table', { name: 'صندلی‌های داده‌شده' }).getByRole('row').nth(1);
  await expect(row).toContainText(persian(guest.phone));
  await expect(row).toContainText('خبرنگار');
  await expect(row).toContainText('معتبر');
  await expect(row).toContainText('هنوز نیامده');

  // Its payment says what it is.
  await row.getByRole('link', { name: /^پرداخت #/ }).click();
  await expect(page.getByTestId('payment-kind')).toHaveText('مهمان');

  // On the dashboard, counted apart.
  await page.goto('/admin');
  await appRunning(page);
  const breakdown = page.getByRole('table', { name: 'ثبت‌نام‌ها به تفکیک نوع' });
  const sessionRow = breakdown.locator('tr', { has: page.getByRole('rowheader', { name: session.fa_title }) });
  await expect(sessionRow.getByRole('cell').nth(1)).toHaveText(persian(givenBefore + 1));
  await expect(page.getByTestId('complimentary-seats')).not.toHaveText('۰');

  // The session's badges: a PDF fetched with the organiser's token.
  await page.goto(`/admin/presentations/${session.id}/attendees`);
  await appRunning(page);
  const [download, response] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForResponse((r) => r.url().includes('/api/admin/badges.pdf')),
    page.getByRole('button', { name: 'کارت‌های شناسایی (PDF)' }).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(download.suggestedFilename()).toBe(`badges-presentation-${session.id}.pdf`);
  const pdf = fs.readFileSync((await download.path())!);
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  if (process.env.BADGES_PDF_OUT) fs.copyFileSync((await download.path())!, process.env.BADGES_PDF_OUT);

  // Withdrawn with a reason: the list says so and offers nothing more.
  await page.goto(`/admin/complimentary?presentation=${session.id}`);
  await appRunning(page);
  const name = `${guest.first} ${guest.last}`;
  await page.getByRole('button', { name: `پس گرفتن صندلی مهمان ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'پس گرفتن صندلی مهمان' });
  await expect(dialog).toContainText(`ثبت‌نام ${name} در «${session.fa_title}» لغو می‌شود`);
  await dialog.getByLabel('دلیل').fill('خبرنگار نیامد');
  await dialog.getByRole('button', { name: 'پس گرفتن صندلی' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, `صندلی مهمان ${name} پس گرفته شد.`)).toBeVisible();
  const withdrawn = page.getByRole('table', { name: 'صندلی‌های داده‌شده' }).getByRole('row').filter({ hasText: persian(guest.phone) });
  await expect(withdrawn).toContainText('پس گرفته شد');
  await expect(withdrawn.getByRole('button')).toHaveCount(0);
});
