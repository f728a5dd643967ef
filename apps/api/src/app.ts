import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Db } from './db/client';
import { AppError } from './lib/errors';
import type { Settings } from './config/settings';
import { authPlugin } from './plugins/auth';
import { rateLimitPlugin } from './plugins/rate-limit';
import { webAppPlugin } from './plugins/web-app';
import { accountsRoutes } from './modules/accounts';
import { catalogueRoutes, presentationPreview } from './modules/catalogue';
import { cartRoutes } from './modules/cart';
import { paymentsRoutes } from './modules/payments';
import { competitionRoutes } from './modules/competition';
import { agendaRoutes } from './modules/agenda';
import { deriveKey } from './lib/derived-keys';
import { inProcessSandboxTransport, zarinpalSandboxRoutes } from './sandbox/zarinpal';
import { createGateway, type PaymentGateway } from './gateways/zarinpal';

// Validation messages in Persian: people read them.
z.config(z.locales.fa());

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    settings: Settings;
    gateway: PaymentGateway;
  }
}

export interface AppDeps {
  settings: Settings;
  db: Db;
  jwtSecret: string;
  /**
   * Where data changes are heard (Database.listen); without it the catalogue keeps no ready answers
   * and every authenticated request reads its session from the database.
   */
  listen?: Database['listen'];
  /** Replaces the ZarinPal client (tests point it at an imitation that misbehaves). */
  gateway?: PaymentGateway;
  logger?: boolean | object;
}

/** Builds the whole HTTP app. Never listens: server.ts does, tests use inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { settings } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    trustProxy: settings.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', deps.db);
  app.decorate('settings', settings);
  app.decorate('gateway', deps.gateway ?? createGateway(settings, inProcessSandboxTransport(settings, deps.db)));

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Set before any route is registered: a route keeps the error handler in force when it was added.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = toErrorBody(error);
    if (body.status >= 500) request.log.error({ err: error }, 'request failed');
    if (error instanceof AppError && error.headers) reply.headers(error.headers);
    return reply.status(body.status).type('application/json; charset=utf-8').send(body.payload);
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        formAction: ["'self'", 'https://payment.zarinpal.com', 'https://sandbox.zarinpal.com'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The web app is served over plain HTTP on a fresh machine; HSTS belongs to the TLS proxy.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });

  // gzip for JSON answers (and media) above 1 KB, before any route and before @fastify/static, whose
  // hooks it must wrap; the web app's assets are compressed at build time and left as they are.
  // Brotli is left out: at request time it costs far more CPU than gzip for little gain.
  await app.register(compress, { encodings: ['gzip', 'deflate'], threshold: 1024, globalDecompression: false });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Linux festival API',
        version: '1.0.0',
        description: 'The wire contract between the web app, the API server and the payment gateway.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/schema', { schema: { hide: true } }, async () => app.swagger());

  await app.register(authPlugin, {
    secret: deps.jwtSecret,
    accessSeconds: settings.ACCESS_TOKEN_MINUTES * 60,
    refreshSeconds: settings.REFRESH_TOKEN_DAYS * 24 * 3600,
    listen: deps.listen,
  });
  await app.register(rateLimitPlugin, { redisUrl: settings.REDIS_URL });

  app.get(
    '/api/health',
    { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => {
      await app.db.execute('select 1' as never);
      return { status: 'ok' as const };
    },
  );

  await app.register(accountsRoutes, { prefix: '/api' });
  await app.register(catalogueRoutes, { prefix: '/api', listen: deps.listen });
  await app.register(cartRoutes, { prefix: '/api' });
  await app.register(paymentsRoutes, { prefix: '/api' });
  await app.register(competitionRoutes, { prefix: '/api' });
  await app.register(agendaRoutes, { prefix: '/api', feedKey: deriveKey(deps.jwtSecret, 'agenda-feeds') });
  await app.register(zarinpalSandboxRoutes, { prefix: '/_sandbox/zarinpal' });
  await app.register(webAppPlugin, {
    webDist: settings.WEB_DIST,
    dataDir: settings.DATA_DIR,
    publicUrl: settings.PUBLIC_URL,
    presentationPreview: (id) => presentationPreview(app.db, id),
  });

  app.setNotFoundHandler((request, reply) => {
    if (app.serveWebApp(request, reply)) return reply;
    return reply.status(404).send({ detail: 'مسیر درخواستی یافت نشد.', code: 'NOT_FOUND' });
  });

  return app;
}

function toErrorBody(error: FastifyError): { status: number; payload: Record<string, unknown> } {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      payload: { detail: error.detail, code: error.code, ...(error.errors ? { errors: error.errors } : {}), ...error.extra },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || fieldFromParams(issue.params) || 'non_field_errors';
      (errors[field] ??= []).push(issue.message ?? 'نامعتبر');
    }
    return {
      status: 400,
      payload: { detail: 'اطلاعات وارد شده معتبر نیست.', code: 'VALIDATION_ERROR', errors },
    };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, payload: { detail: 'بدنهٔ درخواست JSON معتبری نیست.', code: 'VALIDATION_ERROR', errors: { non_field_errors: ['JSON نامعتبر'] } } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, payload: { detail: 'حجم داده‌های ارسالی بیش از حد مجاز است.', code: 'FILE_TOO_LARGE' } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, payload: { detail: 'نوع محتوای ارسالی پشتیبانی نمی‌شود.', code: 'UNSUPPORTED_MEDIA_TYPE' } };
  }
  const status = error.statusCode ?? 500;
  if (status === 429) {
    return { status, payload: { detail: 'تعداد درخواست‌ها بیش از حد مجاز است.', code: 'RATE_LIMITED' } };
  }
  if (status >= 400 && status < 500) {
    return { status: 400, payload: { detail: 'درخواست نامعتبر است.', code: 'VALIDATION_ERROR', errors: { non_field_errors: [error.message] } } };
  }
  return { status: 500, payload: { detail: 'خطای داخلی سرور رخ داد. لطفاً دوباره تلاش کنید.', code: 'INTERNAL' } };
}

function fieldFromParams(params: unknown): string | undefined {
  const p = params as { missingProperty?: string; issue?: { path?: unknown[] } } | undefined;
  if (p?.missingProperty) return p.missingProperty;
  const path = p?.issue?.path;
  return Array.isArray(path) && path.length ? path.join('.') : undefined;
}
