import { expect, test, type Page } from '@playwright/test';
import { appRunning, toast } from './helpers';
import { ADMIN, confirmedDraft, dragInEditor as dragTo, draftNamed, EDITOR_ROW as ROW, shoot as shootIn, signedIn, tokensOf } from './proposal-helpers';

/**
 * The console's schedule editor (/admin/schedule) against the real server and the demo festival
 * (15-17 Feb 2027; on the first day the main hall has the opening 09:00-10:00 Tehran and nothing
 * from 10:00 to 14:30). A confirmed proposal becomes a draft without a room; the organiser drags it
 * onto the grid, is refused a room already taken, and moves it once more by keyboard. Publishing and the
 * public schedule are the programme's cycle (programme-cycle.spec.ts). Runs with the console's journeys (it
 * places a draft in the demo's editor). The editor is saved at 1366 px and 390 px under SCREENSHOT_DIR.
 */
const outDir = process.env.SCREENSHOT_DIR ?? '/tmp/shots-schedule-editor';
const HALL = 'تالار اصلی';
const FIRST_DAY = '2027-02-15';
const shoot = (page: Page, name: string) => shootIn(page, outDir, name);

test('an organiser drags a draft into a room and time, is refused a taken room, and moves it by keyboard', async ({ browser, request, baseURL }) => {
  test.setTimeout(180_000);
  const title = `ارائهٔ چیده‌شده ${String(Date.now()).slice(-6)}`;
  const asAdmin = { Authorization: `Bearer ${(await tokensOf(request, ADMIN)).access}` };
  const draft = await confirmedDraft(request, asAdmin, title);
  expect(draft).toMatchObject({ room: '', is_published: false });
  expect(draft.proposal).not.toBeNull();

  const { context, page } = await signedIn(browser, request, baseURL!, ADMIN, 1366);
  await page.goto('/admin/schedule');
  await appRunning(page);
  await expect(page.getByRole('navigation', { name: 'بخش‌های پنل برگزارکننده' }).getByRole('link', { name: 'چیدمان برنامه' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'چیدمان برنامه' })).toBeVisible();
  // The festival's three days; an earlier tab only for a session a journey placed before them (feedback.spec.ts
  // and programme-cycle.spec.ts rate one that has already started, and may run first).
  const festivalDays = page.getByRole('tab').filter({ hasText: /بهمن ۱۴۰۵/ });
  await expect(festivalDays).toHaveCount(3);
  await festivalDays.first().click();
  await expect(festivalDays.first()).toHaveAttribute('aria-selected', 'true');
  await expect(festivalDays.first()).toHaveText(/دوشنبه ۲۶ بهمن ۱۴۰۵/);

  // The draft waits in the tray, marked as one.
  const tray = page.getByRole('region', { name: /پیش‌نویس‌های بدون سالن/ });
  const inTray = tray.getByRole('button', { name: new RegExp(`جابه‌جا کردن ${title}`) });
  await expect(inTray).toBeVisible();
  await expect(inTray).toContainText('پیش‌نویس');
  await expect(inTray).toContainText('۳۰ دقیقه');

  // Dragged with the mouse into the main hall at 11:00, free that morning.
  const hall = page.locator(`[data-room="${HALL}"]`);
  await dragTo(page, inTray, hall, 120);
  await expect(toast(page, `«${title}» جابه‌جا شد.`)).toBeVisible();
  const placed = hall.locator(`[data-session="${draft.id}"]`);
  await expect(placed).toBeVisible();
  await expect(placed).toHaveAccessibleName(`جابه‌جا کردن ${title}، ۱۱:۰۰ تا ۱۱:۳۰`);
  await expect(inTray).toHaveCount(0);
  expect(await draftNamed(request, asAdmin, title)).toMatchObject({ room: HALL, start: `${FIRST_DAY}T07:30:00.000Z`, is_published: false });

  // Onto the opening at 09:00: refused, naming both, and the block goes back to 11:00.
  await dragTo(page, placed, hall, 0);
  const refusal = page.getByRole('alert').filter({ hasText: 'در یک زمان' });
  await expect(refusal).toContainText(`«${title}»`);
  await expect(refusal).toContainText('«افتتاحیه');
  await expect(refusal).toContainText(HALL);
  await expect(placed).toHaveAccessibleName(`جابه‌جا کردن ${title}، ۱۱:۰۰ تا ۱۱:۳۰`);
  const hallTop = (await hall.boundingBox())!.y;
  expect(Math.round((await placed.boundingBox())!.y - hallTop)).toBe(4 * ROW);
  expect(await draftNamed(request, asAdmin, title)).toMatchObject({ room: HALL, start: `${FIRST_DAY}T07:30:00.000Z` });

  // Without dragging: the keyboard opens the block's dialog; 11:30 the same day.
  await placed.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `جابه‌جا کردن «${title}»` });
  await expect(dialog.getByLabel('روز')).toHaveValue(FIRST_DAY);
  await expect(dialog.getByLabel('سالن')).toHaveValue(HALL);
  await dialog.getByLabel('ساعت آغاز').selectOption({ label: '۱۱:۳۰' });
  await dialog.getByRole('button', { name: 'جابه‌جا کن' }).click();
  await expect(dialog).toBeHidden();
  await expect(placed).toHaveAccessibleName(`جابه‌جا کردن ${title}، ۱۱:۳۰ تا ۱۲:۰۰`);
  expect(await draftNamed(request, asAdmin, title)).toMatchObject({ start: `${FIRST_DAY}T08:00:00.000Z` });

  await shoot(page, 'schedule-editor');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: 'چیدمان برنامه' })).toBeVisible();
  // The grid scrolls inside its frame; the page itself does not.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, 'schedule-editor');
  await context.close();
});
