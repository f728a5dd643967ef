import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

type Encoding = 'br' | 'gzip' | 'identity';
/** One index.html in each encoding it can be sent in. */
export type IndexVariants = { identity: Buffer } & Partial<Record<Exclude<Encoding, 'identity'>, Buffer>>;

/**
 * The encoding to send index.html (or a page rendered on the server) in: brotli, then gzip, among those
 * the client accepts (a token with q=0 is refused) and that exist; otherwise the plain file.
 */
export function preferredEncoding(
  header: string | string[] | undefined,
  available: { identity: unknown } & Partial<Record<Exclude<Encoding, 'identity'>, unknown>>,
): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(token.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const acceptable = (token: string) => (accepted.get(token) ?? accepted.get('*') ?? 0) > 0;
  if (available.br && acceptable('br')) return 'br';
  if (available.gzip && acceptable('gzip')) return 'gzip';
  return 'identity';
}

/** index.html (or a copy of it) in every encoding, compressed as much as they go: made once, sent many times. */
export function compressedIndex(html: Buffer): IndexVariants {
  return {
    identity: html,
    br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: zlib.gzipSync(html, { level: 9 }),
  };
}

/** A client route pattern as the router writes it ("/workshop/:id") as an anchored expression. */
function routePattern(routePath: string): RegExp {
  const escaped = routePath.split(/(:[A-Za-z]+)/).map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${escaped.join('')}/?$`);
}

/** The name of the meta element that tells the web app which sandboxes make this server a demo. */
export const DEMO_META = 'fest-demo-sandboxes';

/**
 * The name of the meta element that lists a route's page chunks: the build's boot script preloads
 * them with the app, after the first paint (apps/web/vite.config.ts, appAfterFirstPaint).
 */
export const PAGE_CHUNKS_META = 'fest-page-chunks';

/**
 * index.html as the build wrote it (with the .br/.gz it wrote beside it), and, for each route listed
 * in `.vite/route-preloads.json` (apps/web/vite.config.ts), a copy that also names that route's page
 * chunks (PAGE_CHUNKS_META), so the browser fetches them alongside the app instead of only once the
 * app has run and the router asked for them. Built once at startup.
 * With `demoSandboxes`, every copy carries `<meta name="fest-demo-sandboxes" content="payment,...">`,
 * from which the web app shows its demo ribbon (no request of its own, nothing on the critical path).
 */
export function loadIndexPages(dist: string, opts: { demoSandboxes?: string[] } = {}): (urlPath: string) => IndexVariants {
  const file = path.join(dist, 'index.html');
  let html = fs.readFileSync(file);
  const demo = opts.demoSandboxes ?? [];
  const marked = demo.length > 0 && html.toString('utf8').includes('</head>');
  if (marked) {
    const meta = `    <meta name="${DEMO_META}" content="${demo.map((n) => n.replace(/[^\w-]/g, '')).join(',')}">\n  </head>`;
    html = Buffer.from(html.toString('utf8').replace('</head>', meta));
  }
  // The .br/.gz beside the file are of the unmarked page: a marked one is compressed here.
  const plain: IndexVariants = marked ? compressedIndex(html) : { identity: html };
  if (!marked && fs.existsSync(`${file}.br`)) plain.br = fs.readFileSync(`${file}.br`);
  if (!marked && fs.existsSync(`${file}.gz`)) plain.gzip = fs.readFileSync(`${file}.gz`);

  const listFile = path.join(dist, '.vite', 'route-preloads.json');
  const list = fs.existsSync(listFile) ? (JSON.parse(fs.readFileSync(listFile, 'utf8')) as Array<{ path: string; files: string[] }>) : [];
  const text = html.toString('utf8');
  const routes = list
    .filter((route) => route.files.length > 0 && text.includes('</head>'))
    .map((route) => {
      const meta = `    <meta name="${PAGE_CHUNKS_META}" content="${route.files.map((f) => `/${encodeURI(f)}`).join(' ')}">\n`;
      return { pattern: routePattern(route.path), variants: compressedIndex(Buffer.from(text.replace('</head>', `${meta}  </head>`))) };
    });
  return (urlPath) => routes.find((r) => r.pattern.test(urlPath))?.variants ?? plain;
}
