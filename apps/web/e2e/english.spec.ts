import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { setSessionCookies, signUpAndSignIn } from './helpers';
import { demoPresentation } from './money-helpers';

/**
 * The language switch: the whole site in English (strings, the presentations' en_* titles, left to
 * right, the Gregorian calendar, Latin digits, the page title), remembered by the browser, and back
 * to Persian. Against the real server and the demo festival.
 */

const PERSIAN_DIGIT = /[۰-۹]/;
const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(here, '../dist');

/** The built file of the English strings (i18n/en/index.ts), from the build's manifest. */
function englishChunk(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  return `/${manifest['src/shared/i18n/en/index.ts']!.file}`;
}

test("the English strings are not among the home route's JavaScript", async () => {
  const script = pathToFileURL(path.resolve(here, '../../../scripts/bundle-size.mjs')).href;
  const { homeRouteScripts } = (await import(script)) as { homeRouteScripts: (dist: string) => { files: Array<{ file: string }> } };
  const measured = homeRouteScripts(dist).files.map((f) => `/${f.file}`);
  expect(measured.length).toBeGreaterThan(0);
  expect(measured).not.toContain(englishChunk());
});

async function expectDocument(page: Page, lang: 'fa' | 'en') {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'en' ? 'ltr' : 'rtl');
}

test('a visitor switches to English, finds it remembered after a reload, and switches back', async ({ page, context }) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  // The English strings are a chunk of their own: none of it is fetched before the switch.
  const fetched: string[] = [];
  page.on('request', (request) => fetched.push(request.url()));
  const english = englishChunk();
  await page.goto('/');
  await expectDocument(page, 'fa');
  await expect(page).toHaveTitle('جشنواره لینوکس ۱۴۰۵');
  await page.waitForLoadState('networkidle');
  expect(fetched.some((url) => url.endsWith(english))).toBe(false);

  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'English' }).click();
  await expectDocument(page, 'en');
  await expect(page).toHaveTitle('Linux Festival 1405');
  await expect(banner.getByRole('button', { name: 'فارسی' })).toBeFocused();
  expect(fetched.some((url) => url.endsWith(english)), 'the English chunk is fetched on the switch').toBe(true);
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
  expect(await page.evaluate(() => localStorage.getItem('fest-lang'))).toBe('en');

  // Remembered: a reload comes back in English, and the server already sends the page left to right.
  await page.reload();
  await expectDocument(page, 'en');
  const served = await page.request.get('/');
  expect(await served.text()).toContain('<html lang="en" dir="ltr">');
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Workshops' })).toBeVisible();

  // A presentation in English: its en_title, a Gregorian date in Tehran, Latin digits.
  await page.goto('/workshops');
  await expect(page).toHaveTitle(/\| Linux Festival 1405$/);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'Docker Workshop: Zero to Deployment' }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Monday 15 February 2027');
  await expect(card).toContainText('14:30 to 17:30');
  await expect(card).toContainText('350,000 Toman');

  await card.getByRole('link', { name: 'Docker Workshop: Zero to Deployment' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Docker Workshop: Zero to Deployment');
  await expect(page).toHaveTitle('Docker Workshop: Zero to Deployment | Linux Festival 1405');
  await expect(page.getByRole('main')).toContainText('350,000 Toman');

  // The schedule's days are Gregorian too.
  await page.goto('/schedule');
  await expect(page.getByRole('tab', { name: /Monday\s*15 February 2027/ })).toBeVisible();

  // And back to Persian, remembered as well.
  await page.getByRole('banner').getByRole('button', { name: 'فارسی' }).click();
  await expectDocument(page, 'fa');
  await expect(page.getByRole('tab', { name: /دوشنبه\s*۲۶ بهمن ۱۴۰۵/ })).toBeVisible();
  await expect(page).toHaveTitle(/\| جشنواره لینوکس ۱۴۰۵$/);
  await page.reload();
  await expectDocument(page, 'fa');
  await expect(page.getByRole('navigation', { name: 'منوی اصلی' }).getByRole('link', { name: 'کارگاه‌ها' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the signed-in pages read in English, with English errors', async ({ page, context, request, baseURL }) => {
  await signUpAndSignIn(request, context, baseURL!);
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  const pages: Array<[string, string]> = [
    ['/profile/edit', 'Edit profile'],
    ['/profile/password', 'Change password'],
    ['/profile/workshops', 'My workshops'],
    ['/profile/agenda', 'My agenda'],
    ['/profile/cart/list', 'Cart'],
    ['/profile/billing', 'Billing'],
    ['/profile/tickets', 'My tickets'],
  ];
  for (const [url, title] of pages) {
    await page.goto(url);
    await expectDocument(page, 'en');
    await expect(page, url).toHaveTitle(new RegExp(`^${title}.* \\| Linux Festival 1405$`));
    // A new account has no content of the festival's (Persian room names and the like) on these pages.
    await expect(page.getByRole('main'), url).not.toContainText(PERSIAN_DIGIT);
  }

  // An error from the server (its detail is Persian) is said in English, by its code.
  await page.goto('/profile/password');
  await page.getByLabel('Current password').fill('Not-the-password-1');
  await page.getByLabel('New password', { exact: true }).fill('Penguin-Tux-2027!');
  await page.getByLabel('Repeat the new password').fill('Penguin-Tux-2027!');
  await page.getByRole('main').getByRole('button', { name: 'Change password' }).click();
  await expect(page.locator('#main').getByText('The current password is wrong.', { exact: true }).first()).toBeVisible();
});

test('the organiser console and the door read in English, their strings arriving with their chunks', async ({ page, context, request, baseURL }) => {
  const answer = await request.post('/api/token/access/', { data: { phone_number: '09120000001', password: 'Admin-Fest-1405' } });
  const tokens = (await answer.json()) as { access: string; refresh: string };
  await setSessionCookies(context, baseURL!, { access: tokens.access, refresh: tokens.refresh, phone: '09120000001' });
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);

  await page.goto('/admin');
  const sections = page.getByRole('navigation', { name: 'Console sections' });
  await expect(sections.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Presentations' })).toBeVisible();
  await expect(page).toHaveTitle('Organiser console | Linux Festival 1405');

  await page.goto('/door');
  await expect(page.getByRole('heading', { level: 1, name: 'Door check-in' })).toBeVisible();
  await expect(page).toHaveTitle('Door check-in | Linux Festival 1405');
});

/**
 * Every text a visitor sees on a page: Persian script (letters and digits, Arabic forms included)
 * that is not inside an element marked lang="fa", with where it is. The festival's content falls
 * back to Persian only marked so (contract "Content in two languages"); the interface never does.
 */
async function unmarkedPersian(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const persian = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]/;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const element = node.parentElement;
      if (!element || !persian.test(text) || element.closest('script, style, noscript, template, [lang|="fa"]')) continue;
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const where = element.closest('[data-testid], [id], h1, h2, h3, li, p, a, button') ?? element;
      found.push(`${where.tagName.toLowerCase()}${where.id ? `#${where.id}` : ''}: ${text.trim().slice(0, 80)}`);
    }
    return found;
  });
}

test('the English site shows the festival in English, and Persian only where it is marked as Persian', async ({ page, context, request, baseURL }) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const docker = await demoPresentation(request, 'Docker');
  const { tokens } = await signUpAndSignIn(request, context, baseURL!);
  // Something in the cart, so that it shows its lines and the accessories on sale.
  expect((await request.post(`/api/presentations/${docker.id}/add_participation/`, { headers: { Authorization: `Bearer ${tokens.access}` } })).status()).toBe(201);
  await context.addCookies([{ name: 'lang', value: 'en', url: baseURL! }]);
  const pages = ['/', '/workshops', '/schedule', `/workshop/${docker.id}`, '/presenters', '/staff', '/faq', '/contest', '/profile/cart/list'];
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    for (const url of pages) {
      await page.goto(url);
      await expectDocument(page, 'en');
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The FAQ's answers are shown too, not only its questions.
      if (url === '/faq') {
        const closed = page.getByRole('main').getByRole('button', { expanded: false });
        while ((await closed.count()) > 0) await closed.first().click();
      }
      expect(await unmarkedPersian(page), `${url} at ${width}px`).toEqual([]);
    }
  }
  // The English fields are what is shown (not merely nothing Persian): a few of the demo's.
  await page.goto(`/workshop/${docker.id}`);
  await expect(page.getByRole('main')).toContainText('Computer lab 2');
  await expect(page.getByRole('main')).toContainText('Ali Rezaei');
  await page.goto('/faq');
  await expect(page.getByRole('button', { name: 'Where and when is the festival held?' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Faculty of Computer Engineering, Amirkabir University of Technology');
  expect(errors).toEqual([]);
});
