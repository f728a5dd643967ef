import { z } from 'zod';
import {
  companyNationalId,
  EDITION_SLUG,
  nationalCode,
  normalizePhone,
  postalCode,
  proposalLanguages,
  proposalLevels,
  proposalServiceTypes,
  REVIEW_SCORE_MAX,
  serviceTypes,
  staffRoles,
  staffTeams,
  USER_ROLES,
  type ProposalState,
} from '@fest/contract';

/**
 * The shape of the festival data file (docs/api.md#the-festival-data-file), field by field.
 * Objects are strict so that a misspelt field is reported instead of silently ignored.
 * Rules that span fields or sections (references, duplicates, times, files) live in cross-check.ts,
 * which runs even when this schema fails, so one pass lists every problem.
 */

const key = z.string().trim().min(1, 'must be a non-empty key');
const text = z.string().trim().min(1, 'must not be empty');
const optionalText = z.string().default('');
/** An English twin of a Persian field: "" when absent (the English site then shows the Persian). */
const english = z.string().trim().default('');
const money = z.number().int('must be a whole number of Toman').min(0, 'must not be negative');
const httpUrl = z
  .string()
  .trim()
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v), 'must be an http:// or https:// URL');
/** A poster, avatar or picture: a file path relative to the data file, or an http(s) URL. */
const image = z.string().trim().min(1, 'must be a file path or an http(s) URL');
const time = z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date-time with a time zone, e.g. 2027-02-10T05:30:00Z' });
const phone = z
  .string()
  .refine((v) => normalizePhone(v) !== null, 'is not an Iranian mobile number (09XXXXXXXXX)')
  .transform((v) => normalizePhone(v) as string);

/** A Tehran calendar day, as the Festival answer carries it. */
const day = z
  .string()
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'must be a day YYYY-MM-DD, e.g. 2027-02-15');

export const settingsSection = z.strictObject({
  festival_name: text,
  competition_price: money.default(0),
  competition_capacity: z.number().int().min(0, 'must not be negative').default(0),
  competition_registration_open: z.boolean().default(false),
  // The public facts of GET /api/festival/ (all optional: "" when absent).
  starts_on: day.optional(),
  ends_on: day.optional(),
  venue: z.string().trim().optional(),
  address: z.string().trim().optional(),
  // The English twins (contract "Content in two languages"): "" when absent, and the English site shows the Persian.
  en_festival_name: z.string().trim().optional(),
  en_venue: z.string().trim().optional(),
  en_address: z.string().trim().optional(),
  map_url: z.union([z.literal(''), httpUrl]).optional(),
  contact_email: z.union([z.literal(''), z.email('is not a valid e-mail address')]).optional(),
  contact_phone: z.string().trim().optional(),
  competition_date: day.optional(),
  competition_time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM')
    .optional(),
  // Who signs the certificates, and the seller printed on receipts and invoices (all optional).
  signatory_name: z.string().trim().optional(),
  signatory_title: z.string().trim().optional(),
  seller_name: z.string().trim().optional(),
  seller_national_id: z
    .string()
    .refine((v) => companyNationalId(v) !== null || nationalCode(v) !== null, 'must be a شناسه ملی (11 digits) or کد ملی (10 digits) with a valid check digit')
    .optional(),
  seller_economic_code: z.string().regex(/^\d{10,14}$/, 'must be 10 to 14 digits').optional(),
  seller_registration_number: z.string().trim().optional(),
  seller_address: z.string().trim().optional(),
  seller_postal_code: z.string().refine((v) => postalCode(v) !== null, 'must be 10 digits').optional(),
  seller_phone: z.string().trim().optional(),
});

export const presenterItem = z.strictObject({
  key,
  first_name: text,
  last_name: text,
  description: optionalText,
  en_first_name: english,
  en_last_name: english,
  en_description: optionalText,
  avatar: image.optional(),
  linkedin: httpUrl.optional(),
});

export const tagItem = z.strictObject({
  key,
  name: text,
  en_name: english,
  color: z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, 'must be a hex colour such as #1e88e5'),
});

export const presentationItem = z.strictObject({
  key,
  service_type: z.enum(serviceTypes),
  fa_title: text,
  en_title: optionalText,
  fa_description: optionalText,
  en_description: optionalText,
  start: time,
  end: time,
  room: z.string().trim().optional(),
  en_room: english,
  capacity: z.number().int('must be a whole number').min(0, 'must not be negative'),
  cost: money,
  is_registration_active: z.boolean(),
  presentation_link: z.union([z.literal(''), httpUrl]).optional(),
  poster: image.optional(),
  presenters: z.array(key).default([]),
  tags: z.array(key).default([]),
});

export const couponItem = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{2,64}$/, 'must be 2-64 letters, digits, "-" or "_"'),
  percentage: z.number().int('must be a whole number').min(0, 'must be between 0 and 100').max(100, 'must be between 0 and 100'),
  max_uses: z.number().int('must be a whole number').min(1, 'must be at least 1'),
  expires_at: time.optional(),
  eligible_presentations: z.array(key).default([]),
});

export const accessoryItem = z.strictObject({
  key,
  name: text,
  description: optionalText,
  en_name: english,
  en_description: optionalText,
  price: money,
  img: image.optional(),
  is_active: z.boolean().default(true),
});

export const faqItem = z.strictObject({ question: text, answer: text, en_question: english, en_answer: optionalText });

export const staffItem = z.strictObject({
  name: text,
  image: image.optional(),
  quote: optionalText,
  en_name: english,
  en_quote: optionalText,
  role: z.enum(staffRoles),
  team: z.enum(staffTeams),
  linkedin: httpUrl.optional(),
});

/** Plain text or HTML (sanitised on load) of at most `max` characters, as the site's forms take it. */
const limited = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const limitedText = (max: number) => text.max(max, `must be at most ${max} characters`);

/**
 * Extension to the contract's format: a user's speaker profile (contract: it lasts across editions), as
 * PUT /api/speaker_profile/ takes it but the photo, which its owner uploads. Availability ranges: ISO
 * times with a zone, each ending after it starts, none overlapping another (cross-check.ts).
 */
export const speakerProfileItem = z.strictObject({
  bio_fa: limited(5000).default(''),
  bio_en: limited(5000).default(''),
  linkedin: httpUrl.optional(),
  github: httpUrl.optional(),
  website: httpUrl.optional(),
  availability: z.array(z.strictObject({ start: time, end: time })).max(50, 'must have at most 50 ranges').default([]),
});

export const userItem = z.strictObject({
  phone_number: phone,
  password: z
    .string()
    .min(8, 'must be at least 8 characters')
    .refine((v) => !/^\d+$/.test(v), 'must not be all digits'),
  first_name: text,
  last_name: text,
  email: z.email('is not a valid e-mail address').transform((v) => v.toLowerCase()),
  role: z.enum(USER_ROLES).default('user'),
  /**
   * Extension to the contract's format: presentation keys this user is already registered for
   * (paid or invited outside the site). They become COMPLETED participations and take seats.
   */
  registrations: z.array(key).default([]),
  speaker_profile: speakerProfileItem.optional(),
});

/**
 * The states a file's proposal may be in: each reached as the site reaches it (the loader's ProposalSteps).
 * Not WITHDRAWN: a proposal its speakers took back is of no use to anyone loading a festival.
 */
export const fileProposalStates = ['SUBMITTED', 'ACCEPTED', 'REJECTED', 'WAITLISTED', 'CONFIRMED', 'DECLINED'] as const satisfies readonly ProposalState[];

/** One reviewer's scores ({category key: 0-5}, every category of the edition's call) and comment. */
export const reviewItem = z.strictObject({
  reviewer: phone,
  scores: z.record(
    z.string().regex(/^[a-z][a-z0-9_]{0,31}$/, 'must be a review category key such as "relevance"'),
    z.number().int('must be a whole number').min(0, `must be between 0 and ${REVIEW_SCORE_MAX}`).max(REVIEW_SCORE_MAX, `must be between 0 and ${REVIEW_SCORE_MAX}`),
  ),
  comment: limited(5000).default(''),
});

/**
 * Extension to the contract's format: a proposal sent to the edition's call, with its fields as
 * POST /api/proposals/ takes them. `speakers`: the phones of users in the file who speak in it, the
 * first the one who sent it; `invited`: co-speakers who have not answered yet (texted an invitation on
 * load). `state` and `message`: the organisers' decision (and the speakers' answer), made on load as the
 * site makes them. References, reviewers and the co-speakers' limit: cross-check.ts; the kind's length
 * and the review's categories against the edition's call: the loader.
 */
export const proposalItem = z.strictObject({
  service_type: z.enum(proposalServiceTypes),
  fa_title: limitedText(200),
  en_title: limited(200).default(''),
  fa_abstract: limitedText(2000),
  en_abstract: limited(2000).default(''),
  description: limitedText(10_000),
  duration_minutes: z.number().int('must be a whole number of minutes').min(1, 'must be at least 1'),
  level: z.enum(proposalLevels),
  language: z.enum(proposalLanguages),
  notes_to_organisers: limited(2000).default(''),
  recording_consent: z.boolean().default(false),
  speakers: z.array(phone).min(1, 'must name the speaker who sent it'),
  invited: z.array(phone).default([]),
  state: z.enum(fileProposalStates).default('SUBMITTED'),
  message: limited(2000).optional(),
  reviews: z.array(reviewItem).default([]),
});

/**
 * The edition the file describes. Into an empty database it describes the one edition there is; into
 * a database that has others, the file is loaded as a new edition beside them (not current).
 */
export const editionSection = z.strictObject({
  slug: z.string().regex(EDITION_SLUG, 'must be 1-32 lower-case Latin letters, digits or "-", e.g. 1405'),
  name: text,
  starts_on: day.optional(),
  ends_on: day.optional(),
});

/** The edition's call for proposals: its window (the kinds, lengths and review keep their defaults). */
export const cfpSection = z
  .strictObject({ opens_at: time, closes_at: time })
  .refine((c) => Date.parse(c.closes_at) > Date.parse(c.opens_at), { message: 'must close after it opens', path: ['closes_at'] });

export const festivalFileSchema = z.strictObject({
  edition: editionSection.optional(),
  settings: settingsSection.optional(),
  cfp: cfpSection.optional(),
  presenters: z.array(presenterItem).default([]),
  tags: z.array(tagItem).default([]),
  presentations: z.array(presentationItem).default([]),
  coupons: z.array(couponItem).default([]),
  accessories: z.array(accessoryItem).default([]),
  faq: z.array(faqItem).default([]),
  staff: z.array(staffItem).default([]),
  users: z.array(userItem).default([]),
  proposals: z.array(proposalItem).default([]),
});

export type FestivalFile = z.output<typeof festivalFileSchema>;
