import { z } from 'zod';
import { editionSchema } from './editions';
import { answerInt, answerText, idSchema } from './primitives';

export const serviceTypes = ['WORKSHOP', 'TALK', 'PACKAGE'] as const;
export const staffRoles = ['DIRECTOR', 'HEAD', 'STAFF'] as const;
export const staffTeams = [
  'TECHNICAL',
  'MARKETING',
  'SCIENTIFIC',
  'EXECUTIVE',
  'MEDIA',
  'DECORATION',
  'GRAPHICS',
  'DIRECTOR',
] as const;

const id = idSchema;
const isoTime = answerText.meta({ format: 'date-time', description: 'ISO 8601, UTC' });
const money = answerInt.nonnegative().meta({ description: 'whole Toman' });
/** The English twin of a Persian field (contract "Content in two languages"): "" when unset, then the English site shows the Persian. */
const english = (what = 'in English') => answerText.meta({ description: `${what}, "" when unset` });

export const tagSchema = z.object({ id, name: answerText, en_name: english(), color: answerText }).meta({ id: 'Tag' });
export type Tag = z.infer<typeof tagSchema>;

/** A presentation as listed under its presenter. */
export const presenterPresentationSchema = z.object({
  id,
  fa_title: answerText,
  en_title: answerText,
  service_type: z.enum(serviceTypes),
});

export const presenterBaseSchema = z.object({
  id,
  first_name: answerText,
  last_name: answerText,
  description: answerText,
  en_first_name: english(),
  en_last_name: english(),
  en_description: english('plain text or sanitised HTML, as description'),
  avatar: answerText.nullable(),
  linkedin: answerText.nullable(),
});
export const presenterSchema = presenterBaseSchema
  .extend({
    presentations: z.array(presenterPresentationSchema),
    spoke_in: z
      .array(editionSchema)
      .meta({ description: 'every edition in which they give or gave a presentation, newest first' }),
  })
  .meta({ id: 'Presenter' });
export type Presenter = z.infer<typeof presenterSchema>;
export type PresenterBase = z.infer<typeof presenterBaseSchema>;

export const presentationSchema = z
  .object({
    id,
    service_type: z.enum(serviceTypes),
    fa_title: answerText,
    en_title: answerText,
    fa_description: answerText.meta({ description: 'sanitised HTML' }),
    en_description: answerText.meta({ description: 'sanitised HTML' }),
    start: isoTime,
    end: isoTime,
    capacity: answerInt.nonnegative(),
    remained_capacity: answerInt.nonnegative(),
    cost: money,
    is_registration_active: z.boolean(),
    presentation_link: answerText.meta({ description: '"" unless the caller holds a COMPLETED participation' }),
    presenters: z.array(presenterBaseSchema),
    tags: z.array(tagSchema),
    morkopoloyor: answerText.meta({ description: 'poster image URL, or ""' }),
    room: answerText.meta({ description: 'where it takes place, "" when unknown' }),
    en_room: english('the room in English'),
    waiting: answerInt
      .nonnegative()
      .meta({ description: 'how many wait in its waiting list (one holding an offer no longer counts)' }),
    edition: answerText.meta({ description: "its edition's slug (GET /api/editions/), e.g. 1405" }),
    slides_url: answerText.nullable().meta({ description: "the presenter's slides (a PDF under /media/slides/), null when none" }),
    recording_url: answerText.nullable().meta({ description: "the session's recording, null when none" }),
  })
  .meta({ id: 'Presentation' });
export type Presentation = z.infer<typeof presentationSchema>;

export const faqSchema = z
  .object({
    id,
    question: answerText,
    answer: answerText.meta({ description: 'sanitised HTML' }),
    en_question: english(),
    en_answer: english('sanitised HTML'),
  })
  .meta({ id: 'FAQ' });
export type Faq = z.infer<typeof faqSchema>;

export const staffSchema = z
  .object({
    id,
    name: answerText,
    image: answerText.nullable(),
    quote: answerText,
    en_name: english(),
    en_quote: english(),
    role: z.enum(staffRoles),
    team: z.enum(staffTeams),
    linkedin: answerText.nullable(),
  })
  .meta({ id: 'Staff' });
export type Staff = z.infer<typeof staffSchema>;

export const accessorySchema = z
  .object({
    id,
    name: answerText,
    description: answerText,
    en_name: english(),
    en_description: english(),
    price: money,
    img: answerText.nullable(),
    is_active: z.boolean(),
  })
  .meta({ id: 'Accessory' });
export type Accessory = z.infer<typeof accessorySchema>;

export const couponStatusSchema = z
  .object({
    is_valid: z.boolean(),
    percentage: answerInt.min(0).max(100),
    eligible_presentations: z.array(id),
  })
  .meta({ id: 'CouponStatus' });
export type CouponStatus = z.infer<typeof couponStatusSchema>;

const tehranDay = answerText.meta({ description: 'a Tehran day YYYY-MM-DD, or ""' });

/** The festival's public facts (GET /api/festival/): every field a string, "" when unset. */
export const festivalSchema = z
  .object({
    festival_name: answerText,
    starts_on: tehranDay,
    ends_on: tehranDay,
    venue: answerText,
    address: answerText,
    en_festival_name: english(),
    en_venue: english(),
    en_address: english(),
    map_url: answerText.meta({ description: 'a link to the venue on a map, or ""' }),
    contact_email: answerText,
    contact_phone: answerText.meta({ description: 'free text' }),
    competition_date: tehranDay,
    competition_time: answerText.meta({ description: 'when the competition starts on competition_date, Tehran clock HH:MM, or ""' }),
  })
  .meta({ id: 'Festival' });
export type Festival = z.infer<typeof festivalSchema>;
