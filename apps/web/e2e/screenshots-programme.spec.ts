import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { appRunning } from './helpers';

/**
 * Not a check but a camera: the programme pages at phone and desktop widths, saved to
 * /work/main/screenshots (git-ignored) for a person to look at. Runs only with SCREENSHOTS=1.
 */
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the programme screenshots');
// The failed states are faked with page.route, which does not see the requests a service worker makes
// for the page it controls: no worker in these screenshots (it has its own journey, offline.spec.ts).
test.use({ serviceWorkers: 'block' });

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = process.env.SCREENSHOT_DIR ?? path.resolve(here, '../../../screenshots');
const widths = [390, 1280];

async function shoot(page: Page, name: string, width: number) {
  await page.evaluate(() => document.fonts.ready);
  // Lazy images below the fold load only when scrolled to: scroll through so the full-page picture has them.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(outDir, `programme-${name}-${width}.png`), fullPage: true, animations: 'disabled' });
}

test.beforeAll(() => fs.mkdirSync(outDir, { recursive: true }));

/**
 * Shows `path` as the app does after a navigation inside it, asking the API from the browser: the
 * server draws a public page opened by its address with its answers already in it (decision 012), so
 * the loading and failed states are only ever seen this way. The app is started afresh on a page the
 * browser draws, then moved the way the router hears the back button.
 */
async function openInApp(page: Page, path: string) {
  // A fresh start each time: nothing the app already holds hides the state to be photographed.
  await page.goto('/login');
  await appRunning(page);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The programme's sessions: cards on a desktop, the compact list's rows on a phone. */
const programmeItems = (page: Page) => page.getByTestId('presentation-card').or(page.getByTestId('presentation-row'));

for (const width of widths) {
  test(`programme pages at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });

    await page.goto('/');
    await expect(page.getByTestId('festival-dates')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'برگزارکنندگان' })).toBeVisible();
    await shoot(page, 'home', width);

    await page.goto('/workshops');
    await expect(programmeItems(page).first()).toBeVisible();
    await shoot(page, 'workshops', width);

    await page.goto('/workshops?type=workshop&q=xyz-nothing');
    await expect(page.getByText('برنامه‌ای با این فیلترها پیدا نشد')).toBeVisible();
    await shoot(page, 'workshops-no-results', width);

    await page.goto('/workshops');
    await programmeItems(page).filter({ hasText: 'داکر' }).getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('داکر');
    await shoot(page, 'workshop', width);

    await page.goto('/workshops?q=yocto');
    await programmeItems(page).first().getByRole('link').click();
    await expect(page.getByTestId('booking-action')).toContainText('بسته');
    await shoot(page, 'workshop-closed', width);

    await page.goto('/workshop/99999');
    await expect(page.getByRole('heading', { name: 'این برنامه پیدا نشد' })).toBeVisible();
    await shoot(page, 'workshop-not-found', width);

    await page.goto('/presenters');
    await expect(page.getByRole('heading', { name: 'سارا محمدی' })).toBeVisible();
    await shoot(page, 'presenters', width);

    await page.goto('/faq');
    await page.getByRole('button').filter({ hasText: 'کجا' }).first().click();
    await shoot(page, 'faq', width);

    await page.goto('/staff');
    await expect(page.getByRole('heading', { name: 'دبیرخانه' })).toBeVisible();
    await shoot(page, 'staff', width);
  });
}

for (const width of widths) {
  test(`loading and failed states at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    // A refusal the client does not retry, carrying the code of a dropped connection.
    const fail = { status: 400, json: { code: 'NETWORK_ERROR' } };

    // Loading: hold the programme back and photograph the skeletons under the painted hero.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/presentations/all/**', async (route) => {
      await held;
      await route.continue();
    });
    await openInApp(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(outDir, `programme-home-loading-${width}.png`), animations: 'disabled' });
    release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    await page.route('**/api/presentations/all/**', (route) => route.fulfill(fail));
    await page.route('**/api/staff/**', (route) => route.fulfill(fail));
    await openInApp(page, '/');
    await expect(page.getByRole('button', { name: 'تلاش دوباره' }).first()).toBeVisible();
    await shoot(page, 'home-failed', width);

    await openInApp(page, '/workshops');
    await expect(page.getByRole('button', { name: 'تلاش دوباره' })).toBeVisible();
    await shoot(page, 'workshops-failed', width);
    await page.unrouteAll({ behavior: 'ignoreErrors' });

    await page.route('**/api/faq/**', (route) => route.fulfill({ status: 200, json: [] }));
    await openInApp(page, '/faq');
    await expect(page.getByText('هنوز سوالی ثبت نشده است')).toBeVisible();
    await shoot(page, 'faq-empty', width);
  });
}
