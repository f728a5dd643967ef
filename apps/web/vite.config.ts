import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import type { ChunkingContext, CodeSplittingGroup, CodeSplittingOptions } from 'rolldown';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { serviceWorker } from './service-worker-plugin';
import { keepEarlyPresses } from './src/app/early-presses';
import { preactInsteadOfReact } from './preact-aliases';

const here = path.dirname(fileURLToPath(import.meta.url));
// The API serves /api, /media and the gateway sandbox; in development Vite forwards them to it.
const apiTarget = `http://localhost:${process.env.API_PORT ?? '8000'}`;
const proxied = { target: apiTarget, changeOrigin: false };


/**
 * Writes `.br` (brotli, quality 11) and `.gz` beside every text file of the build above 1 KB, once,
 * at build time: the server sends them as they are (@fastify/static `preCompressed`), so no request
 * pays for compression. Fonts (woff2) and images are already compressed and are left alone.
 */
function precompress(): Plugin {
  const compressible = /\.(js|mjs|css|html|svg|json|txt|map|xml|webmanifest)$/;
  let outDir = '';
  return {
    name: 'fest:precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir)) {
        // Source maps are fetched by developer tools only; the manifest by build scripts only.
        if (!compressible.test(file) || file.endsWith('.map') || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        const brotli = zlib.brotliCompressSync(data, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
        });
        fs.writeFileSync(`${file}.br`, brotli);
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * Preloads the two Vazirmatn subsets every page draws with: Arabic script, and Latin, which also holds
 * the space, the ASCII digits and punctuation (U+0000-00FF), so Persian text needs it too. Otherwise
 * the browser discovers them only after the stylesheet is parsed and text is laid out, and the text
 * swaps late (font-display: swap). Latin-ext stays on demand through its unicode-range.
 */
function preloadFonts(): Plugin {
  return {
    name: 'fest:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, ctx) => {
        const fonts = Object.keys(ctx.bundle ?? {}).filter((f) => /vazirmatn-(arabic|latin)-wght-normal-[\w-]+\.woff2$/.test(f));
        return fonts.map((font) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * index.html loads a boot script of a few lines instead of the app: on a page the server drew (the
 * public pages, docs/decisions/012-public-pages-rendered-on-the-server.md), it asks for the app only
 * once the page has painted. What a visitor waits for there is the stylesheet, the fonts and the
 * poster; the app (~70 KB) only makes the page interactive, and on a slow link it no longer competes
 * with them (Lighthouse, mobile: LCP 2.2-2.7 s -> 1.8-2.1 s, docs/performance.md, 2026-11-26). A page
 * the server did not draw (sign-in, cart, profile, the console) shows nothing without the app, so
 * there it is asked for at once. `fest-page-state` is PAGE_STATE_ID (app/server-pages.ts); were it
 * renamed, every page would simply load the app at once.
 */
function appAfterFirstPaint(): Plugin {
  let boot = '';
  return {
    name: 'fest:app-after-first-paint',
    apply: 'build',
    generateBundle: {
      // Before index.html is written (vite:build-html), which then names this file.
      order: 'pre',
      handler(_options, bundle) {
        const entry = Object.values(bundle).find((c): c is Rollup.OutputChunk => c.type === 'chunk' && c.isEntry);
        if (!entry) return this.error('no entry chunk to boot');
        // index.html's own chunk is left empty when the `app` group (chunkGroups) takes main.tsx and
        // the rest of its graph, and the build then drops it: the app is what it imports. Otherwise
        // the entry is imported, its chunks preloaded alongside (one round trip, not two).
        const empty = Object.keys(entry.modules).length === 0;
        const imported = empty ? entry.imports : [entry.fileName];
        // Every chunk those import, directly or not.
        const preloaded = new Set<string>();
        const pending = [...imported];
        for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
          const chunk = bundle[file];
          for (const dep of chunk?.type === 'chunk' ? chunk.imports : []) {
            if (!preloaded.has(dep)) pending.push(dep);
            preloaded.add(dep);
          }
        }
        const source = [
          'let started = false;',
          'const start = () => {',
          '  if (started) return;',
          '  started = true;',
          `  for (const href of ${JSON.stringify([...preloaded].filter((f) => !imported.includes(f)).map((f) => `/${f}`))}) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));`,
          // The page's own chunks, which the server names for a route it knows (PAGE_CHUNKS_META in apps/api/src/plugins/index-html.ts).
          `  const page = document.querySelector('meta[name="fest-page-chunks"]')?.content.split(' ') ?? [];`,
          `  for (const href of page) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));`,
          `  for (const src of ${JSON.stringify(imported.map((f) => `/${f}`))}) import(src);`,
          '};',
          // Once the first paint is on screen (a paint entry is reported only then); a tab opened in the
          // background paints nothing until it is shown, so it starts after two seconds regardless, and
          // a browser without paint entries starts at once.
          // Meanwhile, the page's buttons are plain HTML: their presses are kept for the app (src/app/early-presses.ts).
          `if (document.getElementById('fest-page-state')) {`,
          `  (${keepEarlyPresses.toString()})();`,
          `  setTimeout(start, 2000);`,
          `  try {`,
          `    new PerformanceObserver((_, observer) => { observer.disconnect(); setTimeout(start, 0); }).observe({ type: 'paint', buffered: true });`,
          `  } catch {`,
          `    start();`,
          `  }`,
          `} else start();`,
          '',
        ].join('\n');
        boot = this.getFileName(this.emitFile({ type: 'asset', name: 'boot.js', source }));
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        if (!boot) throw new Error('fest:app-after-first-paint: the boot script was not emitted');
        // The entry's <script> and the chunks it imports give way to the boot script.
        const scripts = /\s*<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/g;
        const preloads = /\s*<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js">/g;
        if (!scripts.test(html)) throw new Error('fest:app-after-first-paint: no entry script in index.html');
        return html.replace(scripts, '').replace(preloads, '').replace('</head>', `  <script type="module" src="/${boot}"></script>\n  </head>`);
      },
    },
  };
}

/**
 * Which page chunk each of the most visited client routes renders (paths as the router writes them).
 * The server names that chunk, and those of its imports the app does not already hold, in the
 * index.html it sends for a matching URL (`<meta name="fest-page-chunks">`), and the boot script
 * (appAfterFirstPaint) preloads them with the app: the page arrives alongside it instead of only once
 * the app has run and the router asked for it, one round trip less. Pages stay lazy
 * (docs/product.md#lazy-pages): fetched early, not imported by the app, run only when the router renders them.
 */
const routePages: Record<string, RegExp> = {
  '/': /\/src\/features\/home\/pages\/HomePage\.tsx$/,
  '/workshops': /\/src\/features\/presentations\/pages\/WorkshopsPage\.tsx$/,
  '/workshop/:id': /\/src\/app\/routes\/WorkshopRoute\.tsx$/,
  '/schedule': /\/src\/features\/presentations\/pages\/SchedulePage\.tsx$/,
  '/presenters': /\/src\/features\/presentations\/pages\/PresentersPage\.tsx$/,
  '/faq': /\/src\/features\/faq\/pages\/FaqPage\.tsx$/,
  '/staff': /\/src\/features\/staff\/pages\/StaffPage\.tsx$/,
};

/** Writes `.vite/route-preloads.json`: `[{ path, files }]`, read by apps/api/src/plugins/index-html.ts. */
function routePreloads(): Plugin {
  return {
    name: 'fest:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
      const closure = (file: string, into = new Set<string>()) => {
        if (into.has(file)) return into;
        into.add(file);
        for (const dep of chunks.get(file)?.imports ?? []) closure(dep, into);
        return into;
      };
      const entry = [...chunks.values()].find((c) => c.isEntry);
      const preloaded = entry ? closure(entry.fileName) : new Set<string>();
      const routes = Object.entries(routePages).flatMap(([routePath, source]) => {
        const page = [...chunks.values()].find((c) => c.isDynamicEntry && source.test(c.facadeModuleId ?? ''));
        if (!page) this.error(`no page chunk for ${routePath}: update routePages in vite.config.ts`);
        return [{ path: routePath, files: [...closure(page.fileName)].filter((f) => !preloaded.has(f)) }];
      });
      this.emitFile({ type: 'asset', fileName: '.vite/route-preloads.json', source: `${JSON.stringify(routes, null, 2)}\n` });
    },
  };
}

/**
 * Fewer, larger chunks on the first screen. Left to itself the bundler cut the app's static graph
 * into some 35 files and each public page into about ten more (every module shared with a lazy page
 * became a file of its own, most under 1 KB): a phone on a slow network fetched ~48 scripts, six at a
 * time, each a round trip, before the page could run (docs/performance.md, 2026-11-26). Now:
 * - `app`: every module the entry loads statically (the bundler's `$initial` tag), one file;
 * - `public-pages`: what the programme pages (routePages) import beyond that and share, with each
 *   other or with a chunk that is not a public page (cards, badges, states, filters), one file;
 * each page keeps its own small chunk, and the console, door, cart and profile theirs.
 */
function publicPagesChunk(): CodeSplittingGroup {
  const pagePatterns = Object.values(routePages);
  let grouped: Set<string> | undefined;
  /** Reads the whole module graph once, from any module of it, and picks the modules to group. */
  const pick = (anyId: string, ctx: ChunkingContext) => {
    const all = new Set<string>([anyId]);
    for (const id of all) {
      const info = ctx.getModuleInfo(id);
      for (const next of [...(info?.importers ?? []), ...(info?.dynamicImporters ?? []), ...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) all.add(next);
    }
    // Which public pages import each module, statically, directly or not.
    const reachedBy = new Map<string, Set<string>>();
    for (const page of [...all].filter((id) => pagePatterns.some((p) => p.test(id)))) {
      const stack = [...(ctx.getModuleInfo(page)?.importedIds ?? [])];
      for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
        const pages = reachedBy.get(id) ?? new Set<string>();
        if (pages.has(page)) continue;
        pages.add(page);
        reachedBy.set(id, pages);
        stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
      }
    }
    // Shared by two public pages, or by one and a chunk that is not a public page's: what the
    // bundler would otherwise cut into a small common chunk of its own. (The app's modules are
    // taken by the `app` group first, which has the higher priority.)
    const shared = (id: string, pages: Set<string>) =>
      pages.size > 1 || (ctx.getModuleInfo(id)?.importers ?? []).some((i) => !reachedBy.has(i) && !pages.has(i));
    grouped = new Set([...reachedBy].filter(([id, pages]) => shared(id, pages)).map(([id]) => id));
  };
  return {
    name: (id, ctx) => {
      if (!grouped) pick(id, ctx);
      return grouped!.has(id) ? 'public-pages' : null;
    },
    priority: 1,
  };
}

const chunkGroups: CodeSplittingOptions = {
  groups: [{ name: 'app', tags: ['$initial'], priority: 2 }, publicPagesChunk()],
};

/**
 * `vite build` makes the browser's app; `vite build --ssr src/app/entry-server.tsx` (the second step
 * of `npm run build`) makes the server's renderer of the public pages into dist/.ssr/, with the same
 * aliases and every library bundled in (an external `react-redux` would load React, not Preact).
 * docs/decisions/012-public-pages-rendered-on-the-server.md
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  // `vite` (development) renders with Preact too (preact-aliases.ts): React's Fast Refresh
  // (@vitejs/plugin-react) cannot refresh Preact's components, so there it is left out, the JSX is
  // compiled as tsconfig.json says, and an edited component reloads the page.
  plugins: isSsrBuild
    ? [react()]
    : [...(command === 'build' ? [react()] : []), tailwindcss(), preloadFonts(), appAfterFirstPaint(), routePreloads(), serviceWorker(), precompress()],
  resolve: {
    alias: [{ find: '@', replacement: path.resolve(here, 'src') }, ...preactInsteadOfReact],
  },
  server: {
    proxy: { '/api': proxied, '/media': proxied, '/og': proxied, '/_sandbox': proxied },
  },
  ssr: { noExternal: true, target: 'node' },
  build: isSsrBuild
    ? { outDir: 'dist/.ssr', emptyOutDir: true, sourcemap: false, copyPublicDir: false, minify: false }
    : { outDir: 'dist', sourcemap: true, manifest: true, rolldownOptions: { output: { codeSplitting: chunkGroups } } },
}));
