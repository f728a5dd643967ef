import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../lib/errors';
import { commonTexts } from '../lib/texts';

/**
 * Rate limiting, off by default and switched on per route (login, signup, coupon look-ups).
 * With REDIS_URL the counters live in Redis, so several API processes share them.
 */
export const rateLimitPlugin = fp(
  async (app, opts: { redisUrl?: string }) => {
    let redis: import('ioredis').Redis | undefined;
    if (opts.redisUrl) {
      const { Redis } = await import('ioredis');
      redis = new Redis(opts.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: false });
      app.addHook('onClose', async () => {
        await redis?.quit();
      });
    }
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: 'fest-rl:',
      skipOnError: false,
      // Keys held in memory without Redis (least recently used go first). The login limits keep one
      // per phone and per phone and address: room enough that spraying other keys can't push a
      // phone's day budget out and so reset it.
      cache: 100_000,
      errorResponseBuilder: (_req, ctx) => {
        const seconds = Math.max(1, Math.ceil(ctx.ttl / 1000));
        return new AppError(
          429,
          'RATE_LIMITED',
          commonTexts.tooManyRequestsFor(seconds),
          undefined,
          { 'retry-after': String(seconds) },
        );
      },
    });
  },
  { name: 'rate-limit' },
);
