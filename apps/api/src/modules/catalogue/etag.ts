import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * onSend hook for public lists: a strong ETag hashed from the body actually sent, so it changes the
 * moment the data does (a purchase changing remained_capacity, an edited FAQ), and 304 when the
 * client already holds that body. `no-cache` makes browsers revalidate every time instead of
 * guessing freshness; the saving is the body, not the request.
 */
export async function etagOnSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const etag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 32)}"`;
  reply.header('etag', etag);
  reply.header('cache-control', 'no-cache');
  // The body may depend on who asks (presentation_link), so caches must key on the token too.
  reply.header('vary', 'Authorization');
  if (ifNoneMatchHits(request.headers['if-none-match'], etag)) {
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return '';
  }
  return payload;
}

/** RFC 9110 If-None-Match: "*", or a list of tags compared weakly (W/ prefixes ignored). */
function ifNoneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  return value.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
