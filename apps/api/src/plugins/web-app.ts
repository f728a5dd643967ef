import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loadIndexPages, preferredEncoding } from './index-html';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a client-side route with index.html; false when there is no built web app. */
    serveWebApp: (request: FastifyRequest, reply: FastifyReply) => boolean;
  }
}

/**
 * Serves uploaded and seeded media under /media/ and, when it has been built, the web app:
 * hashed assets with a year-long immutable cache, index.html (never cached) for every client route,
 * with the page chunk of the main routes preloaded (index-html.ts), each compressed by Accept-Encoding.
 */
export const webAppPlugin = fp(
  async (app, opts: { webDist?: string; dataDir: string; demoSandboxes?: string[] }) => {
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
      const variants = indexPage(request.url.split('?')[0] ?? '/');
      const encoding = preferredEncoding(request.headers['accept-encoding'], variants);
      reply.status(200).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      return reply.send(variants[encoding]);
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
