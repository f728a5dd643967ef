import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { UserRole } from '@fest/contract';
import type { Database } from '../db/client';
import { AppError } from '../lib/errors';
import { authTexts } from '../lib/texts';
import { TokenSigner } from '../lib/tokens';
import { listeningSessionCache, SessionCheck, type SessionUser } from './session-state';

export type AuthUser = SessionUser;

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenSigner;
    /** preHandler: requires a valid access token of a session still in force and sets request.user. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: sets request.user when a valid token is sent, stays anonymous otherwise. */
    authenticateOptional: (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;
    /**
     * A hook that authenticates, then lets only the given roles through: 401 NOT_AUTHENTICATED
     * without a token, 403 FORBIDDEN with another role. The role is the user's current one, not the
     * one they had when the token was issued.
     */
    requireRole: (...roles: UserRole[]) => (request: FastifyRequest) => Promise<void>;
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
  async (
    app,
    opts: {
      secret: string;
      accessSeconds: number;
      refreshSeconds: number;
      /** Where session changes are heard (Database.listen); without it every request reads its session. */
      listen?: Database['listen'];
    },
  ) => {
    app.decorate('tokens', new TokenSigner(opts.secret, opts.accessSeconds, opts.refreshSeconds));
    app.decorateRequest('user', null);

    const listening = opts.listen ? await listeningSessionCache(opts.listen, app.log) : null;
    if (listening) app.addHook('onClose', listening.stop);
    const sessions = new SessionCheck(app.db, listening?.cache ?? null);

    /** The user of an access token whose session is in force; a 401 AppError when it is not. */
    const userOf = async (token: string) => sessions.user(await app.tokens.verify(token, 'access'));
    const authenticate = async (request: FastifyRequest) => {
      const token = bearer(request);
      if (!token) throw new AppError(401, 'NOT_AUTHENTICATED', authTexts.notAuthenticated);
      request.user = await userOf(token);
    };
    app.decorate('authenticate', authenticate);
    // A callback hook, not an async one: a public read without a token (most of them, and every one
    // answered from the catalogue's kept answers) passes straight on, with no promise to wait for.
    app.decorate('authenticateOptional', (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const token = bearer(request);
      if (!token) return done();
      userOf(token).then(
        (user) => {
          request.user = user;
          done();
        },
        // A public page must not fail because a stale token came along; it is shown anonymously.
        (err: unknown) => (err instanceof AppError ? done() : done(err as Error)),
      );
    });
    app.decorate('requireRole', (...roles: UserRole[]) => async (request: FastifyRequest) => {
      await authenticate(request);
      if (!roles.includes(request.user!.role)) {
        throw new AppError(403, 'FORBIDDEN', authTexts.forbidden);
      }
    });
  },
  { name: 'auth' },
);
