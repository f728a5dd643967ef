import type { FastifyBaseLogger } from 'fastify';

/** What services log through: Fastify's logger fits, and so does any pino logger outside Fastify. */
export type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
