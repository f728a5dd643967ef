import { z } from 'zod';
import { serviceTypes, staffRoles, staffTeams } from './catalogue';

/**
 * TEMPORARY, until admin-catalogue's `admin-catalogue.ts` lands (its create/change schemas replace
 * these, and the console's features/admin/schemas.ts then re-exports those instead).
 *
 * Request bodies of the organiser API (CONTRACT "The organiser API"): the rules a client can check
 * by itself, so that the console validates a form before sending it. The rules that need the
 * database (capacity against seats sold, unique coupon codes, max_uses against uses spent) live in
 * the API. Field names are the public ones; `presenters`, `tags` and `eligible_presentations` are
 * lists of ids. Messages are Persian (the console may show its own per issue code).
 */

const id = z.number().int().positive();
const required = 'این فیلد الزامی است.';
const text = (max: number) => z.string({ error: required }).trim().max(max, `حداکثر ${max} نویسه مجاز است.`);
const requiredText = (max: number) => text(max).min(1, required);
const wholeNumber = z.number({ error: 'یک عدد صحیح وارد کنید.' }).int('یک عدد صحیح وارد کنید.').nonnegative('عدد نباید منفی باشد.');
const isoTime = z.iso.datetime({ offset: true, error: 'زمان معتبر نیست.' });
/** A link, or "" for none. */
const optionalUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'نشانی معتبر نیست.' })]);

export const adminPresentationBodySchema = z
  .object({
    service_type: z.enum(serviceTypes),
    fa_title: requiredText(200),
    en_title: text(200),
    fa_description: text(20_000),
    en_description: text(20_000),
    start: isoTime,
    end: isoTime,
    capacity: wholeNumber,
    cost: wholeNumber,
    is_registration_active: z.boolean(),
    presentation_link: optionalUrl,
    room: text(100),
    presenters: z.array(id),
    tags: z.array(id),
  })
  .refine((p) => Date.parse(p.end) > Date.parse(p.start), { path: ['end'], message: 'پایان باید پس از آغاز باشد.' });
export type AdminPresentationBody = z.input<typeof adminPresentationBodySchema>;

export const adminPresenterBodySchema = z.object({
  first_name: requiredText(150),
  last_name: requiredText(150),
  description: text(5_000),
  linkedin: optionalUrl,
});
export type AdminPresenterBody = z.input<typeof adminPresenterBodySchema>;

export const adminTagBodySchema = z.object({
  name: requiredText(60),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'رنگ باید به شکل ‎#RRGGBB‎ باشد.'),
});
export type AdminTagBody = z.input<typeof adminTagBodySchema>;

export const adminFaqBodySchema = z.object({
  question: requiredText(500),
  answer: requiredText(10_000),
  position: wholeNumber.optional(),
});
export type AdminFaqBody = z.input<typeof adminFaqBodySchema>;

export const adminStaffBodySchema = z.object({
  name: requiredText(150),
  quote: text(500),
  role: z.enum(staffRoles),
  team: z.enum(staffTeams),
  linkedin: optionalUrl,
});
export type AdminStaffBody = z.input<typeof adminStaffBodySchema>;

export const adminAccessoryBodySchema = z.object({
  name: requiredText(150),
  description: text(2_000),
  price: wholeNumber,
  is_active: z.boolean(),
});
export type AdminAccessoryBody = z.input<typeof adminAccessoryBodySchema>;

export const adminCouponBodySchema = z.object({
  code: requiredText(64).regex(/^[A-Za-z0-9_-]+$/, 'فقط حروف لاتین، رقم، خط تیره و زیرخط.'),
  percentage: z.number({ error: 'یک عدد صحیح وارد کنید.' }).int('یک عدد صحیح وارد کنید.').min(1, 'درصد باید بین ۱ تا ۱۰۰ باشد.').max(100, 'درصد باید بین ۱ تا ۱۰۰ باشد.'),
  max_uses: wholeNumber,
  expires_at: isoTime.nullable(),
  eligible_presentations: z.array(id),
});
export type AdminCouponBody = z.input<typeof adminCouponBodySchema>;

/** A Tehran day, `YYYY-MM-DD`, or "" when unset. */
const dayOrEmpty = z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'تاریخ معتبر نیست.')]);

export const adminSettingsBodySchema = z.object({
  festival_name: requiredText(200),
  competition_price: wholeNumber,
  competition_capacity: wholeNumber,
  competition_registration_open: z.boolean(),
  starts_on: dayOrEmpty,
  ends_on: dayOrEmpty,
  venue: text(200),
  address: text(500),
  map_url: optionalUrl,
  contact_email: z.union([z.literal(''), z.email('نشانی ایمیل معتبر نیست.')]),
  contact_phone: text(100),
  competition_date: dayOrEmpty,
});
export type AdminSettingsBody = z.input<typeof adminSettingsBodySchema>;
