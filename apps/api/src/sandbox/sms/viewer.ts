import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Settings } from '../../config/settings';

/**
 * Who may read a message in a public demo (SMS_PROVIDER=sandbox in production): the browser that asked
 * for it. The request that queues a code sets a random id in the `sms_sandbox` cookie (or keeps the one
 * it has), and the outbox row keeps a hash of it; the sandbox's page and JSON then show only the rows of
 * the caller's id. Without it a demo's visitors could read each other's codes and sign in as each other.
 * Outside production the sandbox shows everything, as a developer expects.
 */
const COOKIE = 'sms_sandbox';
const ID = /^[0-9a-f]{32}$/;

export const isPublicDemo = (settings: Pick<Settings, 'NODE_ENV' | 'SMS_PROVIDER'>) =>
  settings.NODE_ENV === 'production' && settings.SMS_PROVIDER === 'sandbox';

const hashOf = (id: string) => createHash('sha256').update(id).digest('hex');

function cookieId(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === COOKIE && value && ID.test(value)) return value;
  }
  return null;
}

/** The hash under which a message queued by this request is shown; sets the cookie when the browser has none. */
export function viewerFor(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  let id = cookieId(request);
  if (!id) {
    id = randomBytes(16).toString('hex');
    reply.header('set-cookie', `${COOKIE}=${id}; Path=/; Max-Age=86400; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
  }
  return hashOf(id);
}

/** The caller's hash, or null when it never asked for anything (it then sees nothing). */
export function viewerOf(request: FastifyRequest): string | null {
  const id = cookieId(request);
  return id ? hashOf(id) : null;
}
