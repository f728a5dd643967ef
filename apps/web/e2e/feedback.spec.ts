import { expect, test } from '@playwright/test';
import { appRunning, newUser, type TestUser } from './helpers';
import {
  ADMIN,
  checkedInAttendee,
  confirmedDraft,
  persianDigits,
  publishSchedule,
  shoot as shootIn,
  signedIn,
  startedFiveMinutesAgo,
  tokensOf,
} from './proposal-helpers';

/**
 * Hiding a comment on a session (docs/api.md, "Feedback, slides and recordings"), against the real server:
 * the organiser reads who rated a session at /admin/feedback and hides the comment; the presenter no longer
 * reads it on /profile/feedback, though the rating still counts. Rating from the tickets page and the
 * presenter reading it without names are the programme's cycle (programme-cycle.spec.ts); here the rating
 * is given through the API. Runs with the console's journeys: it adds a started session to the demo. The
 * console's page is saved at 1366 px under SCREENSHOT_DIR.
 */
const outDir = process.env.SCREENSHOT_DIR ?? '/tmp/shots-feedback';
const shoot = (page: Parameters<typeof shootIn>[0], name: string) => shootIn(page, outDir, name);
const COMMENT = 'مثال‌های کرنل خیلی روشن بود؛ کاش وقت پرسش بیشتر بود.';

test('the organiser sees who rated a session and hides the comment; the presenter no longer reads it, and the rating still counts', async ({ browser, request, baseURL }) => {
  const title = `ارائهٔ امتیازدادنی ${String(Date.now()).slice(-6)}`;
  const asAdmin = { Authorization: `Bearer ${(await tokensOf(request, ADMIN)).access}` };
  const speaker: TestUser = { ...newUser(), first_name: 'کاوه', last_name: 'ارائه‌دهنده' };
  const draft = await confirmedDraft(request, asAdmin, title, speaker);
  await startedFiveMinutesAgo(request, asAdmin, draft, `سالن بازخورد ${title.slice(-6)}`);
  await publishSchedule(request, asAdmin);
  const attendee: TestUser = { ...newUser(), first_name: 'نگار', last_name: 'امینی' };
  const asAttendee = await checkedInAttendee(request, asAdmin, draft.id, attendee);
  const rated = await request.put(`/api/presentations/${draft.id}/feedback/`, { headers: asAttendee, data: { rating: 4, comment: COMMENT } });
  expect(rated.status(), await rated.text()).toBe(200);
  const asSpeaker = { Authorization: `Bearer ${(await tokensOf(request, speaker)).access}` };
  const before = (await (await request.get('/api/speaker/feedback/', { headers: asSpeaker })).json()) as { comments: { comment: string }[] }[];
  expect(before[0]!.comments.map((c) => c.comment)).toEqual([COMMENT]);

  // The organiser sees who wrote it, and hides the comment.
  const organiser = await signedIn(browser, request, baseURL!, ADMIN, 1366);
  await organiser.page.goto('/admin/feedback');
  await appRunning(organiser.page);
  await expect(organiser.page.getByRole('heading', { level: 1, name: 'بازخورد ارائه‌ها' })).toBeVisible();
  const row = organiser.page.getByTestId('admin-feedback').filter({ hasText: title });
  await expect(row).toContainText(`${attendee.first_name} ${attendee.last_name}`);
  await expect(row).toContainText(COMMENT);
  await expect(row).toContainText(persianDigits(attendee.phone_number));
  await shoot(organiser.page, 'admin-feedback');
  await row.getByRole('button', { name: 'پنهان کردن' }).click();
  await expect(row.getByText('پنهان', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'نمایش دوباره' })).toBeVisible();
  await shoot(organiser.page, 'admin-feedback-hidden');
  await organiser.context.close();

  // The presenter, on a phone, no longer reads it; the rating still counts.
  const presenter = await signedIn(browser, request, baseURL!, speaker, 390);
  await presenter.page.goto('/profile/feedback');
  await appRunning(presenter.page);
  const mine = presenter.page.getByRole('article', { name: title });
  await expect(mine).toContainText('میانگین ۴ از ۵');
  await expect(mine.getByRole('region', { name: 'نظرها' })).toContainText('هنوز نظری نوشته نشده است.');
  await expect(mine).not.toContainText(COMMENT);
  await presenter.context.close();
});
