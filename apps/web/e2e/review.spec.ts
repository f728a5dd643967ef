import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { appRunning, newUser, setSessionCookies, signUpThroughApi, toast } from './helpers';

/**
 * The review of the call for proposals (docs/api.md, "The call for proposals"): a reviewer, given the
 * role in the console, scores a proposal; the organiser sees it ranked and accepts it; the speaker opens
 * the one-tap link from their SMS on a phone, without logging in, and confirms. The demo festival's call
 * is open. The review page and the ranking are saved at 1366 px, the confirm page at 390 px, under SCREENSHOT_DIR.
 */
const outDir = process.env.SCREENSHOT_DIR ?? '/tmp/shots-review';
const ADMIN = { phone_number: '09120000001', password: 'Admin-Fest-1405' };

async function shoot(page: Page, name: string) {
  fs.mkdirSync(outDir, { recursive: true });
  await expect(page.locator('.toasts').getByRole('button')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(outDir, `${name}-${page.viewportSize()!.width}.png`), fullPage: true, animations: 'disabled' });
}

async function tokensOf(request: APIRequestContext, who: { phone_number: string; password: string }) {
  const answer = await request.post('/api/token/access/', { data: who });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as { access: string; refresh: string };
}

async function signedIn(browser: Browser, baseURL: string, who: { phone_number: string }, tokens: { access: string; refresh: string }, width: number) {
  const context = await browser.newContext({ locale: 'fa-IR', timezoneId: 'Asia/Tehran', viewport: { width, height: width < 600 ? 844 : 900 } });
  await setSessionCookies(context, baseURL, { ...tokens, phone: who.phone_number });
  return context.newPage();
}

test('a reviewer scores a proposal, the organiser accepts it from the ranking, and the speaker confirms from the SMS link on a phone', async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const run = String(Date.now()).slice(-6);
  const title = `ارائهٔ داوری‌شده ${run}`;
  const admin = await tokensOf(request, ADMIN);
  const asAdmin = { Authorization: `Bearer ${admin.access}` };

  // The speaker sends a proposal (through the API: its form has a journey of its own).
  const speaker = newUser();
  expect((await signUpThroughApi(request, speaker)).status()).toBe(201);
  const speakerTokens = await tokensOf(request, speaker);
  const sent = await request.post('/api/proposals/', {
    headers: { Authorization: `Bearer ${speakerTokens.access}` },
    data: {
      service_type: 'TALK',
      fa_title: title,
      en_title: 'A reviewed talk',
      fa_abstract: 'نگاهی به سامانهٔ init و systemd در توزیع‌های امروزی.',
      description: 'سرفصل‌ها: واحدها، تایمرها، ژورنال.',
      duration_minutes: 30,
      level: 'BEGINNER',
      language: 'fa',
      recording_consent: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // The organiser makes an account a reviewer in the console's users page.
  const reviewer = newUser();
  expect((await signUpThroughApi(request, reviewer)).status()).toBe(201);
  const found = (await (await request.get(`/api/admin/users/?search=${reviewer.phone_number}`, { headers: asAdmin })).json()) as { results: { id: number }[] };
  const made = await request.patch(`/api/admin/users/${found.results[0]!.id}/`, { headers: asAdmin, data: { role: 'reviewer' } });
  expect(made.status(), await made.text()).toBe(200);

  // The reviewer: the console's review screens only.
  const rev = await signedIn(browser, baseURL!, reviewer, await tokensOf(request, reviewer), 1366);
  await rev.goto('/admin/review');
  await appRunning(rev);
  await expect(rev.getByRole('heading', { level: 1, name: 'داوری پیشنهادها' })).toBeVisible();
  await expect(rev.getByRole('navigation', { name: 'بخش‌های پنل برگزارکننده' }).getByRole('link')).toHaveCount(1);
  await rev.getByRole('link', { name: `داوری: ${title}` }).click();
  await expect(rev.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(rev.getByText('داوری‌های دیگران پس از ثبت داوری خودتان نمایش داده می‌شود.')).toBeVisible();
  const groups = rev.locator('form fieldset');
  const count = await groups.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) await groups.nth(i).getByRole('radio', { name: i === 0 ? '۵ از ۵' : '۴ از ۵' }).check();
  await rev.getByLabel('نظر شما').fill('موضوع به‌روز و طرح روشن.');
  await rev.getByRole('button', { name: 'ذخیرهٔ داوری' }).click();
  await expect(toast(rev, 'داوری شما ذخیره شد.')).toBeVisible();
  await expect(rev.getByText('هنوز داور دیگری این پیشنهاد را داوری نکرده است.')).toBeVisible();
  await shoot(rev, 'review-page');
  // The rest of the console stays the organisers'.
  await rev.goto('/admin/payments');
  await expect(rev.getByRole('heading', { level: 1 })).not.toHaveText('پرداخت‌ها');

  // The organiser: the ranking shows it scored; they accept it with a message.
  const org = await signedIn(browser, baseURL!, ADMIN, admin, 1366);
  await org.goto('/admin/proposals');
  await appRunning(org);
  const row = org.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('۱ داوری');
  await org.getByLabel('وضعیت', { exact: true }).selectOption('SUBMITTED');
  await expect(row).toBeVisible();
  await shoot(org, 'ranking');
  await row.getByRole('button', { name: `تصمیم: ${title}` }).click();
  await org.getByLabel('تصمیم', { exact: true }).selectOption('ACCEPTED');
  await org.getByLabel('پیام به ارائه‌دهندگان').fill('منتظر دیدارتان هستیم.');
  await org.getByRole('button', { name: 'ثبت و خبر دادن' }).click();
  await expect(toast(org, 'تصمیم ثبت شد و به ارائه‌دهندگان خبر داده شد.')).toBeVisible();

  // The speaker: the link from their SMS, on a phone, with no session.
  let link = '';
  await expect
    .poll(async () => {
      const texts = (await (await request.get(`/_sandbox/sms/messages/?phone=${speaker.phone_number}`)).json()) as { text: string }[];
      link = texts.map((m) => /https?:\/\/\S+\/proposals\/confirm\/[A-Za-z0-9_-]+/.exec(m.text)?.[0]).find(Boolean) ?? '';
      return link;
    })
    .toContain('/proposals/confirm/');
  const phone = await (await browser.newContext({ locale: 'fa-IR', timezoneId: 'Asia/Tehran', viewport: { width: 390, height: 844 } })).newPage();
  await phone.goto(new URL(link).pathname);
  await appRunning(phone);
  await expect(phone.getByRole('heading', { level: 1, name: 'پاسخ به پذیرش پیشنهاد' })).toBeVisible();
  await shoot(phone, 'confirm');
  await phone.getByRole('button', { name: 'تأیید می‌کنم، ارائه می‌دهم' }).click();
  await expect(phone.getByRole('status')).toContainText(`ارائهٔ «${title}» قطعی شد`);
  await expect(phone.getByRole('status')).toContainText('قطعی شده');
  await shoot(phone, 'confirm-done');

  // The link answers once: opened again, it says so plainly.
  await phone.reload();
  await appRunning(phone);
  await phone.getByRole('button', { name: 'انصراف می‌دهم' }).click();
  await expect(phone.getByRole('alert')).toContainText('این پیوند دیگر کار نمی‌کند');
});
