import zlib from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase, type Database } from '../../src/db/client';
import { faqs, festival, presentations, staff, users } from '../../src/db/schema';
import { createTestApp, TEST_JWT_SECRET, TEST_TICKET_SECRET, type TestApp } from '../helpers/app';
import { onServer } from '../helpers/database';
import { signIn } from '../helpers/sign-in';
import { createPresentation, createPresenter, createUser, linkPresenter } from '../catalogue/fixtures';
// @ts-expect-error -- a plain .mjs build helper of the repository, without types
import { buildWebIfStale } from '../../../../scripts/lib.mjs';

/**
 * The public pages as the server sends them (docs/decisions/012-public-pages-rendered-on-the-server.md):
 * the real web build (its server renderer in dist/.ssr), the real app, a fresh database.
 */
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');
const STATE = /<script type="application\/json" id="fest-page-state">([\s\S]*?)<\/script>/;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The page's text as a reader (or a crawler) gets it: tags dropped, the embedded state left out. */
const visibleText = (html: string) => html.replace(STATE, '').replace(/<[^>]+>/g, ' ').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const metaOf = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(headOf(html))?.[1];

function appSettings(dataDir: string) {
  return { WEB_DIST: webDist, DATA_DIR: dataDir, PUBLIC_URL: 'https://fest.example.org' };
}

describe('public pages rendered on the server', () => {
  let t: TestApp;
  let workshop = 0;
  let talk = 0;
  let faqId = 0;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  /**
   * The page at `url` once it holds `text`. A row the test writes straight into the database is heard
   * through the database's notification, which arrives when it arrives (on a server, over another
   * connection): a page asked for a moment earlier is rightly the one before the change.
   */
  const pageHolding = (url: string, text: string) =>
    vi.waitFor(
      async () => {
        const page = await get(url);
        expect(page.body).toContain(text);
        return page;
      },
      { timeout: 5000, interval: 10 },
    );

  beforeAll(async () => {
    // The renderer is part of the web build: built here if the sources are newer (as `npm start` does).
    buildWebIfStale();
    t = await createTestApp({ env: appSettings(`/tmp/fest-test-pages-${process.pid}`) });
    const db = t.app.db;
    workshop = await createPresentation(db, {
      faTitle: 'کارگاه داکر از صفر',
      enTitle: 'Docker from scratch',
      faDescription: '<p>ساختن ایمیج و اجرای کانتینر</p>',
      serviceType: 'WORKSHOP',
      poster: '/media/seed/poster-docker.svg',
    });
    talk = await createPresentation(db, { faTitle: 'ارائهٔ هستهٔ لینوکس', serviceType: 'TALK' });
    const presenter = await createPresenter(db, 'سارا', 'محمدی');
    await linkPresenter(db, workshop, presenter, 0);
    const [faq] = await db.insert(faqs).values({ question: 'جشنواره کجا برگزار می‌شود؟', answer: '<p>در دانشکدهٔ مهندسی</p>', position: 0 }).returning();
    faqId = faq!.id;
    await db.insert(staff).values({ name: 'محسن موسوی', role: 'DIRECTOR', team: 'DIRECTOR', quote: 'نرم‌افزار آزاد' });
    // The site is named after the current edition's festival (its settings).
    await db.insert(festival).values({ id: 1, name: 'جشنواره لینوکس ۱۴۰۵' });
  }, 300_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(`/tmp/fest-test-pages-${process.pid}`, { recursive: true, force: true });
  });

  const pages = () => [
    { path: '/', content: ['کارگاه داکر از صفر'], title: 'جشنواره لینوکس ۱۴۰۵', image: 'home' },
    { path: '/workshops', content: ['کارگاه داکر از صفر', 'ارائهٔ هستهٔ لینوکس'], title: 'کارگاه‌ها و ارائه‌ها | جشنواره لینوکس ۱۴۰۵', image: 'programme' },
    {
      path: `/workshop/${workshop}`,
      content: ['کارگاه داکر از صفر', 'ساختن ایمیج و اجرای کانتینر', 'سارا محمدی'],
      title: 'کارگاه داکر از صفر | جشنواره لینوکس ۱۴۰۵',
      image: `presentation/${workshop}`,
    },
    { path: '/schedule', content: ['کارگاه داکر از صفر', 'ارائهٔ هستهٔ لینوکس'], title: 'جدول برنامه | جشنواره لینوکس ۱۴۰۵', image: 'schedule' },
    { path: '/presenters', content: ['سارا محمدی'], title: 'ارائه‌دهندگان | جشنواره لینوکس ۱۴۰۵', image: 'presenters' },
    { path: '/faq', content: ['جشنواره کجا برگزار می‌شود؟'], title: 'سوالات متداول | جشنواره لینوکس ۱۴۰۵', image: 'faq' },
    { path: '/staff', content: ['محسن موسوی'], title: 'تیم اجرایی | جشنواره لینوکس ۱۴۰۵', image: 'staff' },
  ];

  it('sends every public page with its content, its own title, description and Open Graph tags, and its state', async () => {
    const descriptions = new Set<string>();
    for (const page of pages()) {
      const res = await get(page.path);
      expect(res.statusCode, page.path).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      const html = res.body;
      for (const text of page.content) expect(visibleText(html), `${page.path} shows ${text}`).toContain(text);
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], page.path).toBe(page.title);
      const description = metaOf(html, 'name', 'description');
      expect(description, page.path).toBeTruthy();
      descriptions.add(description!);
      expect(metaOf(html, 'property', 'og:title'), page.path).toBeTruthy();
      expect(metaOf(html, 'property', 'og:description'), page.path).toBeTruthy();
      expect(metaOf(html, 'property', 'og:url'), page.path).toBe(`https://fest.example.org${page.path}`);
      expect(metaOf(html, 'property', 'og:locale')).toBe('fa_IR');
      // Its preview image: the PNG the server draws from the data, named with its version (test/og-images).
      const image = metaOf(html, 'property', 'og:image');
      expect(image, page.path).toMatch(new RegExp(`^https://fest\\.example\\.org/og/${page.image}\\.png\\?v=[\\w-]{16}$`));
      expect([metaOf(html, 'property', 'og:image:type'), metaOf(html, 'property', 'og:image:width'), metaOf(html, 'property', 'og:image:height')]).toEqual(['image/png', '1200', '630']);
      expect(metaOf(html, 'name', 'twitter:image')).toBe(image);
      const picture = await get(image!.replace('https://fest.example.org', ''));
      expect(picture.headers['content-type']).toBe('image/png');
      expect([picture.rawPayload.readUInt32BE(16), picture.rawPayload.readUInt32BE(20)]).toEqual([1200, 630]);
      // Exactly one of each: the shell's own description was replaced, not repeated.
      expect(headOf(html).match(/<meta name="description"/g)).toHaveLength(1);
      const state = JSON.parse(STATE.exec(html)![1]!) as { path: string; entries: { endpointName: string }[] };
      expect(state.path).toBe(page.path);
      expect(state.entries.map((e) => e.endpointName)).toContain('getFestival');
    }
    expect(descriptions.size).toBe(pages().length);
    const detail = (await get(`/workshop/${workshop}`)).body;
    expect(headOf(detail)).not.toMatch(/og:image" content="[^"]*\.svg"/);
    expect(metaOf(detail, 'property', 'og:type')).toBe('article');
  });

  it('answers 404 for unknown paths and for a presentation that does not exist, and keeps other pages drawn in the browser', async () => {
    for (const url of ['/no-such-page', '/workshop/999999', '/workshop/abc', '/workshop/0', '/workshops/extra']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toMatch(STATE);
    }
    // Sign-in and the profile are the visitor's own: the empty shell, drawn in the browser.
    for (const url of ['/login', '/profile/cart/list']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
  });

  it('renders in English, left to right, for the English cookie', async () => {
    const html = (await get('/workshops', { cookie: 'lang=en' })).body;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(visibleText(html)).toContain('Docker from scratch');
    expect(metaOf(html, 'property', 'og:locale')).toBe('en_GB');
    expect(metaOf(html, 'property', 'og:image')).toMatch(/^https:\/\/fest\.example\.org\/og\/programme\.png\?lang=en&amp;v=[\w-]{16}$/);
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toMatch(/\| Linux Festival/);
    const persian = (await get('/workshops')).body;
    expect(persian).toContain('<html lang="fa" dir="rtl">');
  });

  it('shows an admin edit in the very next page', async () => {
    const admin = await createUser(t.app.db);
    await t.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const { access } = await signIn(t.app, admin);
    expect(visibleText((await get('/faq')).body)).toContain('جشنواره کجا برگزار می‌شود؟');
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/faq/${faqId}/`,
      headers: { authorization: `Bearer ${access}` },
      payload: { question: 'جشنواره در کدام شهر است؟' },
    });
    expect(edit.statusCode).toBe(200);
    const after = visibleText((await get('/faq')).body);
    expect(after).toContain('جشنواره در کدام شهر است؟');
    expect(after).not.toContain('جشنواره کجا برگزار می‌شود؟');
    // And a presentation's title, on every page made from it, and in its preview image (a new version).
    const imageBefore = metaOf((await get(`/workshop/${workshop}`)).body, 'property', 'og:image');
    await t.app.db.update(presentations).set({ faTitle: 'کارگاه داکر، ویراست دوم' }).where(eq(presentations.id, workshop));
    for (const url of ['/', '/workshops', `/workshop/${workshop}`, '/schedule']) expect(visibleText((await pageHolding(url, 'کارگاه داکر، ویراست دوم')).body), url).toContain('کارگاه داکر، ویراست دوم');
    expect(metaOf((await get(`/workshop/${workshop}`)).body, 'property', 'og:image')).not.toBe(imageBefore);
    await t.app.db.update(presentations).set({ faTitle: 'کارگاه داکر از صفر' }).where(eq(presentations.id, workshop));
  });

  it('keeps a page and sends it again unchanged (with 304 on its ETag) until something changes', async () => {
    const first = await get('/staff');
    const again = await get('/staff');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect((await get('/staff', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    const gzipped = await get('/staff', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(first.body);
    // Brotli first for a browser that takes it; the same page.
    for (let i = 0; i < 2; i++) {
      const brotli = await get('/staff', { 'accept-encoding': 'gzip, deflate, br' });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(first.body);
    }
    expect((await get('/staff', { 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    await t.app.db.insert(staff).values({ name: 'نیلوفر کریمی', role: 'STAFF', team: 'MEDIA' });
    const changed = await pageHolding('/staff', 'نیلوفر کریمی');
    expect(changed.headers.etag).not.toBe(first.headers.etag);
    expect(visibleText(changed.body)).toContain('نیلوفر کریمی');
  });

  it('puts nothing of a signed-in visitor into the page: their request gets the anonymous page', async () => {
    const visitor = await createUser(t.app.db);
    const { access, refresh } = await signIn(t.app, visitor);
    const anonymous = await get('/workshops');
    const cookie = `access_token=${access}; refresh_token=${refresh}; phone_number=${visitor.phone}`;
    const theirs = await get('/workshops', { cookie, authorization: `Bearer ${access}` });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).toBe(anonymous.body);
    expect(theirs.body).not.toContain(visitor.phone);
    expect(theirs.body).not.toContain('کاربر آزمایشی');
    // The page links to sign-in, as it does for anyone: the header's account menu is drawn in the browser.
    expect(theirs.body).toContain('href="/login"');
  });

  it('keeps the embedded state inside its script element whatever a title holds', async () => {
    const evil = '</script><script>alert(1)</script><!-- ';
    const id = await createPresentation(t.app.db, { faTitle: `کارگاه نفوذی ${evil}`, serviceType: 'WORKSHOP' });
    for (const url of ['/workshops', `/workshop/${id}`]) {
      const html = (await pageHolding(url, 'کارگاه نفوذی')).body;
      expect(html).not.toContain('<script>alert(1)</script>');
      const json = STATE.exec(html)![1]!;
      expect(json).not.toMatch(/<\/script|<!--/i);
      const state = JSON.parse(json) as { entries: { value: unknown }[] };
      expect(JSON.stringify(state.entries)).toContain(`کارگاه نفوذی ${evil}`);
      // The element ends where the server ended it: nothing after it but the page's own scripts and tags.
      expect(html.slice(html.indexOf(json) + json.length)).toMatch(/^<\/script>\s*<\/body>/);
    }
    await t.app.db.delete(presentations).where(eq(presentations.id, id));
  });

  it('sends hashed assets without the headers only a document obeys (a page loads dozens of them)', async () => {
    const html = (await get('/workshops')).body;
    // The boot script index.html loads, and the app it imports (apps/web/vite.config.ts, appAfterFirstPaint).
    const boot = /<script type="module"[^>]* src="(\/assets\/[^"]+)"/.exec(html)![1]!;
    const app = /"(\/assets\/app-[\w-]+\.js)"/.exec((await get(boot)).body)![1]!;
    for (const script of [boot, app]) {
      const asset = await get(script);
      expect(asset.statusCode, script).toBe(200);
      expect(asset.headers['content-security-policy']).toBeUndefined();
      expect(asset.headers['x-frame-options']).toBeUndefined();
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
    }
    expect((await get('/workshops')).headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('shows a change to the festival facts (the footer of every page)', async () => {
    const venue = { venue: 'تالار مرکزی دانشگاه', startsOn: '2027-02-15', endsOn: '2027-02-17' };
    await t.app.db.insert(festival).values({ id: 1, name: 'جشنواره', ...venue }).onConflictDoUpdate({ target: festival.id, set: venue });
    for (const url of ['/faq', `/workshop/${talk}`]) expect(visibleText((await pageHolding(url, 'تالار مرکزی دانشگاه')).body), url).toContain('تالار مرکزی دانشگاه');
  });

  it("carries schema.org Event markup: a presentation's session on its page, the festival with its sessions on the home page", async () => {
    type Ld = Record<string, unknown> & { offers?: Record<string, unknown>; subEvent?: Ld[]; location?: Record<string, unknown> };
    const jsonLd = (html: string) => {
      const found = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(headOf(html));
      expect(found, 'a JSON-LD script in the head').not.toBeNull();
      return JSON.parse(found![1]!) as Ld;
    };
    const [row] = await t.app.db.select().from(presentations).where(eq(presentations.id, workshop));
    // Search engines' required properties of an Event: a name, a start date and a location; the times Tehran's.
    const session = jsonLd((await pageHolding(`/workshop/${workshop}`, 'تالار مرکزی دانشگاه')).body);
    expect(session).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'کارگاه داکر از صفر',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { '@type': 'Place', name: 'تالار مرکزی دانشگاه' },
      performer: [{ '@type': 'Person', name: 'سارا محمدی' }],
      url: `https://fest.example.org/workshop/${workshop}`,
      image: 'https://fest.example.org/media/seed/poster-docker.svg',
    });
    for (const key of ['startDate', 'endDate'] as const) expect(session[key]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:30$/);
    const toSecond = (at: Date) => Math.floor(at.getTime() / 1000) * 1000;
    expect(Date.parse(session.startDate as string)).toBe(toSecond(row!.start));
    expect(Date.parse(session.endDate as string)).toBe(toSecond(row!.end));
    // Prices in Rial: the Toman price × 10; available while seats remain.
    expect(session.offers).toEqual({
      '@type': 'Offer',
      price: row!.cost * 10,
      priceCurrency: 'IRR',
      availability: 'https://schema.org/InStock',
      url: `https://fest.example.org/workshop/${workshop}`,
    });

    const home = jsonLd((await pageHolding('/', 'تالار مرکزی دانشگاه')).body);
    expect(home).toMatchObject({ '@type': 'Event', startDate: '2027-02-15', endDate: '2027-02-17', location: { '@type': 'Place', name: 'تالار مرکزی دانشگاه' } });
    expect(home.subEvent!.map((e) => e.name)).toEqual(expect.arrayContaining(['کارگاه داکر از صفر', 'ارائهٔ هستهٔ لینوکس']));
    expect(home.subEvent!.every((e) => /\+03:30$/.test(String(e.startDate)) && (e.offers as { priceCurrency: string }).priceCurrency === 'IRR')).toBe(true);
    // Pages without an event carry none.
    expect(headOf((await get('/faq')).body)).not.toContain('application/ld+json');
  });
});

describe.skipIf(!onServer)('public pages across processes', () => {
  let t: TestApp;
  let other: Database;
  let otherApp: FastifyInstance;

  beforeAll(async () => {
    buildWebIfStale();
    t = await createTestApp({ env: appSettings(`/tmp/fest-test-pages-a-${process.pid}`) });
    other = await openDatabase({ url: t.database.url! });
    otherApp = await buildApp({ settings: t.settings, db: other.db, listen: other.listen, jwtSecret: TEST_JWT_SECRET, ticketSecret: TEST_TICKET_SECRET });
    await otherApp.ready();
  }, 300_000);
  afterAll(async () => {
    await otherApp?.close();
    await other?.close();
    await t?.close();
    fs.rmSync(`/tmp/fest-test-pages-a-${process.pid}`, { recursive: true, force: true });
  });

  it("shows another process's edit in the next page once its notification arrives", async () => {
    const [faq] = await t.app.db.insert(faqs).values({ question: 'پرسش قدیم؟', answer: 'پاسخ', position: 0 }).returning();
    await sleep(200);
    const page = async () => visibleText((await t.app.inject({ method: 'GET', url: '/faq' })).body);
    expect(await page()).toContain('پرسش قدیم؟');
    expect(await page()).toContain('پرسش قدیم؟'); // kept
    await other.db.update(faqs).set({ question: 'پرسش تازه؟' }).where(eq(faqs.id, faq!.id));
    const deadline = Date.now() + 2000;
    let text = await page();
    while (!text.includes('پرسش تازه؟') && Date.now() < deadline) {
      await sleep(10);
      text = await page();
    }
    expect(text).toContain('پرسش تازه؟');
    expect(text).not.toContain('پرسش قدیم؟');
    // The other process draws it too, from its own cache.
    expect(visibleText((await otherApp.inject({ method: 'GET', url: '/faq' })).body)).toContain('پرسش تازه؟');
  });
});
