import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
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
import { NOT_AN_ID, type ErrorCode } from '@fest/contract';
import type { Database, Db } from './db/client';
import { AppError } from './lib/errors';
import { commonTexts } from './lib/texts';
import { finishDocument } from './lib/openapi';
import { lazyChildLogger } from './lib/log-options';
import { trustProxyOption } from './lib/trust-proxy';
import type { Settings } from './config/settings';
import { authPlugin } from './plugins/auth';
import { registerBodyParsers } from './plugins/body-parsers';
import { rateLimitPlugin } from './plugins/rate-limit';
import { applySecurityHeaders, securityHeaders } from './plugins/security-headers';
import { webAppPlugin } from './plugins/web-app';
import { accountsRoutes } from './modules/accounts';
import { catalogueAnswers, catalogueRoutes, presentationPreview } from './modules/catalogue';
import { cartRoutes } from './modules/cart';
import { doorSalesRoutes, invoicesRoutes, paymentsRoutes } from './modules/payments';
import { competitionRoutes } from './modules/competition';
import { checkinRoutes, ticketKeyFrom, type TicketKey } from './modules/tickets';
import { adminRoutes } from './modules/admin';
import { agendaRoutes } from './modules/agenda';
import { waitlistRoutes } from './modules/waitlist';
import { certificatesRoutes } from './modules/certificates';
import { proposalsRoutes } from './modules/proposals';
import { feedbackRoutes } from './modules/feedback';
import { slidesRoutes } from './modules/slides';
import { ogImageRoutes, ogImages } from './modules/og-images';
import { deriveKey } from './lib/derived-keys';
import { inProcessSandboxTransport, zarinpalSandboxRoutes } from './sandbox/zarinpal';
import { activeSandboxes } from './sandbox';
import { createGateway, type PaymentGateway } from './gateways/zarinpal';
import { smsSandboxRoutes } from './sandbox/sms';
import { mailSandboxRoutes } from './sandbox/mail';

// Validation messages in Persian: people read them.
z.config(z.locales.fa());

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    settings: Settings;
    gateway: PaymentGateway;
    /** Makes ticket codes (HKDF of the ticket secret); see modules/tickets. */
    ticketKey: TicketKey;
  }
}

export interface AppDeps {
  settings: Settings;
  db: Db;
  jwtSecret: string;
  /** TICKET_SECRET, or the one generated into DATA_DIR (lib/secrets.ts resolveTicketSecret). */
  ticketSecret: string;
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
    // Without a logger Fastify skips request loggers altogether; with one, each is made only when used.
    ...(deps.logger ? { childLoggerFactory: lazyChildLogger } : {}),
    trustProxy: trustProxyOption(settings.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    // Errors met before any route runs (a malformed percent-escape in the URL): the contract's shape too.
    frameworkErrors: (error, _request, reply) => {
      const body = toErrorBody(error);
      void (reply as FastifyReply).status(body.status).type('application/json; charset=utf-8').send(body.payload);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', deps.db);
  app.decorate('settings', settings);
  app.decorate('ticketKey', ticketKeyFrom(deps.ticketSecret));
  app.decorate('gateway', deps.gateway ?? createGateway(settings, inProcessSandboxTransport(settings, deps.db)));

  // Security headers for every answer (API, web app, errors, not found), worked out once at start.
  const security = securityHeaders({
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
    // HSTS only when the public address is https: a fresh machine serves plain HTTP on localhost.
    strictTransportSecurity: settings.PUBLIC_URL.startsWith('https://') ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    // Media are read cross-origin (web-app.ts sets their own policy); everything else stays same-origin.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // One synchronous hook for what every answer carries: no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(reply, security);
    reply.header('x-request-id', request.id);
    done();
  });
  registerBodyParsers(app);

  // Set before any route is registered: a route keeps the error handler in force when it was added.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = toErrorBody(error);
    if (body.status >= 500) request.log.error({ err: error }, 'request failed');
    if (error instanceof AppError && error.headers) reply.headers(error.headers);
    return reply.status(body.status).type('application/json; charset=utf-8').send(body.payload);
  });

  // gzip for JSON answers (and media) above 1 KB, before any route and before @fastify/static, whose
  // hooks it must wrap; the web app's assets are compressed at build time and left as they are.
  // Brotli is left out: at request time it costs far more CPU than gzip for little gain.
  // Browsers on other origins (CORS_ORIGINS) may call the API; no cookies are involved, so no credentials.
  await app.register(cors, {
    // An empty list still answers preflights (204, Vary: Origin), just without allowing any origin.
    origin: settings.CORS_ORIGINS,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', 'X-Request-Id'],
    exposedHeaders: ['Retry-After', 'X-Request-Id', 'ETag'],
    maxAge: 600,
    strictPreflight: false,
  });

  await app.register(compress, { encodings: ['gzip', 'deflate'], threshold: 1024, globalDecompression: false });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Linux festival API',
        version: '1.0.0',
        description: 'The wire contract between the web app, the API server and the payment gateway.',
      },
      // Where a generated client sends its calls: this server's public address (paths carry /api).
      servers: [{ url: settings.PUBLIC_URL, description: 'this server' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => finishDocument(jsonSchemaTransformObject(document)),
  });
  // The API is public (README): its documentation is on unless API_DOCS=off.
  if (settings.API_DOCS) {
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    app.get('/api/schema', { schema: { hide: true } }, async () => app.swagger());
  }

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
    async (_request, reply) => {
      await app.db.execute('select 1' as never);
      // Which process answered (its pid): with WORKERS, a check or a test can tell the workers apart.
      reply.header('x-worker', String(process.pid));
      return { status: 'ok' as const };
    },
  );

  await app.register(accountsRoutes, { prefix: '/api', codeKey: deriveKey(deps.jwtSecret, 'one-time-codes') });
  // One set of kept anonymous answers per app, for the catalogue's routes and the pages rendered from them.
  const catalogue = await catalogueAnswers({ db: deps.db, listen: deps.listen, log: app.log });
  app.addHook('onClose', catalogue.stop);
  await app.register(catalogueRoutes, { prefix: '/api', answers: catalogue });
  // The pages' link preview images, drawn from the same answers and kept with them.
  const previews = ogImages({ answers: catalogue, publicUrl: settings.PUBLIC_URL });
  await app.register(ogImageRoutes, { images: previews });
  await app.register(cartRoutes, { prefix: '/api', kept: catalogue.keptPresentations });
  await app.register(paymentsRoutes, { prefix: '/api' });
  await app.register(competitionRoutes, { prefix: '/api' });
  await app.register(checkinRoutes, { prefix: '/api' });
  await app.register(doorSalesRoutes, { prefix: '/api' });
  await app.register(adminRoutes, { prefix: '/api/admin' });
  await app.register(agendaRoutes, { prefix: '/api', feedKey: deriveKey(deps.jwtSecret, 'agenda-feeds') });
  await app.register(waitlistRoutes, { prefix: '/api' });
  await app.register(certificatesRoutes, { prefix: '/api' });
  await app.register(invoicesRoutes, { prefix: '/api' });
  await app.register(proposalsRoutes, { prefix: '/api' });
  await app.register(feedbackRoutes, { prefix: '/api' });
  await app.register(slidesRoutes, { prefix: '/api' });
  await app.register(zarinpalSandboxRoutes, { prefix: '/_sandbox/zarinpal' });
  // Only while the sandbox is the SMS provider: its page shows the outbox, codes included.
  if (settings.SMS_PROVIDER === 'sandbox') await app.register(smsSandboxRoutes, { prefix: '/_sandbox/sms' });
  // Only while the sandbox is the mail transport (SMTP_URL unset or `sandbox`).
  if (settings.SMTP_URL === 'sandbox') await app.register(mailSandboxRoutes, { prefix: '/_sandbox/mail' });
  await app.register(webAppPlugin, {
    webDist: settings.WEB_DIST,
    dataDir: settings.DATA_DIR,
    // Production running on a sandbox is a public demo: every page says so (a ribbon in the web app).
    demoSandboxes: settings.NODE_ENV === 'production' ? activeSandboxes(settings) : [],
    publicUrl: settings.PUBLIC_URL,
    presentationPreview: (id) => presentationPreview(app.db, id),
    publicAnswer: (url) => catalogue.byUrl(url),
    // Pages are kept only while changes are heard, like the answers they are made of.
    pageCache: catalogue.cache ?? { get: (_key, build) => build() },
    previewImage: (urlPath, language) => previews.pageImage(urlPath, language),
  });

  app.setNotFoundHandler((request, reply) => {
    if (app.serveWebApp(request, reply)) return reply;
    return reply.status(404).send({ detail: commonTexts.routeNotFound, code: 'NOT_FOUND' });
  });

  return app;
}

/** The contract's code for a framework error of this status (a 4xx it does not name is a 400). */
const codeForStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'NOT_AUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'FILE_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};
const detailForStatus: Partial<Record<number, string>> = {
  404: commonTexts.routeNotFound,
  413: commonTexts.bodyTooLarge,
  415: commonTexts.unsupportedContent,
  429: commonTexts.tooManyRequests,
};

/**
 * Every error as the contract's error shape: ours (AppError), schema validation, and whatever
 * Fastify or a parser throws (by its status). Only an error with no 4xx status is a 500.
 */
export function toErrorBody(error: FastifyError | Error): { status: number; payload: Record<string, unknown> } {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      payload: { detail: error.detail, code: error.code, ...(error.errors ? { errors: error.errors } : {}), ...error.extra },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A path that names no possible id names nothing: not found, as an id no row has (contract, "Ids").
    if ((error as FastifyError).validationContext === 'params' && error.validation.some(isNotAnId)) {
      return { status: 404, payload: { detail: commonTexts.noSuchId, code: 'NOT_FOUND' } };
    }
    const errors: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || fieldFromParams(issue.params) || 'non_field_errors';
      (errors[field] ??= []).push(issue.message ?? commonTexts.invalidField);
    }
    return {
      status: 400,
      payload: { detail: commonTexts.invalidInput, code: 'VALIDATION_ERROR', errors },
    };
  }
  const code = (error as FastifyError).code;
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, payload: { detail: commonTexts.invalidJson, code: 'VALIDATION_ERROR', errors: { non_field_errors: [commonTexts.invalidJsonField] } } };
    case 'FST_ERR_BAD_URL':
      return { status: 400, payload: { detail: commonTexts.invalidUrl, code: 'VALIDATION_ERROR', errors: { non_field_errors: [commonTexts.invalidUrlField] } } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, payload: { detail: detailForStatus[413], code: 'FILE_TOO_LARGE' } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, payload: { detail: detailForStatus[415], code: 'UNSUPPORTED_MEDIA_TYPE' } };
  }
  const status = (error as FastifyError).statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const known = codeForStatus[status];
    const payload: Record<string, unknown> = { detail: detailForStatus[status] ?? commonTexts.invalidRequest, code: known ?? 'VALIDATION_ERROR' };
    if (!known || known === 'VALIDATION_ERROR') payload.errors = { non_field_errors: [error.message] };
    return { status: known ? status : 400, payload };
  }
  return { status: 500, payload: { detail: commonTexts.internal, code: 'INTERNAL' } };
}

/** An issue of primitives.ts's idParamSchema: the value is not an id at all. */
function isNotAnId(issue: { params?: unknown }): boolean {
  return (issue.params as { params?: { reason?: unknown } } | undefined)?.params?.reason === NOT_AN_ID;
}

function fieldFromParams(params: unknown): string | undefined {
  const p = params as { missingProperty?: string; issue?: { path?: unknown[] } } | undefined;
  if (p?.missingProperty) return p.missingProperty;
  const path = p?.issue?.path;
  return Array.isArray(path) && path.length ? path.join('.') : undefined;
}
