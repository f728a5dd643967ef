import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { doorTokens } from './door-helpers';
import { newUser, setSessionCookies, signUpThroughApi, type TestUser } from './helpers';

/**
 * What the journeys about a speaker's session share: the organiser, people signed in at a width, the
 * texted links, a proposal made a draft, the schedule editor's drag, a session made to have started
 * with someone checked in to it, screenshots.
 */

export const ADMIN = { phone_number: '09120000001', password: 'Admin-Fest-1405' };

export async function tokensOf(request: APIRequestContext, who: { phone_number: string; password: string }) {
  const answer = await request.post('/api/token/access/', { data: who });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as { access: string; refresh: string };
}

/** `who` signed in (through the API, as the login page would) in a browser of its own, `width` px wide. */
export async function signedIn(browser: Browser, request: APIRequestContext, baseURL: string, who: { phone_number: string; password: string }, width: number) {
  const context = await browser.newContext({ locale: 'fa-IR', timezoneId: 'Asia/Tehran', viewport: { width, height: width < 600 ? 844 : 900 } });
  await setSessionCookies(context, baseURL, { ...(await tokensOf(request, who)), phone: who.phone_number });
  return { context, page: await context.newPage() };
}

/** The first link matching `pattern` in the texts the SMS sandbox received for `phone`, once one has come (the worker sends a moment later). */
export async function textedLink(request: APIRequestContext, phone: string, pattern: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const texts = (await (await request.get(`/_sandbox/sms/messages/?phone=${phone}`)).json()) as { text: string }[];
      link = texts.map((m) => pattern.exec(m.text)?.[0]).find(Boolean) ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/** The one-tap answer link a decision texts each speaker (PUBLIC_URL/proposals/confirm/{token}). */
export const CONFIRM_LINK = /https?:\/\/\S+\/proposals\/confirm\/[A-Za-z0-9_-]+/;

/**
 * A full-page screenshot under `outDir`, named for its width, without the toasts (closed as a person
 * would, rather than waiting for them to go) and once the fonts are loaded.
 */
export async function shoot(page: Page, outDir: string, name: string) {
  fs.mkdirSync(outDir, { recursive: true });
  const toasts = page.locator('.toasts').getByRole('button');
  // A toast may go by itself between the count and the click: the wait below is what must hold.
  for (let left = await toasts.count(); left > 0; left -= 1) await toasts.first().click({ timeout: 2_000 }).catch(() => undefined);
  await expect(toasts).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready);
  // From the top: a page scrolled by the test would draw its sticky header over the middle of the picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(outDir, `${name}-${page.viewportSize()!.width}.png`), fullPage: true, animations: 'disabled' });
}

export interface AdminSession {
  id: number;
  room: string;
  start: string;
  end: string;
  is_published: boolean;
  proposal: number | null;
}

/** `speaker`'s proposal (signed up here), accepted and confirmed from the SMS link through the API: the draft it becomes. */
export async function confirmedDraft(request: APIRequestContext, asAdmin: Record<string, string>, title: string, speaker: TestUser = newUser()) {
  expect((await signUpThroughApi(request, speaker)).status()).toBe(201);
  const speakerTokens = await tokensOf(request, speaker);
  const sent = await request.post('/api/proposals/', {
    headers: { Authorization: `Bearer ${speakerTokens.access}` },
    data: {
      service_type: 'TALK',
      fa_title: title,
      en_title: 'A talk placed in the editor',
      fa_abstract: 'چیدن برنامهٔ جشنواره با کشیدن و رها کردن.',
      description: 'سرفصل‌ها: سالن‌ها، زمان‌ها، برخوردها.',
      duration_minutes: 30,
      level: 'BEGINNER',
      language: 'fa',
      recording_consent: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  const decided = await request.post(`/api/admin/proposals/${id}/decide/`, { headers: asAdmin, data: { state: 'ACCEPTED', message: '' } });
  expect(decided.status(), await decided.text()).toBe(200);
  const token = new URL(await textedLink(request, speaker.phone_number, CONFIRM_LINK)).pathname.split('/').pop();
  const confirmed = await request.post(`/api/proposals/confirm/${token}/`, { data: { answer: 'CONFIRM' } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return draftNamed(request, asAdmin, title);
}

/** The one session (draft or not) whose title is `title`, as the console lists it. */
export async function draftNamed(request: APIRequestContext, asAdmin: Record<string, string>, title: string): Promise<AdminSession> {
  const found = (await (await request.get(`/api/admin/presentations/?search=${encodeURIComponent(title)}`, { headers: asAdmin })).json()) as {
    results: AdminSession[];
  };
  expect(found.results).toHaveLength(1);
  return found.results[0]!;
}

/** The schedule editor's row (ScheduleGrid.tsx ROW_HEIGHT): 30 minutes. */
export const EDITOR_ROW = 44;

/**
 * In the schedule editor, presses `block` near its top corner and drags it, with the mouse, to `minutes`
 * past the grid's first row in `column`.
 */
export async function dragInEditor(page: Page, block: Locator, column: Locator, minutes: number) {
  // The grid scrolls sideways once other sessions have filled more rooms than fit: bring the column in first,
  // then the block (the tray is outside the grid, so the column stays where it was brought).
  await column.scrollIntoViewIfNeeded();
  await block.scrollIntoViewIfNeeded();
  const from = (await block.boundingBox())!;
  const to = (await column.boundingBox())!;
  const grab = { x: from.x + 12, y: from.y + 8 };
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  // The block's top lands where the pointer ends, less where it was grabbed.
  await page.mouse.move(to.x + to.width / 2, to.y + (minutes / 30) * EDITOR_ROW + 8, { steps: 12 });
  await expect(page.getByTestId('drop-preview')).toBeVisible();
  // A pointer near the grid's edge scrolls it (as a person dragging would want): follow the column until the
  // grid stops moving, so the drop lands where the test means it to.
  for (let tries = 0; tries < 20; tries += 1) {
    const now = (await column.boundingBox())!;
    if (Math.abs(now.x - to.x) < 1 && Math.abs(now.y - to.y) < 1 && tries > 0) break;
    Object.assign(to, now);
    await page.mouse.move(to.x + to.width / 2, to.y + (minutes / 30) * EDITOR_ROW + 8, { steps: 2 });
    await page.waitForTimeout(200);
  }
  await page.mouse.up();
}

/**
 * Setup for a rating, which opens at the session's start by the server's clock: the session moved to have
 * begun five minutes ago, keeping its length, in `room`. A room of the journey's own, so that a journey run
 * again soon after never clashes with the session it moved the time before.
 */
export async function startedFiveMinutesAgo(request: APIRequestContext, asAdmin: Record<string, string>, session: AdminSession, room: string) {
  const start = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 5 * 60_000);
  const end = new Date(start.getTime() + Date.parse(session.end) - Date.parse(session.start));
  const moved = await request.patch(`/api/admin/presentations/${session.id}/`, { headers: asAdmin, data: { room, start: start.toISOString(), end: end.toISOString() } });
  expect(moved.status(), await moved.text()).toBe(200);
  return start;
}

/** Publishes the edition's placed drafts, as the editor's button does. */
export async function publishSchedule(request: APIRequestContext, asAdmin: Record<string, string>) {
  const published = await request.post('/api/admin/schedule/publish/', { headers: asAdmin });
  expect(published.status(), await published.text()).toBe(200);
}

/** `attendee` signed up, given a complimentary seat on the session by the organiser and scanned at the door: someone who may rate it. */
export async function checkedInAttendee(request: APIRequestContext, asAdmin: Record<string, string>, presentationId: number, attendee: TestUser) {
  expect((await signUpThroughApi(request, attendee)).status()).toBe(201);
  const seat = await request.post(`/api/admin/presentations/${presentationId}/complimentary/`, {
    headers: asAdmin,
    data: { phone_number: attendee.phone_number, first_name: attendee.first_name, last_name: attendee.last_name },
  });
  expect(seat.status(), await seat.text()).toBe(201);
  const asAttendee = { Authorization: `Bearer ${(await tokensOf(request, attendee)).access}` };
  const cart = (await (await request.get('/api/presentations/cart/', { headers: asAttendee })).json()) as { ticket: string | null; presentation: { id: number } }[];
  const ticket = cart.find((item) => item.presentation.id === presentationId)?.ticket;
  expect(ticket).toBeTruthy();
  const scan = await request.post('/api/checkin/', { headers: { Authorization: `Bearer ${(await doorTokens(request)).access}` }, data: { ticket, presentation: presentationId } });
  expect(scan.status(), await scan.text()).toBe(200);
  return asAttendee;
}

/** A phone number as the pages write it: Persian digits. */
export const persianDigits = (text: string) => text.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
