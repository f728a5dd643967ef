import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const zarinpalSandboxRoutes: FastifyPluginAsyncZod = async () => {};
