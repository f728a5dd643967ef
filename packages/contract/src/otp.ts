import { z } from 'zod';
import { newPasswordSchema, phoneNumberInputSchema } from './auth';
import { answerInt, answerText, textSchema } from './primitives';

/** One-time codes and password reset (docs/api.md, "Text messages and one-time codes"). */

export const OTP_PURPOSES = ['signup', 'reset_password', 'login'] as const;
export const otpPurposeSchema = z.enum(OTP_PURPOSES, { error: 'هدف کد باید signup، reset_password یا login باشد.' });
export type OtpPurpose = z.infer<typeof otpPurposeSchema>;

/** A code as typed: checked by the server (Persian and Arabic-Indic digits, spaces and dashes allowed). */
export const otpCodeInputSchema = textSchema({
  error: (issue) => (issue.input === undefined ? 'این فیلد الزامی است.' : 'کد تأیید باید متن باشد.'),
}).max(32, 'کد تأیید نامعتبر است.');

export const otpRequestBodySchema = z.object({
  phone_number: phoneNumberInputSchema,
  purpose: otpPurposeSchema,
});
export type OtpRequestBody = z.input<typeof otpRequestBodySchema>;

export const otpAnswerSchema = z
  .object({
    detail: answerText,
    /** Seconds the code stays valid. */
    expires_in: answerInt,
    /** Seconds before another code may be asked for this phone. */
    resend_in: answerInt,
  })
  .meta({ id: 'OtpAnswer' });
export type OtpAnswer = z.infer<typeof otpAnswerSchema>;

export const resetPasswordBodySchema = z.object({
  phone_number: phoneNumberInputSchema,
  code: otpCodeInputSchema,
  new_password: newPasswordSchema,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

/** The organisers' message to a presentation's attendees. */
export const SMS_AUDIENCES = ['all', 'checked_in', 'not_checked_in'] as const;
export const attendeeMessageBodySchema = z.object({
  text: textSchema({ multiline: true, error: 'متن پیام الزامی است.' })
    .trim()
    .min(1, 'متن پیام نباید خالی باشد.')
    .max(1000, 'متن پیام حداکثر ۱۰۰۰ نویسه می‌تواند باشد.'),
  audience: z.enum(SMS_AUDIENCES, { error: 'مخاطبان باید all، checked_in یا not_checked_in باشند.' }),
  dry_run: z.boolean().optional(),
});
export type AttendeeMessageBody = z.input<typeof attendeeMessageBodySchema>;

export const attendeeMessageAnswerSchema = z
  .object({
    recipients: answerInt,
    /** SMS parts per recipient (Persian: 70 characters in one part, 67 per part once split). */
    parts: answerInt,
  })
  .meta({ id: 'AttendeeMessageAnswer' });
export type AttendeeMessageAnswer = z.infer<typeof attendeeMessageAnswerSchema>;
