import { expect, test, type Page } from '@playwright/test';
import { appRunning, codeFromSandbox, newUser, signUpAndSignIn, signUpThroughApi, toast, uniquePhone, type TestUser } from './helpers';
import {
  ADMIN,
  CONFIRM_LINK,
  checkedInAttendee,
  dragInEditor,
  draftNamed,
  persianDigits,
  shoot as shootIn,
  signedIn,
  startedFiveMinutesAgo,
  textedLink,
  tokensOf,
} from './proposal-helpers';

/**
 * The programme from the community, one session's whole life against the real server and the demo
 * festival (docs/api.md, "The call for proposals", "Drafts and the schedule editor", "Feedback, slides and
 * recordings"): a visitor proposes a workshop with a co-speaker, who accepts, giving the name their account
 * (made by a login by code) lacks; a reviewer scores it; the
 * organiser accepts it; the speaker confirms from the SMS link on a phone; the organiser drags it into
 * Tuesday in the second room and publishes; a visitor finds it on /schedule, and both presenters by name on
 * its page; once it has started, an
 * attendee checked in at the door rates it and the presenter reads the rating, with nobody's name.
 *
 * Where: the festival's Tuesday is its second day (16 Feb 2027, سه‌شنبه ۲۷ بهمن ۱۴۰۵), and the second
 * room is سایت کامپیوتر ۱, the demo's second column in the editor (rooms stand in the order of their
 * first session). At 10:00 that room holds the demo's networking workshop until 12:00, and a workshop
 * lasts at least two hours (the call's lengths), so the organiser's drop at 10:00 is refused, naming that
 * workshop, and the draft goes to 12:00, the room's first free hour. The room is found by its name: other
 * journeys of the console add rooms with earlier sessions, which stand before it.
 *
 * Setup that is no part of the story goes through the API: accounts, the reviewer's role, the move into
 * the past that lets the session be rated (ratings open at its start), the attendee's seat and scan.
 * Runs with the console's journeys: it adds a started session to the demo. The speaker's pages are saved
 * at 390 px, the console's at 1366 px, under SCREENSHOT_DIR or the test's output folder.
 */
const TUESDAY = '2027-02-16';
const ROOM_2 = 'سایت کامپیوتر ۱';
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const COMMENT = 'تمرین‌های نگاشت‌ها عالی بود؛ کاش یک ساعت بیشتر بود.';
const CO_NAME = { first: 'پرستو', last: 'رحیمی' };

test.use({ viewport: { width: 390, height: 844 } });

test('a proposed workshop is reviewed, accepted, confirmed, placed, published, rated after it starts, and read by its presenter', async ({
  browser,
  context,
  page,
  request,
  baseURL,
}, testInfo) => {
  // The whole cycle, with some thirty page loads: about three minutes measured while other test runs shared
  // the machine's two cores.
  test.setTimeout(360_000);
  const outDir = process.env.SCREENSHOT_DIR ?? testInfo.outputPath('screens');
  const shoot = (on: Page, name: string) => shootIn(on, outDir, name);
  const run = String(Date.now()).slice(-6);
  // Persian digits in the title, as a Persian title is written: the console's search (draftNamed) finds them
  // whatever digits the query has.
  const title = `کارگاه ای‌بی‌پی‌اف ${persianDigits(run)}`;
  const admin = await tokensOf(request, ADMIN);
  const asAdmin = { Authorization: `Bearer ${admin.access}` };

  // ── A visitor proposes a workshop, on a phone, naming a co-speaker by a phone number written as people write it.
  const { user: speaker } = await signUpAndSignIn(request, context, baseURL!);
  const coSpeaker = uniquePhone();
  const written = persianDigits(`${coSpeaker.slice(0, 4)} ${coSpeaker.slice(4, 7)} ${coSpeaker.slice(7)}`);
  await page.goto('/proposals/new');
  await appRunning(page);
  await expect(page.getByRole('heading', { level: 1, name: 'پیشنهاد ارائه' })).toBeVisible();
  await expect(page.getByTestId('cfp-status')).toContainText('فراخوان باز است');
  await field(page, 'نوع ارائه').selectOption('WORKSHOP');
  await field(page, 'مدت').selectOption({ label: '۲ ساعت' });
  await field(page, 'عنوان فارسی').fill(title);
  await field(page, 'عنوان انگلیسی (اختیاری)').fill(`eBPF from scratch ${run}`);
  await field(page, 'چکیدهٔ فارسی').fill('برنامه‌نویسی هسته لینوکس بدون نوشتن ماژول، با ابزارهای bpftrace و libbpf.');
  await field(page, 'شرح برای داوران').fill('سرفصل‌ها: نگاشت‌ها، کاوشگرها، بارگذاری برنامه‌ها. پیش‌نیاز: آشنایی با C.');
  await field(page, 'سطح').selectOption('INTERMEDIATE');
  await page.getByRole('button', { name: 'افزودن هم‌ارائه‌دهنده' }).click();
  await field(page, 'موبایل هم‌ارائه‌دهندهٔ ۱').fill(written);
  await shoot(page, 'proposal-form');
  await page.getByRole('button', { name: 'فرستادن پیشنهاد' }).click();
  await expect(toast(page, 'پیشنهاد شما فرستاده شد.')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/proposals$/);
  const mine = page.getByTestId('proposal').filter({ hasText: title });
  await expect(mine).toContainText('در انتظار داوری');
  await expect(mine).toContainText('در انتظار پذیرش');
  await expect(mine.getByRole('link', { name: `ویرایش «${title}»` })).toBeVisible();
  await shoot(page, 'my-proposals');

  // Their speaker profile, which the programme's presenter is made from: a bio, and Tuesday as the day they can come.
  await page.goto('/profile/speaker');
  await expect(page.getByRole('heading', { level: 1, name: 'نمایهٔ ارائه‌دهنده' })).toBeVisible();
  await field(page, 'زندگی‌نامهٔ فارسی').fill('برنامه‌نویس سامانه و علاقه‌مند به ابزارهای ردگیری هستهٔ لینوکس.');
  await page.getByRole('button', { name: 'افزودن بازه' }).click();
  await field(page, 'روز').fill('۱۴۰۵/۱۱/۲۷');
  await field(page, 'تا ساعت').fill('17:00');
  await shoot(page, 'speaker-profile');
  await page.getByRole('button', { name: 'ذخیرهٔ نمایه' }).click();
  await expect(toast(page, 'نمایهٔ ارائه‌دهنده ذخیره شد.')).toBeVisible();

  // ── The co-speaker: texted an invitation to their proposals, they log in with a texted code and accept, giving
  // the name their new account lacks (the programme will show them by it).
  const invited = await textedLink(request, coSpeaker, /https?:\/\/\S+\/profile\/proposals/);
  expect(invited).toBe(`${baseURL}/profile/proposals`);
  const co = await browser.newContext({ locale: 'fa-IR', timezoneId: 'Asia/Tehran', viewport: { width: 390, height: 844 } });
  const theirs = await co.newPage();
  await theirs.goto(new URL(invited).pathname);
  await appRunning(theirs);
  await expect(theirs).toHaveURL(/\/login\?next=/);
  await theirs.getByRole('button', { name: 'ورود با کد پیامکی' }).click();
  await field(theirs, 'شماره موبایل').fill(coSpeaker);
  await theirs.getByRole('button', { name: 'ارسال کد ورود' }).click();
  await field(theirs, 'کد تأیید').fill(await codeFromSandbox(request, coSpeaker));
  await theirs.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(theirs).toHaveURL(/\/profile\/proposals$/);
  const invitation = theirs.getByTestId('proposal').filter({ hasText: title });
  await expect(invitation).toContainText('دعوت به هم‌ارائه‌دهندگی');
  const acceptInvitation = invitation.getByRole('button', { name: `پذیرفتن دعوت برای «${title}»`, exact: true });
  await acceptInvitation.click();
  await expect(invitation.getByText('این فیلد را پر کنید.')).toHaveCount(2);
  await invitation.getByLabel('نام', { exact: true }).fill(CO_NAME.first);
  await invitation.getByLabel('نام خانوادگی', { exact: true }).fill(CO_NAME.last);
  await shoot(theirs, 'invitation');
  await acceptInvitation.click();
  await expect(toast(theirs, 'دعوت را پذیرفتید؛ این پیشنهاد اکنون از آنِ شما هم هست.')).toBeVisible();
  await expect(invitation).toContainText(`${CO_NAME.first} ${CO_NAME.last}`);
  await expect(invitation.getByRole('button', { name: /پذیرفتن دعوت/ })).toHaveCount(0);
  await expect(invitation.getByRole('link', { name: `ویرایش «${title}»` })).toBeVisible();
  await co.close();

  // ── A reviewer (given the role by the organiser) scores it, and sees no more of the console than the review.
  const reviewer = newUser();
  expect((await signUpThroughApi(request, reviewer)).status()).toBe(201);
  const found = (await (await request.get(`/api/admin/users/?search=${reviewer.phone_number}`, { headers: asAdmin })).json()) as { results: { id: number }[] };
  const made = await request.patch(`/api/admin/users/${found.results[0]!.id}/`, { headers: asAdmin, data: { role: 'reviewer' } });
  expect(made.status(), await made.text()).toBe(200);
  const rev = await signedIn(browser, request, baseURL!, reviewer, 1366);
  await rev.page.goto('/admin/review');
  await appRunning(rev.page);
  await expect(rev.page.getByRole('heading', { level: 1, name: 'داوری پیشنهادها' })).toBeVisible();
  await expect(rev.page.getByRole('navigation', { name: 'بخش‌های پنل برگزارکننده' }).getByRole('link')).toHaveCount(1);
  await rev.page.getByRole('link', { name: `داوری: ${title}` }).click();
  await expect(rev.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(rev.page.getByText('داوری‌های دیگران پس از ثبت داوری خودتان نمایش داده می‌شود.')).toBeVisible();
  const groups = rev.page.locator('form fieldset');
  const count = await groups.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) await groups.nth(i).getByRole('radio', { name: i === 0 ? '۵ از ۵' : '۴ از ۵' }).check();
  await rev.page.getByLabel('نظر شما').fill('موضوع به‌روز و سرفصل‌ها روشن.');
  await rev.page.getByRole('button', { name: 'ذخیرهٔ داوری' }).click();
  await expect(toast(rev.page, 'داوری شما ذخیره شد.')).toBeVisible();
  await expect(rev.page.getByText('هنوز داور دیگری این پیشنهاد را داوری نکرده است.')).toBeVisible();
  await shoot(rev.page, 'review-page');
  // The rest of the console stays the organisers'.
  await rev.page.goto('/admin/payments');
  await expect(rev.page.getByRole('heading', { level: 1 })).not.toHaveText('پرداخت‌ها');
  await rev.context.close();

  // ── The organiser finds it scored in the ranking and accepts it with a message.
  const org = await signedIn(browser, request, baseURL!, ADMIN, 1366);
  await org.page.goto('/admin/proposals');
  await appRunning(org.page);
  await org.page.getByLabel('وضعیت', { exact: true }).selectOption('SUBMITTED');
  await org.page.getByLabel('نوع', { exact: true }).selectOption('WORKSHOP');
  const row = org.page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('۱ داوری');
  await shoot(org.page, 'ranking');
  await row.getByRole('button', { name: `تصمیم: ${title}` }).click();
  await org.page.getByLabel('تصمیم', { exact: true }).selectOption('ACCEPTED');
  await org.page.getByLabel('پیام به ارائه‌دهندگان').fill('منتظر کارگاهتان هستیم.');
  await org.page.getByRole('button', { name: 'ثبت و خبر دادن' }).click();
  await expect(toast(org.page, 'تصمیم ثبت شد و به ارائه‌دهندگان خبر داده شد.')).toBeVisible();

  // ── The speaker confirms from the link in their SMS, on a phone, with no session: the link is the proof.
  const link = await textedLink(request, speaker.phone_number, CONFIRM_LINK);
  const phone = await browser.newContext({ locale: 'fa-IR', timezoneId: 'Asia/Tehran', viewport: { width: 390, height: 844 } });
  const confirm = await phone.newPage();
  await confirm.goto(new URL(link).pathname);
  await appRunning(confirm);
  await expect(confirm.getByRole('heading', { level: 1, name: 'پاسخ به پذیرش پیشنهاد' })).toBeVisible();
  await shoot(confirm, 'confirm');
  await confirm.getByRole('button', { name: 'تأیید می‌کنم، ارائه می‌دهم' }).click();
  await expect(confirm.getByRole('status')).toContainText(`ارائهٔ «${title}» قطعی شد`);
  await expect(confirm.getByRole('status')).toContainText('قطعی شده');
  await shoot(confirm, 'confirm-done');
  // The link answers once: opened again, it says so plainly.
  await confirm.reload();
  await appRunning(confirm);
  await confirm.getByRole('button', { name: 'انصراف می‌دهم' }).click();
  await expect(confirm.getByRole('alert')).toContainText('این پیوند دیگر کار نمی‌کند');
  await phone.close();
  // In their proposals, it is now confirmed.
  await page.goto('/profile/proposals');
  await appRunning(page);
  await expect(mine).toContainText('قطعی شده');

  // ── The organiser places the draft in the schedule editor, at 1366 px.
  const draft = await draftNamed(request, asAdmin, title);
  expect(draft).toMatchObject({ room: '', is_published: false });
  const editor = org.page;
  await editor.goto('/admin/schedule');
  await appRunning(editor);
  await expect(editor.getByRole('heading', { level: 1, name: 'چیدمان برنامه' })).toBeVisible();
  const tuesday = editor.getByRole('tab', { name: /سه‌شنبه ۲۷ بهمن ۱۴۰۵/ });
  await tuesday.click();
  await expect(tuesday).toHaveAttribute('aria-selected', 'true');
  const inTray = editor.getByRole('region', { name: /پیش‌نویس‌های بدون سالن/ }).getByRole('button', { name: new RegExp(`جابه‌جا کردن ${title}`) });
  await expect(inTray).toContainText('پیش‌نویس');
  await expect(inTray).toContainText('۱۲۰ دقیقه');
  const room2 = editor.locator(`[data-room="${ROOM_2}"]`);
  // 10:00, an hour below the day's first row (09:00): the networking workshop has the room until 12:00.
  await dragInEditor(editor, inTray, room2, 60);
  const refusal = editor.getByRole('alert').filter({ hasText: 'در یک زمان' });
  await expect(refusal).toContainText(`«${title}»`);
  await expect(refusal).toContainText('«شبکه در لینوکس');
  await expect(inTray).toBeVisible();
  expect(await draftNamed(request, asAdmin, title)).toMatchObject({ room: '' });
  // 12:00, once the room is free.
  await dragInEditor(editor, inTray, room2, 180);
  await expect(toast(editor, `«${title}» جابه‌جا شد.`)).toBeVisible();
  const placed = room2.locator(`[data-session="${draft.id}"]`);
  await expect(placed).toHaveAccessibleName(`جابه‌جا کردن ${title}، ۱۲:۰۰ تا ۱۴:۰۰`);
  await expect(inTray).toHaveCount(0);
  expect(await draftNamed(request, asAdmin, title)).toMatchObject({ room: ROOM_2, start: `${TUESDAY}T08:30:00.000Z`, end: `${TUESDAY}T10:30:00.000Z`, is_published: false });
  await shoot(editor, 'schedule-editor');

  // Published with the other placed drafts.
  await editor.getByRole('button', { name: /^انتشار پیش‌نویس‌ها/ }).click();
  const publishing = editor.getByRole('dialog', { name: 'انتشار پیش‌نویس‌ها' });
  await expect(publishing).toContainText('در برنامهٔ عمومی دیده می‌شود');
  await publishing.getByRole('button', { name: 'انتشار پیش‌نویس‌ها' }).click();
  await expect(editor.locator('.toasts').getByText(/^[۰-۹]+ پیش‌نویس منتشر شد\.$/)).toBeVisible();
  await expect(placed).not.toContainText('پیش‌نویس');
  expect(await draftNamed(request, asAdmin, title)).toMatchObject({ is_published: true });

  // ── A visitor finds it on the public schedule, in its room on Tuesday.
  const visitor = await browser.newContext({ locale: 'fa-IR', timezoneId: 'Asia/Tehran', viewport: { width: 1366, height: 900 } });
  const schedule = await visitor.newPage();
  await schedule.goto(`/schedule?day=${TUESDAY}`);
  await appRunning(schedule);
  await expect(schedule.getByTestId('schedule-grid').getByRole('region', { name: new RegExp(ROOM_2) }).getByText(title)).toBeVisible();
  // Its page names both presenters: the speaker, and the co-speaker by the name given on accepting.
  await schedule.goto(`/workshop/${draft.id}`);
  await appRunning(schedule);
  await expect(schedule.locator('main')).toContainText(`${speaker.first_name} ${speaker.last_name} و ${CO_NAME.first} ${CO_NAME.last}`);
  await visitor.close();

  // ── Once it has started (setup: moved to five minutes ago), an attendee checked in at the door rates it on a phone.
  await startedFiveMinutesAgo(request, asAdmin, await draftNamed(request, asAdmin, title), `سالن چرخه ${persianDigits(run)}`);
  const attendee: TestUser = { ...newUser(), first_name: 'نگار', last_name: 'امینی' };
  await checkedInAttendee(request, asAdmin, draft.id, attendee);
  const att = await signedIn(browser, request, baseURL!, attendee, 390);
  await att.page.goto('/profile/tickets');
  await appRunning(att.page);
  const rate = att.page.getByTestId('rate-session');
  await expect(rate.getByRole('heading', { name: 'به این ارائه امتیاز دهید' })).toBeVisible();
  const stars = rate.getByRole('group', { name: `امتیاز شما به «${title}»` });
  // The radios are drawn as stars: a finger taps the fifth star, its label.
  await stars.locator('label', { has: att.page.getByRole('radio', { name: '۵ ستاره' }) }).click();
  await expect(stars.getByRole('radio', { name: '۵ ستاره' })).toBeChecked();
  await rate.getByLabel('نظر شما (اختیاری)').fill(COMMENT);
  await rate.getByRole('button', { name: 'ثبت امتیاز' }).click();
  await expect(rate.getByRole('status')).toHaveText('امتیاز شما ثبت شد: ۵ از ۵.');
  expect(await att.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(att.page, 'tickets-rated');
  // Saved on the server, not only on the page.
  await att.page.reload();
  await expect(rate.getByRole('radio', { name: '۵ ستاره' })).toBeChecked();
  await expect(rate.getByLabel('نظر شما (اختیاری)')).toHaveValue(COMMENT);
  await att.context.close();

  // ── The presenter reads the rating on their phone: the mean, the spread, the comment, and nobody's name or number.
  await page.goto('/profile/feedback');
  await appRunning(page);
  await expect(page.getByRole('heading', { level: 1, name: 'بازخورد ارائه‌های من' })).toBeVisible();
  const read = page.getByRole('article', { name: title });
  await expect(read).toContainText('میانگین ۵ از ۵');
  await expect(read).toContainText('۱ امتیاز');
  await expect(read.getByRole('list', { name: 'پراکندگی امتیازها' })).toContainText('۵ ستاره: ۱');
  await expect(read.getByRole('region', { name: 'نظرها' })).toContainText(COMMENT);
  for (const secret of [attendee.first_name, attendee.last_name, attendee.phone_number, persianDigits(attendee.phone_number)]) await expect(page.locator('main')).not.toContainText(secret);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, 'profile-feedback');
  await org.context.close();
});
