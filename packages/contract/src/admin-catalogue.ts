import { z } from 'zod';
import { pagedSchema, tehranDaySchema } from './admin';
import { paymentStates } from './payments';
import { USER_ROLES } from './auth';
import { serviceTypes, staffRoles, staffTeams } from './catalogue';
import { answerInt, answerText, idSchema, textSchema, wholeNumberSchema } from './primitives';
import { asciiDigits, companyNationalId, nationalCode, postalCode } from './iran-ids';

/**
 * The catalogue side of the organiser API (docs/api.md, "The organiser API"): presentations,
 * presenters, tags, FAQ, staff, accessories, coupons, settings and users. Items are what the API
 * answers; a create body requires what has no sensible default; a change (PATCH) body takes any
 * subset of the create body's fields. Bodies use the public field names; links to other objects are
 * lists of ids.
 */

const id = idSchema;
const ids = z.array(id).max(500);
const isoTime = answerText.meta({ format: 'date-time', description: 'ISO 8601, UTC' });
// Answers: what the database holds (sums may pass a 32-bit integer). Bodies use the capped input primitives below.
const money = answerInt.nonnegative().meta({ description: 'whole Toman' });
const count = answerInt.nonnegative();
const moneyInput = (max: number) => wholeNumberSchema({ max }).meta({ description: 'whole Toman' });
const countInput = (max?: number) => wholeNumberSchema({ max });
const text = (max: number) => textSchema().trim().min(1).max(max);
/**
 * The English twin of a one-line Persian field: the same length, but may be left "" (the English site
 * then shows the Persian, contract "Content in two languages").
 */
const englishText = (max: number) => textSchema().trim().max(max);
/** Free text that may span lines (descriptions, quotes, addresses). */
const longText = (max: number) => textSchema({ multiline: true }).trim().max(max);
const html = textSchema({ multiline: true }).max(20_000).meta({ description: 'HTML; the server sanitises it' });
const time = z.iso.datetime({ offset: true }).meta({ description: 'ISO 8601 with a zone; stored in UTC' });
const httpUrl = textSchema()
  .trim()
  .max(500)
  .regex(/^https?:\/\/\S+$/i, 'باید یک نشانی http:// یا https:// باشد.');
/** An optional link: "" and null both mean none. */
const optionalLink = z.union([z.literal(''), httpUrl]).nullable();
const tehranDay = z.union([z.literal(''), tehranDaySchema]);
/** A time of day on the Tehran clock, 24-hour HH:MM (00:00-23:59). */
const tehranClockTime = textSchema().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'باید ساعتی به شکل HH:MM باشد.').meta({ description: 'Tehran clock HH:MM' });

/** Picks the named fields of `shape` and makes them optional: a PATCH body. */
const changeOf = <S extends z.ZodRawShape>(shape: S) => z.object(shape).partial();

// ---- presentations ----

const presentationFields = {
  service_type: z.enum(serviceTypes),
  fa_title: text(200),
  en_title: textSchema().trim().max(200),
  fa_description: html,
  en_description: html,
  start: time,
  end: time,
  room: textSchema().trim().max(100),
  en_room: englishText(100),
  capacity: countInput(100_000),
  cost: moneyInput(1_000_000_000),
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
  en_room: presentationFields.en_room.default(''),
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
    fa_title: answerText,
    en_title: answerText,
    fa_description: answerText,
    en_description: answerText,
    start: isoTime,
    end: isoTime,
    room: answerText,
    en_room: answerText,
    capacity: count,
    cost: money,
    is_registration_active: z.boolean(),
    presentation_link: answerText,
    morkopoloyor: answerText.meta({ description: 'poster image URL, or ""' }),
    presenters: z.array(id),
    tags: z.array(id),
    sold: count.meta({ description: 'COMPLETED participations' }),
    held: count.meta({ description: 'seats held by payments in progress' }),
    remained_capacity: count,
    revenue: money.meta({ description: 'paid for it by completed payments, after its share of their discount' }),
    checked_in: count,
    edition: answerText.meta({ description: "its edition's slug; its tags are that edition's" }),
    is_published: z.boolean().meta({
      description: 'false: a draft, which no public answer shows (a confirmed proposal starts as one); POST /api/admin/schedule/publish/ publishes them',
    }),
    proposal: id.nullable().meta({ description: 'the proposal it was made from, or null' }),
    slides_url: answerText.nullable().meta({ description: 'its slides (a PDF under /media/slides/), null when none' }),
    recording_url: answerText.nullable().meta({ description: 'its recording, null when none' }),
    recording_consent: z.boolean().nullable().meta({
      description: "its proposal's recording_consent; null for a session not made from a proposal (the organisers' own, which takes a recording)",
    }),
  })
  .meta({ id: 'AdminPresentation' });
export type AdminPresentation = z.infer<typeof adminPresentationSchema>;
export const adminPresentationPageSchema = pagedSchema(adminPresentationSchema);

// ---- presenters ----

const presenterDescription = textSchema({ multiline: true }).max(20_000).meta({ description: 'plain text, or HTML that the server sanitises' });
const presenterFields = {
  first_name: text(150),
  last_name: text(150),
  description: presenterDescription,
  en_first_name: englishText(150),
  en_last_name: englishText(150),
  en_description: presenterDescription,
  linkedin: optionalLink,
};
export const adminPresenterCreateSchema = z.object({
  ...presenterFields,
  description: presenterFields.description.default(''),
  en_first_name: presenterFields.en_first_name.default(''),
  en_last_name: presenterFields.en_last_name.default(''),
  en_description: presenterFields.en_description.default(''),
  linkedin: optionalLink.default(null),
});
export type AdminPresenterCreate = z.infer<typeof adminPresenterCreateSchema>;
export const adminPresenterChangeSchema = changeOf(presenterFields);
export type AdminPresenterChange = z.infer<typeof adminPresenterChangeSchema>;
export const adminPresenterSchema = z
  .object({
    id,
    first_name: answerText,
    last_name: answerText,
    description: answerText,
    en_first_name: answerText,
    en_last_name: answerText,
    en_description: answerText,
    avatar: answerText.nullable(),
    linkedin: answerText.nullable(),
    presentations: z.array(id),
  })
  .meta({ id: 'AdminPresenter' });
export type AdminPresenter = z.infer<typeof adminPresenterSchema>;
export const adminPresenterPageSchema = pagedSchema(adminPresenterSchema);

// ---- tags ----

const tagFields = {
  name: text(50),
  en_name: englishText(50),
  color: textSchema().trim().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, 'رنگ باید به شکل #1e88e5 باشد.'),
};
export const adminTagCreateSchema = z.object({ ...tagFields, en_name: tagFields.en_name.default('') });
export type AdminTagCreate = z.infer<typeof adminTagCreateSchema>;
export const adminTagChangeSchema = changeOf(tagFields);
export type AdminTagChange = z.infer<typeof adminTagChangeSchema>;
export const adminTagSchema = z
  .object({ id, name: answerText, en_name: answerText, color: answerText, presentations: count })
  .meta({ id: 'AdminTag' });
export type AdminTag = z.infer<typeof adminTagSchema>;
export const adminTagPageSchema = pagedSchema(adminTagSchema);

// ---- FAQ ----

const faqFields = {
  question: text(500),
  answer: textSchema({ multiline: true }).trim().min(1).max(20_000).meta({ description: 'HTML; the server sanitises it' }),
  en_question: englishText(500),
  en_answer: textSchema({ multiline: true }).trim().max(20_000).meta({ description: 'HTML; the server sanitises it' }),
  position: countInput().meta({ description: 'place in the list from 0; the others move to make room' }),
};
export const adminFaqCreateSchema = z.object({
  ...faqFields,
  en_question: faqFields.en_question.default(''),
  en_answer: faqFields.en_answer.default(''),
  position: faqFields.position.optional(),
});
export type AdminFaqCreate = z.infer<typeof adminFaqCreateSchema>;
export const adminFaqChangeSchema = changeOf(faqFields);
export type AdminFaqChange = z.infer<typeof adminFaqChangeSchema>;
export const adminFaqSchema = z
  .object({ id, question: answerText, answer: answerText, en_question: answerText, en_answer: answerText, position: count })
  .meta({ id: 'AdminFAQ' });
export type AdminFaq = z.infer<typeof adminFaqSchema>;
export const adminFaqPageSchema = pagedSchema(adminFaqSchema);

// ---- staff ----

const staffFields = {
  name: text(150),
  quote: longText(1000),
  en_name: englishText(150),
  en_quote: longText(1000),
  role: z.enum(staffRoles),
  team: z.enum(staffTeams),
  linkedin: optionalLink,
  position: countInput(),
};
export const adminStaffCreateSchema = z.object({
  ...staffFields,
  quote: staffFields.quote.default(''),
  en_name: staffFields.en_name.default(''),
  en_quote: staffFields.en_quote.default(''),
  linkedin: optionalLink.default(null),
  position: countInput().default(0),
});
export type AdminStaffCreate = z.infer<typeof adminStaffCreateSchema>;
export const adminStaffChangeSchema = changeOf(staffFields);
export type AdminStaffChange = z.infer<typeof adminStaffChangeSchema>;
export const adminStaffSchema = z
  .object({
    id,
    name: answerText,
    image: answerText.nullable(),
    quote: answerText,
    en_name: answerText,
    en_quote: answerText,
    role: z.enum(staffRoles),
    team: z.enum(staffTeams),
    linkedin: answerText.nullable(),
    position: count,
  })
  .meta({ id: 'AdminStaff' });
export type AdminStaff = z.infer<typeof adminStaffSchema>;
export const adminStaffPageSchema = pagedSchema(adminStaffSchema);

// ---- accessories ----

const accessoryFields = {
  name: text(150),
  description: longText(5000),
  en_name: englishText(150),
  en_description: longText(5000),
  price: moneyInput(1_000_000_000),
  is_active: z.boolean(),
};
export const adminAccessoryCreateSchema = z.object({
  ...accessoryFields,
  description: accessoryFields.description.default(''),
  en_name: accessoryFields.en_name.default(''),
  en_description: accessoryFields.en_description.default(''),
  is_active: z.boolean().default(true),
});
export type AdminAccessoryCreate = z.infer<typeof adminAccessoryCreateSchema>;
export const adminAccessoryChangeSchema = changeOf(accessoryFields);
export type AdminAccessoryChange = z.infer<typeof adminAccessoryChangeSchema>;
export const adminAccessorySchema = z
  .object({
    id,
    name: answerText,
    description: answerText,
    en_name: answerText,
    en_description: answerText,
    price: money,
    img: answerText.nullable(),
    is_active: z.boolean(),
    sold: count.meta({ description: 'how many have been bought' }),
  })
  .meta({ id: 'AdminAccessory' });
export type AdminAccessory = z.infer<typeof adminAccessorySchema>;
export const adminAccessoryPageSchema = pagedSchema(adminAccessorySchema);

// ---- coupons ----

const couponFields = {
  code: textSchema()
    .trim()
    .regex(/^[A-Za-z0-9_-]{2,64}$/, 'کد باید ۲ تا ۶۴ حرف لاتین، رقم، «-» یا «_» باشد.')
    .meta({ description: 'unique ignoring case' }),
  percentage: wholeNumberSchema({ min: 1, max: 100 }),
  max_uses: countInput(1_000_000).meta({ description: '0 switches the coupon off; never below used + held' }),
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
    code: answerText,
    percentage: answerInt,
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
    user: z.object({ id, phone_number: answerText, first_name: answerText, last_name: answerText }),
    subtotal: money,
    discount: money,
    total_price: money,
    verified_date: isoTime.nullable(),
  })
  .meta({ id: 'AdminCouponUse' });
export type AdminCouponUse = z.infer<typeof adminCouponUseSchema>;
export const adminCouponUsePageSchema = pagedSchema(adminCouponUseSchema);

// ---- settings ----

/** Digits as typed (Persian ones too), stored in ASCII; "" leaves the field unset. */
const digitsField = (check: (value: string) => boolean, message: string) =>
  textSchema()
    .max(40)
    .transform(asciiDigits)
    .refine((v) => v === '' || check(v), message);

/** The seller printed on receipts and official invoices (contract, "Certificates, receipts and invoices"). */
const sellerFields = {
  seller_name: textSchema().trim().max(200).meta({ description: 'the legal name on invoices, "" for the festival name' }),
  seller_national_id: digitsField(
    (v) => companyNationalId(v) !== null || nationalCode(v) !== null,
    'شناسه ملی (۱۱ رقم) یا کد ملی (۱۰ رقم) با رقم کنترل درست وارد کنید.',
  ).meta({ description: 'a شناسه ملی (11 digits) or کد ملی (10 digits), check digit verified, or ""' }),
  seller_economic_code: digitsField((v) => /^\d{10,14}$/.test(v), 'کد اقتصادی باید ۱۰ تا ۱۴ رقم باشد.'),
  seller_registration_number: textSchema().trim().max(40),
  seller_address: longText(500),
  seller_postal_code: digitsField((v) => postalCode(v) !== null, 'کد پستی باید ۱۰ رقم باشد.'),
  seller_phone: textSchema().trim().max(40),
};

const settingsFields = {
  festival_name: text(200),
  competition_price: moneyInput(1_000_000_000),
  competition_capacity: countInput(100_000),
  competition_registration_open: z.boolean(),
  starts_on: tehranDay,
  ends_on: tehranDay,
  venue: textSchema().trim().max(200),
  address: longText(500),
  en_festival_name: englishText(200),
  en_venue: englishText(200),
  en_address: longText(500),
  map_url: z.union([z.literal(''), httpUrl]),
  contact_email: z.union([z.literal(''), z.email().max(254)]),
  contact_phone: textSchema().trim().max(100).meta({ description: 'free text' }),
  competition_date: tehranDay,
  competition_time: z.union([z.literal(''), tehranClockTime]),
  signatory_name: textSchema().trim().max(200).meta({ description: 'who signs the certificates, "" for none' }),
  signatory_title: textSchema().trim().max(200).meta({ description: 'their title, under the name' }),
  ...sellerFields,
};
/** The settings as answered: every field, "" for text never set. */
export const adminSettingsSchema = z
  .object({
    festival_name: answerText,
    competition_price: money,
    competition_capacity: count,
    competition_registration_open: z.boolean(),
    starts_on: answerText.meta({ description: 'Tehran day YYYY-MM-DD, or ""' }),
    ends_on: answerText.meta({ description: 'Tehran day YYYY-MM-DD, or ""' }),
    venue: answerText,
    address: answerText,
    en_festival_name: answerText,
    en_venue: answerText,
    en_address: answerText,
    map_url: answerText,
    contact_email: answerText,
    contact_phone: answerText,
    competition_date: answerText.meta({ description: 'Tehran day YYYY-MM-DD, or ""' }),
    competition_time: answerText.meta({ description: 'Tehran clock HH:MM, or ""' }),
    signatory_name: answerText.meta({ description: 'who signs the certificates, or ""' }),
    signatory_title: answerText.meta({ description: 'their title, or ""' }),
    signature_image: answerText
      .nullable()
      .meta({ description: 'the signature on the certificates (a /media/ path; POST /api/admin/settings/signature/ sets it), null for none' }),
    seller_name: answerText,
    seller_national_id: answerText,
    seller_economic_code: answerText,
    seller_registration_number: answerText,
    seller_address: answerText,
    seller_postal_code: answerText,
    seller_phone: answerText,
  })
  .meta({ id: 'AdminSettings' });
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export const adminSettingsChangeSchema = changeOf(settingsFields);
export type AdminSettingsChange = z.infer<typeof adminSettingsChangeSchema>;

// ---- users ----

export const adminUserSchema = z
  .object({
    id,
    phone_number: answerText,
    first_name: answerText,
    last_name: answerText,
    email: answerText,
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
        payment_state: answerText.meta({ description: `one of ${paymentStates.join(', ')} (and states added later)` }),
        authority: answerText.nullable(),
        ref_id: answerInt.nullable(),
        coupon: answerText.nullable(),
        created_date: isoTime,
        verified_date: isoTime.nullable(),
      }),
    ),
    /** In the detail, the registrations themselves (the list gives their number). */
    registrations: z.array(
      z.object({
        participation_id: id,
        presentation: z.object({ id, fa_title: answerText }),
        payment_state: answerText,
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
