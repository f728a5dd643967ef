import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { authTexts } from '../../lib/texts';
import type { AuthUser } from '../../plugins/auth';

/** The caller set by the authenticate hook (always there after it; the check keeps the types honest). */
export function caller(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError(401, 'NOT_AUTHENTICATED', authTexts.notAuthenticated);
  return request.user;
}
