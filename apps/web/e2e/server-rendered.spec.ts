import { expect, test, type Page } from '@playwright/test';
import { signUpAndSignIn } from './helpers';

/**
 * The public pages arrive drawn by the server (docs/decisions/012-public-pages-rendered-on-the-server.md):
 * a phone reads the programme before any script runs, and the app then adopts that page as it is.
 */
const festival = 'جشنواره لینوکس ۱۴۰۵';

interface Item {
  id: number;
  fa_title: string;
  service_type: string;
  remained_capacity: number;
  is_registration_open?: boolean;
}

async function programme(page: Page): Promise<Item[]> {
  return (await (await page.request.get('/api/presentations/all/')).json()) as Item[];
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the programme, the schedule, a workshop, presenters, FAQ and staff can be read', async ({ page }) => {
    const items = await programme(page);
    await page.goto('/workshops');
    await expect(page).toHaveTitle(`کارگاه‌ها و ارائه‌ها | ${festival}`);
    await expect(page.getByTestId('presentation-card')).toHaveCount(items.length);
    for (const item of items) await expect(page.getByRole('heading', { name: item.fa_title }).first()).toBeVisible();

    await page.goto('/schedule');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(items[0]!.fa_title).first()).toBeVisible();

    const workshop = items.find((i) => i.service_type === 'WORKSHOP')!;
    await page.goto(`/workshop/${workshop.id}`);
    await expect(page).toHaveTitle(`${workshop.fa_title} | ${festival}`);
    await expect(page.getByRole('heading', { level: 1, name: workshop.fa_title })).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: festival })).toBeVisible();
    await expect(page.getByTestId('figure-workshops')).not.toBeEmpty();

    for (const path of ['/presenters', '/faq', '/staff']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main')).not.toContainText('در حال بارگذاری');
    }
  });
});

test.describe('with JavaScript on', () => {
  /** Notes every console error or warning, every failed script, and the catalogue requests the page makes. */
  function watch(page: Page) {
    const problems: string[] = [];
    const catalogueRequests: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('request', (request) => {
      if (/\/api\/(presentations|presenter|faq|staff|festival)\b/.test(request.url())) catalogueRequests.push(request.url());
    });
    return { problems, catalogueRequests };
  }

  /**
   * Every element the server drew, and every text with what it said, remembered before any script runs:
   * hydration must keep these very nodes, those adopted later in tasks of their own
   * (shared/ui/HydrateLater.tsx) as much as the rest. A text the browser renders as two (`{label}: `) or
   * an empty one (`{'' && …}`) is rewritten while the page is adopted: work on the phone's main thread.
   */
  async function rememberServerNodes(page: Page) {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root')!;
        const texts: [Text, string][] = [];
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push([node as Text, (node as Text).data]);
        Object.assign(window, { serverNodes: [...root.querySelectorAll('*')], serverTexts: texts });
      });
    });
  }

  test('each public page is adopted as the server drew it: same nodes, no console message, no second request', async ({ page }) => {
    const items = await programme(page);
    const workshop = items.find((i) => i.service_type === 'WORKSHOP')!;
    await rememberServerNodes(page);
    for (const path of ['/', '/workshops', `/workshop/${workshop.id}`, '/schedule', '/presenters', '/faq', '/staff']) {
      const seen = watch(page);
      await page.goto(path);
      await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main h1')).toBeVisible();
      const nodes = await page.evaluate(() => {
        const { serverNodes: drawn, serverTexts: texts } = window as unknown as { serverNodes: Element[]; serverTexts: [Text, string][] };
        return {
          drawn: drawn.length,
          lost: drawn.filter((e) => !e.isConnected).map((e) => e.outerHTML.slice(0, 120)),
          texts: texts.length,
          rewritten: texts.filter(([text, data]) => !text.isConnected || text.data !== data).map(([text, data]) => `${JSON.stringify(data)} -> ${JSON.stringify(text.data)}`),
        };
      });
      expect(nodes.drawn, `${path}: the server drew the page`).toBeGreaterThan(50);
      expect(nodes.lost, `${path}: every element the server drew is still the one on screen`).toEqual([]);
      expect(nodes.texts, `${path}: the server wrote the page's texts`).toBeGreaterThan(20);
      expect(nodes.rewritten, `${path}: every text the server wrote is adopted as it is`).toEqual([]);
      expect(seen.problems, path).toEqual([]);
      expect(seen.catalogueRequests, `${path} asks for nothing it arrived with`).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
      page.removeAllListeners('request');
    }
  });

  test('the app is fetched after a drawn page has painted, and at once for a page the browser draws', async ({ page }) => {
    /** When the app's chunk was asked for, and when the page first painted (ms since navigation). */
    const timings = () =>
      page.evaluate(() => {
        const app = performance.getEntriesByType('resource').find((e) => /\/assets\/app-[\w-]+\.js$/.test(e.name));
        const paint = performance.getEntriesByType('paint').find((e) => e.name === 'first-paint');
        return { app: app?.startTime ?? null, paint: paint?.startTime ?? null };
      });
    for (const path of ['/workshops', '/schedule']) {
      await page.goto(path);
      await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
      const { app, paint } = await timings();
      expect(app, `${path}: the app was fetched`).not.toBeNull();
      expect(paint, `${path}: the page painted`).not.toBeNull();
      expect(app!, `${path}: the app is asked for only once the page has painted`).toBeGreaterThanOrEqual(paint!);
    }
    // The sign-in page is drawn in the browser: nothing to paint before the app, which is asked for at once.
    await page.goto('/login');
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
    const { app, paint } = await timings();
    expect(app).not.toBeNull();
    if (paint !== null) expect(app!).toBeLessThan(paint);
  });

  test('a button pressed before the app runs is pressed again once it does', async ({ page }) => {
    // The app's chunk is held back, as on a slow phone, until the presses have been made.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/schedule');
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    // A day tab, the language switch, and the same tab again (one wish, pressed once).
    await tabs.nth(1).click();
    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await tabs.nth(1).click();
    // Kept, and shown as on their way: nothing has happened yet.
    await expect(page.locator('[data-early-press]')).toHaveCount(2);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
    expect(page.url()).toMatch(/\/schedule$/);

    release();
    await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
    // The day was chosen before the switch to English: both happened, in that order.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/[?&]day=/);
    await expect(page.locator('[data-early-press]')).toHaveCount(0);
  });

  test('a signed-in visitor gets the anonymous page, then their own header, and adding to the cart works', async ({ page, context, request, baseURL }) => {
    const { user } = await signUpAndSignIn(request, context, baseURL!);
    const items = await programme(page);
    const workshop = items.find((i) => i.service_type === 'WORKSHOP' && i.remained_capacity > 0)!;
    const seen = watch(page);
    await page.goto(`/workshop/${workshop.id}`);
    // The page the server sent is nobody's: it links to sign-in.
    const served = await (await page.request.get(`/workshop/${workshop.id}`)).text();
    expect(served).not.toContain(user.phone_number);
    // Hydrated: the header becomes the visitor's (the sign-in link goes), and the buy button works.
    await expect(page.getByRole('banner').getByRole('link', { name: 'ورود' })).toHaveCount(0);
    await page.getByRole('button', { name: 'افزودن به سبد خرید' }).first().click();
    await expect(page.getByTestId('cart-count')).toHaveText('۱');
    expect(seen.problems).toEqual([]);

    // And a programme page reached by navigating inside the app asks the server again, as before.
    const asked = page.waitForRequest(/\/api\/presentations\/all\//);
    await page.getByRole('banner').getByRole('link', { name: 'کارگاه‌ها' }).first().click();
    await asked;
    await expect(page.getByTestId('presentation-card').first()).toBeVisible();
  });
});
