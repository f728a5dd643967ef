import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { defineConfig, type Alias, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { serviceWorker } from './service-worker-plugin';

const here = path.dirname(fileURLToPath(import.meta.url));
// The API serves /api, /media and the gateway sandbox; in development Vite forwards them to it.
const apiTarget = `http://localhost:${process.env.API_PORT ?? '8000'}`;
const proxied = { target: apiTarget, changeOrigin: false };

/**
 * The production build renders with Preact through preact/compat instead of React: react-dom
 * alone was 60 KB of the home route's 110 KB gzipped budget (docs/decisions/004-preact-compat-in-production.md).
 * Exact-match patterns, so that only these specifiers (from our code and from libraries) are
 * redirected. Development keeps React for its warnings, DevTools and Fast Refresh.
 */
const preactInsteadOfReact: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

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
 * Which page chunk each of the most visited client routes renders (paths as the router writes them).
 * The server adds a `<link rel="modulepreload">` for that chunk, and for those of its imports the
 * entry does not already preload, to the index.html it sends for a matching URL: the browser then
 * fetches the page alongside the entry script instead of only once the entry has run and the router
 * asked for it, one round trip less before the page paints. Pages stay lazy (docs/product.md#lazy-pages): fetched early,
 * not imported by the entry, run only when the router renders them.
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
 * `vite build` makes the browser's app; `vite build --ssr src/app/entry-server.tsx` (the second step
 * of `npm run build`) makes the server's renderer of the public pages into dist/.ssr/, with the same
 * aliases and every library bundled in (an external `react-redux` would load React, not Preact).
 * docs/decisions/012-public-pages-rendered-on-the-server.md
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), tailwindcss(), preloadFonts(), routePreloads(), serviceWorker(), precompress()],
  resolve: {
    alias: [{ find: '@', replacement: path.resolve(here, 'src') }, ...(command === 'build' ? preactInsteadOfReact : [])],
  },
  server: {
    proxy: { '/api': proxied, '/media': proxied, '/_sandbox': proxied },
  },
  ssr: { noExternal: true, target: 'node' },
  build: isSsrBuild
    ? { outDir: 'dist/.ssr', emptyOutDir: true, sourcemap: false, copyPublicDir: false, minify: false }
    : { outDir: 'dist', sourcemap: true, manifest: true },
}));
