import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Per-user limit (run after `authenticate`) of `max` calls per `timeWindow` milliseconds (a minute).
 * For the money routes, each of which may call the gateway (ZarinPal answers -12, "too many attempts",
 * to a merchant that hammers it; a buyer never needs more than a few calls a minute), and for writes
 * that text other people (a proposal's invitations). Keyed by user, not address: many people at a
 * university share one address. The counters live in the plugin's store (Redis when configured).
 */
export function perUserLimit(app: FastifyInstance, name: string, max: number, timeWindow = 60_000) {
  return app.rateLimit({
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => `${name}:${request.user?.id ?? request.ip}`,
  });
}
