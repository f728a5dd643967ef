import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { SignupAnswer, TokenPair, User, UserRole } from '@fest/contract';
import { preparedStatement, type Db, type Tx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, badRequest, notFound, validationError } from '../../lib/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/passwords';
import type { TokenSigner } from '../../lib/tokens';
import { removeAvatar, reencodeAvatar, storeAvatar } from './avatar';
import { passwordProblems } from './password-rules';
import type { LoginAccount } from './login-addresses';
import { normalizeCodeInput } from '../../lib/one-time-codes';
import { checkCode, spendCode, type CodeDeps } from './codes';
import { issueTokenPair, revokeAllRefreshTokens } from './sessions';
import { EMAIL_TAKEN, PHONE_TAKEN, uniqueViolationAsFieldError } from './unique-violation';
import { changedHere, CHANNELS } from '../../db/listen';
import { accountTexts } from './texts';

export interface AccountsDeps {
  db: Db;
  tokens: TokenSigner;
}

/** Signup input as the contract schema leaves it: phone normalised, e-mail trimmed and lower-cased, names trimmed. */
export interface SignupInput {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  password: string;
}

export interface ProfileChange {
  first_name?: string;
  last_name?: string;
  email?: string;
  notify_by?: { sms?: boolean; email?: boolean };
  language?: 'fa' | 'en';
  /** The uploaded file, not yet checked. */
  avatar?: Buffer;
}

// Another user's phone and an unknown one get the same answer, so the route can't tell who is registered.
const userNotFound = () => notFound(accountTexts.userNotFound, 'USER_NOT_FOUND');

const lowerEmail = sql`lower(${users.email})`;

/**
 * Creates an account after checking every signup rule (the password rules, a free phone and e-mail),
 * then runs `then` in the same transaction (signup issues its tokens there). Every problem found is
 * reported at once as a 400 VALIDATION_ERROR naming the field.
 */
export async function createAccount<T>(
  db: Db,
  input: SignupInput & { role?: UserRole },
  then: (tx: Tx, user: { id: number; phoneNumber: string; sessionVersion: number }) => Promise<T>,
): Promise<T> {
  const errors: Record<string, string[]> = {};
  const weak = passwordProblems(input.password, { phone: input.phone_number, email: input.email });
  if (weak.length) errors.password = weak;
  const taken = await db
    .select({ phone: users.phoneNumber, email: users.email })
    .from(users)
    .where(or(eq(users.phoneNumber, input.phone_number), eq(lowerEmail, input.email)));
  if (taken.some((u) => u.phone === input.phone_number)) errors.phone_number = [PHONE_TAKEN];
  if (taken.some((u) => u.email.toLowerCase() === input.email)) errors.email = [EMAIL_TAKEN];
  if (Object.keys(errors).length) throw validationError(errors);

  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          phoneNumber: input.phone_number,
          email: input.email,
          firstName: input.first_name,
          lastName: input.last_name,
          passwordHash,
          role: input.role ?? 'user',
        })
        .returning({ id: users.id, phoneNumber: users.phoneNumber, sessionVersion: users.sessionVersion });
      return then(tx, user!);
    });
  } catch (err) {
    throw uniqueViolationAsFieldError(err) ?? err;
  }
}

/**
 * `addressHash`: the caller's address, remembered as one of the phone's own (login-addresses.ts).
 * With `verification` (PHONE_VERIFICATION on), the signup code sent to the phone is checked before
 * anything else: until the caller proved the phone, a missing or wrong code is the only answer, so
 * signup can't tell anyone which phones and e-mails are registered. A right code is spent only with
 * the account, so a weak password or a taken e-mail costs no try.
 */
export async function signup(
  { db, tokens }: AccountsDeps,
  input: SignupInput & { code?: string },
  addressHash: string,
  verification?: CodeDeps,
): Promise<SignupAnswer> {
  let codeId = 0;
  if (verification) {
    if (normalizeCodeInput(input.code) === null) {
      throw validationError({ code: [accountTexts.signupCodeMissing] });
    }
    codeId = await checkCode(verification, input.phone_number, 'signup', input.code);
  }
  const pair = await createAccount(db, input, async (tx, user) => {
    if (verification) await spendCode(tx, codeId);
    return issueTokenPair(tx, tokens, user, addressHash);
  });
  return {
    first_name: input.first_name,
    last_name: input.last_name,
    email: input.email,
    phone_number: input.phone_number,
    tokens: pair,
  };
}

/**
 * Wrong password and unknown phone answer alike, and take as long: no user enumeration. A success
 * remembers the caller's address (`addressHash`) as one of the phone's own.
 */
export async function login({ db, tokens }: AccountsDeps, account: LoginAccount, password: string, addressHash: string): Promise<TokenPair> {
  const { user } = account;
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !ok) {
    throw new AppError(401, 'INVALID_CREDENTIALS', accountTexts.wrongPassword);
  }
  // An address seen within the day is not written again: a login rush then writes one row per login, not two.
  return issueTokenPair(db, tokens, user, account.seenToday ? undefined : addressHash);
}

const wrongCode = () => new AppError(401, 'INVALID_CREDENTIALS', accountTexts.wrongCode);

/**
 * Login by a `login` one-time code (POST /api/otp/ sent it): the way in that stays open to the owner
 * when guesses from elsewhere spent the phone's password budget (rate-limits.ts). A wrong, spent or
 * expired code and an unknown phone (which never had a code anyone knows) answer alike: 401
 * INVALID_CREDENTIALS. Wrong tries count against the code (MAX_WRONG spends it); the address that
 * proved the phone becomes one of its own, as after a password login.
 */
export async function loginByCode(
  { db, tokens }: AccountsDeps,
  codes: CodeDeps,
  account: LoginAccount,
  phone: string,
  code: string,
  addressHash: string,
): Promise<TokenPair> {
  const codeId = await checkCode(codes, phone, 'login', code).catch((err: unknown) => {
    throw err instanceof AppError && err.statusCode === 400 ? wrongCode() : err;
  });
  const { user } = account;
  if (!user) throw wrongCode();
  try {
    return await db.transaction(async (tx) => {
      await spendCode(tx, codeId);
      return issueTokenPair(tx, tokens, user, account.seenToday ? undefined : addressHash);
    });
  } catch (err) {
    // Spent meanwhile (the same code used twice at once): the second is a wrong code.
    throw err instanceof AppError && err.statusCode === 400 ? wrongCode() : err;
  }
}

/**
 * A user with the accessories bought, one entry per purchase in the order bought, in one prepared
 * statement (preparedStatement): every page a logged-in visitor opens asks for the profile, and on PGlite
 * drizzle's two statements cost three times what this does.
 */
const userRead = preparedStatement<{ userId: number }, User>(
  'user_read',
  ({ userId }) => sql`select u.phone_number, u.first_name, u.last_name, u.email, u.avatar, u.role, u.language,
    json_build_object('sms', u.notify_sms, 'email', u.notify_email) as notify_by,
    exists (select 1 from competition_signups s where s.user_id = u.id and s.edition_id = fest_current_edition()) as is_signed_up_for_competition,
    coalesce((select json_agg(json_build_object('id', a.id, 'name', a.name, 'description', a.description,
        'en_name', a.en_name, 'en_description', a.en_description, 'price', a.price, 'img', a.img, 'is_active', a.is_active) order by ua.id)
      from user_accessories ua join accessories a on a.id = ua.accessory_id where ua.user_id = u.id), '[]'::json) as accessories
    from users u where u.id = ${userId}`,
);

/** The User of the contract: the row plus the accessories bought (one entry per purchase). */
export async function loadUser(db: Db | Tx, userId: number): Promise<User | null> {
  const [row] = await userRead(db, { userId });
  return row ?? null;
}

/** The caller's own profile; any other phone, registered or not, is 404. */
export async function ownProfile(db: Db, callerId: number, phone: string): Promise<User> {
  const user = await loadUser(db, callerId);
  if (!user || user.phone_number !== phone) throw userNotFound();
  return user;
}

/**
 * Updates the caller's own profile in one transaction. The avatar is checked and re-encoded
 * first; if anything then fails, the new file is removed and nothing is written. The previous
 * avatar file is deleted only once the new one is committed.
 */
export async function updateOwnProfile(
  db: Db,
  mediaRoot: string,
  callerId: number,
  phone: string,
  change: ProfileChange,
  /**
   * Runs when the e-mail is to change, before anything tells whether the new one is taken: a rate
   * limit, since EMAIL_TAKEN would otherwise tell anyone with an account who is registered.
   */
  beforeEmailChange?: () => Promise<void>,
): Promise<User> {
  const current = await ownProfile(db, callerId, phone);
  if (change.email !== undefined && change.email !== current.email.toLowerCase()) await beforeEmailChange?.();
  // An empty file part is what a browser sends when no file was chosen.
  const newAvatar = change.avatar?.length ? await storeAvatar(mediaRoot, await reencodeAvatar(change.avatar)) : null;
  let previousAvatar: string | null;
  try {
    previousAvatar = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ phone: users.phoneNumber, avatar: users.avatar })
        .from(users)
        .where(eq(users.id, callerId))
        .for('update');
      if (!row || row.phone !== phone) throw userNotFound();
      if (change.email !== undefined) {
        const [other] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(lowerEmail, change.email), ne(users.id, callerId)));
        if (other) throw validationError({ email: [EMAIL_TAKEN] });
      }
      const values: Partial<typeof users.$inferInsert> = {};
      if (change.first_name !== undefined) values.firstName = change.first_name;
      if (change.last_name !== undefined) values.lastName = change.last_name;
      if (change.email !== undefined) values.email = change.email;
      if (change.notify_by?.sms !== undefined) values.notifySms = change.notify_by.sms;
      if (change.notify_by?.email !== undefined) values.notifyEmail = change.notify_by.email;
      if (change.language !== undefined) values.language = change.language;
      if (newAvatar) values.avatar = newAvatar;
      if (Object.keys(values).length) await tx.update(users).set(values).where(eq(users.id, callerId));
      return row.avatar;
    });
  } catch (err) {
    if (newAvatar) await removeAvatar(mediaRoot, newAvatar);
    throw uniqueViolationAsFieldError(err) ?? err;
  }
  if (newAvatar) await removeAvatar(mediaRoot, previousAvatar);
  const user = await loadUser(db, callerId);
  if (!user) throw userNotFound();
  return user;
}

/**
 * Checks the old password, applies the signup rules to the new one, and ends every session, this
 * one included: the refresh tokens are revoked, and the new hash moves the session version (a
 * trigger), so access tokens already issued are refused on their next request.
 */
export async function changePassword(db: Db, callerId: number, oldPassword: string, newPassword: string): Promise<void> {
  const [user] = await db
    .select({ phone: users.phoneNumber, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, callerId));
  if (!user) throw userNotFound();
  if (!(await verifyPassword(user.passwordHash, oldPassword))) {
    throw badRequest('WRONG_PASSWORD', accountTexts.wrongCurrentPassword);
  }
  const weak = passwordProblems(newPassword, { phone: user.phone, email: user.email });
  if (weak.length) throw validationError({ new_password: weak });
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, callerId));
    await revokeAllRefreshTokens(tx, callerId);
  });
  changedHere(db, CHANNELS.sessions, String(callerId));
}
