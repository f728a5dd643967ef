import { z } from 'zod';
import { accessorySchema } from './catalogue';
import { normalizePhone } from './phone';
import { answerText, hashedSecretSchema, textSchema } from './primitives';

/**
 * Accounts: signup, tokens, profile, password change (docs/api.md#auth-and-users).
 * Request schemas carry the rules a client can check by itself (so the web app can reuse them);
 * the rules that need the server (unique phone/e-mail, common and similar passwords) live in the API.
 */

/** Text with no control characters (primitives.ts), with a Persian message when missing or not text. */
const requiredText = (what: string) =>
  textSchema({ error: (issue) => (issue.input === undefined ? 'این فیلد الزامی است.' : `${what} باید متن باشد.`) });

/** Any phone form the contract allows; parses to the stored form 09XXXXXXXXX. */
export const phoneNumberInputSchema = requiredText('شماره موبایل')
  .max(40, 'شماره موبایل معتبر نیست.')
  .transform((value, ctx) => {
    const phone = normalizePhone(value);
    if (phone) return phone;
    ctx.issues.push({
      code: 'custom',
      input: value,
      message: 'شماره موبایل معتبر نیست؛ یک شمارهٔ موبایل ایران مانند ۰۹۱۲۱۲۳۴۵۶۷ وارد کنید.',
    });
    return z.NEVER;
  })
  .meta({
    description: 'Iranian mobile: +98 / 0098 / 98 / 0 prefix, Persian or Arabic-Indic digits, spaces or dashes allowed',
    example: '0912 123 4567',
  });

/** A phone number as the server stores and returns it. */
export const phoneNumberSchema = answerText.regex(/^09\d{9}$/).meta({ example: '09121234567' });

export const personNameSchema = requiredText('نام')
  .trim()
  .min(1, 'این فیلد نباید خالی باشد.')
  .max(150, 'حداکثر ۱۵۰ نویسه مجاز است.');

/** Trimmed and lower-cased, since e-mail addresses are unique case-insensitively. */
export const emailSchema = requiredText('ایمیل')
  .trim()
  .toLowerCase()
  .max(254, 'نشانی ایمیل بیش از حد طولانی است.')
  .email('نشانی ایمیل معتبر نیست.');

const allDigits = /^[0-9۰-۹٠-٩]+$/;

/** A new password: the rules a client can check. The server also refuses common passwords and ones similar to the phone or e-mail. */
export const newPasswordSchema = requiredText('رمز عبور')
  .min(8, 'رمز عبور باید دست‌کم ۸ نویسه باشد.')
  .max(256, 'رمز عبور حداکثر ۲۵۶ نویسه می‌تواند باشد.')
  .refine((value) => !allDigits.test(value), 'رمز عبور نباید فقط از رقم تشکیل شده باشد.');

/**
 * A password being checked (login, old password): anything non-empty. Only ever hashed, never stored
 * as text, so a password set before control characters were refused still signs in.
 */
const givenPasswordSchema = hashedSecretSchema({
  error: (issue) => (issue.input === undefined ? 'این فیلد الزامی است.' : 'رمز عبور باید متن باشد.'),
})
  .min(1, 'این فیلد الزامی است.')
  .max(1024, 'رمز عبور بیش از حد طولانی است.');

/** A JWT as a client sends it back. */
const tokenStringSchema = requiredText('توکن').min(1, 'این فیلد الزامی است.').max(4096, 'توکن نامعتبر است.');

export const tokenPairSchema = z.object({ access: answerText, refresh: answerText }).meta({ id: 'TokenPair' });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const signupBodySchema = z.object({
  first_name: personNameSchema,
  last_name: personNameSchema,
  email: emailSchema,
  phone_number: phoneNumberInputSchema,
  password: newPasswordSchema,
  /** The signup code sent to the phone (POST /api/otp/); required while PHONE_VERIFICATION is on. */
  code: textSchema().max(32, 'کد تأیید نامعتبر است.').optional(),
});
export type SignupBody = z.input<typeof signupBodySchema>;

export const signupAnswerSchema = z
  .object({
    first_name: answerText,
    last_name: answerText,
    email: answerText,
    phone_number: phoneNumberSchema,
    tokens: tokenPairSchema,
  })
  .meta({ id: 'SignupAnswer' });
export type SignupAnswer = z.infer<typeof signupAnswerSchema>;

/**
 * Login by password, or by a `login` one-time code (POST /api/otp/ with purpose "login"): one of the
 * two, not both. `code` is what login_by_code (a 429 on a spent password budget) points to.
 */
export const loginBodySchema = z
  .object({
    phone_number: phoneNumberInputSchema,
    password: givenPasswordSchema.optional(),
    code: requiredText('کد ورود').max(32, 'کد تأیید نامعتبر است.').optional(),
  })
  // `when`: checked even when another field is wrong too, so that every problem is named at once.
  .refine((body) => body.password !== undefined || body.code !== undefined, {
    path: ['password'],
    message: 'رمز عبور یا کد ورود را وارد کنید.',
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  })
  .refine((body) => body.password === undefined || body.code === undefined, {
    path: ['code'],
    message: 'یا رمز عبور یا کد ورود؛ نه هر دو.',
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });
export type LoginBody = z.input<typeof loginBodySchema>;

export const refreshBodySchema = z.object({ refresh: tokenStringSchema });
export type RefreshBody = z.input<typeof refreshBodySchema>;

export const refreshAnswerSchema = z.object({ access: answerText }).meta({ id: 'AccessToken' });
export type RefreshAnswer = z.infer<typeof refreshAnswerSchema>;

/** Logout: the refresh token to revoke. */
export const blacklistBodySchema = refreshBodySchema;
export type BlacklistBody = RefreshBody;

/**
 * `user` a visitor, `door` checks tickets at the door, `admin` runs the festival, `reviewer` scores the
 * call's proposals (docs/api.md#auth-and-users).
 */
export const USER_ROLES = ['user', 'door', 'admin', 'reviewer'] as const;
export const userRoleSchema = z.enum(USER_ROLES).meta({ id: 'UserRole' });
export type UserRole = z.infer<typeof userRoleSchema>;

/** The languages of the site and of a person's e-mails. */
export const LANGUAGES = ['fa', 'en'] as const;
export const languageSchema = z.enum(LANGUAGES, { error: 'زبان باید fa یا en باشد.' }).meta({ id: 'Language' });
export type Language = z.infer<typeof languageSchema>;

/**
 * The channels a person hears from the festival on (purchases, reminders, offers, refunds, the
 * organisers' messages): both on by default. One-time codes always go by SMS, and a purchase's
 * receipt by e-mail whenever the account has an address, whatever these say.
 */
export const notifyBySchema = z.object({ sms: z.boolean(), email: z.boolean() }).meta({ id: 'NotifyBy' });
export type NotifyBy = z.infer<typeof notifyBySchema>;

const onOff = z.boolean({ error: 'باید true یا false باشد.' });

export const userSchema = z
  .object({
    phone_number: phoneNumberSchema,
    first_name: answerText,
    last_name: answerText,
    email: answerText,
    avatar: answerText.nullable().meta({ description: 'absolute-path URL (/media/...) or null' }),
    accessories: z.array(accessorySchema).meta({ description: 'accessories the user bought, one entry per purchase' }),
    is_signed_up_for_competition: z.boolean(),
    role: userRoleSchema,
    notify_by: notifyBySchema,
    /** The language of the person's e-mails; the web app saves it when a signed-in visitor switches. */
    language: languageSchema,
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const userPathParamsSchema = z.object({ phone_number: phoneNumberInputSchema });

/**
 * The text fields of the profile update (multipart form data; `avatar` is a file part beside them).
 * Fields left out stay as they are; anything else sent, `phone_number` included, is ignored.
 */
export const profileUpdateFieldsSchema = z.object({
  first_name: personNameSchema.optional(),
  last_name: personNameSchema.optional(),
  email: emailSchema.optional(),
  /** Either channel or both; one left out stays as it is. */
  notify_by: z.object({ sms: onOff.optional(), email: onOff.optional() }, { error: 'notify_by باید شیئی با sms و email باشد.' }).optional(),
  language: languageSchema.optional(),
});
export type ProfileUpdateFields = z.input<typeof profileUpdateFieldsSchema>;

/** Largest avatar upload, in bytes. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export const changePasswordBodySchema = z.object({
  old_password: givenPasswordSchema,
  new_password: newPasswordSchema,
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;
