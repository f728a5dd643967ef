import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { appRunning, signUpAndSignIn } from './helpers';
import { demoPresentation } from './money-helpers';

/**
 * The schedule and the agenda against the real server and the demo festival (three days, 15-17 Feb
 * 2027; on the second day the networking workshop, 09:00-12:00 Tehran, overlaps the ethical
 * hacking one, 11:00-15:00).
 */
const SECOND_DAY = '2027-02-16';
const blocks = (page: Page) => page.getByTestId('schedule-block');
const shots = process.env.SCREENSHOTS ? (process.env.SCREENSHOT_DIR ?? path.resolve('e2e/.output/screens')) : null;

async function shoot(page: Page, name: string) {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(shots, `${name}-${page.viewportSize()!.width}.png`), fullPage: true, animations: 'disabled' });
}

test('desktop: plan a day in the grid, star two sessions anonymously, sign in and find them in the agenda with the clash flagged', async ({ page, request, context, baseURL }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'جدول برنامه' }).first().click();
  await expect(page).toHaveURL(/\/schedule$/);
  await expect(page).toHaveTitle(/^جدول برنامه \| /);
  await appRunning(page);
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(3);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

  // The second day, by keyboard: in a right-to-left page the left arrow goes forward.
  await tabs.first().focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`day=${SECOND_DAY}`));
  const grid = page.getByTestId('schedule-grid');
  await expect(grid).toBeVisible();
  await expect(grid.getByRole('region', { name: /سایت کامپیوتر ۱/ })).toBeVisible();
  await expect(blocks(page)).toHaveCount(5);

  // Workshops only; the day stays in the URL with the filter.
  await page.getByRole('group', { name: 'نوع' }).getByRole('button', { name: 'کارگاه', exact: true }).click();
  await expect(page).toHaveURL(/type=workshop/);
  await expect(page).toHaveURL(new RegExp(`day=${SECOND_DAY}`));
  await expect(blocks(page)).toHaveCount(2);
  // A block is sized by its duration: the 4-hour workshop is taller than the 3-hour one.
  const [networking, hacking] = await Promise.all([demoPresentation(request, 'Linux Networking'), demoPresentation(request, 'Ethical Hacking')]);
  const heightOf = async (id: number) => (await page.locator(`[data-testid="schedule-block"][data-presentation="${id}"]`).boundingBox())!.height;
  expect(await heightOf(hacking.id)).toBeGreaterThan(await heightOf(networking.id));
  await shoot(page, 'schedule');

  // Star both, not signed in: kept in this browser.
  for (const p of [networking, hacking]) {
    const star = page.getByRole('button', { name: `نشان کردن «${p.fa_title}» در برنامهٔ من` });
    await star.click();
    await expect(page.getByRole('button', { name: `برداشتن «${p.fa_title}» از برنامهٔ من` })).toHaveAttribute('aria-pressed', 'true');
  }
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('fest.stars') ?? '[]'))).toEqual([networking.id, hacking.id]);

  // Sign in: the stars go into the account.
  const { tokens } = await signUpAndSignIn(request, context, baseURL!);
  await page.goto('/profile/agenda');
  const items = page.getByTestId('agenda-item');
  await expect(items).toHaveCount(2);
  await expect(page.getByTestId('agenda-clash')).toHaveCount(2);
  await expect(page.getByTestId('agenda-clash').first()).toContainText(hacking.fa_title);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('fest.stars'))).toBeNull();
  const agenda = await request.get('/api/agenda/', { headers: { authorization: `Bearer ${tokens.access}` } });
  expect(((await agenda.json()) as { presentation: number }[]).map((e) => e.presentation).sort()).toEqual([networking.id, hacking.id].sort());

  // The private feed: created on request, opens without a login, revoked at will.
  await page.getByRole('button', { name: 'ساختن نشانی تقویم' }).click();
  const url = await page.getByTestId('feed-url').inputValue();
  expect(url).toMatch(/\/api\/agenda\/[0-9a-f]{64}\.ics$/);
  const feed = await request.get(new URL(url).pathname, { headers: { cookie: '' } });
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain(`UID:presentation-${networking.id}@linux-festival`);
  await shoot(page, 'agenda');
  await page.getByRole('button', { name: 'باطل کردن نشانی' }).click();
  await expect(page.getByText('نشانی قبلی باطل شد', { exact: false })).toBeVisible();
  expect((await request.get(new URL(url).pathname)).status()).toBe(404);
});

test('phone: the day as a list, a star from the list, then the agenda', async ({ page, request, context, baseURL }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/schedule?day=${SECOND_DAY}`);
  await expect(page.getByTestId('schedule-list')).toBeVisible();
  await expect(page.getByTestId('schedule-grid')).toHaveCount(0);
  await expect(blocks(page)).toHaveCount(5);
  await expect(page.getByRole('heading', { level: 2, name: /بهمن ۱۴۰۵/ })).toBeVisible();
  // No sideways scrolling on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const first = blocks(page).first().getByTestId('star-button');
  await appRunning(page);
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, 'schedule');

  await signUpAndSignIn(request, context, baseURL!);
  await page.goto('/profile/agenda');
  await expect(page.getByTestId('agenda-item')).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, 'agenda');
});

test('a workshop overlapping one in the cart: marked, and the add button says why', async ({ page, request, context, baseURL }) => {
  const [networking, hacking] = await Promise.all([demoPresentation(request, 'Linux Networking'), demoPresentation(request, 'Ethical Hacking')]);
  const { tokens } = await signUpAndSignIn(request, context, baseURL!);
  const headers = { authorization: `Bearer ${tokens.access}` };
  expect((await request.post(`/api/presentations/${networking.id}/add_participation/`, { headers })).status()).toBe(201);

  await page.goto(`/schedule?day=${SECOND_DAY}&type=workshop`);
  const hackingBlock = page.locator(`[data-testid="schedule-block"][data-presentation="${hacking.id}"]`);
  await expect(hackingBlock.getByTestId('clash-mark')).toContainText(networking.fa_title);

  await page.goto(`/workshop/${hacking.id}`);
  const explained = page.getByTestId('clash-explained');
  await expect(explained.getByRole('button', { name: 'هم‌زمان با کارگاه دیگری از شما' })).toBeDisabled();
  await expect(explained).toContainText(`«${networking.fa_title}»`);
  await expect(explained.getByRole('link', { name: 'مشاهدهٔ سبد خرید' })).toBeVisible();

  // The server says the same to anyone who tries anyway.
  const refused = await request.post(`/api/presentations/${hacking.id}/add_participation/`, { headers });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ code: 'TIME_CLASH', clashes_with: { id: networking.id, fa_title: networking.fa_title } });
});
