import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { appRunning, newUser, setSessionCookies, signUpThroughApi, toast } from './helpers';
import { ADMIN, confirmedDraft, draftNamed, shoot as shootIn, tokensOf, type AdminSession } from './proposal-helpers';

/**
 * The schedule editor's way back to the tray, its touch path, and the console's slides and recording of a
 * session, against the real server and the demo festival (15-17 Feb 2027). Each test places a draft of its
 * own in a room of its own on the festival's first day, so that nothing the other journeys placed is in its
 * way. Runs with the console's journeys (it adds drafts to the demo). Screenshots at 1366 px and 390 px
 * under SCREENSHOT_DIR.
 */
const outDir = process.env.SCREENSHOT_DIR ?? '/tmp/shots-schedule-tray';
const FIRST_DAY = '2027-02-15';
const HALL = 'تالار اصلی';
/** The grid's row (ScheduleGrid.tsx ROW_HEIGHT): 30 minutes. */
const ROW = 44;
const shoot = (page: Page, name: string) => shootIn(page, outDir, name);
const suffix = () => String(Date.now()).slice(-6);

/** A Tehran wall time on the festival's first day, as the API writes it (UTC). */
const tehran = (clock: string) => new Date(`${FIRST_DAY}T${clock}:00+03:30`).toISOString();

async function adminHeaders(request: APIRequestContext) {
  return { Authorization: `Bearer ${(await tokensOf(request, ADMIN)).access}` };
}

/** Puts session `id` (30 minutes long) in `room` at `clock` on the first day, as the editor's drop would. */
async function place(request: APIRequestContext, asAdmin: Record<string, string>, id: number, room: string, clock: string) {
  const start = tehran(clock);
  const end = new Date(Date.parse(start) + 30 * 60_000).toISOString();
  const moved = await request.patch(`/api/admin/presentations/${id}/`, { headers: asAdmin, data: { room, start, end } });
  expect(moved.status(), await moved.text()).toBe(200);
}

/** The organiser's console in a browser of its own. */
async function consolePage(page: Page, request: APIRequestContext, baseURL: string) {
  await setSessionCookies(page.context(), baseURL, { ...(await tokensOf(request, ADMIN)), phone: ADMIN.phone_number });
}

/** The schedule editor on the festival's first day. */
async function openEditor(page: Page) {
  await page.goto('/admin/schedule');
  await appRunning(page);
  const firstDay = page.getByRole('tab').filter({ hasText: /دوشنبه ۲۶ بهمن ۱۴۰۵/ });
  await firstDay.click();
  await expect(firstDay).toHaveAttribute('aria-selected', 'true');
}

/** A finger pressed at `from`, moved to `to` and lifted, through Chromium's own touch input (CDP), not a script's events. */
async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, beforeLift?: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x?: number, y?: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: x === undefined ? [] : [{ x, y: y!, id: 1 }] });
  await touch('touchStart', from.x, from.y);
  const steps = 16;
  for (let step = 1; step <= steps; step += 1) {
    await touch('touchMove', from.x + ((to.x - from.x) * step) / steps, from.y + ((to.y - from.y) * step) / steps);
  }
  await beforeLift?.();
  await touch('touchEnd');
  await cdp.detach();
}

/** Where `block` sits in `column`: its top's offset from the column's, in px. */
async function offsetIn(block: Locator, column: Locator) {
  return Math.round((await block.boundingBox())!.y - (await column.boundingBox())!.y);
}

test('a finger drags a session on a tablet: it lands where it was dropped, then goes back onto the tray', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const asAdmin = await adminHeaders(request);
  const title = `جلسهٔ لمسی ${suffix()}`;
  const room = `سالن لمسی ${suffix()}`;
  const draft = await confirmedDraft(request, asAdmin, title);
  await place(request, asAdmin, draft.id, room, '09:30');

  // A tablet held upright: the tray above the grid, a touch screen.
  const context = await browser.newContext({ locale: 'fa-IR', timezoneId: 'Asia/Tehran', viewport: { width: 820, height: 1180 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await consolePage(page, request, baseURL!);
  await openEditor(page);
  // Which kind of pointer reached the page: the editor's drag must run on a finger's events.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { pointerKinds: string[] }).pointerKinds = seen;
    document.addEventListener('pointerdown', (event) => seen.push(event.pointerType), true);
  });

  const column = page.locator(`[data-room="${room}"]`);
  const block = column.locator(`[data-session="${draft.id}"]`);
  // Without touch-action: none the browser would take the finger's drag for a scroll and cancel the pointer.
  await expect(block).toHaveCSS('touch-action', 'none');
  await column.scrollIntoViewIfNeeded();
  await block.scrollIntoViewIfNeeded();
  await expect(block).toHaveAccessibleName(`جابه‌جا کردن ${title}، ۰۹:۳۰ تا ۱۰:۰۰`);
  const before = await offsetIn(block, column);

  // An hour later in the same room: two rows down.
  const from = (await block.boundingBox())!;
  const grab = { x: from.x + from.width / 2, y: from.y + 8 };
  await touchDrag(page, grab, { x: grab.x, y: grab.y + 2 * ROW }, async () => {
    await expect(page.getByTestId('drop-preview')).toHaveText('۱۰:۳۰');
  });
  expect(await page.evaluate(() => (window as unknown as { pointerKinds: string[] }).pointerKinds)).toContain('touch');
  await expect(toast(page, `«${title}» جابه‌جا شد.`)).toBeVisible();
  await expect(block).toHaveAccessibleName(`جابه‌جا کردن ${title}، ۱۰:۳۰ تا ۱۱:۰۰`);
  expect(await offsetIn(block, column)).toBe(before + 2 * ROW);
  expect(await draftNamed(request, asAdmin, title)).toMatchObject({ room, start: tehran('10:30'), end: tehran('11:00') });

  // Then onto the tray above the grid: it loses its room and waits there again.
  const tray = page.getByTestId('unplaced-tray');
  // The block low in the window and the tray's lower edge above it, both in sight however many drafts the tray holds.
  await block.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await page.evaluate(() => window.scrollBy(0, -40));
  const trayBox = (await tray.boundingBox())!;
  const now = (await block.boundingBox())!;
  const drop = { x: trayBox.x + trayBox.width / 2, y: trayBox.y + trayBox.height - 16 };
  expect(drop.y).toBeGreaterThan(0);
  await touchDrag(page, { x: now.x + now.width / 2, y: now.y + 8 }, drop, async () => {
    await expect(page.getByTestId('tray-drop')).toHaveText('رها کنید تا به پیش‌نویس‌های بدون سالن برگردد');
  });
  await expect(toast(page, `«${title}» به پیش‌نویس‌های بدون سالن برگشت.`)).toBeVisible();
  await expect(tray.locator(`[data-session="${draft.id}"]`)).toBeVisible();
  await expect(column.locator(`[data-session="${draft.id}"]`)).toHaveCount(0);
  expect(await draftNamed(request, asAdmin, title)).toMatchObject({ room: '', is_published: false });
  await context.close();
});

test('an organiser takes a placed draft back to the tray by mouse and by its dialog; a published session keeps its place', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const asAdmin = await adminHeaders(request);
  const title = `جلسهٔ بازگشتی ${suffix()}`;
  const room = `سالن بازگشت ${suffix()}`;
  const draft = await confirmedDraft(request, asAdmin, title);
  await place(request, asAdmin, draft.id, room, '12:00');

  const context = await browser.newContext({ locale: 'fa-IR', timezoneId: 'Asia/Tehran', viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await consolePage(page, request, baseURL!);
  await openEditor(page);
  const tray = page.getByRole('region', { name: /پیش‌نویس‌های بدون سالن/ });
  const column = page.locator(`[data-room="${room}"]`);
  const placed = column.locator(`[data-session="${draft.id}"]`);
  await column.scrollIntoViewIfNeeded();
  await placed.scrollIntoViewIfNeeded();

  // By mouse: dragged onto the tray, which says it takes it back while it is over it.
  const from = (await placed.boundingBox())!;
  await page.mouse.move(from.x + 12, from.y + 8);
  await page.mouse.down();
  const trayBox = (await tray.boundingBox())!;
  await page.mouse.move(trayBox.x + trayBox.width / 2, trayBox.y + trayBox.height / 2, { steps: 12 });
  await expect(page.getByTestId('tray-drop')).toBeVisible();
  await expect(page.getByTestId('drop-preview')).toHaveCount(0);
  await page.screenshot({ path: `${outDir}/schedule-tray-dropping-1366.png` });
  await page.mouse.up();
  await expect(toast(page, `«${title}» به پیش‌نویس‌های بدون سالن برگشت.`)).toBeVisible();
  const inTray = tray.locator(`[data-session="${draft.id}"]`);
  await expect(inTray).toBeVisible();
  await expect(inTray).toContainText('۳۰ دقیقه');
  expect(await draftNamed(request, asAdmin, title)).toMatchObject({ room: '', is_published: false });

  // By keyboard: placed from the tray with its dialog, then sent back with the dialog's own button.
  await inTray.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `جابه‌جا کردن «${title}»` });
  // An unplaced draft is not offered the way back: it is there already.
  await expect(dialog.getByRole('button', { name: 'برگرداندن به پیش‌نویس‌های بدون سالن' })).toHaveCount(0);
  await dialog.getByLabel('روز').selectOption(FIRST_DAY);
  await dialog.getByLabel('سالن').selectOption(room);
  await dialog.getByLabel('ساعت آغاز').selectOption({ label: '۱۳:۰۰' });
  await dialog.getByRole('button', { name: 'جابه‌جا کن' }).click();
  await expect(dialog).toBeHidden();
  await expect(placed).toHaveAccessibleName(`جابه‌جا کردن ${title}، ۱۳:۰۰ تا ۱۳:۳۰`);
  await placed.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toContainText('تا دوباره جایش ندهید منتشر نمی‌شود');
  await dialog.getByRole('button', { name: 'برگرداندن به پیش‌نویس‌های بدون سالن' }).click();
  await expect(dialog).toBeHidden();
  await expect(inTray).toBeVisible();
  expect(await draftNamed(request, asAdmin, title)).toMatchObject({ room: '', is_published: false });

  await shoot(page, 'schedule-tray');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(inTray).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, 'schedule-tray');
  await page.setViewportSize({ width: 1366, height: 900 });

  // A published session (the demo's first in the main hall that day) dragged to the tray: refused, and it stays.
  const listed = (await (await request.get('/api/admin/presentations/?page_size=200&ordering=start', { headers: asAdmin })).json()) as { results: AdminSession[] };
  const published = listed.results.find((s) => s.is_published && s.room === HALL && s.start.startsWith(FIRST_DAY))!;
  expect(published).toBeTruthy();
  const hall = page.locator(`[data-room="${HALL}"]`);
  const opening = hall.locator(`[data-session="${published.id}"]`);
  await hall.scrollIntoViewIfNeeded();
  await opening.scrollIntoViewIfNeeded();
  const box = (await opening.boundingBox())!;
  await page.mouse.move(box.x + 12, box.y + 8);
  await page.mouse.down();
  const trayNow = (await tray.boundingBox())!;
  await page.mouse.move(trayNow.x + trayNow.width / 2, trayNow.y + trayNow.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(page.getByRole('alert').filter({ hasText: 'منتشر شده' })).toContainText('به پیش‌نویس‌های بدون سالن برنمی‌گردد');
  await expect(opening).toBeVisible();
  expect(await (await request.get(`/api/admin/presentations/${published.id}/`, { headers: asAdmin })).json()).toMatchObject({ room: HALL, is_published: true, start: published.start });
  // Its dialog offers no way back either.
  await opening.focus();
  await page.keyboard.press('Enter');
  const itsDialog = page.getByRole('dialog', { name: /^جابه‌جا کردن «/ });
  await expect(itsDialog).toBeVisible();
  await expect(itsDialog.getByRole('button', { name: 'برگرداندن به پیش‌نویس‌های بدون سالن' })).toHaveCount(0);
  await itsDialog.getByRole('button', { name: 'انصراف' }).click();
  await context.close();
});

/** A draft whose speaker did not consent to recording (as confirmedDraft, with recording_consent false). */
async function draftWithoutConsent(request: APIRequestContext, asAdmin: Record<string, string>, title: string) {
  const speaker = newUser();
  expect((await signUpThroughApi(request, speaker)).status()).toBe(201);
  const sent = await request.post('/api/proposals/', {
    headers: { Authorization: `Bearer ${(await tokensOf(request, speaker)).access}` },
    data: {
      service_type: 'TALK',
      fa_title: title,
      fa_abstract: 'ارائه‌ای که فیلمش منتشر نمی‌شود.',
      description: 'بی‌ضبط.',
      duration_minutes: 30,
      level: 'BEGINNER',
      language: 'fa',
      recording_consent: false,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  expect((await request.post(`/api/admin/proposals/${id}/decide/`, { headers: asAdmin, data: { state: 'ACCEPTED', message: '' } })).status()).toBe(200);
  let token = '';
  await expect
    .poll(async () => {
      const texts = (await (await request.get(`/_sandbox/sms/messages/?phone=${speaker.phone_number}`)).json()) as { text: string }[];
      token = texts.map((m) => /\/proposals\/confirm\/([A-Za-z0-9_-]+)/.exec(m.text)?.[1]).find(Boolean) ?? '';
      return token;
    })
    .not.toBe('');
  expect((await request.post(`/api/proposals/confirm/${token}/`, { data: { answer: 'CONFIRM' } })).status()).toBe(200);
  return draftNamed(request, asAdmin, title);
}

test("the console's session page uploads the slides and saves the recording's link; refuses a link the speakers did not consent to", async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const asAdmin = await adminHeaders(request);
  const title = `جلسهٔ اسلایددار ${suffix()}`;
  const speaker = newUser();
  const draft = await confirmedDraft(request, asAdmin, title, speaker);

  const context = await browser.newContext({ locale: 'fa-IR', timezoneId: 'Asia/Tehran', viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await consolePage(page, request, baseURL!);
  await page.goto(`/admin/presentations/${draft.id}`);
  await appRunning(page);
  const section = page.getByRole('region', { name: 'اسلاید و فیلم' });
  await expect(section).toContainText('هنوز اسلایدی بارگذاری نشده است.');

  // The file field speaks Persian: our button, not the browser's "Choose File".
  const picker = section.getByLabel('فایل PDF اسلایدها');
  await expect(section.getByText('انتخاب فایل PDF')).toBeVisible();
  await expect(section.getByText('هنوز فایلی انتخاب نشده است.')).toBeVisible();
  expect(await picker.evaluate((input) => input.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
  const upload = section.getByRole('button', { name: 'بارگذاری اسلایدها' });
  await expect(upload).toBeDisabled();
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
  await expect(section.getByText('فقط فایل PDF پذیرفته می‌شود.')).toBeVisible();
  await expect(upload).toBeDisabled();
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), Buffer.alloc(2048, 0x20)]);
  await picker.setInputFiles({ name: 'slides.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(section.getByText('slides.pdf')).toBeVisible();
  await upload.click();
  await expect(section.getByRole('status').filter({ hasText: 'اسلایدها بارگذاری شد.' })).toBeVisible();
  const current = section.getByRole('link', { name: 'اسلایدهای فعلی' });
  await expect(current).toHaveAttribute('href', /^\/media\/slides\/[0-9a-f]{32}\.pdf$/);
  const stored = (await (await request.get(`/api/admin/presentations/${draft.id}/`, { headers: asAdmin })).json()) as { slides_url: string };
  await expect(current).toHaveAttribute('href', stored.slides_url);

  // The recording's link, where the speakers consented.
  await expect(section).toContainText('با انتشار فیلم موافقت کرده‌اند');
  await section.getByLabel('نشانی فیلم').fill('https://video.example.ir/watch/42');
  await section.getByRole('button', { name: 'ذخیرهٔ نشانی فیلم' }).click();
  await expect(section.getByRole('status').filter({ hasText: 'نشانی فیلم ذخیره شد.' })).toBeVisible();
  await expect(section.getByRole('alert')).toHaveCount(0);
  expect(((await (await request.get(`/api/admin/presentations/${draft.id}/`, { headers: asAdmin })).json()) as { recording_url: string }).recording_url).toBe(
    'https://video.example.ir/watch/42',
  );
  await shoot(page, 'presentation-materials');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(section).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, 'presentation-materials');
  await page.setViewportSize({ width: 1366, height: 900 });

  // Where they did not, the page says so, and the server's refusal is said in the console's words.
  const withheld = await draftWithoutConsent(request, asAdmin, `جلسهٔ بی‌فیلم ${suffix()}`);
  await page.goto(`/admin/presentations/${withheld.id}`);
  await appRunning(page);
  await expect(section).toContainText('با انتشار فیلم موافقت نکرده‌اند');
  await section.getByLabel('نشانی فیلم').fill('https://video.example.ir/watch/43');
  await section.getByRole('button', { name: 'ذخیرهٔ نشانی فیلم' }).click();
  await expect(section.getByRole('alert')).toHaveText(/ارائه‌دهندگان این ارائه با انتشار فیلم آن موافقت نکرده‌اند؛ نشانی فیلم برای آن پذیرفته نمی‌شود\./);
  expect(((await (await request.get(`/api/admin/presentations/${withheld.id}/`, { headers: asAdmin })).json()) as { recording_url: string | null }).recording_url).toBeNull();

  // The presenter's own upload (/profile/feedback) is the same form, in the same words, with the slides the organisers put.
  const speakerContext = await browser.newContext({ locale: 'fa-IR', timezoneId: 'Asia/Tehran', viewport: { width: 390, height: 844 } });
  await setSessionCookies(speakerContext, baseURL!, { ...(await tokensOf(request, speaker)), phone: speaker.phone_number });
  const speakerPage = await speakerContext.newPage();
  await speakerPage.goto('/profile/feedback');
  await appRunning(speakerPage);
  const mine = speakerPage.locator('article').filter({ hasText: title });
  await expect(mine.getByText('انتخاب فایل PDF')).toBeVisible();
  await expect(mine.getByRole('link', { name: 'اسلایدهای فعلی' })).toHaveAttribute('href', stored.slides_url);
  await expect(mine.getByText('هنوز فایلی انتخاب نشده است.')).toBeVisible();
  await shoot(speakerPage, 'speaker-slides');
  await speakerContext.close();
  await context.close();
});
