import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { appRunning, codeFromSandbox, signUpAndSignIn, toast, uniquePhone } from './helpers';

/**
 * The call for proposals (docs/api.md, "The call for proposals") on a phone: a speaker proposes a
 * workshop with a co-speaker's phone and finds it in "my proposals"; the co-speaker, texted an
 * invitation to an account made for their phone, logs in with a texted code and accepts it. The demo
 * festival's call is open. Screens are saved at phone and desktop widths under SCREENSHOT_DIR.
 */
const outDir = process.env.SCREENSHOT_DIR ?? '/tmp/shots-proposals';
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function shoot(page: Page, name: string) {
  fs.mkdirSync(outDir, { recursive: true });
  // The toasts go by themselves; the page is shot without them, from its top (the header is sticky).
  await expect(page.locator('.toasts').getByRole('button')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const own = page.viewportSize()!;
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage: true, animations: 'disabled' });
  }
  await page.setViewportSize(own);
}

test.use({ viewport: { width: 390, height: 844 } });

test('a speaker proposes a workshop with a co-speaker, who accepts the invitation', async ({ page, context, request, baseURL, browser }) => {
  test.setTimeout(120_000);
  await signUpAndSignIn(request, context, baseURL!);
  const coSpeaker = uniquePhone();
  // Written as people write it: Persian digits, spaces.
  const written = `${coSpeaker.slice(0, 4)} ${coSpeaker.slice(4, 7)} ${coSpeaker.slice(7)}`.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

  await page.goto('/proposals/new');
  await appRunning(page);
  await expect(page.getByRole('heading', { level: 1, name: 'پیشنهاد ارائه' })).toBeVisible();
  await expect(page.getByTestId('cfp-status')).toContainText('فراخوان باز است');
  await field(page, 'نوع ارائه').selectOption('WORKSHOP');
  await field(page, 'مدت').selectOption({ label: '۳ ساعت' });
  await field(page, 'عنوان فارسی').fill('کارگاه ای‌بی‌پی‌اف از صفر');
  await field(page, 'عنوان انگلیسی (اختیاری)').fill('eBPF from scratch');
  await field(page, 'چکیدهٔ فارسی').fill('برنامه‌نویسی هسته لینوکس بدون نوشتن ماژول، با ابزارهای bpftrace و libbpf.');
  await field(page, 'شرح برای داوران').fill('سرفصل‌ها: نگاشت‌ها، کاوشگرها، بارگذاری برنامه‌ها. پیش‌نیاز: آشنایی با C.');
  await field(page, 'سطح').selectOption('INTERMEDIATE');
  await page.getByRole('button', { name: 'افزودن هم‌ارائه‌دهنده' }).click();
  await field(page, 'موبایل هم‌ارائه‌دهندهٔ ۱').fill(written);
  await shoot(page, 'proposal-form');
  await page.getByRole('button', { name: 'فرستادن پیشنهاد' }).click();

  await expect(toast(page, 'پیشنهاد شما فرستاده شد.')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/proposals$/);
  const mine = page.getByTestId('proposal');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('کارگاه ای‌بی‌پی‌اف از صفر');
  await expect(mine).toContainText('در انتظار داوری');
  await expect(mine).toContainText('در انتظار پذیرش');
  await expect(mine.getByRole('link', { name: 'ویرایش «کارگاه ای‌بی‌پی‌اف از صفر»' })).toBeVisible();
  await shoot(page, 'my-proposals');

  // The co-speaker: texted an invitation that links to their proposals.
  await expect
    .poll(async () => ((await (await request.get(`/_sandbox/sms/messages/?phone=${coSpeaker}`)).json()) as { text: string }[])[0]?.text ?? '')
    .toContain(`${baseURL}/profile/proposals`);
  const other = await browser.newContext({ locale: 'fa-IR', timezoneId: 'Asia/Tehran', viewport: { width: 390, height: 844 } });
  const theirs = await other.newPage();
  await theirs.goto('/profile/proposals');
  await appRunning(theirs);
  await expect(theirs).toHaveURL(/\/login\?next=/);
  await theirs.getByRole('button', { name: 'ورود با کد پیامکی' }).click();
  await field(theirs, 'شماره موبایل').fill(coSpeaker);
  await theirs.getByRole('button', { name: 'ارسال کد ورود' }).click();
  await field(theirs, 'کد تأیید').fill(await codeFromSandbox(request, coSpeaker));
  await theirs.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(theirs).toHaveURL(/\/profile\/proposals$/);
  const invitation = theirs.getByTestId('proposal');
  await expect(invitation).toContainText('دعوت به هم‌ارائه‌دهندگی');
  await shoot(theirs, 'invitation');
  await invitation.getByRole('button', { name: 'پذیرفتن دعوت برای «کارگاه ای‌بی‌پی‌اف از صفر»', exact: true }).click();
  await expect(toast(theirs, 'دعوت را پذیرفتید؛ این پیشنهاد اکنون از آنِ شما هم هست.')).toBeVisible();
  await expect(invitation.getByRole('button', { name: /پذیرفتن دعوت/ })).toHaveCount(0);
  await expect(invitation.getByRole('link', { name: 'ویرایش «کارگاه ای‌بی‌پی‌اف از صفر»' })).toBeVisible();

  // The speaker's profile page, for the screenshots.
  await page.goto('/profile/speaker');
  await expect(page.getByRole('heading', { level: 1, name: 'نمایهٔ ارائه‌دهنده' })).toBeVisible();
  await page.getByRole('button', { name: 'افزودن بازه' }).click();
  await field(page, 'روز').fill('۱۴۰۵/۱۱/۲۶');
  await shoot(page, 'speaker-profile');
  await page.getByRole('button', { name: 'ذخیرهٔ نمایه' }).click();
  await expect(toast(page, 'نمایهٔ ارائه‌دهنده ذخیره شد.')).toBeVisible();
  await other.close();
});
