import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
/**
 * What the server's logs may hold: never a secret (tokens, passwords, their hashes, one-time codes,
 * the Authorization header, cookies) and never the parameters of a database query, which carry a
 * person's phone, e-mail, names and password hash. A failed query is logged with its SQL text and
 * the database's error code only. URLs carry phones (/api/users/{phone}/, ?phone=) and private feed
 * tokens: the access log masks and redacts them (safeUrl); bodies are never logged.
 */

/** Keys whose values never reach a log line, wherever they appear (pino redact paths). */
const SECRET_KEYS = [
  'password',
  'new_password',
  'old_password',
  'passwordHash',
  'password_hash',
  'access',
  'refresh',
  'tokens',
  'token',
  'authorization',
  'cookie',
  'otp',
  'one_time_code',
  'params',
];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  // Up to three levels deep: plugins log nested objects too (@fastify/multipart logs busboyOptions.headers).
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`, `*.*.*.${key}`]),
];

/** Secrets that may hide inside free text (an error message or stack): argon2 hashes and JWTs. */
const SECRET_IN_TEXT: Array<[RegExp, string]> = [
  [/\$argon2(?:id|i|d)\$[^\s"',)\]]*/g, '[argon2 hash]'],
  [/\beyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]*/g, '[token]'],
];

export function scrubText(text: string): string {
  return maskPhones(SECRET_IN_TEXT.reduce((t, [pattern, replacement]) => t.replace(pattern, replacement), text));
}

/**
 * An Iranian mobile in any form the API accepts (+98, 0098, 98 or 0, then 9 and nine digits; Latin,
 * Persian or Arabic-Indic digits), not inside a longer run of digits.
 */
const PHONE = /(?<![0-9۰-۹٠-٩])(?:\+|00)?(?:98|[0۰٠]|9[8۸]|[۹٩][8۸٨])?[9۹٩][0-9۰-۹٠-٩]{9}(?![0-9۰-۹٠-٩])/g;

/** Phones as `0912***4567`: enough to tell two apart in a log, not enough to text anyone. */
export function maskPhones(text: string): string {
  return text.replace(PHONE, (phone) => `${phone.slice(0, -7)}***${phone.slice(-4)}`);
}

/** A private agenda feed's token (64 hex digits, /api/agenda/{token}.ics): whoever reads it reads the agenda. */
const FEED_TOKEN = /\b[0-9a-f]{64}\b/gi;
/** A certificate's code (/certificates/{code}, its PDF and the organisers' revoke): whoever has it has the PDF. */
const CERTIFICATE_CODE = /(\/certificates\/)[0-9a-f]{32}\b/gi;

/**
 * A URL as the access log keeps it: percent-escapes read (so a phone typed in Persian digits is
 * seen), phone numbers masked, feed tokens and certificate codes redacted, in the path and the query alike.
 */
export function safeUrl(url: string): string {
  let readable = url;
  try {
    readable = decodeURIComponent(url);
  } catch {
    // A malformed escape: masked as it came.
  }
  return maskPhones(readable.replace(FEED_TOKEN, '[redacted]').replace(CERTIFICATE_CODE, '$1[redacted]'));
}

/** Fastify's own request serialiser, with the URL made safe (safeUrl). */
function serializeRequest(req: { method: string; url: string; host?: string; ip?: string; socket?: { remotePort?: number } }) {
  return { method: req.method, url: safeUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

interface LoggedError {
  type: string;
  message?: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  statusCode?: number;
  query?: string;
  stack?: string;
  cause?: LoggedError;
}

type AnyError = Error & Record<'code' | 'statusCode' | 'query' | 'params' | 'cause' | 'severity' | 'constraint' | 'table' | 'column', unknown>;

/**
 * The database's own error: its SQLSTATE code and the names of what it is about, but neither its
 * message nor its `detail`, which quote the values ('invalid input syntax for type integer: "..."',
 * 'Key (email)=(...) already exists').
 */
function databaseError(e: AnyError): LoggedError {
  const out: LoggedError = { type: e.constructor?.name ?? 'DatabaseError' };
  for (const key of ['code', 'constraint', 'table', 'column'] as const) {
    if (typeof e[key] === 'string') out[key] = e[key] as string;
  }
  return out;
}

/**
 * An error as a log line keeps it: its type, message, code and stack, and for a failed database query
 * (Drizzle's DrizzleQueryError carries `query` and `params`, and its message lists the parameters) the
 * query text without the parameters, and the database error's code (databaseError above).
 */
export function serializeError(err: unknown, depth = 0): LoggedError | unknown {
  if (!(err instanceof Error)) return typeof err === 'string' ? scrubText(err) : err;
  const e = err as AnyError;
  if (typeof e.severity === 'string' || (depth > 0 && 'params' in e)) return databaseError(e);
  const isQuery = typeof e.query === 'string' && 'params' in e;
  const message = isQuery ? `Failed query: ${e.query as string}` : scrubText(e.message);
  const out: LoggedError = { type: e.constructor?.name ?? 'Error', message };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = String(e.code);
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (isQuery) out.query = e.query as string;
  if (e.stack) {
    // The stack's first lines repeat the message: swap in the safe one.
    const frames = e.stack.split('\n').filter((line) => /^\s+at /.test(line));
    out.stack = [`${out.type}: ${message}`, ...frames].join('\n');
  }
  if (e.cause !== undefined && depth < 5) out.cause = serializeError(e.cause, depth + 1) as LoggedError;
  return out;
}

/** The logger options for Fastify (pino) at `level`: redaction and the safe error serialiser. */
export function logOptions(level: string) {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
  };
}

const LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace']);
const skip = () => {};

type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];

/**
 * The proxy handler of one request's logger stand-in. A class, so that a request that logs nothing
 * allocates one handler and one proxy, and no closures: Fastify reads the seven methods of every
 * request's logger to check that they are functions.
 */
class LazyChild implements ProxyHandler<FastifyBaseLogger> {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Record<string, unknown>,
    private readonly options: ChildOptions,
  ) {}

  real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  /** pino has isLevelEnabled; a logger without it is asked for everything. */
  enabled(level: string): boolean {
    return (this.parent as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.(level) ?? true;
  }

  get(_target: FastifyBaseLogger, prop: string | symbol): unknown {
    // Fastify checks that these are functions when it gets the logger: that alone must not make it.
    if (typeof prop === 'string' && LEVELS.has(prop)) {
      return this.enabled(prop) ? (...args: unknown[]) => (this.real()[prop as 'info'] as (...a: unknown[]) => void)(...args) : skip;
    }
    if (prop === 'child') return (...args: Parameters<FastifyBaseLogger['child']>) => this.real().child(...args);
    const target = this.real();
    const value: unknown = Reflect.get(target, prop, target);
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
  }

  set(_target: FastifyBaseLogger, prop: string | symbol, value: unknown): boolean {
    return Reflect.set(this.real(), prop, value);
  }
}

/**
 * Fastify's childLoggerFactory: each request's logger (bound to its request id) is made only when
 * something is logged through it. Making a pino child with our redaction runs every redact path over
 * its bindings, about 7% of the CPU of a small cached answer, and most requests log nothing at
 * `warn` (docs/performance.md). A call at a disabled level is skipped without making the child; a
 * route with its own level or serialisers gets its child at once.
 */
export const lazyChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (parent, bindings, options) => {
  if (options.level || options.serializers) return parent.child(bindings, options);
  return new Proxy(parent, new LazyChild(parent, bindings, options));
};
