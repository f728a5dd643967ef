import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const competitionRoutes: FastifyPluginAsyncZod = async () => {};
