import { z } from 'zod';
import { tehranDaySchema } from './admin';
import { answerInt, textSchema, wholeNumberSchema } from './primitives';

/**
 * The organisers' message to the whole festival (docs/api.md, "Messages to the whole festival"):
 * everyone with an account, this edition's attendees, one day's attendees or one session's, by SMS,
 * e-mail or both. Each person gets it once whatever they bought; their notify_by is honoured.
 */
export const FESTIVAL_AUDIENCES = ['everyone', 'attendees', 'day', 'presentation'] as const;
export type FestivalAudience = (typeof FESTIVAL_AUDIENCES)[number];
export const MESSAGE_CHANNELS = ['sms', 'email'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export const festivalMessageBodySchema = z
  .object({
    text: textSchema({ multiline: true, error: 'متن پیام الزامی است.' })
      .trim()
      .min(1, 'متن پیام نباید خالی باشد.')
      .max(1000, 'متن پیام حداکثر ۱۰۰۰ نویسه می‌تواند باشد.'),
    audience: z.enum(FESTIVAL_AUDIENCES, { error: 'مخاطبان باید everyone، attendees، day یا presentation باشند.' }),
    /** The Tehran day whose sessions' attendees hear it (audience "day"). */
    day: tehranDaySchema.optional(),
    /** The session whose attendees hear it (audience "presentation"). */
    presentation: wholeNumberSchema({ min: 1 }).optional(),
    channels: z
      .array(z.enum(MESSAGE_CHANNELS, { error: 'راه ارسال باید sms یا email باشد.' }), { error: 'راه‌های ارسال باید فهرستی از sms و email باشد.' })
      .min(1, 'دست‌کم یک راه ارسال (پیامک یا ایمیل) را انتخاب کنید.')
      .max(2, 'راه‌های ارسال فقط sms و email است.')
      .refine((channels) => new Set(channels).size === channels.length, 'هر راه ارسال را یک بار بنویسید.'),
    dry_run: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.audience === 'day' && !body.day) ctx.addIssue({ code: 'custom', path: ['day'], message: 'برای پیام به یک روز، روز را انتخاب کنید.' });
    if (body.audience === 'presentation' && !body.presentation)
      ctx.addIssue({ code: 'custom', path: ['presentation'], message: 'برای پیام به شرکت‌کنندگان یک ارائه، ارائه را انتخاب کنید.' });
  });
export type FestivalMessageBody = z.input<typeof festivalMessageBodySchema>;

export const festivalMessageAnswerSchema = z
  .object({
    /** People it reaches by at least one channel. */
    recipients: answerInt,
    /** SMS parts billed in all (SMS recipients × parts per message). */
    sms_parts: answerInt,
    /** Of the recipients: those who get the SMS, those who get the e-mail. */
    sms_recipients: answerInt,
    email_recipients: answerInt,
    /** SMS parts per message (Persian: 70 characters in one part, 67 per part once split). */
    parts_per_sms: answerInt,
  })
  .meta({ id: 'FestivalMessageAnswer' });
export type FestivalMessageAnswer = z.infer<typeof festivalMessageAnswerSchema>;
