import type { FastifyReply } from 'fastify';

/**
 * Adds `fields` to the answer's Vary header, keeping what is already there. Every answer varies on
 * `Origin` (@fastify/cors puts it there first, since which origin is allowed depends on the request:
 * Fetch, "CORS protocol and HTTP caches"), so a route that set Vary outright dropped it, and a shared
 * cache could then give one origin's answer to another.
 */
export function addVary(reply: FastifyReply, ...fields: string[]): FastifyReply {
  const current = reply.getHeader('vary');
  const have = current === undefined ? [] : String(current).split(',').map((f) => f.trim()).filter(Boolean);
  if (have.includes('*')) return reply;
  const known = new Set(have.map((f) => f.toLowerCase()));
  const added = fields.filter((f) => !known.has(f.toLowerCase()));
  return added.length ? reply.header('vary', [...have, ...added].join(', ')) : reply;
}
