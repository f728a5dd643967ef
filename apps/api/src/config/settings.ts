import { isIP } from 'node:net';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes' || v === 'on');
/** A comma-separated list of web origins (scheme://host[:port]); empty means none. */
const origins = z
  .string()
  .transform((v) => v.split(',').map((o) => o.trim().replace(/\/$/, '')).filter(Boolean))
  .pipe(z.array(z.string().regex(/^https?:\/\/[^/?#\s]+$/, 'each origin must look like https://example.org (no path)')));
const positiveInt = z.coerce.number().int().positive();
/**
 * Which proxies' X-Forwarded-For entries to believe (README "Deploying"): `false`/`0` none; a hop count
 * (`1` for one nginx; `true` means 1); or the proxies' addresses or CIDRs, comma-separated (proxy-addr's
 * names loopback, linklocal and uniquelocal too). The client address is then the last entry a trusted
 * proxy added: the leftmost entries are whatever the client wrote, so believing them (as `true` did in
 * Fastify) let anyone pick their own address and walk around every per-address limit.
 */
const trustProxy = z
  .string()
  .transform((v, ctx): false | number | string[] => {
    const value = v.trim().toLowerCase();
    if (['false', 'no', 'off', '0'].includes(value)) return false;
    if (['true', 'yes', 'on'].includes(value)) return 1;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (!entries.length || bad.length) {
      ctx.addIssue({ code: 'custom', message: `a hop count (1 for one proxy) or proxy addresses/CIDRs, comma-separated; not ${bad.join(', ') || v}` });
      return z.NEVER;
    }
    return entries;
  });

function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (!version || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  /** Worker processes on a PostgreSQL server (src/workers.ts); unset: one per core. PGlite: always one. */
  WORKERS: positiveInt.max(256).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /**
   * Connections each API process keeps to a PostgreSQL server; unset: about 10 shared by the workers
   * (src/workers.ts, poolSize). A sale holds a connection for a few short round trips; more
   * connections than the server has cores mostly wait on the same row locks.
   */
  DATABASE_POOL_SIZE: positiveInt.max(200).optional(),
  DATA_DIR: z.string().default('./data'),
  SEED_FILE: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Signs ticket codes (QR); kept apart from JWT_SECRET so rotating that never changes a ticket. */
  TICKET_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_MINUTES: positiveInt.default(60),
  REFRESH_TOKEN_DAYS: positiveInt.default(30),
  ZARINPAL_MERCHANT_ID: z.string().uuid('must be a 36-character UUID').optional(),
  ZARINPAL_BASE_URL: z.string().url().optional(),
  ZARINPAL_TIMEOUT_MS: positiveInt.default(10000),
  PUBLIC_URL: z.string().url().optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'must start with redis://').optional(),
  PAYMENT_HOLD_SECONDS: positiveInt.default(1200),
  PAYMENT_SWEEP_SECONDS: positiveInt.default(60),
  LOGIN_RATE_LIMIT: positiveInt.default(10),
  SIGNUP_RATE_LIMIT: positiveInt.default(20),
  COUPON_RATE_LIMIT: positiveInt.default(30),
  TRUST_PROXY: trustProxy.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** The built-in ZarinPal sandbox; resolved below (on, except in production). */
  PAYMENT_SANDBOX: bool.optional(),
  CORS_ORIGINS: origins.default([]),
  API_DOCS: bool.default(true),
  // Text messages (docs/api.md, "Text messages and one-time codes"); unset SMS_PROVIDER means the sandbox,
  // except in production, where the sandbox must be asked for explicitly.
  SMS_PROVIDER: z.enum(['sandbox', 'kavenegar', 'smsir']).optional(),
  SMS_API_KEY: z.string().optional(),
  /** Kavenegar's sender line or SMS.ir's line number. */
  SMS_SENDER: z.string().optional(),
  /** The provider's verification templates (Kavenegar: template names; SMS.ir: numeric template ids). */
  SMS_TEMPLATE_SIGNUP: z.string().optional(),
  SMS_TEMPLATE_RESET: z.string().optional(),
  /** Login codes' template; unset: the signup template (both carry nothing but the code). */
  SMS_TEMPLATE_LOGIN: z.string().optional(),
  /** Tests and staging proxies only: the provider's base URL. */
  SMS_BASE_URL: z.string().url().optional(),
  SMS_WORKER_INTERVAL_MS: positiveInt.default(1000),
  /** Provider calls each API process's SMS worker makes at once (modules/messages/worker.ts). */
  SMS_WORKER_CONCURRENCY: positiveInt.max(50).default(4),
  // E-mail (docs/api.md, "E-mail"): unset SMTP_URL means the built-in mail sandbox, except in production,
  // where the sandbox must be asked for explicitly (SMTP_URL=sandbox), as with SMS_PROVIDER.
  SMTP_URL: z
    .string()
    .refine((v) => v === 'sandbox' || smtpUrl(v) !== null, 'must be smtp://user:password@host:port, smtps://… or sandbox')
    .optional(),
  /** The sender of every e-mail: `address@example.org` or `Name <address@example.org>`. */
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, 'must be an address (no-reply@example.org) or a name and one (Festival <no-reply@example.org>)')
    .optional(),
  OTP_RATE_LIMIT: positiveInt.default(20),
  PHONE_VERIFICATION: z.enum(['on', 'off']).default('on'),
  /** How long a freed seat is held for the first on a waiting list, in minutes (fractions allowed). */
  WAITLIST_OFFER_MINUTES: z.coerce.number().positive().max(10_080).default(30),
  /** Value added tax on official invoices, in percent (prices are charged with it included). */
  VAT_PERCENT: z.coerce.number().min(0).max(100).default(0),
  /** A visitor may cancel a registration until this many hours before it starts; 0: not at all. */
  CANCEL_HOURS_BEFORE: z.coerce.number().min(0).max(8760).default(48),
  /** What a cancellation keeps of what was paid, in percent. */
  CANCEL_FEE_PERCENT: z.coerce.number().min(0).max(100).default(0),
  /** A visitor may give a registration to another phone until this many hours before it starts; 0: until it starts. */
  TRANSFER_HOURS_BEFORE: z.coerce.number().min(0).max(8760).default(2),
});

export type Settings = Omit<z.infer<typeof schema>, 'PAYMENT_SANDBOX' | 'SMS_PROVIDER' | 'SMTP_URL' | 'MAIL_FROM'> & {
  PUBLIC_URL: string;
  /** `sandbox` (the built-in mail sandbox) or the SMTP server's smtp:// or smtps:// URL. */
  SMTP_URL: string;
  /** MAIL_FROM, or by default the festival at no-reply@ the public address's host. */
  MAIL_FROM: string;
  /** Whether the built-in payment sandbox may run: PAYMENT_SANDBOX, or by default everywhere but production. */
  PAYMENT_SANDBOX: boolean;
  SMS_PROVIDER: 'sandbox' | 'kavenegar' | 'smsir';
  /** Where the built web app lives; resolved by the server, absent in API-only tests. */
  WEB_DIST?: string;
};

export class SettingsError extends Error {}

/** Reads and checks the settings; a bad value throws an error naming every bad setting. */
export function loadSettings(env: Record<string, string | undefined> = process.env): Settings {
  // Empty strings in .env files mean "unset", not "empty value".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new SettingsError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const s = parsed.data;
  const refusals = [...productionRefusals(s), ...smsProblems(s), ...mailProblems(s)];
  if (refusals.length) throw new SettingsError(`Invalid settings:\n${refusals.map((r) => `  ${r}`).join('\n')}`);
  const publicUrl = (s.PUBLIC_URL ?? `http://localhost:${s.PORT}`).replace(/\/$/, '');
  return {
    ...s,
    PUBLIC_URL: publicUrl,
    SMTP_URL: s.SMTP_URL ?? 'sandbox',
    MAIL_FROM: s.MAIL_FROM ?? `Linux Festival <no-reply@${new URL(publicUrl).hostname}>`,
    PAYMENT_SANDBOX: s.PAYMENT_SANDBOX ?? s.NODE_ENV !== 'production',
    SMS_PROVIDER: s.SMS_PROVIDER ?? 'sandbox',
  };
}

/**
 * What stops a server from starting unsafe (README "Production"). In production: a generated
 * JWT secret, or a payment sandbox anyone can "pay" at for free unless asked for explicitly
 * (PAYMENT_SANDBOX=on, a public demo, which then shows a demo ribbon on every page). Anywhere: the
 * sandbox turned off with no real gateway to pay at.
 */
function productionRefusals(s: z.infer<typeof schema>): string[] {
  const refusals: string[] = [];
  const production = s.NODE_ENV === 'production';
  if (production && !s.JWT_SECRET) refusals.push('JWT_SECRET: must be set in production');
  if (production && !s.TICKET_SECRET) refusals.push('TICKET_SECRET: must be set in production');
  if (production && !s.ZARINPAL_MERCHANT_ID && s.PAYMENT_SANDBOX !== true) {
    refusals.push(
      'ZARINPAL_MERCHANT_ID: must be set in production; without it payments go to a sandbox bank where anyone pays ' +
        'for free (set PAYMENT_SANDBOX=on to run a public demo that way on purpose)',
    );
  }
  if (s.PAYMENT_SANDBOX === false && !s.ZARINPAL_MERCHANT_ID && !s.ZARINPAL_BASE_URL) {
    refusals.push('PAYMENT_SANDBOX: off needs ZARINPAL_MERCHANT_ID (a real gateway to pay at)');
  }
  return refusals;
}

/** A real SMS provider needs its key and both code templates; production never falls into the sandbox. */
function smsProblems(s: z.infer<typeof schema>): string[] {
  const problems: string[] = [];
  if (!s.SMS_PROVIDER && s.NODE_ENV === 'production') {
    problems.push('SMS_PROVIDER: must be set in production (kavenegar or smsir; sandbox only for a public demo)');
  }
  if (s.SMS_PROVIDER === 'kavenegar' || s.SMS_PROVIDER === 'smsir') {
    if (!s.SMS_API_KEY) problems.push(`SMS_API_KEY: must be set when SMS_PROVIDER is ${s.SMS_PROVIDER}`);
    if (!s.SMS_TEMPLATE_SIGNUP) problems.push('SMS_TEMPLATE_SIGNUP: the verification template for signup codes must be set');
    if (!s.SMS_TEMPLATE_RESET) problems.push('SMS_TEMPLATE_RESET: the verification template for password-reset codes must be set');
    if (s.SMS_PROVIDER === 'smsir') {
      if (!s.SMS_SENDER || !/^\d{4,15}$/.test(s.SMS_SENDER)) problems.push('SMS_SENDER: SMS.ir needs its line number (digits) for tickets and reminders');
      for (const name of ['SMS_TEMPLATE_SIGNUP', 'SMS_TEMPLATE_RESET'] as const) {
        if (s[name] && !/^\d+$/.test(s[name])) problems.push(`${name}: SMS.ir templates are numeric ids`);
      }
    }
  }
  return problems;
}

/** An smtp:// or smtps:// URL with a host, or null. */
export function smtpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname ? url : null;
  } catch {
    return null;
  }
}

/** Production never falls into the mail sandbox; a real SMTP server needs a sender it will accept. */
function mailProblems(s: z.infer<typeof schema>): string[] {
  const problems: string[] = [];
  if (!s.SMTP_URL && s.NODE_ENV === 'production') {
    problems.push('SMTP_URL: must be set in production (smtp:// or smtps:// with its credentials; sandbox only for a public demo)');
  }
  if (s.SMTP_URL && s.SMTP_URL !== 'sandbox' && !s.MAIL_FROM) {
    problems.push('MAIL_FROM: must be set with a real SMTP server (an address it may send from)');
  }
  return problems;
}
