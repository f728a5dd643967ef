import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';

type Encoding = 'br' | 'gzip' | 'identity';
type IndexVariants = { identity: Buffer } & Partial<Record<Exclude<Encoding, 'identity'>, Buffer>>;

/** index.html and whichever compressed forms of it the build wrote. */
function readIndexVariants(dist: string): IndexVariants {
  const file = path.join(dist, 'index.html');
  const variants: IndexVariants = { identity: fs.readFileSync(file) };
  if (fs.existsSync(`${file}.br`)) variants.br = fs.readFileSync(`${file}.br`);
  if (fs.existsSync(`${file}.gz`)) variants.gzip = fs.readFileSync(`${file}.gz`);
  return variants;
}

/**
 * The encoding to send index.html in: brotli, then gzip, among those the client accepts (a token
 * with q=0 is refused) and the build wrote; otherwise the plain file.
 */
export function preferredEncoding(header: string | string[] | undefined, available: IndexVariants): Encoding {
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

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a client-side route with index.html; false when there is no built web app. */
    serveWebApp: (request: FastifyRequest, reply: FastifyReply) => boolean;
  }
}

/**
 * Serves uploaded and seeded media under /media/ and, when it has been built, the web app:
 * hashed assets with a year-long immutable cache, index.html (never cached) for every client route.
 */
export const webAppPlugin = fp(
  async (app, opts: { webDist?: string; dataDir: string }) => {
    const mediaRoot = path.resolve(opts.dataDir, 'media');
    fs.mkdirSync(mediaRoot, { recursive: true });
    await app.register(fastifyStatic, {
      root: mediaRoot,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      maxAge: '7d',
      // Uploaded files are never rendered as pages of our origin.
      setHeaders: (res) => res.header('Content-Security-Policy', "default-src 'none'; sandbox"),
    });

    const dist = opts.webDist && fs.existsSync(path.join(opts.webDist, 'index.html')) ? path.resolve(opts.webDist) : null;
    if (!dist) {
      app.decorate('serveWebApp', () => false);
      return;
    }
    const indexHtml = readIndexVariants(dist);
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
    const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
      const encoding = preferredEncoding(request.headers['accept-encoding'], indexHtml);
      reply.status(200).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      return reply.send(indexHtml[encoding]);
    };
    app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply));
    app.decorate('serveWebApp', (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      if (/^\/(api|media|_sandbox)(\/|$)/.test(url)) return false;
      // A missing file with an extension (a stale asset) is a real 404, not the app shell.
      if (/\.[a-z0-9]{2,5}$/i.test(url)) return false;
      void sendIndex(request, reply);
      return true;
    });
  },
  { name: 'web-app' },
);
