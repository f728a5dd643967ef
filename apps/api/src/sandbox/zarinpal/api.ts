import { randomBytes, randomInt } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { oncePerDb, placeholderSql, type Db } from '../../db/client';
import { zarinpalSandboxSessions as sessions } from '../../db/schema';
import type { Settings } from '../../config/settings';
import type { GatewayTransport } from '../../gateways/zarinpal';
import {
  API_PREFIX,
  AUTHORITY_RE,
  CODE_ALREADY_VERIFIED,
  CODE_OK,
  endpoints,
  englishMessages,
  MAX_AMOUNT_RIAL,
  MIN_AMOUNT_RIAL,
  MOBILE_RE,
  UUID_RE,
  type Endpoint,
} from '../../gateways/zarinpal-wire';

/**
 * The built-in ZarinPal imitation: the v4 JSON API, speaking exactly the wire format of
 * docs/zarinpal.md (errors flip `data` to [] and `errors` to an object, with HTTP 422).
 * Sessions live in the database so that any API process can answer for any session.
 */

type Json = Record<string, unknown>;
export interface SandboxAnswer {
  status: number;
  text: string;
}

/**
 * The sandbox runs when PAYMENT_SANDBOX allows it (by default everywhere but production, where it must
 * be asked for explicitly), and never in production mode with a real merchant id.
 */
export const sandboxAllowed = (settings: Settings) =>
  settings.PAYMENT_SANDBOX && !(settings.NODE_ENV === 'production' && settings.ZARINPAL_MERCHANT_ID);

/** How long after its verification a payment may still be reversed (ZarinPal: 30 minutes). */
const REVERSE_WINDOW_SECONDS = 30 * 60;

const ok = (data: Json): SandboxAnswer => ({ status: 200, text: JSON.stringify({ data, errors: [] }) });

function fail(code: number, validations: Json[] = []): SandboxAnswer {
  return {
    status: 422,
    text: JSON.stringify({ data: [], errors: { code, message: englishMessages[code] ?? 'Error', validations } }),
  };
}

const validation = (field: string, message: string) => fail(-9, [{ [field]: message }]);

export interface SandboxContext {
  db: Db;
  /**
   * The only origin callbacks may point to (the server's PUBLIC_URL). ZarinPal only returns buyers
   * to the merchant's registered domain; without this the sandbox, open to anyone, would let a
   * stranger turn the festival's own bank page into a redirect to any site.
   */
  callbackOrigin: string;
}

/** Answers one JSON API call: `path` is e.g. `/pg/v4/payment/verify.json`, `json` the request body text. */
export async function handleSandboxApi(ctx: SandboxContext, path: string, json: string): Promise<SandboxAnswer> {
  const { db } = ctx;
  const endpoint = path.startsWith(`${API_PREFIX}/`) ? path.slice(API_PREFIX.length + 1) : '';
  if (!(endpoints as readonly string[]).includes(endpoint)) return { status: 404, text: JSON.stringify({ data: [], errors: { code: -9, message: 'Not found', validations: [] } }) };
  // PostgreSQL cannot store NUL in text; a field carrying one is refused like any invalid field.
  if (json.includes('\0') || /\\u0000/i.test(json)) return validation('body', 'The body must not contain NUL characters.');
  let body: Json;
  try {
    const parsed: unknown = JSON.parse(json);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return validation('body', 'The body must be a JSON object.');
    body = parsed as Json;
  } catch {
    return validation('body', 'The body must be valid JSON.');
  }
  if (typeof body.merchant_id !== 'string' || !UUID_RE.test(body.merchant_id)) {
    return validation('merchant_id', 'The merchant id must be a 36-character UUID.');
  }
  const handlers: Record<Endpoint, (db: Db, body: Json, merchantId: string) => Promise<SandboxAnswer>> = {
    'request.json': (d, b, m) => requestPayment(d, b, m, ctx.callbackOrigin),
    'verify.json': verifyPayment,
    'unVerified.json': unverifiedPayments,
    'reverse.json': reversePayment,
    'inquiry.json': inquirePayment,
  };
  return handlers[endpoint as Endpoint](db, body, body.merchant_id);
}

/** In-process transport for the gateway client: the same JSON text, no socket. */
export function sandboxTransport(ctx: SandboxContext): GatewayTransport {
  return { post: (path, json) => handleSandboxApi(ctx, path, json) };
}

/**
 * An amount as ZarinPal reads it: an integer, or a string of digits (ZarinPal's own PHP sample sends
 * one); null for anything else, unsafe integers included (they could not be stored or compared exactly).
 */
function wireAmount(value: unknown): number | null {
  const n = typeof value === 'string' && /^[0-9]{1,15}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : null;
}

function newAuthority(): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
  const bytes = randomBytes(35);
  let out = 'A';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return out;
}

// The statements of a payment's way through the sandbox, prepared once per Db: in a registration rush
// the imitated bank shares the API's cores, and every buyer sent to the bank passes through all three.
const sessionOpened = oncePerDb((db) =>
  db
    .insert(sessions)
    .values({
      authority: placeholderSql('authority'),
      merchantId: placeholderSql('merchantId'),
      amount: placeholderSql('amount'),
      currency: placeholderSql('currency'),
      callbackUrl: placeholderSql('callbackUrl'),
      description: placeholderSql('description'),
      mobile: placeholderSql('mobile'),
      email: placeholderSql('email'),
      orderId: placeholderSql('orderId'),
    })
    .prepare('sandbox_session_opened'),
);
const sessionPaid = oncePerDb((db) =>
  db
    .update(sessions)
    .set({ status: 'PAID', paidAt: sql`now()`, refId: placeholderSql('refId'), cardPan: placeholderSql('cardPan') })
    .where(and(eq(sessions.authority, sql.placeholder('authority')), eq(sessions.status, 'IN_BANK')))
    .returning()
    .prepare('sandbox_session_paid'),
);
const sessionCancelled = oncePerDb((db) =>
  db
    .update(sessions)
    .set({ status: 'FAILED' })
    .where(and(eq(sessions.authority, sql.placeholder('authority')), eq(sessions.status, 'IN_BANK')))
    .returning()
    .prepare('sandbox_session_cancelled'),
);
const sessionVerified = oncePerDb((db) =>
  db
    .update(sessions)
    .set({ status: 'VERIFIED', verifiedAt: sql`now()` })
    .where(
      and(
        eq(sessions.authority, sql.placeholder('authority')),
        eq(sessions.status, 'PAID'),
        eq(sessions.amount, sql.placeholder('amount')),
        sql`lower(${sessions.merchantId}) = lower(${sql.placeholder('merchantId')})`,
      ),
    )
    .returning()
    .prepare('sandbox_session_verified'),
);

async function requestPayment(db: Db, body: Json, merchantId: string, callbackOrigin: string): Promise<SandboxAnswer> {
  const currency = body.currency ?? 'IRR';
  if (currency !== 'IRR' && currency !== 'IRT') return validation('currency', 'The currency must be IRR or IRT.');
  const amount = wireAmount(body.amount);
  if (amount === null) return validation('amount', 'The amount must be an integer.');
  const amountRial = currency === 'IRT' ? amount * 10 : amount;
  if (amountRial < MIN_AMOUNT_RIAL) return validation('amount', 'The amount must be at least 10000 Rial.');
  if (amountRial > MAX_AMOUNT_RIAL) return fail(-41);
  const callbackUrl = body.callback_url;
  if (typeof callbackUrl !== 'string' || !/^https?:\/\//.test(callbackUrl) || !URL.canParse(callbackUrl)) {
    return validation('callback_url', 'The callback url must be a valid http(s) URL.');
  }
  // ZarinPal compares the callback's domain with the one registered for the terminal (-14), not its
  // scheme or port; here the registered site is PUBLIC_URL's.
  if (new URL(callbackUrl).hostname !== new URL(callbackOrigin).hostname) return fail(-14);
  const description = body.description;
  if (typeof description !== 'string' || description.length === 0 || description.length > 500) {
    return validation('description', 'The description is required and at most 500 characters.');
  }
  const metadata = (body.metadata ?? {}) as Json;
  if (typeof metadata !== 'object' || Array.isArray(metadata)) return validation('metadata', 'The metadata must be an object.');
  if (metadata.mobile !== undefined && (typeof metadata.mobile !== 'string' || !MOBILE_RE.test(metadata.mobile))) {
    return validation('metadata.mobile', 'The mobile must match ^09[0-9]{9}$.');
  }
  const authority = newAuthority();
  await sessionOpened(db).execute({
    authority,
    merchantId,
    amount,
    currency,
    callbackUrl,
    description,
    mobile: typeof metadata.mobile === 'string' ? metadata.mobile : null,
    email: typeof metadata.email === 'string' ? metadata.email : null,
    orderId: metadata.order_id === undefined ? null : String(metadata.order_id),
  });
  return ok({ code: CODE_OK, message: 'Success', authority, fee_type: 'Merchant', fee: 0 });
}

/** Looks a session up for verify/reverse/inquiry; an error answer when it can't be used. */
async function findSession(db: Db, body: Json, merchantId: string) {
  const authority = body.authority;
  if (typeof authority !== 'string' || !AUTHORITY_RE.test(authority)) {
    return { error: validation('authority', 'The authority must be A or S followed by 35 letters or digits.') };
  }
  const [session] = await db.select().from(sessions).where(eq(sessions.authority, authority));
  if (!session) return { error: fail(-54) };
  if (session.merchantId.toLowerCase() !== merchantId.toLowerCase()) return { error: fail(-53) };
  return { session };
}

const verifiedData = (code: number, s: { refId: number | null; cardPan: string | null }) => ({
  code,
  message: 'Verified',
  card_hash: 'SANDBOX' + String(s.refId ?? 0).padStart(57, '0'),
  card_pan: s.cardPan,
  ref_id: s.refId,
  fee_type: 'Merchant',
  fee: 0,
});

async function verifyPayment(db: Db, body: Json, merchantId: string): Promise<SandboxAnswer> {
  const amount = wireAmount(body.amount);
  if (amount === null) return validation('amount', 'The amount must be an integer.');
  // The usual call, a paid session verified once with its own merchant and amount, is one statement;
  // anything else is told apart below.
  if (typeof body.authority === 'string' && AUTHORITY_RE.test(body.authority)) {
    const [verified] = await sessionVerified(db).execute({ authority: body.authority, amount, merchantId });
    if (verified) return ok(verifiedData(CODE_OK, verified));
  }
  const found = await findSession(db, body, merchantId);
  if (!found.session) return found.error;
  const session = found.session;
  if (session.amount !== amount) return fail(-50);
  // A conditional update, so that concurrent verifies (from any process) answer 100 exactly once.
  const [verified] = await db
    .update(sessions)
    .set({ status: 'VERIFIED', verifiedAt: sql`now()` })
    .where(and(eq(sessions.authority, session.authority), eq(sessions.status, 'PAID')))
    .returning();
  if (verified) return ok(verifiedData(CODE_OK, verified));
  const [now] = await db.select().from(sessions).where(eq(sessions.authority, session.authority));
  if (now?.status === 'VERIFIED') return ok(verifiedData(CODE_ALREADY_VERIFIED, now));
  return fail(-51);
}

async function unverifiedPayments(db: Db, _body: Json, merchantId: string): Promise<SandboxAnswer> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(sql`lower(${sessions.merchantId}) = lower(${merchantId})`, eq(sessions.status, 'PAID')))
    .orderBy(desc(sessions.paidAt))
    .limit(100);
  // ZarinPal sends this code as a string; the imitation does too, so clients must parse leniently.
  return ok({
    code: String(CODE_OK),
    message: 'Success',
    authorities: rows.map((r) => ({
      authority: r.authority,
      amount: r.amount,
      callback_url: r.callbackUrl,
      referer: '',
      date: (r.paidAt ?? r.createdAt).toISOString().replace('T', ' ').slice(0, 19),
    })),
  });
}

/**
 * Reverse: only a VERIFIED session, only within the window after its verification. A conditional
 * update, so that concurrent reverses (from any process) succeed exactly once; a session already
 * reversed, or never paid and verified, answers -51; one past the window -63.
 */
async function reversePayment(db: Db, body: Json, merchantId: string): Promise<SandboxAnswer> {
  const found = await findSession(db, body, merchantId);
  if (!found.session) return found.error;
  const [reversed] = await db
    .update(sessions)
    .set({ status: 'REVERSED' })
    .where(
      and(
        eq(sessions.authority, found.session.authority),
        eq(sessions.status, 'VERIFIED'),
        sql`${sessions.verifiedAt} > now() - make_interval(secs => ${REVERSE_WINDOW_SECONDS})`,
      ),
    )
    .returning();
  if (reversed) return ok({ code: CODE_OK, message: 'Reversed' });
  const [now] = await db.select({ status: sessions.status }).from(sessions).where(eq(sessions.authority, found.session.authority));
  return now?.status === 'VERIFIED' ? fail(-63) : fail(-51);
}

async function inquirePayment(db: Db, body: Json, merchantId: string): Promise<SandboxAnswer> {
  const found = await findSession(db, body, merchantId);
  if (!found.session) return found.error;
  return ok({ code: CODE_OK, message: 'Success', status: found.session.status });
}

/**
 * The buyer pressed pay (OK) or cancel (NOK) on the StartPay page. Returns the session afterwards:
 * from the one statement that finished it, or as it is (already finished, or null: no such session).
 */
export async function finishAtBank(db: Db, authority: string, pay: boolean) {
  if (!AUTHORITY_RE.test(authority)) return null;
  const [finished] = pay
    ? await sessionPaid(db).execute({
        authority,
        refId: randomInt(100_000_000, 999_999_999),
        cardPan: `502229******${String(randomInt(0, 10_000)).padStart(4, '0')}`,
      })
    : await sessionCancelled(db).execute({ authority });
  return finished ?? sandboxSession(db, authority);
}

export async function sandboxSession(db: Db, authority: string) {
  if (!AUTHORITY_RE.test(authority)) return null;
  const [session] = await db.select().from(sessions).where(eq(sessions.authority, authority));
  return session ?? null;
}

export type SandboxSession = typeof sessions.$inferSelect;
