import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { setSessionCookies } from './helpers';
import { buyThroughApi, DOOR_PHONE, doorTokens, paidWorkshop } from './door-helpers';

/**
 * The door on a bad day: the hall's Wi-Fi is gone and the volunteer reloads the page, then
 * the phone restarts; the door still opens with its saved list and goes on queueing check-ins, one of
 * them an attendee whose phone is dead, let in without a code. Back online, the queue is sent with the
 * time of each scan (one from a phone whose clock was days off is sent again without it, not lost), and
 * a check-in another door made meanwhile comes back as a conflict the volunteer sees at the bottom of
 * the screen, with its count and a sound.
 */
const shots = process.env.SCREENSHOTS ? (process.env.SCREENSHOT_DIR ?? path.resolve('e2e/.output/screens')) : null;
const ADMIN = { phone_number: '09120000001', password: 'Admin-Fest-1405' };

/** Every tone the page plays (the door's sounds are Web Audio oscillators): their frequencies, in order. */
async function listenForTones(context: BrowserContext) {
  await context.addInitScript(() => {
    const played: number[] = [];
    (window as unknown as { playedTones: number[] }).playedTones = played;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, ...args: Parameters<OscillatorNode['start']>) {
      played.push(this.frequency.value);
      return start.apply(this, args);
    };
  });
}
const tones = (page: Page) => page.evaluate(() => (window as unknown as { playedTones: number[] }).playedTones);
/** The door's "conflicts" call: three falling notes (door-feedback.ts). */
const CONFLICT_CALL = [990, 660, 440];

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/token/access/', { data: ADMIN });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { access: string }).access}` };
}

async function shoot(page: Page, name: string) {
  if (!shots) return;
  fs.mkdirSync(shots, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), animations: 'disabled' });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('the door reloaded offline and after a restart keeps working; its queue is sent with scan times; conflicts are shown and sounded', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const workshop = await paidWorkshop(request);
  const mina = await buyThroughApi(request, workshop.id, { first: 'مینا', last: 'رحیمی' });
  const kaveh = await buyThroughApi(request, workshop.id, { first: 'کاوه', last: 'نادری' });
  await buyThroughApi(request, workshop.id, { first: 'ستاره', last: 'بی‌باتری' });
  const arash = await buyThroughApi(request, workshop.id, { first: 'آرش', last: 'صبوری' });

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
  await listenForTones(context);
  await setSessionCookies(context, baseURL!, { ...(await doorTokens(request)), phone: DOOR_PHONE });
  let door = await context.newPage();
  await door.goto('/door');
  await door.getByLabel('نشست').selectOption(String(workshop.id));
  const count = door.getByTestId('door-count');
  await expect(count).not.toContainText('از ۰ ');
  // The service worker is installed (it serves the app's shell offline); nothing else was asked of it.
  await door.evaluate(() => navigator.serviceWorker.ready);

  // The Wi-Fi goes, and the volunteer reloads: the door opens, not a 403, with the saved list.
  await context.setOffline(true);
  await door.reload();
  await expect(door.getByText('۴۰۳')).toHaveCount(0);
  await expect(count).not.toContainText('از ۰ ');
  await expect(door.getByTestId('door-offline')).toBeVisible();
  await expect(door.getByLabel('نشست')).toHaveValue(String(workshop.id));
  await expect(door.getByLabel('نشست').locator('option:checked')).toContainText(workshop.fa_title);

  // It goes on queueing check-ins from the saved list.
  let result = door.getByTestId('door-result');
  await door.getByLabel('کد بلیت').fill(mina);
  await door.getByRole('button', { name: 'ثبت ورود' }).click();
  await expect(result).toHaveAttribute('data-result', 'ok');
  await expect(door.getByTestId('door-result-name')).toHaveText('مینا رحیمی');
  await result.click();

  // The phone restarts: the page is opened anew, still offline.
  await door.close();
  door = await context.newPage();
  result = door.getByTestId('door-result');
  await door.goto('/door');
  await expect(door.getByTestId('door-count')).not.toContainText('از ۰ ');
  await expect(door.getByTestId('door-queue')).toContainText('۱ ورود');

  // An attendee whose phone is dead: found by name, let in without a code, with a reason.
  await door.getByLabel('جست‌وجوی نام یا ۴ رقم آخر موبایل').fill('ستاره');
  await door.getByTestId('door-search-results').scrollIntoViewIfNeeded();
  await shoot(door, 'door-search');
  await door.getByRole('button', { name: 'ورود بدون کد: ستاره بی‌باتری' }).click();
  const dialog = door.getByRole('dialog', { name: 'ورود بدون کد بلیت' });
  await expect(dialog).toBeVisible();
  // No reason, no check-in.
  await dialog.getByRole('button', { name: 'ثبت ورود' }).click();
  await expect(dialog.getByText('دلیل را دست‌کم در ۳ نویسه بنویسید.')).toBeVisible();
  await dialog.getByRole('button', { name: 'گوشی خاموش است' }).click();
  await expect(dialog.getByLabel('دلیل ورود بدون کد')).toHaveValue('گوشی خاموش است؛ کارت شناسایی دیده شد');
  await shoot(door, 'door-dead-phone');
  await dialog.getByRole('button', { name: 'ثبت ورود' }).click();
  await expect(result).toHaveAttribute('data-result', 'ok');
  await expect(door.getByTestId('door-result-name')).toHaveText('ستاره بی‌باتری');
  await expect(result).toContainText('بدون اتصال');
  await result.click();

  // Kaveh is scanned here offline, while an organiser lets him in at another door.
  await door.getByLabel('کد بلیت').fill(kaveh);
  await door.getByRole('button', { name: 'ثبت ورود' }).click();
  await expect(result).toHaveAttribute('data-result', 'ok');
  await result.click();
  // Arash too, on a phone whose clock is days off: the server would refuse that scan time.
  await door.getByLabel('کد بلیت').fill(arash);
  await door.getByRole('button', { name: 'ثبت ورود' }).click();
  await expect(result).toHaveAttribute('data-result', 'ok');
  await result.click();
  await door.evaluate(() => {
    const queue = JSON.parse(localStorage.getItem('fest.door.queue') ?? '[]') as { name: string; at: string }[];
    const wrongClock = new Date(Date.now() - 3 * 24 * 3600_000).toISOString();
    localStorage.setItem('fest.door.queue', JSON.stringify(queue.map((q) => (q.name === 'آرش صبوری' ? { ...q, at: wrongClock } : q))));
  });
  await expect(door.getByTestId('door-queue')).toContainText('۴ ورود');
  const admin = await adminHeaders(request);
  expect((await request.post('/api/checkin/', { headers: admin, data: { ticket: kaveh, presentation: workshop.id } })).status()).toBe(200);
  const queued = await door.evaluate(() => JSON.parse(localStorage.getItem('fest.door.queue') ?? '[]') as { name: string; at: string }[]);
  const scannedAt = Object.fromEntries(queued.map((q) => [q.name, q.at]));
  const tonesBefore = (await tones(door)).length;

  // Back online (a few seconds later): the queue goes, each check-in stamped with its scan's time.
  await door.waitForTimeout(1_500);
  const sentFrom = Date.now();
  await context.setOffline(false);
  await expect(door.getByTestId('door-queue')).toHaveCount(0, { timeout: 20_000 });
  const alert = door.getByTestId('door-conflicts');
  await expect(alert).toBeVisible();
  await expect(alert).toBeInViewport();
  await expect(door.getByTestId('door-conflicts-badge')).toHaveText('۱');
  await expect(alert).toContainText('۱ ورود بدون اتصال پذیرفته نشد');
  await expect(alert).toContainText('کاوه نادری');
  await expect(alert).not.toContainText('آرش');
  expect((await tones(door)).slice(tonesBefore)).toEqual(CONFLICT_CALL);
  await shoot(door, 'door-conflicts');

  const list = await request.get(`/api/checkin/presentations/${workshop.id}/`, { headers: admin });
  const attendees = (await list.json()) as { first_name: string; last_name: string; checked_in_at: string | null; participation_id: number }[];
  const entered = (first: string) => attendees.find((a) => a.first_name === first)!;
  expect(entered('مینا').checked_in_at).toBe(scannedAt['مینا رحیمی']);
  expect(entered('ستاره').checked_in_at).toBe(scannedAt['ستاره بی‌باتری']);
  // The wrong clock's scan time was refused, so it was sent again without one: in, as of when it was sent.
  expect(new Date(entered('آرش').checked_in_at!).getTime()).toBeGreaterThanOrEqual(sentFrom - 1_000);
  // Who let Setareh in without a code, and why, is in the organisers' audit log.
  const audit = await request.get('/api/admin/audit/?search=checkin_without_code&page_size=200', { headers: admin });
  const entries = ((await audit.json()) as { results: { object_id: string; actor: { phone_number: string }; after: { reason: string } }[] }).results;
  expect(entries.find((e) => e.object_id === String(entered('ستاره').participation_id))).toMatchObject({
    actor: { phone_number: DOOR_PHONE },
    after: { reason: 'گوشی خاموش است؛ کارت شناسایی دیده شد' },
  });

  // Seen: the alert goes, and stays gone after a reload.
  await alert.getByRole('button', { name: 'دیده شد' }).click();
  await expect(alert).toHaveCount(0);
  await door.reload();
  await expect(door.getByTestId('door-count')).toBeVisible();
  await expect(door.getByTestId('door-conflicts')).toHaveCount(0);
  await context.close();
});

test('offline, the door opens only for the volunteer who used it here online', async ({ browser, request, baseURL }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fa-IR', timezoneId: 'Asia/Tehran' });
  // Someone else's session on this browser, with the door's memory of a volunteer left behind.
  await setSessionCookies(context, baseURL!, { ...(await doorTokens(request)), phone: '09129999999' });
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate((phone) => localStorage.setItem('fest.door.volunteer', JSON.stringify({ phoneNumber: phone, role: 'door' })), DOOR_PHONE);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await context.setOffline(true);
  await page.goto('/door');
  await expect(page.getByText('۴۰۳')).toBeVisible();
  await expect(page.getByTestId('door-count')).toHaveCount(0);
  await context.close();
});
