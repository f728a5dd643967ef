import { z } from 'zod';
import { pagedSchema, tehranDaySchema } from './admin';
import { paymentStates } from './payments';
import { USER_ROLES } from './auth';
import { serviceTypes, staffRoles, staffTeams } from './catalogue';

/**
 * The catalogue side of the organiser API (docs/api.md, "The organiser API"): presentations,
 * presenters, tags, FAQ, staff, accessories, coupons, settings and users. Items are what the API
 * answers; a create body requires what has no sensible default; a change (PATCH) body takes any
 * subset of the create body's fields. Bodies use the public field names; links to other objects are
 * lists of ids.
 */

const id = z.number().int().positive();
const ids = z.array(id).max(500);
const isoTime = z.string().meta({ format: 'date-time', description: 'ISO 8601, UTC' });
const money = z.number().int().nonnegative().meta({ description: 'whole Toman' });
const count = z.number().int().nonnegative();
const text = (max: number) => z.string().trim().min(1).max(max);
const html = z.string().max(20_000).meta({ description: 'HTML; the server sanitises it' });
const time = z.iso.datetime({ offset: true }).meta({ description: 'ISO 8601 with a zone; stored in UTC' });
const httpUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^https?:\/\/\S+$/i, 'باید یک نشانی http:// یا https:// باشد.');
/** An optional link: "" and null both mean none. */
const optionalLink = z.union([z.literal(''), httpUrl]).nullable();
const tehranDay = z.union([z.literal(''), tehranDaySchema]);

/** Picks the named fields of `shape` and makes them optional: a PATCH body. */
const changeOf = <S extends z.ZodRawShape>(shape: S) => z.object(shape).partial();

// ---- presentations ----

const presentationFields = {
  service_type: z.enum(serviceTypes),
  fa_title: text(200),
  en_title: z.string().trim().max(200),
  fa_description: html,
  en_description: html,
  start: time,
  end: time,
  room: z.string().trim().max(100),
  capacity: count.max(100_000),
  cost: money.max(1_000_000_000),
  is_registration_active: z.boolean(),
  presentation_link: z.union([z.literal(''), httpUrl]),
  presenters: ids,
  tags: ids,
};

export const adminPresentationCreateSchema = z.object({
  ...presentationFields,
  en_title: presentationFields.en_title.default(''),
  fa_description: html.default(''),
  en_description: html.default(''),
  room: presentationFields.room.default(''),
  is_registration_active: z.boolean().default(true),
  presentation_link: presentationFields.presentation_link.default(''),
  presenters: ids.default([]),
  tags: ids.default([]),
});
export type AdminPresentationCreate = z.infer<typeof adminPresentationCreateSchema>;
export const adminPresentationChangeSchema = changeOf(presentationFields);
export type AdminPresentationChange = z.infer<typeof adminPresentationChangeSchema>;

export const adminPresentationSchema = z
  .object({
    id,
    service_type: z.enum(serviceTypes),
    fa_title: z.string(),
    en_title: z.string(),
    fa_description: z.string(),
    en_description: z.string(),
    start: isoTime,
    end: isoTime,
    room: z.string(),
    capacity: count,
    cost: money,
    is_registration_active: z.boolean(),
    presentation_link: z.string(),
    morkopoloyor: z.string().meta({ description: 'poster image URL, or ""' }),
    presenters: z.array(id),
    tags: z.array(id),
    sold: count.meta({ description: 'COMPLETED participations' }),
    held: count.meta({ description: 'seats held by payments in progress' }),
    remained_capacity: count,
    revenue: money.meta({ description: 'paid for it by completed payments, after its share of their discount' }),
    checked_in: count,
  })
  .meta({ id: 'AdminPresentation' });
export type AdminPresentation = z.infer<typeof adminPresentationSchema>;
export const adminPresentationPageSchema = pagedSchema(adminPresentationSchema);

// ---- presenters ----

const presenterFields = {
  first_name: text(150),
  last_name: text(150),
  description: z.string().max(20_000).meta({ description: 'plain text, or HTML that the server sanitises' }),
  linkedin: optionalLink,
};
export const adminPresenterCreateSchema = z.object({
  ...presenterFields,
  description: presenterFields.description.default(''),
  linkedin: optionalLink.default(null),
});
export type AdminPresenterCreate = z.infer<typeof adminPresenterCreateSchema>;
export const adminPresenterChangeSchema = changeOf(presenterFields);
export type AdminPresenterChange = z.infer<typeof adminPresenterChangeSchema>;
export const adminPresenterSchema = z
  .object({
    id,
    first_name: z.string(),
    last_name: z.string(),
    description: z.string(),
    avatar: z.string().nullable(),
    linkedin: z.string().nullable(),
    presentations: z.array(id),
  })
  .meta({ id: 'AdminPresenter' });
export type AdminPresenter = z.infer<typeof adminPresenterSchema>;
export const adminPresenterPageSchema = pagedSchema(adminPresenterSchema);

// ---- tags ----

const tagFields = {
  name: text(50),
  color: z.string().trim().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, 'رنگ باید به شکل #1e88e5 باشد.'),
};
export const adminTagCreateSchema = z.object(tagFields);
export type AdminTagCreate = z.infer<typeof adminTagCreateSchema>;
export const adminTagChangeSchema = changeOf(tagFields);
export type AdminTagChange = z.infer<typeof adminTagChangeSchema>;
export const adminTagSchema = z
  .object({ id, name: z.string(), color: z.string(), presentations: count })
  .meta({ id: 'AdminTag' });
export type AdminTag = z.infer<typeof adminTagSchema>;
export const adminTagPageSchema = pagedSchema(adminTagSchema);

// ---- FAQ ----

const faqFields = {
  question: text(500),
  answer: z.string().trim().min(1).max(20_000).meta({ description: 'HTML; the server sanitises it' }),
  position: count.meta({ description: 'place in the list from 0; the others move to make room' }),
};
export const adminFaqCreateSchema = z.object({ ...faqFields, position: faqFields.position.optional() });
export type AdminFaqCreate = z.infer<typeof adminFaqCreateSchema>;
export const adminFaqChangeSchema = changeOf(faqFields);
export type AdminFaqChange = z.infer<typeof adminFaqChangeSchema>;
export const adminFaqSchema = z
  .object({ id, question: z.string(), answer: z.string(), position: count })
  .meta({ id: 'AdminFAQ' });
export type AdminFaq = z.infer<typeof adminFaqSchema>;
export const adminFaqPageSchema = pagedSchema(adminFaqSchema);

// ---- staff ----

const staffFields = {
  name: text(150),
  quote: z.string().trim().max(1000),
  role: z.enum(staffRoles),
  team: z.enum(staffTeams),
  linkedin: optionalLink,
  position: count,
};
export const adminStaffCreateSchema = z.object({
  ...staffFields,
  quote: staffFields.quote.default(''),
  linkedin: optionalLink.default(null),
  position: count.default(0),
});
export type AdminStaffCreate = z.infer<typeof adminStaffCreateSchema>;
export const adminStaffChangeSchema = changeOf(staffFields);
export type AdminStaffChange = z.infer<typeof adminStaffChangeSchema>;
export const adminStaffSchema = z
  .object({
    id,
    name: z.string(),
    image: z.string().nullable(),
    quote: z.string(),
    role: z.enum(staffRoles),
    team: z.enum(staffTeams),
    linkedin: z.string().nullable(),
    position: count,
  })
  .meta({ id: 'AdminStaff' });
export type AdminStaff = z.infer<typeof adminStaffSchema>;
export const adminStaffPageSchema = pagedSchema(adminStaffSchema);

// ---- accessories ----

const accessoryFields = {
  name: text(150),
  description: z.string().trim().max(5000),
  price: money.max(1_000_000_000),
  is_active: z.boolean(),
};
export const adminAccessoryCreateSchema = z.object({
  ...accessoryFields,
  description: accessoryFields.description.default(''),
  is_active: z.boolean().default(true),
});
export type AdminAccessoryCreate = z.infer<typeof adminAccessoryCreateSchema>;
export const adminAccessoryChangeSchema = changeOf(accessoryFields);
export type AdminAccessoryChange = z.infer<typeof adminAccessoryChangeSchema>;
export const adminAccessorySchema = z
  .object({
    id,
    name: z.string(),
    description: z.string(),
    price: money,
    img: z.string().nullable(),
    is_active: z.boolean(),
    sold: count.meta({ description: 'how many have been bought' }),
  })
  .meta({ id: 'AdminAccessory' });
export type AdminAccessory = z.infer<typeof adminAccessorySchema>;
export const adminAccessoryPageSchema = pagedSchema(adminAccessorySchema);

// ---- coupons ----

const couponFields = {
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{2,64}$/, 'کد باید ۲ تا ۶۴ حرف لاتین، رقم، «-» یا «_» باشد.')
    .meta({ description: 'unique ignoring case' }),
  percentage: z.number().int().min(1).max(100),
  max_uses: count.max(1_000_000).meta({ description: '0 switches the coupon off; never below used + held' }),
  expires_at: time.nullable(),
  eligible_presentations: ids.meta({ description: 'empty: every presentation' }),
};
export const adminCouponCreateSchema = z.object({
  ...couponFields,
  expires_at: time.nullable().default(null),
  eligible_presentations: ids.default([]),
});
export type AdminCouponCreate = z.infer<typeof adminCouponCreateSchema>;
export const adminCouponChangeSchema = changeOf(couponFields);
export type AdminCouponChange = z.infer<typeof adminCouponChangeSchema>;
export const adminCouponSchema = z
  .object({
    id,
    code: z.string(),
    percentage: z.number().int(),
    max_uses: count,
    used_count: count.meta({ description: 'uses spent by completed payments' }),
    held: count.meta({ description: 'uses held by payments in progress' }),
    remaining: count.meta({ description: 'max_uses - used_count - held, never below 0' }),
    expires_at: isoTime.nullable(),
    eligible_presentations: z.array(id),
  })
  .meta({ id: 'AdminCoupon' });
export type AdminCoupon = z.infer<typeof adminCouponSchema>;
export const adminCouponPageSchema = pagedSchema(adminCouponSchema);

export const adminCouponUseSchema = z
  .object({
    payment_id: id,
    user: z.object({ id, phone_number: z.string(), first_name: z.string(), last_name: z.string() }),
    subtotal: money,
    discount: money,
    total_price: money,
    verified_date: isoTime.nullable(),
  })
  .meta({ id: 'AdminCouponUse' });
export type AdminCouponUse = z.infer<typeof adminCouponUseSchema>;
export const adminCouponUsePageSchema = pagedSchema(adminCouponUseSchema);

// ---- settings ----

const settingsFields = {
  festival_name: text(200),
  competition_price: money.max(1_000_000_000),
  competition_capacity: count.max(100_000),
  competition_registration_open: z.boolean(),
  starts_on: tehranDay,
  ends_on: tehranDay,
  venue: z.string().trim().max(200),
  address: z.string().trim().max(500),
  map_url: z.union([z.literal(''), httpUrl]),
  contact_email: z.union([z.literal(''), z.email().max(254)]),
  contact_phone: z.string().trim().max(100).meta({ description: 'free text' }),
  competition_date: tehranDay,
};
/** The settings as answered: every field, "" for text never set. */
export const adminSettingsSchema = z
  .object({
    festival_name: z.string(),
    competition_price: money,
    competition_capacity: count,
    competition_registration_open: z.boolean(),
    starts_on: z.string().meta({ description: 'Tehran day YYYY-MM-DD, or ""' }),
    ends_on: z.string().meta({ description: 'Tehran day YYYY-MM-DD, or ""' }),
    venue: z.string(),
    address: z.string(),
    map_url: z.string(),
    contact_email: z.string(),
    contact_phone: z.string(),
    competition_date: z.string().meta({ description: 'Tehran day YYYY-MM-DD, or ""' }),
  })
  .meta({ id: 'AdminSettings' });
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export const adminSettingsChangeSchema = changeOf(settingsFields);
export type AdminSettingsChange = z.infer<typeof adminSettingsChangeSchema>;

// ---- users ----

export const adminUserSchema = z
  .object({
    id,
    phone_number: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    role: z.enum(USER_ROLES),
    registrations: count.meta({ description: 'COMPLETED participations' }),
    created_at: isoTime,
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = pagedSchema(adminUserSchema);

export const adminUserDetailSchema = adminUserSchema
  .extend({
    is_signed_up_for_competition: z.boolean(),
    payments: z.array(
      z.object({
        id,
        total_price: money,
        payment_state: z.string().meta({ description: `one of ${paymentStates.join(', ')} (and states added later)` }),
        authority: z.string().nullable(),
        ref_id: z.number().int().nullable(),
        coupon: z.string().nullable(),
        created_date: isoTime,
        verified_date: isoTime.nullable(),
      }),
    ),
    /** In the detail, the registrations themselves (the list gives their number). */
    registrations: z.array(
      z.object({
        participation_id: id,
        presentation: z.object({ id, fa_title: z.string() }),
        payment_state: z.string(),
        created_at: isoTime,
        completed_at: isoTime.nullable(),
        checked_in_at: isoTime.nullable(),
      }),
    ),
  })
  .meta({ id: 'AdminUserDetail' });
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUserChangeSchema = z.object({ role: z.enum(USER_ROLES) });
export type AdminUserChange = z.infer<typeof adminUserChangeSchema>;
