import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { strongEtag } from '../lib/etag';
import type { PageLanguage } from './page-language';
import { withPageLanguage } from './page-language';
import { withPageHead, type PageHead } from './page-preview';
import { scriptSafeJson, structuredData, withStructuredData } from './structured-data';

/**
 * The public pages rendered on the server (docs/decisions/012-public-pages-rendered-on-the-server.md).
 * The renderer is the web app's own code, built by `npm run build -w apps/web` into dist/.ssr/
 * (apps/web/src/app/entry-server.tsx); the answers it draws from are the catalogue's kept anonymous
 * answers, read in-process; a rendered page is kept in the same cache as those answers, so the
 * NOTIFY that drops an answer drops every page made from it.
 */

/** What the API hands the renderer and gets back (the shapes of entry-server.tsx). */
interface PublicQuery {
  endpointName: string;
  arg: number | undefined;
  url: string;
}
interface Renderer {
  pageQueries(path: string): PublicQuery[] | null;
  renderPage(request: {
    path: string;
    language: PageLanguage;
    wide: boolean;
    origin: string;
    entries: Array<PublicQuery & { value: unknown }>;
  }): Promise<{ html: string; state: unknown; head: PageHead }>;
  PAGE_STATE_ID: string;
}

/** An answer as the catalogue keeps it: its bytes, and until when it is true. */
interface KeptAnswer {
  body: Buffer;
  validUntil: number;
}

/** A rendered page ready to send: HTML, gzipped, with its ETag; kept like an answer. */
export interface PageAnswer extends KeptAnswer {
  etag: string;
  gzip: Buffer;
  /** Brotli, made by the first request that takes it (nearly every browser's) and kept with the page. */
  br(): Buffer;
}

/**
 * Brotli at quality 5: as fast as gzip at 6 and 8–16% smaller on these pages (75 KB of home page:
 * 15.0 KB gzip, 13.7 KB brotli, about 3 ms each on a slow 2-core machine). Quality 11, as index.html is
 * made once at start, takes 60–250 ms a page: too slow for a page made again after a change.
 */
const PAGE_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

export interface PageCache {
  get<A extends PageAnswer | null>(key: string, build: () => Promise<A>): Promise<A>;
}

export interface ServerPagesOptions {
  /** The catalogue's anonymous answer for a public API address (`/api/faq/`), null when there is none. */
  publicAnswer: (url: string) => Promise<KeptAnswer | null>;
  /** Where rendered pages are kept (the catalogue's answer cache). */
  pageCache: PageCache;
  publicUrl: string;
  /** The absolute, versioned address of a page's preview image (modules/og-images): its og:image. */
  previewImage?: (urlPath: string, language: PageLanguage) => Promise<string>;
}

/**
 * A page stays true as long as every answer it was drawn from, and never longer than a minute: what
 * it shows also depends on the clock (registration closed, a session started, "now" in the schedule).
 */
const PAGE_CLOCK_MS = 60_000;


/** The renderer built beside the web app, or null (an older build, or none): then pages are drawn in the browser. */
export async function loadRenderer(dist: string): Promise<Renderer | null> {
  const file = path.join(dist, '.ssr', 'entry-server.js');
  if (!fs.existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as Renderer;
}

/** Phones get the schedule's list and the compact programme, wider screens the grid and the cards: guessed from the client hints, else the user agent. */
export function wideScreen(headers: Record<string, string | string[] | undefined>): boolean {
  const mobileHint = headers['sec-ch-ua-mobile'];
  if (mobileHint === '?1') return false;
  if (mobileHint === '?0') return true;
  return !/Mobi|Android|iPhone|iPad/i.test(String(headers['user-agent'] ?? ''));
}

export function serverPages(renderer: Renderer, opts: ServerPagesOptions) {
  const siteOrigin = opts.publicUrl.replace(/\/$/, '');
  /**
   * The page at `url` (path and query), or null when it is no public page (drawn in the browser);
   * `missing` when it names nothing (an unknown presentation): the caller answers 404.
   */
  return async (url: string, language: PageLanguage, wide: boolean, shell: string): Promise<PageAnswer | 'missing' | null> => {
    const [urlPath = '/', query] = url.split('?', 2);
    const queries = renderer.pageQueries(urlPath);
    if (!queries) return null;
    // Only the schedule (a grid of rooms, or a list) and the workshops (cards, or the compact list; an
    // archived edition's programme too) are laid out by screen width; other pages share one copy.
    const wideLayout = /^\/(schedule|workshops|archive\/[a-z0-9-]+)\/?$/.test(urlPath) && wide;
    const build = async (): Promise<PageAnswer | null> => {
      const started = performance.now();
      const answers = await Promise.all(queries.map((q) => opts.publicAnswer(q.url)));
      if (answers.some((a) => a === null)) return null;
      const kept = answers as KeptAnswer[];
      const entries = queries.map((q, i) => ({ ...q, value: JSON.parse(kept[i]!.body.toString('utf8')) as unknown }));
      const location = query ? `${urlPath}?${query}` : urlPath;
      const [page, image] = await Promise.all([
        renderer.renderPage({ path: location, language, wide: wideLayout, origin: siteOrigin, entries }),
        opts.previewImage?.(urlPath, language),
      ]);
      // The server names the image with its version (which the web app cannot know): a new title is a new address.
      const head = image ? { ...page.head, og: { ...page.head.og, image } } : page.head;
      let html = withStructuredData(withPageHead(withPageLanguage(shell, language), head), structuredData(urlPath, entries, siteOrigin));
      const state = `<script type="application/json" id="${renderer.PAGE_STATE_ID}">${scriptSafeJson(page.state)}</script>`;
      html = html.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>\n    ${state}`);
      const body = Buffer.from(html);
      const validUntil = Math.min(started + PAGE_CLOCK_MS, ...kept.map((a) => a.validUntil));
      let br: Buffer | undefined;
      return {
        body,
        gzip: zlib.gzipSync(body, { level: 6 }),
        br: () => (br ??= zlib.brotliCompressSync(body, PAGE_BROTLI)),
        etag: strongEtag(body),
        validUntil,
      };
    };
    // An address with a query (the programme's filters) is drawn for that request and not kept:
    // any string can be put there, and a cache keyed on it would grow without bound.
    const page = query ? await build() : await opts.pageCache.get(`page:${language}:${wideLayout ? 'wide' : 'narrow'}:${urlPath}`, build);
    return page ?? 'missing';
  };
}
