import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { AppError } from '../../lib/errors';
import { loginAccountOf } from './login-addresses';
import { accountTexts } from './texts';

export type Limit = (request: FastifyRequest) => Promise<void>;
/** A counter that counts the request and says whether it is over its budget, and for how long (seconds). */
type Counter = (request: FastifyRequest) => Promise<{ exceeded: boolean; seconds: number }>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const rateLimited = (seconds: number, extra?: Record<string, unknown>) =>
  new AppError(
    429,
    'RATE_LIMITED',
    accountTexts.tooManyTries(seconds),
    undefined,
    { 'retry-after': String(seconds) },
    extra,
  );

/**
 * A counter over `key(request)`, in the rate-limit plugin's store (Redis when REDIS_URL is set, so
 * every API process shares it). Built with createRateLimit rather than route config because login
 * needs several limits on one route, and the plugin runs only one rateLimit hook per request.
 */
function keyedCounter(app: FastifyInstance, max: number, timeWindow: number, key: (request: FastifyRequest) => string): Counter {
  const check = app.createRateLimit({ max, timeWindow, keyGenerator: key });
  return async (request) => {
    const result = await check(request);
    if (result.isAllowed) return { exceeded: false, seconds: 0 };
    return { exceeded: result.isExceeded, seconds: Math.max(1, result.ttlInSeconds) };
  };
}

function keyedLimit(app: FastifyInstance, max: number, timeWindow: number, key: (request: FastifyRequest) => string): Limit {
  const count = keyedCounter(app, max, timeWindow, key);
  return async (request) => {
    const { exceeded, seconds } = await count(request);
    if (exceeded) throw rateLimited(seconds);
  };
}

// IPv6 clients own whole /64 networks; counting per address would let one walk around the limit.
const clientAddress = (request: FastifyRequest) => normalizeIP(request.ip, 64);

/** The keyed hash under which the caller's address is remembered for a phone (login-addresses.ts). */
export const loginAddressHash = (app: FastifyInstance, request: FastifyRequest) => app.tokens.fingerprint(clientAddress(request));

/** Runs after validation, so the phone is already normalised: every spelling counts against one number. */
const loginPhone = (request: FastifyRequest) => (request.body as { phone_number: string }).phone_number;

/** A budget that can be looked at without being spent: how long until it has room again (0: it has room now). */
interface Budget {
  wait(request: FastifyRequest): Promise<number>;
  spend(request: FastifyRequest): Promise<void>;
}

function budget(app: FastifyInstance, max: number, timeWindow: number, key: (request: FastifyRequest) => string): Budget {
  const check = app.createRateLimit({ max, timeWindow, keyGenerator: key });
  return {
    wait: async (request) => {
      const state = await check(request, { increment: false });
      // isAllowed: on the plugin's allow list, never limited.
      if (state.isAllowed || state.remaining > 0) return 0;
      return Math.max(1, state.ttlInSeconds);
    },
    spend: async (request) => {
      await check(request);
    },
  };
}

/** The longest wait among `budgets` (0 when every one has room). */
async function longestWait(budgets: Budget[], request: FastifyRequest): Promise<number> {
  let wait = 0;
  for (const b of budgets) wait = Math.max(wait, await b.wait(request));
  return wait;
}

/**
 * Login attempts, with L = LOGIN_RATE_LIMIT:
 * - 10L a minute per client address, across phones;
 * - L a minute for one phone from one address (the owner's typos, or one attacker's address);
 * - passwords only: from addresses the phone never logged in or signed up from, all of them together,
 *   3L per 10 minutes, 6L per hour and 10L per day per phone: an attacker with many addresses waits
 *   longer and longer and gets at most 10L guesses a day at one phone; from the phone's own addresses,
 *   10L per day per phone, a budget of their own, so guesses from elsewhere never lock the owner out
 *   of a known address.
 * Once a phone's password budget is spent the 429 says `login_by_code: true`: a login code (its own
 * limits: one a minute, five an hour, five wrong tries each, codes.ts) lets the owner in from anywhere.
 * An attempt is counted only when every budget it falls under has room: a refused one (429) spends
 * none, so requests made while refused never push a longer budget (the day's) towards its end.
 */
function loginLimits(app: FastifyInstance, L: number): Limit {
  const perAddress = budget(app, 10 * L, MINUTE, (r) => `accounts:login:addr:${clientAddress(r)}`);
  const perPhoneAndAddress = budget(app, L, MINUTE, (r) => `accounts:login:phone-addr:${loginPhone(r)}:${clientAddress(r)}`);
  const fromOwnAddresses = [budget(app, 10 * L, DAY, (r) => `accounts:login:phone-own:${loginPhone(r)}`)];
  const fromElsewhere = [
    budget(app, 3 * L, 10 * MINUTE, (r) => `accounts:login:phone-10m:${loginPhone(r)}`),
    budget(app, 6 * L, HOUR, (r) => `accounts:login:phone-1h:${loginPhone(r)}`),
    budget(app, 10 * L, DAY, (r) => `accounts:login:phone-1d:${loginPhone(r)}`),
  ];
  return async (request) => {
    const byCode = (request.body as { code?: string }).code !== undefined;
    const own = !byCode && (await loginAccountOf(app.db, request, loginPhone(request), loginAddressHash(app, request))).knownAddress;
    const addressBudgets = [perAddress, perPhoneAndAddress];
    const phoneBudgets = byCode ? [] : own ? fromOwnAddresses : fromElsewhere;
    const phoneWait = await longestWait(phoneBudgets, request);
    const wait = Math.max(phoneWait, await longestWait(addressBudgets, request));
    if (wait) throw rateLimited(wait, phoneWait ? { login_by_code: true } : undefined);
    for (const b of [...addressBudgets, ...phoneBudgets]) await b.spend(request);
  };
}

export function accountLimits(app: FastifyInstance) {
  const { LOGIN_RATE_LIMIT, SIGNUP_RATE_LIMIT, OTP_RATE_LIMIT } = app.settings;
  return {
    loginAttempts: loginLimits(app, LOGIN_RATE_LIMIT),
    signupPerAddress: keyedLimit(app, SIGNUP_RATE_LIMIT, HOUR, (r) => `accounts:signup:addr:${clientAddress(r)}`),
    /** Changing the profile e-mail answers EMAIL_TAKEN like signup does, so it is held to the signup pace. */
    emailChangePerAddress: keyedLimit(app, SIGNUP_RATE_LIMIT, HOUR, (r) => `accounts:email:addr:${clientAddress(r)}`),
    /** Code requests per client address (the per-phone limits live with the codes, codes.ts). */
    otpPerAddress: keyedLimit(app, OTP_RATE_LIMIT, HOUR, (r) => `accounts:otp:addr:${clientAddress(r)}`),
    /** Guessing the old password with a stolen access token is held to the login pace. */
    passwordChangePerUser: keyedLimit(app, LOGIN_RATE_LIMIT, MINUTE, (r) => `accounts:password:user:${r.user?.id ?? 0}`),
  };
}
