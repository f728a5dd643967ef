import { z } from 'zod';
import { phoneNumberInputSchema, phoneNumberSchema } from './auth';
import { answerInt, answerText, idSchema, textSchema, wholeNumberSchema } from './primitives';

/**
 * The call for proposals (contract, "Proposals, review and the presenters' own pages"): each edition's
 * call settings, the proposals with their speakers, and the speaker's own profile.
 */

const id = idSchema;
const isoTime = answerText.meta({ format: 'date-time', description: 'ISO 8601, UTC' });
const time = z.iso.datetime({ offset: true, error: 'باید زمانی به شکل ISO 8601 با منطقهٔ زمانی باشد.' }).meta({ description: 'ISO 8601 with a zone; stored in UTC' });

/** The life of a proposal: SUBMITTED → ACCEPTED | REJECTED | WAITLISTED (organisers) → CONFIRMED | DECLINED (speakers); WITHDRAWN. */
export const proposalStates = ['SUBMITTED', 'ACCEPTED', 'REJECTED', 'WAITLISTED', 'CONFIRMED', 'DECLINED', 'WITHDRAWN'] as const;
export type ProposalState = (typeof proposalStates)[number];
/** What may be proposed: a presentation's service types but the package, which is an organisers' bundle. */
export const proposalServiceTypes = ['TALK', 'WORKSHOP'] as const;
export type ProposalServiceType = (typeof proposalServiceTypes)[number];
export const proposalLevels = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const;
export const proposalLanguages = ['fa', 'en'] as const;

/** The most co-speakers one proposal names besides the one who sends it. */
export const MAX_CO_SPEAKERS = 5;
/** Largest speaker photo upload, in bytes (as an avatar). */
export const SPEAKER_PHOTO_MAX_BYTES = 2 * 1024 * 1024;

const minutes = (what: string) => wholeNumberSchema({ min: 1, max: 24 * 60 }).meta({ description: what });
const line = (max: number) => textSchema().trim().max(max, `حداکثر ${max} نویسه مجاز است.`);
const required = (max: number) => line(max).min(1, 'این فیلد نباید خالی باشد.');
const paragraphs = (max: number) => textSchema({ multiline: true }).trim().max(max, `حداکثر ${max} نویسه مجاز است.`);
/** An http(s) link with a host (shared with the recordings' links, feedback.ts). */
export const httpUrl = textSchema()
  .trim()
  .max(500)
  .regex(/^https?:\/\/[^\s/?#]+\.[^\s]*$/i, 'باید یک نشانی http:// یا https:// باشد.');
/** A link that may be left out: "" and null both mean none. */
const optionalLink = z.union([z.literal(''), httpUrl]).nullable();

// ---- the call's settings ----

/** A kind of proposal and its lengths: min_minutes, then every step_minutes up to max_minutes. */
export const proposalTypeSchema = z
  .object({
    service_type: z.enum(proposalServiceTypes),
    min_minutes: minutes('the shortest length'),
    max_minutes: minutes('the longest length'),
    step_minutes: minutes('lengths between go up by this much'),
  })
  .refine((t) => t.max_minutes >= t.min_minutes, { message: 'بیشترین مدت نباید از کمترین کمتر باشد.', path: ['max_minutes'] })
  .meta({ id: 'ProposalType' });
export type ProposalType = z.infer<typeof proposalTypeSchema>;

/** True when `minutes` is one of the type's lengths: between its least and most, a whole number of steps above the least. */
export const isAllowedLength = (type: ProposalType, minutes: number) =>
  minutes >= type.min_minutes && minutes <= type.max_minutes && (minutes - type.min_minutes) % type.step_minutes === 0;

/** Every length a type allows, shortest first (what a form offers). */
export const allowedLengths = (type: ProposalType): number[] => {
  const out: number[] = [];
  for (let m = type.min_minutes; m <= type.max_minutes; m += type.step_minutes) out.push(m);
  return out;
};

/** A review category: what reviewers score 0-5, and its weight in the total. */
export const reviewCategorySchema = z
  .object({
    key: textSchema().regex(/^[a-z][a-z0-9_]{0,31}$/, 'کلید باید با حرف کوچک لاتین آغاز شود و فقط حرف کوچک لاتین، رقم یا _ داشته باشد (حداکثر ۳۲ نویسه).'),
    name: required(100),
    weight: wholeNumberSchema({ min: 1, max: 100 }),
  })
  .meta({ id: 'ReviewCategory' });
export type ReviewCategory = z.infer<typeof reviewCategorySchema>;

/** GET /api/cfp/: the current edition's call as a speaker sees it. */
export const cfpSchema = z
  .object({
    edition: answerText.meta({ description: "the edition's slug" }),
    cfp_opens_at: isoTime.nullable(),
    cfp_closes_at: isoTime.nullable(),
    is_open: z.boolean().meta({ description: 'now (the server’s clock) is within the window; false while either end is unset' }),
    proposal_types: z.array(proposalTypeSchema),
  })
  .meta({ id: 'Cfp' });
export type Cfp = z.infer<typeof cfpSchema>;

/** GET/PUT /api/admin/cfp/: an edition's call settings, review's included. */
export const adminCfpSchema = cfpSchema
  .extend({
    review_categories: z.array(reviewCategorySchema),
    review_anonymous: z.boolean().meta({ description: 'reviewers see no names, phones, bios or co-speakers' }),
    updated_at: isoTime,
  })
  .meta({ id: 'AdminCfp' });
export type AdminCfp = z.infer<typeof adminCfpSchema>;

const uniqueBy =
  <T>(key: (item: T) => string, message: string) =>
  (items: T[], ctx: z.RefinementCtx<T[]>) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (seen.has(key(item))) ctx.addIssue({ code: 'custom', message, path: [i] });
      seen.add(key(item));
    });
  };

/** PUT /api/admin/cfp/: fields left out stay as they are; a window end of null unsets it (the call is closed). */
export const adminCfpBodySchema = z.object({
  cfp_opens_at: time.nullable().optional(),
  cfp_closes_at: time.nullable().optional(),
  proposal_types: z
    .array(proposalTypeSchema)
    .min(1, 'دست‌کم یک نوع پیشنهاد لازم است.')
    .max(proposalServiceTypes.length)
    .superRefine(uniqueBy((t) => t.service_type, 'هر نوع پیشنهاد یک بار می‌آید.'))
    .optional(),
  review_categories: z
    .array(reviewCategorySchema)
    .min(1, 'دست‌کم یک معیار داوری لازم است.')
    .max(10)
    .superRefine(uniqueBy((c) => c.key, 'کلید هر معیار داوری یکتاست.'))
    .optional(),
  review_anonymous: z.boolean().optional(),
});
export type AdminCfpBody = z.input<typeof adminCfpBodySchema>;

export const adminCfpQuerySchema = z.object({
  edition: textSchema().trim().max(40).optional().meta({ description: "an edition's slug; the current edition when left out" }),
});

// ---- proposals ----

const proposalFields = {
  service_type: z.enum(proposalServiceTypes),
  fa_title: required(200),
  en_title: line(200),
  fa_abstract: paragraphs(2000).min(1, 'این فیلد نباید خالی باشد.').meta({ description: 'plain text, or HTML that the server sanitises' }),
  en_abstract: paragraphs(2000).meta({ description: 'plain text, or HTML that the server sanitises' }),
  description: paragraphs(10_000).min(1, 'این فیلد نباید خالی باشد.').meta({ description: 'for the reviewers: plain text, or HTML that the server sanitises' }),
  duration_minutes: minutes("one of the type's lengths in the call's settings"),
  level: z.enum(proposalLevels),
  language: z.enum(proposalLanguages),
  notes_to_organisers: paragraphs(2000),
  recording_consent: z.boolean(),
};

/** POST /api/proposals/. */
const coSpeakersList = z.array(phoneNumberInputSchema).max(MAX_CO_SPEAKERS, `حداکثر ${MAX_CO_SPEAKERS} هم‌ارائه‌دهنده.`);

export const proposalCreateSchema = z.object({
  ...proposalFields,
  en_title: proposalFields.en_title.default(''),
  en_abstract: proposalFields.en_abstract.default(''),
  notes_to_organisers: proposalFields.notes_to_organisers.default(''),
  co_speakers: coSpeakersList
    .default([])
    .meta({ description: 'phones of the co-speakers: each is invited by SMS (an account is made for a new phone)' }),
});
export type ProposalCreate = z.input<typeof proposalCreateSchema>;

/** PATCH /api/proposals/{id}/: any of the proposal's fields, and the co-speakers' list as it is to be. */
export const proposalChangeSchema = z
  .object({
    ...proposalFields,
    co_speakers: coSpeakersList.meta({
      description: 'every co-speaker as the list is to be (the sender is not in it): a new phone is invited by SMS as on sending, a phone left out is dropped',
    }),
  })
  .partial();
export type ProposalChange = z.input<typeof proposalChangeSchema>;

export const proposalSpeakerSchema = z.object({
  phone_number: phoneNumberSchema,
  first_name: answerText,
  last_name: answerText,
  accepted: z.boolean().meta({ description: 'false while an invitation waits for its answer' }),
});

export const proposalSchema = z
  .object({
    id,
    state: z.enum(proposalStates),
    service_type: z.enum(proposalServiceTypes),
    fa_title: answerText,
    en_title: answerText,
    fa_abstract: answerText,
    en_abstract: answerText,
    description: answerText,
    duration_minutes: answerInt,
    level: z.enum(proposalLevels),
    language: z.enum(proposalLanguages),
    notes_to_organisers: answerText,
    recording_consent: z.boolean(),
    speakers: z.array(proposalSpeakerSchema).meta({ description: 'the one who sent it first, then the invited' }),
    edition: answerText.meta({ description: "its edition's slug" }),
    created_at: isoTime,
    updated_at: isoTime,
  })
  .meta({ id: 'Proposal' });
export type Proposal = z.infer<typeof proposalSchema>;

// ---- the speaker's profile ----

export const availabilityRangeSchema = z.object({ start: time, end: time });

/** Ranges of time, each ending after it starts, none overlapping another; answered sorted by start. */
const availabilityListSchema = z
  .array(availabilityRangeSchema)
  .max(50, 'حداکثر ۵۰ بازهٔ زمانی.')
  .superRefine((ranges, ctx) => {
    ranges.forEach((r, i) => {
      if (Date.parse(r.end) <= Date.parse(r.start)) ctx.addIssue({ code: 'custom', message: 'پایان بازه باید پس از آغاز آن باشد.', path: [i, 'end'] });
    });
    const order = ranges.map((r, i) => ({ i, start: Date.parse(r.start), end: Date.parse(r.end) })).sort((a, b) => a.start - b.start);
    for (let k = 1; k < order.length; k += 1) {
      if (order[k]!.start < order[k - 1]!.end) ctx.addIssue({ code: 'custom', message: 'بازه‌های زمانی نباید هم‌پوشانی داشته باشند.', path: [order[k]!.i, 'start'] });
    }
  })
  .transform((ranges) =>
    ranges
      .map((r) => ({ start: new Date(r.start).toISOString(), end: new Date(r.end).toISOString() }))
      .sort((a, b) => a.start.localeCompare(b.start)),
  );

/** A multipart form or a form-encoded body carries the list as JSON text. */
const jsonText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/**
 * PUT /api/speaker_profile/: the text fields (multipart form data, with `photo` a file part beside them;
 * or JSON, or form-encoded). Fields left out stay as they are.
 */
export const speakerProfileFieldsSchema = z.object({
  bio_fa: paragraphs(5000).optional().meta({ description: 'plain text, or HTML that the server sanitises' }),
  bio_en: paragraphs(5000).optional().meta({ description: 'plain text, or HTML that the server sanitises' }),
  linkedin: optionalLink.optional(),
  github: optionalLink.optional(),
  website: optionalLink.optional(),
  availability: z
    .preprocess(jsonText, availabilityListSchema)
    .optional()
    .meta({ description: 'when the speaker can present: [{start, end}]; in a multipart or form-encoded body, that list as JSON text' }),
});
export type SpeakerProfileFields = z.input<typeof speakerProfileFieldsSchema>;

export const speakerProfileSchema = z
  .object({
    bio_fa: answerText,
    bio_en: answerText,
    photo: answerText.nullable().meta({ description: 'a /media/ path, or null' }),
    linkedin: answerText,
    github: answerText,
    website: answerText,
    availability: z.array(z.object({ start: isoTime, end: isoTime })),
  })
  .meta({ id: 'SpeakerProfile' });
export type SpeakerProfile = z.infer<typeof speakerProfileSchema>;
