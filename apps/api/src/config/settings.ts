import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const positiveInt = z.coerce.number().int().positive();

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().default('./data'),
  SEED_FILE: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
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
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  // Text messages (CONTRACT "Text messages and one-time codes"); unset SMS_PROVIDER means the sandbox,
  // except in production, where the sandbox must be asked for explicitly.
  SMS_PROVIDER: z.enum(['sandbox', 'kavenegar', 'smsir']).optional(),
  SMS_API_KEY: z.string().optional(),
  /** Kavenegar's sender line or SMS.ir's line number. */
  SMS_SENDER: z.string().optional(),
  /** The provider's verification templates (Kavenegar: template names; SMS.ir: numeric template ids). */
  SMS_TEMPLATE_SIGNUP: z.string().optional(),
  SMS_TEMPLATE_RESET: z.string().optional(),
  /** Tests and staging proxies only: the provider's base URL. */
  SMS_BASE_URL: z.string().url().optional(),
  SMS_WORKER_INTERVAL_MS: positiveInt.default(1000),
  OTP_RATE_LIMIT: positiveInt.default(20),
  PHONE_VERIFICATION: z.enum(['on', 'off']).default('on'),
});

export type Settings = Omit<z.infer<typeof schema>, 'SMS_PROVIDER'> & {
  PUBLIC_URL: string;
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
  if (s.NODE_ENV === 'production' && !s.JWT_SECRET) {
    throw new SettingsError('Invalid settings:\n  JWT_SECRET: must be set in production');
  }
  const sms = smsProblems(s);
  if (sms.length) throw new SettingsError(`Invalid settings:\n${sms.map((line) => `  ${line}`).join('\n')}`);
  return {
    ...s,
    SMS_PROVIDER: s.SMS_PROVIDER ?? 'sandbox',
    PUBLIC_URL: (s.PUBLIC_URL ?? `http://localhost:${s.PORT}`).replace(/\/$/, ''),
  };
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
