import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signUpAndSignIn } from './helpers';

/**
 * On the phone, offline (docs/operations.md#on-a-phone-offline): the service worker keeps the programme, the agenda and the
 * tickets of a visitor who saw them online, the app says they are saved copies and from when, and
 * after logout nothing of that visitor is served from the worker's caches any more.
 */
const shots = process.env.SCREENSHOTS ? (process.env.SCREENSHOT_DIR ?? path.resolve('e2e/.output/screens')) : null;

interface Session {
  id: number;
  fa_title: string;
  service_type: string;
  cost: number;
  remained_capacity: number;
  start: string;
}

/** A paid workshop with seats, bought by the signed-in visitor through the API and the sandbox bank. */
async function buyAWorkshop(request: APIRequestContext, access: string): Promise<Session> {
  const list = (await (await request.get('/api/presentations/all/')).json()) as Session[];
  const workshop = list.find((p) => p.service_type === 'WORKSHOP' && p.cost > 0 && p.remained_capacity > 2 && new Date(p.start) > new Date());
  if (!workshop) throw new Error('the demo festival has no paid workshop with seats left');
  const auth = { authorization: `Bearer ${access}` };
  expect((await request.post(`/api/presentations/${workshop.id}/add_participation/`, { headers: auth })).status()).toBe(201);
  const { authority } = (await (await request.post('/api/payments/pay_all/', { headers: auth, data: {} })).json()) as { authority: string };
  expect((await request.post(`/_sandbox/zarinpal/pg/StartPay/${authority}`, { form: { status: 'OK' }, maxRedirects: 0 })).status()).toBe(303);
  expect((await request.post('/api/payments/verify/', { headers: auth, data: { authority, status: 'OK' } })).status()).toBe(200);
  return workshop;
}

/** The worker is installed and controls the page: what the page fetches from now on passes through it. */
async function workerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

const userCaches = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('fest-user-')));
const offlineNote = (page: Page) => page.getByTestId('offline-note');

test('schedule, agenda and ticket open offline with an "as of" note; after logout the visitor\'s copies are gone', async ({ page, context, request, baseURL }) => {
  // Online, not signed in: the first visit installs the worker; the programme seen after that is kept
  // in the shared cache (answers without a token).
  await page.goto('/schedule');
  await workerInControl(page);
  await page.reload();
  await expect(page.getByTestId('schedule-block').first()).toBeVisible();

  // Signed in, with a ticket: what the visitor sees now is kept in their own cache.
  const { tokens } = await signUpAndSignIn(request, context, baseURL!);
  const workshop = await buyAWorkshop(request, tokens.access);
  // The schedule arrives drawn by the server (for anybody); the visitor's own programme is then asked
  // for with their token, and that answer is what their cache keeps.
  const ownProgramme = page.waitForResponse((r) => r.url().endsWith('/api/presentations/all/') && r.request().headers().authorization !== undefined);
  await page.goto('/schedule');
  await ownProgramme;
  await expect(page.getByTestId('schedule-block').first()).toBeVisible();
  await page.goto('/profile/agenda');
  await expect(page.getByTestId('agenda-item').filter({ hasText: workshop.fa_title })).toBeVisible();
  await page.goto('/profile/tickets');
  const tickets = page.getByTestId('printable-tickets');
  await expect(tickets.getByText(workshop.fa_title)).toBeVisible();
  await expect(offlineNote(page)).toHaveCount(0);
  expect(await userCaches(page)).toHaveLength(1);

  // Offline: a reload still opens the ticket, then the schedule and the agenda, each saying so.
  await context.setOffline(true);
  await page.reload();
  await expect(tickets.getByText(workshop.fa_title)).toBeVisible();
  await expect(offlineNote(page)).toBeVisible();
  // "As of HH:MM" in Persian digits.
  await expect(offlineNote(page)).toHaveText(/بدون اتصال.*ساعت [۰-۹]{2}:[۰-۹]{2}/);
  if (shots) {
    fs.mkdirSync(shots, { recursive: true });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(shots, 'offline-tickets-1280.png'), animations: 'disabled' });
  }
  await page.goto('/schedule');
  await expect(page.getByTestId('schedule-block').first()).toBeVisible();
  await expect(offlineNote(page)).toBeVisible();
  if (shots) {
    fs.mkdirSync(shots, { recursive: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(shots, 'offline-schedule-390.png'), animations: 'disabled' });
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await page.goto('/profile/agenda');
  await expect(page.getByTestId('agenda-item').filter({ hasText: workshop.fa_title })).toBeVisible();
  await expect(offlineNote(page)).toBeVisible();
  // A page never seen online has no saved copy: it says it could not load, and only that (the
  // header's saved answers do not add "shown as of" above the failure).
  await page.goto('/faq');
  await expect(page.getByRole('alert').filter({ hasText: 'به اینترنت وصل نیستید' })).toBeVisible();
  await expect(offlineNote(page)).toHaveCount(0);
  if (shots) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(shots, 'offline-no-copy-390.png'), animations: 'disabled' });
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.screenshot({ path: path.join(shots, 'offline-no-copy-1366.png'), animations: 'disabled' });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // Back online: fresh answers, and the note goes.
  await context.setOffline(false);
  await page.goto('/profile/agenda');
  await expect(page.getByTestId('agenda-item').filter({ hasText: workshop.fa_title })).toBeVisible();
  await expect(offlineNote(page)).toHaveCount(0);

  // Logout: the visitor's copies go with the session.
  await page.getByRole('button', { name: /سارا/ }).click();
  await page.getByRole('button', { name: 'خروج' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'ورود' })).toBeVisible();
  await expect.poll(() => userCaches(page)).toEqual([]);

  // Offline again: the ticket page asks for a login, and even the old token gets nothing from the worker.
  await context.setOffline(true);
  await page.goto('/profile/tickets');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText(workshop.fa_title)).toHaveCount(0);
  const fromWorker = await page.evaluate(async (access) => {
    try {
      const answer = await fetch('/api/presentations/cart/', { headers: { authorization: `Bearer ${access}` } });
      return `answered ${answer.status}`;
    } catch {
      return 'network error';
    }
  }, tokens.access);
  expect(fromWorker).toBe('network error');
  // The public programme is still there for whoever uses the phone next.
  await page.goto('/schedule');
  await expect(page.getByTestId('schedule-block').first()).toBeVisible();
  await context.setOffline(false);
});

/**
 * A new deployment while a page is open: the new worker installs beside the old one and waits (the
 * open page keeps its version's files), the page offers "new version, reload", and only that click
 * makes it take over; the old version's files go then. The deployment is imitated by giving the
 * built worker a new version (restored afterwards).
 */
test('a new version waits beside the open page until the visitor chooses to reload', async ({ page }) => {
  const dist = path.resolve('dist');
  const files = ['sw.js', 'sw.js.br', 'sw.js.gz'].map((name) => path.join(dist, name));
  const saved = files.map((file) => (fs.existsSync(file) ? fs.readFileSync(file) : null));
  const staticCaches = () => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('fest-static-')).sort());
  try {
    await page.goto('/schedule');
    await workerInControl(page);
    const [installed] = await staticCaches();
    const version = installed!.replace('fest-static-', '');

    const next = saved[0]!.toString('utf8').replaceAll(version, `${version}n`);
    fs.writeFileSync(files[0]!, next);
    fs.writeFileSync(files[1]!, zlib.brotliCompressSync(next));
    fs.writeFileSync(files[2]!, zlib.gzipSync(next));
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());

    // Installed and waiting: both versions' files are kept, the page is still the old worker's.
    const offer = page.getByRole('button', { name: 'بارگذاری نسخهٔ تازه' });
    await expect(offer).toBeVisible();
    if (shots) await page.screenshot({ path: path.join(shots, 'new-version-1280.png'), animations: 'disabled' });
    expect(await staticCaches()).toEqual([installed, `${installed}n`]);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting !== null)).toBe(true);
    await page.getByRole('banner').getByRole('link', { name: 'جدول برنامه' }).first().click();
    await expect(page.getByTestId('schedule-block').first()).toBeVisible();

    // The visitor's choice: the new worker takes over, the page reloads once, the old files go.
    const reloaded = page.waitForEvent('load');
    await offer.click();
    await reloaded;
    await expect.poll(staticCaches).toEqual([`${installed}n`]);
    await expect(page.getByTestId('schedule-block').first()).toBeVisible();
  } finally {
    files.forEach((file, i) => (saved[i] ? fs.writeFileSync(file, saved[i]) : fs.rmSync(file, { force: true })));
  }
});

test('a visitor who only saw the server-rendered schedule still opens it offline', async ({ page, context }) => {
  // The page arrives with its answers and asks for none: it files them for the worker itself.
  await page.goto('/schedule');
  await workerInControl(page);
  // As in the journey above: a page the worker took over while open is reloaded once under it.
  await page.reload();
  await expect.poll(() => page.evaluate(async () => (await (await caches.open('fest-public')).keys()).map((r) => new URL(r.url).pathname))).toContain('/api/presentations/all/');
  // Offline, the worker answers with its shell (the home page's HTML): the app draws the schedule
  // itself, from the copy the server-rendered page filed.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('schedule-block').first()).toBeVisible();
  await expect(offlineNote(page)).toBeVisible();
  await context.setOffline(false);
});
