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
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
});

export type Settings = z.infer<typeof schema> & {
  PUBLIC_URL: string;
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
  if (s.NODE_ENV === 'production' && !s.TICKET_SECRET) {
    throw new SettingsError('Invalid settings:\n  TICKET_SECRET: must be set in production');
  }
  return { ...s, PUBLIC_URL: (s.PUBLIC_URL ?? `http://localhost:${s.PORT}`).replace(/\/$/, '') };
}
