import { createHash } from 'node:crypto';

/** A strong ETag for a body: the same bytes give the same tag, whichever path produced them. */
export const strongEtag = (body: string | Buffer) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;

/** RFC 9110 If-None-Match: "*", or a list of tags compared weakly (W/ prefixes ignored). */
export function ifNoneMatchHits(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const value = Array.isArray(header) ? header.join(',') : header;
  if (value.trim() === '*') return true;
  return value.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
