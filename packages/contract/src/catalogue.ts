import { z } from 'zod';
import { idSchema } from './primitives';

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
const isoTime = z.string().meta({ format: 'date-time', description: 'ISO 8601, UTC' });
const money = z.number().int().nonnegative().meta({ description: 'whole Toman' });

export const tagSchema = z.object({ id, name: z.string(), color: z.string() }).meta({ id: 'Tag' });
export type Tag = z.infer<typeof tagSchema>;

/** A presentation as listed under its presenter. */
export const presenterPresentationSchema = z.object({
  id,
  fa_title: z.string(),
  en_title: z.string(),
  service_type: z.enum(serviceTypes),
});

export const presenterBaseSchema = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  description: z.string(),
  avatar: z.string().nullable(),
  linkedin: z.string().nullable(),
});
export const presenterSchema = presenterBaseSchema
  .extend({ presentations: z.array(presenterPresentationSchema) })
  .meta({ id: 'Presenter' });
export type Presenter = z.infer<typeof presenterSchema>;
export type PresenterBase = z.infer<typeof presenterBaseSchema>;

export const presentationSchema = z
  .object({
    id,
    service_type: z.enum(serviceTypes),
    fa_title: z.string(),
    en_title: z.string(),
    fa_description: z.string().meta({ description: 'sanitised HTML' }),
    en_description: z.string().meta({ description: 'sanitised HTML' }),
    start: isoTime,
    end: isoTime,
    capacity: z.number().int().nonnegative(),
    remained_capacity: z.number().int().nonnegative(),
    cost: money,
    is_registration_active: z.boolean(),
    presentation_link: z.string().meta({ description: '"" unless the caller holds a COMPLETED participation' }),
    presenters: z.array(presenterBaseSchema),
    tags: z.array(tagSchema),
    morkopoloyor: z.string().meta({ description: 'poster image URL, or ""' }),
    room: z.string().meta({ description: 'where it takes place, "" when unknown' }),
    waiting: z
      .number()
      .int()
      .nonnegative()
      .meta({ description: 'how many wait in its waiting list (one holding an offer no longer counts)' }),
  })
  .meta({ id: 'Presentation' });
export type Presentation = z.infer<typeof presentationSchema>;

export const faqSchema = z.object({ id, question: z.string(), answer: z.string() }).meta({ id: 'FAQ' });
export type Faq = z.infer<typeof faqSchema>;

export const staffSchema = z
  .object({
    id,
    name: z.string(),
    image: z.string().nullable(),
    quote: z.string(),
    role: z.enum(staffRoles),
    team: z.enum(staffTeams),
    linkedin: z.string().nullable(),
  })
  .meta({ id: 'Staff' });
export type Staff = z.infer<typeof staffSchema>;

export const accessorySchema = z
  .object({
    id,
    name: z.string(),
    description: z.string(),
    price: money,
    img: z.string().nullable(),
    is_active: z.boolean(),
  })
  .meta({ id: 'Accessory' });
export type Accessory = z.infer<typeof accessorySchema>;

export const couponStatusSchema = z
  .object({
    is_valid: z.boolean(),
    percentage: z.number().int().min(0).max(100),
    eligible_presentations: z.array(id),
  })
  .meta({ id: 'CouponStatus' });
export type CouponStatus = z.infer<typeof couponStatusSchema>;

const tehranDay = z.string().meta({ description: 'a Tehran day YYYY-MM-DD, or ""' });

/** The festival's public facts (GET /api/festival/): every field a string, "" when unset. */
export const festivalSchema = z
  .object({
    festival_name: z.string(),
    starts_on: tehranDay,
    ends_on: tehranDay,
    venue: z.string(),
    address: z.string(),
    map_url: z.string().meta({ description: 'a link to the venue on a map, or ""' }),
    contact_email: z.string(),
    contact_phone: z.string().meta({ description: 'free text' }),
    competition_date: tehranDay,
  })
  .meta({ id: 'Festival' });
export type Festival = z.infer<typeof festivalSchema>;
