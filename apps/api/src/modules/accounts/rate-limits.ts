import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { AppError } from '../../lib/errors';

export type Limit = (request: FastifyRequest) => Promise<void>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * A counter over `key(request)`, in the rate-limit plugin's store (Redis when REDIS_URL is set, so
 * every API process shares it). Built with createRateLimit rather than route config because login
 * needs two limits on one route, and the plugin runs only one rateLimit hook per request.
 */
function keyedLimit(app: FastifyInstance, max: number, timeWindow: number, key: (request: FastifyRequest) => string): Limit {
  const check = app.createRateLimit({ max, timeWindow, keyGenerator: key });
  return async (request) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      const seconds = Math.max(1, result.ttlInSeconds);
      throw new AppError(
        429,
        'RATE_LIMITED',
        `تعداد تلاش‌ها بیش از حد مجاز است. لطفاً ${seconds} ثانیه دیگر دوباره تلاش کنید.`,
        undefined,
        { 'retry-after': String(seconds) },
      );
    }
  };
}

// IPv6 clients own whole /64 networks; counting per address would let one walk around the limit.
const clientAddress = (request: FastifyRequest) => normalizeIP(request.ip, 64);

export function accountLimits(app: FastifyInstance) {
  const { LOGIN_RATE_LIMIT, SIGNUP_RATE_LIMIT } = app.settings;
  return {
    /** Runs after validation, so the phone is already normalised: every spelling counts against one number. */
    loginPerPhone: keyedLimit(app, LOGIN_RATE_LIMIT, MINUTE, (request) => {
      const body = request.body as { phone_number: string };
      return `accounts:login:phone:${body.phone_number}`;
    }),
    loginPerAddress: keyedLimit(app, LOGIN_RATE_LIMIT * 10, MINUTE, (r) => `accounts:login:addr:${clientAddress(r)}`),
    signupPerAddress: keyedLimit(app, SIGNUP_RATE_LIMIT, HOUR, (r) => `accounts:signup:addr:${clientAddress(r)}`),
    /** Guessing the old password with a stolen access token is held to the login pace. */
    passwordChangePerUser: keyedLimit(app, LOGIN_RATE_LIMIT, MINUTE, (r) => `accounts:password:user:${r.user?.id ?? 0}`),
  };
}
