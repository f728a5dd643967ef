import { expect, test } from '@playwright/test';
import { appRunning, newUser, signUpAndSignIn } from './helpers';
import { answerAtBank, demoPresentation } from './money-helpers';

/**
 * What a newcomer trips on, tried against the real server and the demo festival: where and when the
 * festival is, addresses that do not exist, links pasted into a messenger, a coupon that stops
 * applying, an unfinished payment, and the network going away.
 */
const venue = 'دانشکدهٔ مهندسی کامپیوتر، دانشگاه صنعتی امیرکبیر';

test("the festival's place, dates and contacts: home, footer, contest", async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('festival-dates')).toHaveText('۲۶ تا ۲۸ بهمن ۱۴۰۵');
  await expect(page.getByTestId('festival-venue')).toContainText(venue);
  const facts = page.getByRole('region', { name: 'کجا و چه زمانی' });
  await expect(facts).toContainText('خیابان حافظ');
  await expect(facts.getByRole('link', { name: /روی نقشه/ })).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\//);
  await expect(facts).toContainText('سه‌شنبه ۲۷ بهمن ۱۴۰۵'); // the contest day
  await expect(facts.getByRole('link', { name: 'support@linuxfest.example' })).toHaveAttribute('href', 'mailto:support@linuxfest.example');
  await expect(facts.getByRole('link', { name: /۰۲۱-۶۶۰۰۰۰۰۰/ })).toHaveAttribute('href', 'tel:02166000000');
  // The home page does not advertise how many seats are empty.
  await expect(page.getByRole('region', { name: 'جشنواره در یک نگاه' })).not.toContainText('صندلی');

  await page.goto('/faq');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(venue);
  await expect(footer).toContainText('۲۶ تا ۲۸ بهمن ۱۴۰۵');
  await expect(footer.getByRole('link', { name: 'support@linuxfest.example' })).toBeVisible();

  await page.goto('/contest');
  await expect(page).toHaveTitle('مسابقه | جشنواره لینوکس ۱۴۰۵');
  await expect(page.getByTestId('contest-when')).toHaveText(`مسابقه سه‌شنبه ۲۷ بهمن ۱۴۰۵، ساعت ۱۰:۰۰ در ${venue} برگزار می‌شود.`);
});

test('a long name keeps the header on one line at 1024 and 1280 px; the links without room are in the menu', async ({ page, context, request, baseURL }) => {
  const name = 'عبدالرحمن محمدحسین‌زاده';
  await signUpAndSignIn(request, context, baseURL!, { ...newUser(), first_name: name });
  const banner = page.getByRole('banner');
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/workshops');
    await appRunning(page);
    const account = banner.getByRole('button', { name });
    await expect(account).toBeVisible();
    await expect(account.getByTitle(name)).toHaveCount(1);
    // One line: no link or button in the row is taller than a button (a label wrapped onto two lines
    // was 62 px), and nothing is pushed out of the row.
    const row = await banner.evaluate((header) => {
      const bar = header.firstElementChild as HTMLElement;
      const heights = [...bar.querySelectorAll('a, button')].map((e) => e.getBoundingClientRect().height).filter((h) => h > 0);
      return { tallest: Math.max(...heights), overflow: bar.scrollWidth - bar.clientWidth, height: header.getBoundingClientRect().height };
    });
    expect(row.tallest, `at ${width} px`).toBeLessThanOrEqual(48);
    expect(row.overflow, `at ${width} px`).toBeLessThanOrEqual(0);
    expect(row.height, `at ${width} px`).toBeLessThanOrEqual(72);
  }
  // At 1280 px every link has room; at 1024 the FAQ and the team are one press away, in the menu.
  const nav = banner.getByRole('navigation', { name: 'منوی اصلی' });
  await expect(nav.getByRole('link', { name: 'سوالات متداول' })).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 800 });
  await expect(nav.getByRole('link', { name: 'سوالات متداول' })).toBeHidden();
  await banner.getByRole('button', { name: 'باز کردن منو' }).click();
  await nav.getByRole('link', { name: 'سوالات متداول' }).click();
  await expect(page).toHaveURL(/\/faq$/);
});

test('the room on the cards and the workshop page', async ({ page }) => {
  await page.goto('/workshops?q=docker');
  await expect(page.getByTestId('card-room')).toHaveText('سایت کامپیوتر ۲');
});

test('an unknown address answers 404 with the not-found page; each page has its own title', async ({ page }) => {
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'صفحه پیدا نشد' })).toBeVisible();
  await expect(page).toHaveTitle('صفحه پیدا نشد | جشنواره لینوکس ۱۴۰۵');

  const noWorkshop = await page.goto('/workshop/999999');
  expect(noWorkshop?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'این برنامه پیدا نشد' })).toBeVisible();

  expect((await page.goto('/login'))?.status()).toBe(200);
  await expect(page).toHaveTitle('ورود | جشنواره لینوکس ۱۴۰۵');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /ورود به حساب/);
  await page.goto('/signup');
  await expect(page).toHaveTitle('ثبت‌نام | جشنواره لینوکس ۱۴۰۵');
});

test("a pasted workshop link shows its picture and title: Open Graph tags in the server's HTML", async ({ request, baseURL }) => {
  const docker = await demoPresentation(request, 'Docker');
  const res = await request.get(`/workshop/${docker.id}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(`<title>${docker.fa_title} | جشنواره لینوکس ۱۴۰۵</title>`);
  expect(html).toContain(`<meta property="og:title" content="${docker.fa_title}">`);
  // The picture a messenger shows: a PNG drawn from the data (its time cannot disagree with the session's), never the SVG poster.
  const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1] ?? '';
  expect(image).toMatch(new RegExp(`^${baseURL}/og/presentation/${docker.id}\\.png\\?v=[\\w-]+$`));
  const png = await request.get(image);
  expect(png.headers()['content-type']).toBe('image/png');
  expect((await png.body()).subarray(1, 4).toString()).toBe('PNG');
  expect(html).toContain(`<meta property="og:url" content="${baseURL}/workshop/${docker.id}">`);
  expect(html).toMatch(/<meta property="og:description" content="[^"]*کانتینر/);
});

test('a coupon that stops applying is dropped before the bank, with the reason', async ({ page, context, request, baseURL }) => {
  const { tokens } = await signUpAndSignIn(request, context, baseURL!);
  const headers = { Authorization: `Bearer ${tokens.access}` };
  for (const title of ['Docker', 'Linux Command Line']) {
    const p = await demoPresentation(request, title);
    expect((await request.post(`/api/presentations/${p.id}/add_participation/`, { headers })).status()).toBe(201);
  }
  await page.goto('/profile/cart/list');
  await page.getByRole('textbox', { name: 'کد تخفیف' }).fill('WORKSHOP50');
  await page.getByRole('button', { name: 'اعمال' }).click();
  await expect(page.getByText('کد WORKSHOP50 اعمال شد: ۵۰٪ تخفیف')).toBeVisible();

  await page.getByTestId('cart-item').filter({ hasText: 'داکر' }).getByRole('button', { name: /حذف/ }).click();
  const notice = page.getByTestId('coupon-notice');
  await expect(notice).toContainText('کد WORKSHOP50 روی این سفارش اعمال نمی‌شود');
  await expect(page.getByRole('button', { name: 'ادامه و انتخاب روش پرداخت' })).toBeDisabled();

  // Straight to step 2 by its address: still stopped there.
  await page.goto('/profile/cart/checkout');
  await expect(page.getByTestId('coupon-notice')).toBeVisible();
  await expect(page.getByRole('button', { name: /^پرداخت / })).toBeDisabled();
  await page.getByTestId('coupon-notice').getByRole('button', { name: 'حذف کد تخفیف' }).click();
  await expect(page.getByTestId('coupon-notice')).toHaveCount(0);
  await page.getByRole('button', { name: /^پرداخت / }).click();
  await expect(page).toHaveURL(/StartPay/);
});

test('billing offers to continue a payment left at the bank', async ({ page, context, request, baseURL }) => {
  const { tokens } = await signUpAndSignIn(request, context, baseURL!);
  const docker = await demoPresentation(request, 'Docker');
  expect((await request.post(`/api/presentations/${docker.id}/add_participation/`, { headers: { Authorization: `Bearer ${tokens.access}` } })).status()).toBe(201);
  await page.goto('/profile/cart/checkout');
  await page.getByRole('button', { name: /^پرداخت / }).click();
  await expect(page).toHaveURL(/StartPay/);
  const bankPage = page.url();

  // The visitor leaves the bank page without answering, and finds the payment in billing.
  await page.goto('/profile/billing');
  const resume = page.getByTestId('continue-payment');
  await expect(resume).toHaveText('ادامهٔ پرداخت');
  await expect(resume).toHaveAttribute('href', bankPage);
  await resume.click();
  await answerAtBank(page, 'پرداخت');
  await expect(page.getByTestId('payment-verdict')).toHaveAttribute('data-state', 'COMPLETED');
  await page.goto('/profile/billing');
  await expect(page.getByTestId('continue-payment')).toHaveCount(0);
});

test('offline, a page fails at once with a retry that works once back online', async ({ page, context }) => {
  let release: () => void = () => undefined;
  const cut = new Promise<void>((resolve) => (release = resolve));
  let asked: () => void = () => undefined;
  const askedFor = new Promise<void>((resolve) => (asked = resolve));
  // The FAQ's answer is held until the browser has gone offline, then lost.
  await page.route('**/api/faq/', async (route) => {
    asked();
    await cut;
    await route.abort('internetdisconnected');
  });
  // The FAQ page arrives with its answers when opened directly (server-rendered), so it is reached
  // inside the app, where it asks for them.
  await page.goto('/');
  await appRunning(page);
  await page.getByRole('navigation', { name: 'منوی اصلی' }).getByRole('link', { name: 'سوالات متداول' }).click();
  // Offline only once the page asks for its answers: its code has arrived by then (going offline
  // earlier fails the code's download instead, which is another test's matter).
  await askedFor;
  await context.setOffline(true);
  release();
  const failure = page.getByRole('alert').filter({ hasText: 'به اینترنت وصل نیستید' });
  // Fails within a few seconds (the retries' back-off used to keep "loading" for about a minute).
  await expect(failure).toBeVisible({ timeout: 5_000 });
  await page.unroute('**/api/faq/');
  await context.setOffline(false);
  await failure.getByRole('button', { name: 'تلاش دوباره' }).click();
  await expect(page.getByRole('button', { name: /جشنواره کجا و چه زمانی/ })).toBeVisible();
});
