import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { appRunning, newUser, setSessionCookies, signUpThroughApi, type TestUser } from './helpers';
import { doorTokens } from './door-helpers';
import { ADMIN, confirmedDraft, draftNamed, shoot as shootIn, tokensOf } from './proposal-helpers';

/**
 * Feedback on a session (docs/api.md, "Feedback, slides and recordings"), against the real server: a
 * speaker's confirmed proposal is placed at a time that has already begun (rating opens at the start)
 * and published; an attendee given a complimentary seat is checked in at the door, then rates it from
 * their tickets page on a phone. The presenter reads the rating and the comment with no name on
 * /profile/feedback; once the organiser hides the comment at /admin/feedback, the presenter no longer
 * sees it, though the rating still counts. Runs with the console's journeys: it adds a session to the
 * demo, on a day before the festival's. Pages saved at 390 px and 1366 px under SCREENSHOT_DIR.
 */
const outDir = process.env.SCREENSHOT_DIR ?? '/tmp/shots-feedback';
const shoot = (page: Parameters<typeof shootIn>[0], name: string) => shootIn(page, outDir, name);
const COMMENT = 'مثال‌های کرنل خیلی روشن بود؛ کاش وقت پرسش بیشتر بود.';

async function signedIn(browser: Browser, request: APIRequestContext, baseURL: string, who: { phone_number: string; password: string }, width: number) {
  const context = await browser.newContext({ locale: 'fa-IR', timezoneId: 'Asia/Tehran', viewport: { width, height: width < 600 ? 844 : 900 } });
  await setSessionCookies(context, baseURL, { ...(await tokensOf(request, who)), phone: who.phone_number });
  return { context, page: await context.newPage() };
}

test('an attendee checked in rates a started session; the presenter reads it without a name, and not once the organiser hides it', async ({ browser, request, baseURL }) => {
  const title = `ارائهٔ امتیازدادنی ${String(Date.now()).slice(-6)}`;
  const asAdmin = { Authorization: `Bearer ${(await tokensOf(request, ADMIN)).access}` };
  const speaker: TestUser = { ...newUser(), first_name: 'کاوه', last_name: 'ارائه‌دهنده' };
  const draft = await confirmedDraft(request, asAdmin, title, speaker);

  // Placed in a room of its own from five minutes ago (the feedback opens at the start), then published.
  const start = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 5 * 60_000);
  const moved = await request.patch(`/api/admin/presentations/${draft.id}/`, {
    headers: asAdmin,
    data: { room: `سالن بازخورد ${title.slice(-6)}`, start: start.toISOString(), end: new Date(start.getTime() + 30 * 60_000).toISOString() },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const published = await request.post('/api/admin/schedule/publish/', { headers: asAdmin });
  expect(published.status(), await published.text()).toBe(200);
  expect(await draftNamed(request, asAdmin, title)).toMatchObject({ is_published: true, start: start.toISOString() });

  // The attendee: an account, a complimentary seat on it, the ticket scanned at the door.
  const attendee: TestUser = { ...newUser(), first_name: 'نگار', last_name: 'امینی' };
  expect((await signUpThroughApi(request, attendee)).status()).toBe(201);
  const seat = await request.post(`/api/admin/presentations/${draft.id}/complimentary/`, {
    headers: asAdmin,
    data: { phone_number: attendee.phone_number, first_name: attendee.first_name, last_name: attendee.last_name },
  });
  expect(seat.status(), await seat.text()).toBe(201);
  const asAttendee = { Authorization: `Bearer ${(await tokensOf(request, attendee)).access}` };
  const cart = (await (await request.get('/api/presentations/cart/', { headers: asAttendee })).json()) as { ticket: string | null; presentation: { id: number } }[];
  const ticket = cart.find((item) => item.presentation.id === draft.id)?.ticket;
  expect(ticket).toBeTruthy();
  const scan = await request.post('/api/checkin/', { headers: { Authorization: `Bearer ${(await doorTokens(request)).access}` }, data: { ticket, presentation: draft.id } });
  expect(scan.status(), await scan.text()).toBe(200);

  // On a phone, from the tickets page: 4 stars and a comment.
  const visitor = await signedIn(browser, request, baseURL!, attendee, 390);
  await visitor.page.goto('/profile/tickets');
  await appRunning(visitor.page);
  const rate = visitor.page.getByTestId('rate-session');
  await expect(rate.getByRole('heading', { name: 'به این ارائه امتیاز دهید' })).toBeVisible();
  const stars = rate.getByRole('group', { name: `امتیاز شما به «${title}»` });
  // The radios are drawn as stars: a finger taps the fourth star, its label.
  await stars.locator('label', { has: visitor.page.getByRole('radio', { name: '۴ ستاره' }) }).click();
  await expect(stars.getByRole('radio', { name: '۴ ستاره' })).toBeChecked();
  await rate.getByLabel('نظر شما (اختیاری)').fill(COMMENT);
  await rate.getByRole('button', { name: 'ثبت امتیاز' }).click();
  await expect(rate.getByRole('status')).toHaveText('امتیاز شما ثبت شد: ۴ از ۵.');
  await expect(rate.getByRole('button', { name: 'ثبت تغییر' })).toBeVisible();
  expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(visitor.page, 'tickets-rated');
  // Saved on the server, not only on the page.
  await visitor.page.reload();
  await expect(rate.getByRole('radio', { name: '۴ ستاره' })).toBeChecked();
  await expect(rate.getByLabel('نظر شما (اختیاری)')).toHaveValue(COMMENT);
  await expect(rate).toContainText('امتیاز شما: ۴ از ۵');
  await visitor.context.close();

  // The presenter, on a phone: the rating and the comment, and nobody's name or number.
  const presenter = await signedIn(browser, request, baseURL!, speaker, 390);
  await presenter.page.goto('/profile/feedback');
  await appRunning(presenter.page);
  await expect(presenter.page.getByRole('heading', { level: 1, name: 'بازخورد ارائه‌های من' })).toBeVisible();
  const mine = presenter.page.getByRole('article', { name: title });
  await expect(mine).toContainText('میانگین ۴ از ۵');
  await expect(mine).toContainText('۱ امتیاز');
  await expect(mine.getByRole('list', { name: 'پراکندگی امتیازها' })).toContainText('۴ ستاره: ۱');
  await expect(mine.getByRole('region', { name: 'نظرها' })).toContainText(COMMENT);
  await expect(mine.getByRole('region', { name: 'نظرها' })).toContainText('۴ ستاره');
  const persianPhone = attendee.phone_number.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
  for (const secret of [attendee.first_name, attendee.last_name, attendee.phone_number, persianPhone]) await expect(presenter.page.locator('main')).not.toContainText(secret);
  expect(await presenter.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(presenter.page, 'profile-feedback');

  // The organiser sees who wrote it, and hides the comment.
  const organiser = await signedIn(browser, request, baseURL!, ADMIN, 1366);
  await organiser.page.goto('/admin/feedback');
  await appRunning(organiser.page);
  await expect(organiser.page.getByRole('heading', { level: 1, name: 'بازخورد ارائه‌ها' })).toBeVisible();
  const row = organiser.page.getByTestId('admin-feedback').filter({ hasText: title });
  await expect(row).toContainText(`${attendee.first_name} ${attendee.last_name}`);
  await expect(row).toContainText(COMMENT);
  await expect(row).toContainText(persianPhone);
  await shoot(organiser.page, 'admin-feedback');
  await row.getByRole('button', { name: 'پنهان کردن' }).click();
  await expect(row.getByText('پنهان', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'نمایش دوباره' })).toBeVisible();
  await shoot(organiser.page, 'admin-feedback-hidden');
  await organiser.context.close();

  // The presenter no longer reads it; the rating still counts.
  await presenter.page.reload();
  await appRunning(presenter.page);
  await expect(mine.getByRole('region', { name: 'نظرها' })).toContainText('هنوز نظری نوشته نشده است.');
  await expect(mine).not.toContainText(COMMENT);
  await expect(mine).toContainText('میانگین ۴ از ۵');
  await presenter.context.close();
});
