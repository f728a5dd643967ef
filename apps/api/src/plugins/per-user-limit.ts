import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Per-user limit for the money routes (run after `authenticate`). Each of them may call the
 * gateway, and ZarinPal answers -12 ("too many attempts") to a merchant that hammers it; a buyer
 * never needs more than a few calls a minute. Keyed by user, not address: many buyers at a
 * university share one address. The counters live in the plugin's store (Redis when configured).
 */
export function perUserLimit(app: FastifyInstance, name: string, max: number) {
  return app.rateLimit({
    max,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `${name}:${request.user?.id ?? request.ip}`,
  });
}
