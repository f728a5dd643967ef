import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { OtpPurpose } from '@fest/contract';
import { rowsOf, type Db, type Tx } from '../../db/client';
import { oneTimeCodes, users } from '../../db/schema';
import { toPersianDigits } from '../../lib/digits';
import { AppError, validationError } from '../../lib/errors';
import { codeMatches, generateCode, hashCode } from '../../lib/one-time-codes';
import { queueCode } from '../messages';

/**
 * One-time codes (docs/api.md, "Text messages and one-time codes"): 6 digits, valid CODE_SECONDS, at most
 * one a minute (unless the last one was used) and PER_HOUR an hour per phone and purpose (and OTP_RATE_LIMIT an hour per
 * client address, in rate-limits.ts), stored as an HMAC, compared in constant time, spent on use or after MAX_WRONG
 * wrong tries. Issuing a code spends the phone's earlier codes for the same purpose.
 *
 * Counted per purpose: signup codes anyone may ask for someone else's phone never use up that owner's
 * reset or login codes.
 *
 * No enumeration: a reset or login code for an unknown phone and a signup code for a taken one are not sent,
 * but the request is recorded all the same (a code nobody knows), so the per-phone limits, the
 * answer and the work done are the same whether or not the phone is registered.
 */
export const CODE_SECONDS = 120;
export const RESEND_SECONDS = 60;
export const PER_HOUR = 5;
export const MAX_WRONG = 5;

export interface CodeDeps {
  db: Db;
  /** The HMAC key of the codes (lib/derived-keys.ts, purpose 'one-time-codes'). */
  codeKey: Buffer;
}

const tooSoon = (seconds: number) =>
  new AppError(
    429,
    'RATE_LIMITED',
    `برای این شماره به‌تازگی کد فرستاده شده است. لطفاً ${toPersianDigits(seconds)} ثانیه دیگر دوباره درخواست کنید.`,
    undefined,
    { 'retry-after': String(seconds) },
  );

export const codeRefused = () =>
  validationError({ code: ['کد تأیید نادرست است یا دیگر اعتبار ندارد؛ در صورت نیاز کد تازه‌ای درخواست کنید.'] });

/** Issues (and, when the phone qualifies, queues) a code; 429 with Retry-After when the phone asked too often. */
export async function requestCode(
  deps: CodeDeps,
  phone: string,
  purpose: OtpPurpose,
  /** A public demo's SMS sandbox shows the code only to this browser (sandbox/sms/viewer.ts). */
  viewer?: string,
): Promise<{ expires_in: number; resend_in: number }> {
  const code = generateCode();
  const codeHash = hashCode(deps.codeKey, phone, purpose, code);
  await deps.db.transaction(async (tx) => {
    // One request per phone at a time, in every process: the counts below can't be raced past.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}:${purpose}`}))`);
    const recent = rowsOf<{ age: number; used: boolean }>(
      await tx.execute(sql`
        select extract(epoch from now() - created_at)::float8 as age,
               (spent_at is not null and wrong_tries < ${MAX_WRONG}) as used
          from one_time_codes
         where phone_number = ${phone} and purpose = ${purpose} and created_at > now() - interval '1 hour'
         order by created_at desc, id desc`),
    );
    const newest = recent[0];
    // The minute's wait guards against texting a phone over and over; a code just used (the newest one
    // is never spent by a newer one, and wrong tries don't count) lets its owner go on at once, e.g. to
    // a password reset right after signing up. The hourly cap still holds.
    if (newest && !newest.used && newest.age < RESEND_SECONDS) throw tooSoon(Math.max(1, Math.ceil(RESEND_SECONDS - newest.age)));
    if (recent.length >= PER_HOUR) throw tooSoon(Math.max(1, Math.ceil(3600 - recent[PER_HOUR - 1]!.age)));

    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
    const send = purpose === 'signup' ? !user : Boolean(user);
    await tx
      .update(oneTimeCodes)
      .set({ spentAt: sql`now()` })
      .where(and(eq(oneTimeCodes.phoneNumber, phone), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.spentAt)));
    const [row] = await tx
      .insert(oneTimeCodes)
      .values({ phoneNumber: phone, purpose, codeHash, expiresAt: sql`now() + make_interval(secs => ${CODE_SECONDS})` })
      .returning({ expiresAt: oneTimeCodes.expiresAt });
    await queueCode(tx, { phone, purpose, code, expiresAt: row!.expiresAt, send, viewer });
  });
  return { expires_in: CODE_SECONDS, resend_in: RESEND_SECONDS };
}

/**
 * Checks `input` against the phone's live code for `purpose` and answers its id, without spending it
 * (spendCode does, in the transaction that uses it). A wrong code counts a try in a transaction of
 * its own, so the count survives the caller's failure; the MAX_WRONG-th spends the code. Every
 * refusal is the same 400 VALIDATION_ERROR on `code`.
 */
export async function checkCode(deps: CodeDeps, phone: string, purpose: OtpPurpose, input: unknown): Promise<number> {
  const id = await deps.db.transaction(async (tx) => {
    const [live] = await tx
      .select({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash, wrongTries: oneTimeCodes.wrongTries })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.phoneNumber, phone),
          eq(oneTimeCodes.purpose, purpose),
          isNull(oneTimeCodes.spentAt),
          gt(oneTimeCodes.expiresAt, sql`now()`),
        ),
      )
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1)
      .for('update');
    // Compared even when there is no code, so that case takes no less time.
    const matches = codeMatches(deps.codeKey, phone, purpose, input, live?.codeHash ?? '');
    if (!live) return null;
    if (matches) return live.id;
    const tries = live.wrongTries + 1;
    await tx
      .update(oneTimeCodes)
      .set({ wrongTries: tries, ...(tries >= MAX_WRONG ? { spentAt: sql`now()` } : {}) })
      .where(eq(oneTimeCodes.id, live.id));
    return null;
  });
  if (id === null) throw codeRefused();
  return id;
}

/** Spends a checked code in the caller's transaction; refuses (400 on `code`) if it was spent meanwhile. */
export async function spendCode(tx: Tx, codeId: number): Promise<void> {
  const spent = await tx
    .update(oneTimeCodes)
    .set({ spentAt: sql`now()` })
    .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.spentAt), gt(oneTimeCodes.expiresAt, sql`now()`)))
    .returning({ id: oneTimeCodes.id });
  if (!spent.length) throw codeRefused();
}
