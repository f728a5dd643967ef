import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { appRunning, newUser, signUpThroughApi } from './helpers';

/**
 * A newcomer's tour of the programme against the real server and the demo festival
 * (apps/api/seed/demo-festival.json: 15 items over 26-28 Bahman 1405, 6 of them workshops).
 */
const festival = 'جشنواره لینوکس ۱۴۰۵';

const cards = (page: Page) => page.getByTestId('presentation-card');
const typeGroup = (page: Page) => page.getByRole('group', { name: 'نوع' });
const tagGroup = (page: Page) => page.getByRole('group', { name: 'موضوع' });

test('home -> workshops: filter by type, tag and search (kept in the URL), open a workshop, calendar file, presenter link', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(festival);
  await expect(page.getByRole('heading', { level: 1, name: festival })).toBeVisible();
  await expect(page.getByTestId('festival-dates')).toHaveText('۲۶ تا ۲۸ بهمن ۱۴۰۵');
  await expect(page.getByTestId('figure-workshops')).toHaveText('۶');
  await expect(page.getByTestId('figure-talks')).toHaveText('۹');
  await expect(page.getByTestId('figure-presenters')).toHaveText('۱۰');
  await expect(page.getByTestId('figure-days')).toHaveText('۳');
  await expect(page.getByRole('region', { name: 'برنامه‌های پیش رو' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /کارگاه/);

  await page.getByRole('link', { name: 'دیدن برنامه و ثبت‌نام' }).click();
  await expect(page).toHaveURL(/\/workshops$/);
  await expect(page).toHaveTitle(`کارگاه‌ها و ارائه‌ها | ${festival}`);
  await expect(cards(page)).toHaveCount(15);

  // Type: workshops only.
  await typeGroup(page).getByRole('button', { name: 'کارگاه', exact: true }).click();
  await expect(page).toHaveURL(/[?&]type=workshop(&|$)/);
  await expect(typeGroup(page).getByRole('button', { name: 'کارگاه', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page)).toHaveCount(6);
  for (const card of await cards(page).all()) await expect(card.getByText('کارگاه', { exact: true })).toBeVisible();

  // Tag: containers (Docker and Kubernetes).
  await tagGroup(page).getByRole('button', { name: 'کانتینر' }).click();
  await expect(page).toHaveURL(/[?&]tag=\d+/);
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: 'برنامه از' })).toHaveText('۲ برنامه از ۱۵');

  // Search typed on an Arabic keyboard (ك for ک) still finds the Docker workshop.
  await page.getByLabel('جستجو در عنوان‌ها').fill('داكر');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('کارگاه داکر');
  await expect(page).toHaveURL(/[?&]q=/);

  // The filters live in the URL: a reload (or a shared link) shows the same list, drawn by the server.
  await page.reload();
  await expect(cards(page)).toHaveCount(1);
  // The presses below are the filters' (a press before the app runs has its own journey, server-rendered.spec).
  await appRunning(page);
  await expect(page.getByLabel('جستجو در عنوان‌ها')).toHaveValue('داكر');
  await expect(tagGroup(page).getByRole('button', { name: 'کانتینر' })).toHaveAttribute('aria-pressed', 'true');

  // English titles, any case; and a search with no match has its own state.
  await page.getByRole('button', { name: 'پاک کردن فیلترها' }).first().click();
  await expect(cards(page)).toHaveCount(15);
  await expect(page).toHaveURL(/\/workshops$/);
  await page.getByLabel('جستجو در عنوان‌ها').fill('KUBERNETES');
  await expect(cards(page)).toHaveCount(1);
  await page.getByLabel('جستجو در عنوان‌ها').fill('no such thing at all');
  await expect(page.getByText('برنامه‌ای با این فیلترها پیدا نشد')).toBeVisible();
  await page.getByLabel('جستجو در عنوان‌ها').fill('docker');

  // Open the workshop.
  await cards(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/workshop\/\d+$/);
  const workshopPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('کارگاه داکر: از صفر تا استقرار');
  await expect(page).toHaveTitle(`کارگاه داکر: از صفر تا استقرار | ${festival}`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'کارگاه داکر: از صفر تا استقرار');
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^http:\/\/.+\/og\/presentation\/\d+\.png(\?v=[\w-]+)?$/);
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /کانتینر/);
  const booking = page.getByRole('complementary');
  await expect(booking).toContainText('۳۵۰٬۰۰۰ تومان');
  await expect(booking).toContainText('دوشنبه ۲۶ بهمن ۱۴۰۵');
  await expect(booking).toContainText('۱۴:۳۰ تا ۱۷:۳۰');
  await expect(booking).toContainText('۳ ساعت');
  await expect(page.getByTestId('booking-location')).toHaveText('سایت کامپیوتر ۲، دانشکدهٔ مهندسی کامپیوتر، دانشگاه صنعتی امیرکبیر');
  // The description is the server's (sanitised) HTML, rendered as HTML.
  await expect(page.getByRole('region', { name: 'دربارهٔ این برنامه' }).getByRole('listitem').first()).toBeVisible();

  // Add to calendar: a real .ics file with the workshop in UTC.
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'افزودن به تقویم' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const ics = fs.readFileSync(await download.path(), 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR\r\n');
  expect(ics).toContain('DTSTART:20270215T110000Z\r\n');
  expect(ics).toContain('DTEND:20270215T140000Z\r\n');
  expect(ics.replace(/\r\n /g, '')).toContain('SUMMARY:کارگاه داکر: از صفر تا استقرار');
  // LOCATION: the room, then the venue.
  expect(ics.replace(/\r\n /g, '')).toContain('LOCATION:سایت کامپیوتر ۲، دانشکدهٔ مهندسی کامپیوتر، دانشگاه صنعتی امیرکبیر\r\n');

  // Follow the presenter link to their entry on the presenters page.
  await page.getByRole('link', { name: 'دربارهٔ علی رضایی' }).click();
  await expect(page).toHaveURL(/\/presenters#presenter-\d+$/);
  await expect(page).toHaveTitle(`ارائه‌دهندگان | ${festival}`);
  const anchor = new URL(page.url()).hash.slice(1);
  const entry = page.locator(`article#${anchor}`);
  await expect(entry.getByRole('heading', { name: 'علی رضایی' })).toBeVisible();
  await expect(entry).toBeInViewport();
  // ... which links back to each of their presentations.
  await entry.getByRole('link', { name: /کارگاه داکر/ }).click();
  await expect(page).toHaveURL(new RegExp(`${workshopPath}$`));
});

test('on a phone the programme is a compact list: the first star is on the first screen; cards are one press away and remembered', async ({ page, browser, baseURL }) => {
  // A phone as the server sees one (its mobile hint): the server draws the compact list itself.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, extraHTTPHeaders: { 'sec-ch-ua-mobile': '?1' }, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
  const onPhone = await phone.newPage();
  const rows = onPhone.getByTestId('presentation-row');
  const heightOf = () => onPhone.evaluate(() => document.documentElement.scrollHeight);
  try {
    const drawn = await (await onPhone.request.get('/workshops', { headers: { 'sec-ch-ua-mobile': '?1' } })).text();
    expect(drawn).toContain('data-testid="presentation-row"');
    await onPhone.goto('/workshops');
    await appRunning(onPhone);
    await expect(rows).toHaveCount(15);
    const first = rows.first();
    await expect(first.getByRole('link')).toBeInViewport();
    await expect(first.getByTestId('star-button')).toBeInViewport();
    const compactHeight = await heightOf();

    const views = onPhone.getByRole('group', { name: 'نمایش فهرست' });
    await views.getByRole('button', { name: 'کارت‌ها' }).click();
    await expect(onPhone.getByTestId('presentation-card')).toHaveCount(15);
    const cardsHeight = await heightOf();
    // The demo's 15 sessions: about 10,400 px as cards, 3,800 as rows (the page's top and footer included).
    expect(compactHeight).toBeLessThan(cardsHeight / 2);

    // Remembered: the server still draws the phone's default, the browser then applies the choice.
    await onPhone.reload();
    await appRunning(onPhone);
    await expect(onPhone.getByTestId('presentation-card')).toHaveCount(15);
    await expect(views.getByRole('button', { name: 'کارت‌ها' })).toHaveAttribute('aria-pressed', 'true');
    await views.getByRole('button', { name: 'فهرست فشرده' }).click();
    await expect(rows).toHaveCount(15);
  } finally {
    await phone.close();
  }
  // A desktop gets the cards by default.
  await page.goto('/workshops');
  await expect(cards(page)).toHaveCount(15);
});

test('an anonymous visitor who adds to cart is sent to log in, and comes back here after', async ({ page, request }) => {
  const user = newUser();
  expect((await signUpThroughApi(request, user)).status()).toBe(201);

  await page.goto('/workshops?q=docker');
  await cards(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/workshop\/\d+$/);
  const workshopPath = new URL(page.url()).pathname;
  // The control is whatever app/ composes into the page (the cart's button, or the page's own
  // placeholder): for an anonymous visitor either one is a link to the login page.
  await page.getByTestId('booking-action').getByRole('link').click();
  await expect(page).toHaveURL(/\/login\?next=/);
  expect(new URL(page.url()).searchParams.get('next')).toBe(workshopPath);

  await page.getByLabel('شماره موبایل', { exact: true }).fill(user.phone_number);
  await page.getByLabel('رمز عبور', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${workshopPath}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('کارگاه داکر: از صفر تا استقرار');
});

test('closed and unknown workshops say so instead of offering the cart', async ({ page }) => {
  await page.goto('/workshops?q=yocto');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first().getByText('ثبت‌نام بسته')).toBeVisible();
  await cards(page).first().getByRole('link').click();
  await expect(page.getByTestId('booking-action')).toHaveText('ثبت‌نام این برنامه بسته شده است.');
  await expect(page.getByRole('link', { name: 'افزودن به سبد خرید' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'افزودن به سبد خرید' })).toHaveCount(0);

  await page.goto('/workshop/999999');
  await expect(page.getByRole('heading', { name: 'این برنامه پیدا نشد' })).toBeVisible();
  await page.getByRole('link', { name: 'دیدن همهٔ برنامه‌ها' }).click();
  await expect(page).toHaveURL(/\/workshops$/);
  await page.goto('/workshop/not-a-number');
  await expect(page.getByRole('heading', { name: 'این برنامه پیدا نشد' })).toBeVisible();
});

test('FAQ: an accessible accordion that works from the keyboard', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'خواندن سوالات متداول' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page).toHaveTitle(`سوالات متداول | ${festival}`);

  const questions = page.getByRole('heading', { level: 2 }).getByRole('button');
  await expect(questions).toHaveCount(8);
  const first = questions.nth(0);
  const second = questions.nth(1);
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  const panelId = await first.getAttribute('aria-controls');
  const panel = page.locator(`[id="${panelId}"]`);
  await expect(panel).toBeHidden();
  await expect(panel).toHaveAttribute('role', 'region');
  await expect(panel).toHaveAttribute('aria-labelledby', (await first.getAttribute('id'))!);

  // Enter opens the first answer, which is the server's HTML.
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'جشنواره کجا و چه زمانی برگزار می‌شود؟' })).toContainText('دانشکدهٔ مهندسی کامپیوتر');
  await expect(panel.locator('strong')).toHaveText('دوشنبه ۲۶ تا چهارشنبه ۲۸ بهمن ۱۴۰۵');

  // Arrow keys move between questions; Space toggles; End and Home jump.
  await page.keyboard.press('ArrowDown');
  await expect(second).toBeFocused();
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('End');
  await expect(questions.nth(7)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
});

test('staff: grouped by team with Persian team names and roles', async ({ page }) => {
  await page.goto('/staff');
  await expect(page).toHaveTitle(`تیم اجرایی | ${festival}`);
  const secretariat = page.getByRole('region', { name: 'دبیرخانه' });
  await expect(secretariat.getByRole('heading', { name: 'محسن موسوی' })).toBeVisible();
  await expect(secretariat.getByText('دبیر جشنواره')).toBeVisible();
  const technical = page.getByRole('region', { name: 'تیم فنی' });
  await expect(technical.getByRole('listitem')).toHaveCount(2);
  // The head comes before the members.
  await expect(technical.getByRole('listitem').first()).toContainText('سرپرست تیم');
});
