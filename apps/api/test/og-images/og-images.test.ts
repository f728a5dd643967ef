import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase, type Database } from '../../src/db/client';
import { festival, users } from '../../src/db/schema';
import { DEFAULT_ACCENT, drawBackdrop, titleLayer } from '../../src/modules/og-images';
import { createPresentation, createPresenter, createTag, createUser, linkPresenter, tagPresentation } from '../catalogue/fixtures';
import { createTestApp, TEST_JWT_SECRET, TEST_TICKET_SECRET, type TestApp } from '../helpers/app';
import { onServer } from '../helpers/database';
import { signIn } from '../helpers/sign-in';

/**
 * The link preview images (contract, "Search engines and shared links"): a PNG of 1200×630 for every
 * public page, drawn by the server from the data, and named by the pages' HTML. The web app here is a
 * built index.html without the server renderer: the pages it sends are the ones drawn in the browser
 * (the contest) and the presentation's link preview; the server-rendered ones are in test/web.
 */

/** A PNG's size from its header (the IHDR chunk right after the signature). */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), 'the PNG signature').toBe(true);
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

type Box = { left: number; top: number; width: number; height: number };
const pixels = (png: Buffer, box: Box) => sharp(png).extract(box).removeAlpha().raw().toBuffer();

/** The mean difference of two equally sized pictures, per channel, 0–255. */
function meanDifference(a: Buffer, b: Buffer): number {
  expect(a.length).toBe(b.length);
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

/** `title` drawn alone, as a card draws it, on the backdrop of a card without a colour of its own. */
async function titleAlone(title: string) {
  const layer = await titleLayer(title, 'fa');
  const picture = await sharp(await drawBackdrop('fa', DEFAULT_ACCENT))
    .composite([{ input: layer.input, left: layer.left, top: layer.top }])
    .png()
    .toBuffer();
  return { picture, box: { left: layer.left, top: layer.top, width: layer.width, height: layer.height } };
}

const metaOf = (html: string, attr: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1].replace(/&amp;/g, '&');

describe('link preview images', () => {
  let t: TestApp;
  let workshop = 0;
  let presenter = 0;
  let token = '';
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fest-og-dist-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fest-og-data-'));
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const admin = (method: 'PATCH', url: string, payload: object) => t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="fa" dir="rtl"><head><title>جشنواره</title></head><body><div id="root"></div></body></html>');
    t = await createTestApp({ env: { WEB_DIST: dist, DATA_DIR: dataDir, PUBLIC_URL: 'https://fest.example.org' } });
    const db = t.app.db;
    await db.insert(festival).values({ id: 1, name: 'جشنواره لینوکس ۱۴۰۵', venue: 'دانشکدهٔ مهندسی کامپیوتر', startsOn: '2027-02-15', endsOn: '2027-02-17', competitionDate: '2027-02-16' });
    workshop = await createPresentation(db, { faTitle: 'کارگاه هک اخلاقی و تست نفوذ', enTitle: 'Ethical Hacking', serviceType: 'WORKSHOP', room: 'سایت ۲' });
    presenter = await createPresenter(db, 'سارا', 'محمدی');
    await linkPresenter(db, workshop, presenter, 0);
    const user = await createUser(db);
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    token = (await signIn(t.app, user)).access;
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const images = () => [
    '/og/home.png',
    '/og/programme.png',
    '/og/schedule.png',
    '/og/presenters.png',
    '/og/faq.png',
    '/og/staff.png',
    '/og/contest.png',
    '/og/default.png',
    `/og/presentation/${workshop}.png`,
    `/og/presenter/${presenter}.png`,
  ];

  it('draws every public page its PNG of 1200×630, in Persian and in English, cached by its version', async () => {
    const versions = new Set<string>();
    for (const image of images()) {
      for (const url of [image, `${image}?lang=en`]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type']).toBe('image/png');
        expect(pngSize(res.rawPayload), url).toEqual({ width: 1200, height: 630 });
        expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
        const etag = String(res.headers.etag);
        expect(etag).toMatch(/^"[\w-]{16}"$/);
        versions.add(etag);
        // Named by its version (as the pages name it): kept for a year; otherwise revalidated soon.
        expect(res.headers['cache-control']).toBe('public, max-age=300');
        const versioned = await get(`${url}${url.includes('?') ? '&' : '?'}v=${etag.slice(1, -1)}`);
        expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(versioned.rawPayload.equals(res.rawPayload)).toBe(true);
        expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
      }
    }
    // Each page and language its own picture.
    expect(versions.size).toBe(images().length * 2);
  });

  it('answers 404 in the contract shape for an image that names nothing', async () => {
    for (const url of [
      '/og/presentation/999999.png',
      '/og/presenter/999999.png',
      '/og/presentation/0.png',
      '/og/presentation/abc.png',
      '/og/presentation/99999999999.png',
      '/og/nothing.png',
      '/og/home.svg',
      '/og/somebody/1.png',
      '/og/home.png?edition=no-such-edition',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'NOT_FOUND', detail: expect.any(String) });
    }
  });

  it("draws the presentation's title from the data: the title alone, drawn the same way, matches that part of the image; another title does not", async () => {
    const image = (await get(`/og/presentation/${workshop}.png`)).rawPayload;
    const same = await titleAlone('کارگاه هک اخلاقی و تست نفوذ');
    expect(meanDifference(await pixels(image, same.box), await pixels(same.picture, same.box))).toBeLessThan(1);
    const other = await titleAlone('کارگاه داکر از صفر تا استقرار');
    expect(meanDifference(await pixels(image, same.box), await pixels(other.picture, same.box))).toBeGreaterThan(8);
  });

  it("draws a new picture when the title changes through the organisers' API, and the page names it", async () => {
    const pageImage = async () => metaOf((await get(`/workshop/${workshop}`)).body, 'property', 'og:image');
    const before = await get(`/og/presentation/${workshop}.png`);
    const namedBefore = await pageImage();
    expect(namedBefore).toBe(`https://fest.example.org/og/presentation/${workshop}.png?v=${String(before.headers.etag).slice(1, -1)}`);

    // What the picture does not show changes nothing: the same version, the same picture.
    expect((await admin('PATCH', `/api/admin/presentations/${workshop}/`, { capacity: 30 })).statusCode).toBe(200);
    expect((await get(`/og/presentation/${workshop}.png`)).headers.etag).toBe(before.headers.etag);

    const edit = await admin('PATCH', `/api/admin/presentations/${workshop}/`, { fa_title: 'کارگاه داکر از صفر تا استقرار' });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await get(`/og/presentation/${workshop}.png`);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const drawn = await titleAlone('کارگاه داکر از صفر تا استقرار');
    expect(meanDifference(await pixels(after.rawPayload, drawn.box), await pixels(drawn.picture, drawn.box))).toBeLessThan(1);
    expect(await pageImage()).toBe(`https://fest.example.org/og/presentation/${workshop}.png?v=${String(after.headers.etag).slice(1, -1)}`);
    // The address given out before now names an older picture: it is not kept for a year.
    expect((await get(`/og/presentation/${workshop}.png?v=${String(before.headers.etag).slice(1, -1)}`)).headers['cache-control']).toBe('public, max-age=300');

    await admin('PATCH', `/api/admin/presentations/${workshop}/`, { fa_title: 'کارگاه هک اخلاقی و تست نفوذ' });
  });

  it("puts the page's PNG, never an SVG, into the HTML of pages the browser draws (the contest) and of a presentation", async () => {
    const tag = await createTag(t.app.db, 'امنیت', '#e53935');
    const posterWorkshop = await createPresentation(t.app.db, { faTitle: 'کارگاه با پوستر', poster: '/media/seed/poster-docker.svg' });
    await tagPresentation(t.app.db, posterWorkshop, tag);
    for (const [page, image] of [
      ['/contest', '/og/contest.png'],
      [`/workshop/${posterWorkshop}`, `/og/presentation/${posterWorkshop}.png`],
      ['/login', '/og/default.png'],
    ] as const) {
      for (const lang of ['fa', 'en'] as const) {
        const html = (await get(page, { cookie: `lang=${lang}` })).body;
        const named = metaOf(html, 'property', 'og:image');
        expect(named, page).toMatch(new RegExp(`^https://fest\\.example\\.org${image.replace(/\./g, '\\.')}\\?${lang === 'en' ? 'lang=en&' : ''}v=[\\w-]{16}$`));
        expect(html).not.toMatch(/content="[^"]*\.svg"/);
        expect(metaOf(html, 'property', 'og:image:type')).toBe('image/png');
        expect(metaOf(html, 'property', 'og:image:width')).toBe('1200');
        expect(metaOf(html, 'property', 'og:image:height')).toBe('630');
        expect(metaOf(html, 'name', 'twitter:card')).toBe('summary_large_image');
        expect(metaOf(html, 'name', 'twitter:image')).toBe(named);
        const picture = await get(named!.replace('https://fest.example.org', ''));
        expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(pngSize(picture.rawPayload)).toEqual({ width: 1200, height: 630 });
      }
    }
  });
});

describe.skipIf(!onServer)('link preview images across processes', () => {
  let t: TestApp;
  let other: Database;
  let otherApp: FastifyInstance;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fest-og-data-'));

  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
    other = await openDatabase({ url: t.database.url! });
    otherApp = await buildApp({ settings: t.settings, db: other.db, listen: other.listen, jwtSecret: TEST_JWT_SECRET, ticketSecret: TEST_TICKET_SECRET });
    await otherApp.ready();
  });
  afterAll(async () => {
    await otherApp?.close();
    await other?.close();
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("draws another process's new title once its notification arrives", async () => {
    const id = await createPresentation(t.app.db, { faTitle: 'ارائهٔ پیش از ویرایش' });
    await t.caughtUp();
    const url = `/og/presentation/${id}.png`;
    const before = await t.app.inject({ method: 'GET', url });
    expect(before.statusCode).toBe(200);
    const user = await createUser(other.db);
    await other.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    const { access } = await signIn(otherApp, user);
    const edit = await otherApp.inject({ method: 'PATCH', url: `/api/admin/presentations/${id}/`, payload: { fa_title: 'ارائهٔ پس از ویرایش' }, headers: { authorization: `Bearer ${access}` } });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await vi.waitFor(
      async () => {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.headers.etag).not.toBe(before.headers.etag);
        return res;
      },
      { timeout: 5000, interval: 20 },
    );
    const drawn = await titleAlone('ارائهٔ پس از ویرایش');
    expect(meanDifference(await pixels(after.rawPayload, drawn.box), await pixels(drawn.picture, drawn.box))).toBeLessThan(1);
  });
});
