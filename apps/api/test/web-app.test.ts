import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPresentation } from './catalogue/fixtures';
import { createTestApp, type TestApp } from './helpers/app';

describe('serving the built web app and media', () => {
  let t: TestApp;
  let workshop = 0;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'fest-dist-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fest-data-'));
  const indexHtml = '<!doctype html><html lang="fa" dir="rtl"><head><title>جشنواره</title></head></html>';
  /** A page as the build wrote it: without the tags of its preview image, which the server adds (test/og-images). */
  const withoutImage = (html: string) => html.replace(/\s*<meta (?:property|name)="(?:og:image|twitter:)[^>]*>/g, '').replace(/\s*<\/head>/, '</head>');
  const bigScript = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `واژه ${i}`))};`;

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), indexHtml);
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    // What the build's precompress step writes beside a text asset (apps/web/vite.config.ts).
    for (const file of [path.join(dist, 'index.html'), path.join(dist, 'assets', 'big-abc123.js')]) {
      const text = file.endsWith('.js') ? bigScript : indexHtml;
      if (file.endsWith('.js')) fs.writeFileSync(file, text);
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
    }
    fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // What the build's route-preloads step writes (apps/web/vite.config.ts).
    fs.mkdirSync(path.join(dist, '.vite'));
    const routePreloads = [
      { path: '/workshops', files: ['assets/WorkshopsPage-w1.js', 'assets/Poster-p1.js'] },
      { path: '/workshop/:id', files: ['assets/WorkshopRoute-r1.js'] },
    ];
    fs.writeFileSync(path.join(dist, '.vite', 'route-preloads.json'), JSON.stringify(routePreloads));
    fs.mkdirSync(path.join(dataDir, 'media', 'avatars'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'media', 'avatars', 'a.webp'), 'RIFF');
    t = await createTestApp({ env: { WEB_DIST: dist, DATA_DIR: dataDir, PUBLIC_URL: 'https://fest.example.org' } });
    workshop = await createPresentation(t.app.db, {
      faTitle: 'کارگاه "داکر" <از صفر>',
      faDescription: '<p>ساختن <strong>ایمیج</strong> &amp; اجرای کانتینر</p>',
      poster: '/media/seed/poster-docker.svg',
    });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(['/', '/workshops', '/workshop/:id', '/profile/cart/list', '/payment/perhaps?Authority=A1&Status=OK', '/faq/'])(
    'answers the client route %s with index.html, never cached',
    async (route) => {
      const url = route.replace(':id', String(workshop));
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('dir="rtl"');
      // What the page varies on, beside the Origin that CORS keys on.
      expect(String(res.headers.vary).toLowerCase().split(/\s*,\s*/)).toEqual(expect.arrayContaining(['origin', 'accept-encoding', 'cookie']));
    },
  );

  it.each(['/no-such-page', '/workshop', '/workshop/999999', '/workshop/not-a-number', '/workshop/99999999999', '/profile/nope', '/faq/extra'])(
    'answers %s, which is no page of the app, with HTTP 404 and the app (which shows its not-found page)',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toBe(indexHtml);
    },
  );

  it.each(['/', '/workshops', '/workshop/:id', '/no-such-page'])('writes <html lang="en" dir="ltr"> into %s for a visitor whose lang cookie says English', async (route) => {
    const url = route.replace(':id', String(workshop));
    const headers = { cookie: 'access_token=x; lang=en', 'accept-encoding': 'br, gzip' };
    const res = await t.app.inject({ method: 'GET', url, headers });
    const encoding = res.headers['content-encoding'];
    const html = encoding === 'br' ? zlib.brotliDecompressSync(res.rawPayload).toString() : encoding === 'gzip' ? zlib.gunzipSync(res.rawPayload).toString() : res.body;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).not.toContain('dir="rtl"');
    expect(res.headers.vary).toMatch(/cookie/i);
    const persian = await t.app.inject({ method: 'GET', url, headers: { cookie: 'lang=fa' } });
    expect(persian.body).toContain('<html lang="fa" dir="rtl">');
  });

  it("puts a presentation's title, description and preview image (absolute) into /workshop/{id}'s HTML, escaped", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/workshop/${workshop}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const meta = (key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];
    expect(html).toContain('<title>کارگاه &quot;داکر&quot; &lt;از صفر&gt; | جشنواره</title>');
    expect(meta('og:title')).toBe('کارگاه &quot;داکر&quot; &lt;از صفر&gt;');
    expect(meta('og:description')).toBe('ساختن ایمیج &amp; اجرای کانتینر');
    expect(meta('description')).toBe('ساختن ایمیج &amp; اجرای کانتینر');
    // The PNG the server draws from the data (test/og-images), not the poster.
    expect(meta('og:image')).toMatch(new RegExp(`^https://fest\\.example\\.org/og/presentation/${workshop}\\.png\\?v=[\\w-]{16}$`));
    expect(meta('og:url')).toBe(`https://fest.example.org/workshop/${workshop}`);
    expect(meta('og:type')).toBe('article');
    expect(html).not.toContain('<script');
    // Compressed like any other answer when the client accepts it.
    const zipped = await t.app.inject({ method: 'GET', url: `/workshop/${workshop}`, headers: { 'accept-encoding': 'gzip' } });
    if (zipped.headers['content-encoding']) expect(zlib.gunzipSync(zipped.rawPayload).toString()).toBe(html);
    else expect(zipped.body).toBe(html);
  });

  it('gives hashed assets a year-long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, not the app shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(res.statusCode).toBe(404);
  });

  it('keeps unknown API routes as JSON 404s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves media with a sandboxing CSP, so an upload can never run as our page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/avatars/a.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  describe('page chunks named by route, for the boot script to preload', () => {
    /** The page chunks the copy names for the boot script to preload (PAGE_CHUNKS_META). */
    const preloads = (html: string) => /<meta name="fest-page-chunks" content="([^"]*)">/.exec(html)?.[1].split(' ').map((f) => f.replace(/^\//, '')) ?? [];

    it.each([
      ['/workshops', ['assets/WorkshopsPage-w1.js', 'assets/Poster-p1.js']],
      ['/workshops/?q=docker', ['assets/WorkshopsPage-w1.js', 'assets/Poster-p1.js']],
      ['/workshop/:id', ['assets/WorkshopRoute-r1.js']],
      ['/faq', []],
      ['/', []],
    ])('index.html for %s names %j', async (route, expected) => {
      const res = await t.app.inject({ method: 'GET', url: route.replace(':id', String(workshop)) });
      expect(res.statusCode).toBe(200);
      expect(preloads(res.body)).toEqual(expected);
      // The element goes inside <head>, and the page is otherwise the built index.html (plus a workshop's preview).
      const withoutPreview = res.body.replace(/\s*<meta (property|name)="(og:|twitter:|description)[^>]*>/g, '').replace(/<title>[^<]*<\/title>/, '<title>جشنواره</title>');
      expect(withoutPreview.replace(/\s*<meta name="fest-page-chunks"[^>]*>/g, '').replace(/\s*<\/head>/, '</head>')).toBe(indexHtml);
    });

    it('sends the route\'s copy compressed too', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/workshops', headers: { 'accept-encoding': 'br' } });
      expect(res.headers['content-encoding']).toBe('br');
      expect(preloads(zlib.brotliDecompressSync(res.rawPayload).toString())).toEqual(['assets/WorkshopsPage-w1.js', 'assets/Poster-p1.js']);
    });
  });

  describe('compression', () => {
    it.each([
      ['br, gzip', 'br', zlib.brotliDecompressSync],
      ['gzip, deflate', 'gzip', zlib.gunzipSync],
      ['gzip, br;q=0', 'gzip', zlib.gunzipSync],
    ] as const)('sends index.html precompressed for Accept-Encoding %s', async (accept, encoding, decode) => {
      for (const url of ['/', '/faq', '/workshops']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers['cache-control']).toBe('no-cache');
        const html = decode(res.rawPayload).toString();
        if (url === '/workshops') expect(html).toContain('WorkshopsPage-w1.js');
        else expect(withoutImage(html)).toBe(indexHtml);
      }
    });

    it('sends index.html plain, still varying on Accept-Encoding, to a client that accepts no encoding', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/' });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(withoutImage(res.body)).toBe(indexHtml);
    });

    it('sends the brotli file the build wrote for a hashed asset, keeping its immutable cache', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/assets/big-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(bigScript);
    });

    it('sends the plain asset without Accept-Encoding', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/assets/big-abc123.js' });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body).toBe(bigScript);
    });

    it('gzips JSON API answers above 1 KB, keeping their ETag so a revalidation still gets 304', async () => {
      for (let i = 0; i < 8; i++) await createPresentation(t.app.db, { faTitle: `ارائهٔ شمارهٔ ${i} دربارهٔ لینوکس و نرم‌افزار آزاد` });
      const url = '/api/presentations/all/';
      const plain = await t.app.inject({ method: 'GET', url });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      const etag = plain.headers.etag;
      expect(etag).toBeTruthy();

      const zipped = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(zipped.statusCode).toBe(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toMatch(/accept-encoding/i);
      expect(zipped.headers.etag).toBe(etag);
      expect(zlib.gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);

      const again = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip', 'if-none-match': String(etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);

      const body = JSON.stringify(Array.from({ length: 60 }, (_, i) => ({ id: i, title: `ارائه ${i}` })));
      fs.writeFileSync(path.join(dataDir, 'media', 'big.svg'), `<svg xmlns="http://www.w3.org/2000/svg"><desc>${body}</desc></svg>`);
      // Media above the threshold is gzipped on the fly, and keeps its sandboxing CSP.
      const media = await t.app.inject({ method: 'GET', url: '/media/big.svg', headers: { 'accept-encoding': 'gzip' } });
      expect(media.statusCode).toBe(200);
      expect(media.headers['content-encoding']).toBe('gzip');
      expect(media.headers['content-security-policy']).toContain('sandbox');
      expect(zlib.gunzipSync(media.rawPayload).toString()).toContain('ارائه 59');
    });
  });
});
