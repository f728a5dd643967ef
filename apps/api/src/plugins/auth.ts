import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { TokenSigner } from '../lib/tokens';

export interface AuthUser {
  id: number;
  phone: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenSigner;
    /** preHandler: requires a valid access token and sets request.user. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: sets request.user when a valid token is sent, stays anonymous otherwise. */
    authenticateOptional: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export const authPlugin = fp(
  async (app, opts: { secret: string; accessSeconds: number; refreshSeconds: number }) => {
    app.decorate('tokens', new TokenSigner(opts.secret, opts.accessSeconds, opts.refreshSeconds));
    app.decorateRequest('user', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearer(request);
      if (!token) throw new AppError(401, 'NOT_AUTHENTICATED', 'برای این کار باید وارد شوید.');
      const claims = await app.tokens.verify(token, 'access');
      request.user = { id: claims.userId, phone: claims.phone };
    });
    app.decorate('authenticateOptional', async (request: FastifyRequest) => {
      const token = bearer(request);
      if (!token) return;
      try {
        const claims = await app.tokens.verify(token, 'access');
        request.user = { id: claims.userId, phone: claims.phone };
      } catch {
        // A public page must not fail because a stale token came along; it is shown anonymously.
      }
    });
  },
  { name: 'auth' },
);
