import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchClientRoute } from '@fest/contract';
import { compressedIndex, loadIndexPages, preferredEncoding, type IndexVariants } from './index-html';
import { pageLanguage, withPageLanguage } from './page-language';
import { withPagePreview, withPreviewImage, type PagePreview } from './page-preview';
import { ifNoneMatchHits } from '../lib/etag';
import { addVary } from '../lib/vary';
import { loadRenderer, serverPages, wideScreen, type PageCache, type ServerPagesOptions } from './server-pages';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a client-side route with index.html; false when there is no built web app. */
    serveWebApp: (request: FastifyRequest, reply: FastifyReply) => boolean;
  }
}

export interface WebAppOptions {
  webDist?: string;
  dataDir: string;
  /** The site's public address: link previews need absolute URLs. */
  publicUrl: string;
  /** A presentation's title, description and poster for /workshop/{id}; null when there is none. */
  presentationPreview?: (id: number) => Promise<PagePreview | null>;
  /** Sandboxes on in production (a public demo): every page carries a "demo" ribbon. */
  demoSandboxes?: string[];
  /** The catalogue's anonymous answers and their cache: with them, the public pages are rendered on the server. */
  publicAnswer?: ServerPagesOptions['publicAnswer'];
  pageCache?: PageCache;
  /** A page's preview image (modules/og-images), written into every page's head. */
  previewImage?: ServerPagesOptions['previewImage'];
}

/** Headers that mean something only on a document (helmet sets them on every answer). */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'access-control-expose-headers',
] as const;

/** Ids are PostgreSQL integers: a larger number, or anything else, names no presentation. */
const INT4_MAX = 2_147_483_647;
const presentationId = (path: string): number | null => {
  const id = /^\/workshop\/(\d{1,10})\/?$/.exec(path)?.[1];
  const n = id ? Number(id) : 0;
  return n > 0 && n <= INT4_MAX ? n : null;
};

/**
 * Serves uploaded and seeded media under /media/ and, when it has been built, the web app:
 * hashed assets with a year-long immutable cache, index.html (never cached) for every client route,
 * with the page chunk of the main routes preloaded (index-html.ts), each compressed by Accept-Encoding.
 * An address that is no page of the app (the shared list in packages/contract, and a workshop that
 * does not exist) still gets the app, which shows its not-found page, but with HTTP 404, so search
 * engines and link checkers see it. /workshop/{id} carries the presentation's link preview.
 */
export const webAppPlugin = fp(
  async (app, opts: WebAppOptions) => {
    const mediaRoot = path.resolve(opts.dataDir, 'media');
    fs.mkdirSync(mediaRoot, { recursive: true });
    await app.register(fastifyStatic, {
      root: mediaRoot,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      maxAge: '7d',
      setHeaders: (res) => {
        // Uploaded files are never rendered as pages of our origin.
        res.header('Content-Security-Policy', "default-src 'none'; sandbox");
        // Public images: readable by web apps on other origins (CORS_ORIGINS or not), without credentials.
        res.header('Cross-Origin-Resource-Policy', 'cross-origin');
        res.header('Access-Control-Allow-Origin', '*');
      },
    });

    const dist = opts.webDist && fs.existsSync(path.join(opts.webDist, 'index.html')) ? path.resolve(opts.webDist) : null;
    if (!dist) {
      app.decorate('serveWebApp', () => false);
      return;
    }
    const indexPage = loadIndexPages(dist, { demoSandboxes: opts.demoSandboxes ?? [] });
    const renderer = opts.publicAnswer && opts.pageCache ? await loadRenderer(dist) : null;
    if (opts.publicAnswer && opts.pageCache && !renderer) app.log.warn('the web build has no server renderer (dist/.ssr): public pages are drawn in the browser');
    const renderPublicPage =
      renderer && opts.publicAnswer && opts.pageCache
        ? serverPages(renderer, { publicAnswer: opts.publicAnswer, pageCache: opts.pageCache, publicUrl: opts.publicUrl, previewImage: opts.previewImage })
        : null;
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each text asset (apps/web/vite.config.ts): sent as they are.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // The security headers that only a document obeys (CSP, framing, COOP...) are dropped from the
    // hashed scripts, styles and fonts: a page loads dozens of them, and on a phone those ~700 bytes
    // each were a quarter of the JavaScript it transferred. nosniff and CORP stay.
    // A callback hook: it runs on every answer, the API's too, and has nothing to wait for.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith('/assets/')) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      done(null, payload);
    });
    /** What every page answer carries: HTML, revalidated each time, and what it differs by beside CORS's Origin. */
    const pageHeaders = (reply: FastifyReply, ...varyAlso: string[]) =>
      addVary(reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache'), 'Accept-Encoding', 'Cookie', ...varyAlso);
    const send = (request: FastifyRequest, reply: FastifyReply, status: number, variants: IndexVariants) => {
      const language = pageLanguage(request.headers.cookie);
      // An English page is the Persian one with another <html> tag: written per request, compressed by the compress plugin.
      if (language !== 'fa') return sendText(reply, status, withPageLanguage(variants.identity.toString('utf8'), language));
      const encoding = preferredEncoding(request.headers['accept-encoding'], variants);
      pageHeaders(reply.status(status));
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      return reply.send(variants[encoding]);
    };
    const sendText = (reply: FastifyReply, status: number, html: string) =>
      pageHeaders(reply.status(status)).send(html);
    // A route's copy of index.html that names a page's preview image, compressed once per image
    // address (which changes with the picture's version); a few dozen at most, the oldest dropped.
    const copiesWithImage = new WeakMap<IndexVariants, Map<string, IndexVariants>>();
    const withImage = (variants: IndexVariants, image: string): IndexVariants => {
      let copies = copiesWithImage.get(variants);
      if (!copies) copiesWithImage.set(variants, (copies = new Map()));
      let copy = copies.get(image);
      if (!copy) {
        if (copies.size >= 32) copies.delete(copies.keys().next().value!);
        copy = compressedIndex(Buffer.from(withPreviewImage(variants.identity.toString('utf8'), image)));
        copies.set(image, copy);
      }
      return copy;
    };
    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      const route = matchClientRoute(urlPath);
      if (!route) return send(request, reply, 404, indexPage('/'));
      const variants = indexPage(urlPath);
      if (renderPublicPage) {
        const language = pageLanguage(request.headers.cookie);
        const page = await renderPublicPage(request.url, language, wideScreen(request.headers), variants.identity.toString('utf8'));
        if (page === 'missing') return send(request, reply, 404, indexPage('/'));
        if (page) {
          // The page differs by language cookie and, for the schedule and the workshops, by the client's mobile hint.
          pageHeaders(reply, 'Sec-CH-UA-Mobile', 'User-Agent').header('ETag', page.etag);
          if (ifNoneMatchHits(request.headers['if-none-match'], page.etag)) return reply.status(304).send();
          const encoding = preferredEncoding(request.headers['accept-encoding'], { identity: page.body, gzip: page.gzip, br: page.br });
          if (encoding === 'identity') return reply.status(200).send(page.body);
          return reply.status(200).header('Content-Encoding', encoding).send(encoding === 'br' ? page.br() : page.gzip);
        }
      }
      const language = pageLanguage(request.headers.cookie);
      if (route !== '/workshop/:id' || !opts.presentationPreview) {
        if (!opts.previewImage) return send(request, reply, 200, variants);
        // A page drawn in the browser (the contest, sign-in) still names its preview image, for link previews.
        return send(request, reply, 200, withImage(variants, await opts.previewImage(urlPath, language)));
      }
      const id = presentationId(urlPath);
      const preview = id === null ? null : await opts.presentationPreview(id);
      if (!preview) return send(request, reply, 404, indexPage('/'));
      // Built for this request (the presentation may change at any time): sent as text, and the
      // compress plugin compresses it like any other answer.
      const pageUrl = `${opts.publicUrl}/workshop/${id}`;
      const image = opts.previewImage ? await opts.previewImage(urlPath, language) : preview.image;
      const html = withPagePreview(variants.identity.toString('utf8'), { ...preview, image }, pageUrl);
      return sendText(reply, 200, withPageLanguage(html, language));
    };
    app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));
    app.decorate('serveWebApp', (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      if (/^\/(api|media|_sandbox)(\/|$)/.test(url)) return false;
      // A missing file with an extension (a stale asset) is a real 404, not the app shell.
      if (/\.[a-z0-9]{2,5}$/i.test(url)) return false;
      sendIndex(request, reply).catch((err: unknown) => reply.send(err));
      return true;
    });
  },
  { name: 'web-app' },
);
