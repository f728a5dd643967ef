import type { FastifyReply, FastifyRequest } from 'fastify';
import { ifNoneMatchHits, strongEtag } from '../../lib/etag';
import { addVary } from '../../lib/vary';

export { ifNoneMatchHits, strongEtag };

/**
 * `no-cache` makes browsers revalidate every time instead of guessing freshness; the saving is the
 * body, not the request. The body may depend on who asks (presentation_link), so caches must key
 * on the token too (beside the Origin that CORS has put there).
 */
export function setRevalidationHeaders(reply: FastifyReply, etag: string): void {
  reply.header('etag', etag);
  reply.header('cache-control', 'no-cache');
  addVary(reply, 'Authorization');
}

/**
 * onSend hook for public lists: a strong ETag hashed from the body actually sent, so it changes the
 * moment the data does (a purchase changing remained_capacity, an edited FAQ), and 304 when the
 * client already holds that body. Answers from the answer cache (Buffers) carry their tag already.
 * A callback hook, not an async one: those kept answers, most of what these routes send, pass
 * straight through without a promise to wait for.
 */
export function etagOnSend(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void): void {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return done(null, payload);
  const etag = strongEtag(payload);
  setRevalidationHeaders(reply, etag);
  if (ifNoneMatchHits(request.headers['if-none-match'], etag)) {
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return done(null, '');
  }
  done(null, payload);
}
